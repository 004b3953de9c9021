import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@expert/ui/styles'

/** Long legal text: readable measure, headings and lists spaced for scanning. */
export const prose = style({ color: vars.color.text.body })

globalStyle(`${prose} h2`, {
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  marginBlockEnd: vars.space.sm,
})
globalStyle(`${prose} section > * + *`, { marginBlockStart: vars.space.sm })
globalStyle(`${prose} ul`, { paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs })

export const links = style({})

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.text.linkHover },
})

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
