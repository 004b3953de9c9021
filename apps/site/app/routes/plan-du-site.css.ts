import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

export const groupTitle = style(appRule({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
}))

export const list = style(appRule({
  display: 'grid',
  // The links are 44 px tall: no gap needed between them.
  gap: 0,
  paddingInlineStart: vars.space.md,
  listStyle: 'disc',
}))

/** Every link of the map is a 44 px tap target (WCAG 2.5.5). */
export const link = style(appRule({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.text.linkHover },
}))
