import { style } from '@vanilla-extract/css'
import { vars, visuallyHidden as visuallyHiddenRule } from '@expert/ui/styles'

/** A link that stands alone (a list of links, a value): a 44 px tap target (WCAG 2.5.5). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.text.linkHover },
})

export const visuallyHidden = style(visuallyHiddenRule)
