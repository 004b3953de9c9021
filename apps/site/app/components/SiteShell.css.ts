import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

// The header is fixed: the page starts below it.
export const main = style(
  appRule({
    display: 'block',
    paddingTop: vars.layout.headerHeight,
    outline: 'none',
  }),
)
