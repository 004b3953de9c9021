// Reset and base element styles, in their cascade layers.
import { globalFontFace, globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { base, reset } from './layers.css'
import { mq } from './breakpoints'

// Metric-adjusted local fallback (Inter metrics against Arial) so the swap to Inter moves nothing.
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Helvetica"), local("Liberation Sans")',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
})

globalStyle('*, *::before, *::after', { '@layer': { [reset]: { boxSizing: 'border-box' } } })
globalStyle('*', { '@layer': { [reset]: { margin: 0 } } })
globalStyle('html', {
  '@layer': {
    [reset]: {
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
      scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
    },
  },
})
globalStyle('img, picture, svg, video, canvas', { '@layer': { [reset]: { display: 'block', maxWidth: '100%' } } })
globalStyle('input, button, textarea, select', { '@layer': { [reset]: { font: 'inherit', color: 'inherit' } } })
globalStyle('p, h1, h2, h3, h4, h5, h6, li, dd, blockquote', { '@layer': { [reset]: { overflowWrap: 'break-word' } } })
globalStyle('ul[role="list"], ol[role="list"]', { '@layer': { [reset]: { listStyle: 'none', padding: 0 } } })

globalStyle('body', {
  '@layer': {
    [base]: {
      minHeight: '100vh',
      fontFamily: vars.font.family.sans,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.body,
      color: vars.color.text.body,
      backgroundColor: vars.color.background.page,
      WebkitFontSmoothing: 'antialiased',
      textRendering: 'optimizeLegibility',
    },
  },
})
globalStyle('h1, h2, h3, h4', {
  '@layer': {
    [base]: { color: vars.color.text.heading, lineHeight: vars.font.lineHeight.tight, textWrap: 'balance' },
  },
})
globalStyle('*', {
  '@layer': {
    [base]: {
      '@media': {
        [mq.reducedMotion]: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
    },
  },
})
