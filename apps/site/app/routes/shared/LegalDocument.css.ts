import { style } from '@vanilla-extract/css'
import { vars, visuallyHidden as visuallyHiddenRule } from '@expert/ui/styles'

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.text.linkHover },
})

export const visuallyHidden = style(visuallyHiddenRule)
