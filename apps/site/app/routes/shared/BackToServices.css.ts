import { style } from '@vanilla-extract/css'
import { vars } from '@expert/ui/styles'

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
})
