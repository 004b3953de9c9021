// Reset and base element styles, in their cascade layers.
import { globalFontFace, globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { bottomCoverHeight } from './bottomCover.css'
import { base, reset } from './layers.css'
import { mq } from './breakpoints'

// Metric-adjusted local fallbacks, so that a swap to Inter arriving after the first paint moves as
// little as it can (a line ending within ~1 % of its box may still rewrap; ADR 0005): Arial (or its metric
// twin Liberation Sans) scaled so that the site's own text is as wide as in Inter: one face for the
// regular weights, one for 500 (Inter Medium is 1.1 % wider than Regular where Arial has no medium:
// with the regular face the desktop header's links moved 3.5 px when Inter arrived late), and two
// from Arial Bold, for 600 and for the bolder weights (a synthesised bold is ~2.5 % narrower than
// Inter 700 and rewrapped the desktop hero's heading; Inter 600 is 1 % narrower than Arial Bold at 700's
// scale). Widths measured in Chromium over the text of the home page, Inter / fallback: 400 → 1.000,
// 500 → 1.011 with the regular face (hence the 500 face, 106.46 % × 1.011), 600 → 0.990 with the 700
// face (hence the 600 face, 101.85 % × 0.991), 700 → 1.000. Checked by the Typography story « Police
// de repli » (every weight within 0.5 % on the header's links, a sentence and a heading).
const arial = 'local("Arial"), local("Helvetica"), local("Liberation Sans")'
const arialBold = 'local("Arial Bold"), local("Arial-BoldMT"), local("Helvetica Bold"), local("Liberation Sans Bold"), local("LiberationSans-Bold")'

/** Inter's ascent and descent, in em: the overrides give them once the face is scaled by size-adjust. */
const inter = { ascent: 0.96875, descent: 0.2412 }
const percent = (value: number) => `${Number(value.toFixed(2))}%`
const fallbackFace = (src: string, fontWeight: string, sizeAdjust: number) => ({
  src,
  fontWeight,
  sizeAdjust: percent(sizeAdjust),
  ascentOverride: percent((inter.ascent / sizeAdjust) * 10_000),
  descentOverride: percent((inter.descent / sizeAdjust) * 10_000),
  lineGapOverride: '0%',
})

globalFontFace('Inter Fallback', [
  fallbackFace(arial, '100 400', 106.46),
  fallbackFace(arial, '500', 107.63),
  fallbackFace(arialBold, '600', 100.93),
  fallbackFace(arialBold, '700 900', 101.85),
])

globalStyle('*, *::before, *::after', { '@layer': { [reset]: { boxSizing: 'border-box' } } })
globalStyle('*', { '@layer': { [reset]: { margin: 0 } } })
globalStyle('html', {
  '@layer': {
    [reset]: {
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
      scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
      scrollPaddingBottom: bottomCoverHeight,
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
