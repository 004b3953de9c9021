import { style } from '@vanilla-extract/css'
import { vars } from '@expert/ui/styles'

// The header is fixed: the page starts below it.
export const main = style({
  display: 'block',
  paddingTop: vars.layout.headerHeight,
  outline: 'none',
})
