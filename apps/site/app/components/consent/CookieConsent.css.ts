import { style } from '@vanilla-extract/css'
import { componentRule, focusRing, mq, vars } from '@expert/ui/styles'

// In the design system's 'components' layer: a footer class passed through `className` can still
// restyle this button.
/** Inherits the surrounding link style (footer legal links), so it reads as one of them. */
export const linkButton = style(componentRule({
  // A 44 px tap target (WCAG 2.5.5), like the footer links beside it.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
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
}))
