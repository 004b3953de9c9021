import { globalLayer, style } from '@vanilla-extract/css'
import { focusRing, mq, vars } from '@expert/ui/styles'

// The design system's 'components' layer (same global name, order already set by @expert/ui/styles):
// a footer class passed through `className` in that layer can still restyle this button.
const components = globalLayer('components')

/** Inherits the surrounding link style (footer legal links), so it reads as one of them. */
export const linkButton = style({
  '@layer': {
    [components]: {
      display: 'inline',
      padding: 0,
      border: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'start',
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      outline: 'none',
      selectors: {
        '&:hover': { textDecorationThickness: '2px' },
        '&:focus-visible': focusRing(),
      },
      '@media': {
        [mq.forcedColors]: {
          color: 'LinkText',
          selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
        },
      },
    },
  },
})
