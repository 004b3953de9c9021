// The theme's values as plain data, importable anywhere (Node scripts, unit tests, docs): the options
// of palette.ts and the value of every decision of the theme contract. theme.css.ts hands `theme` to
// vanilla-extract unchanged, so what a script reads here is what the site's CSS declares.
// No vanilla-extract import and explicit `.ts` specifiers: Node runs this file as is (`@expert/ui/tokens`).
import { breakpoints, fontFamilies, fontSizeScale, palette, spaceScale } from './palette.ts'

export { breakpoints, fontFamilies, fontSizeScale, palette, spaceScale }

/** Tier 2 — the value of each decision of `vars` (contract.css.ts), in the contract's shape. */
export const theme = {
  color: {
    background: {
      page: palette.grey[0],
      surface: palette.grey[0],
      subtle: palette.blue[50],
      brand: palette.blue[900],
      brandStrong: palette.blue[950],
      action: palette.amber[700],
      actionHover: palette.amber[800],
      actionPressed: palette.amber[800],
      secondary: palette.blue[100],
      secondaryHover: palette.blue[200],
      success: palette.green[100],
      critical: palette.red[100],
      criticalStrong: palette.red[700],
      overlay: 'rgba(11, 35, 64, 0.55)',
    },
    text: {
      body: palette.grey[900],
      heading: palette.blue[900],
      muted: palette.grey[600],
      onBrand: palette.grey[0],
      onBrandMuted: palette.blue[200],
      onAction: palette.grey[0],
      link: palette.blue[700],
      linkHover: palette.blue[900],
      success: palette.green[800],
      critical: palette.red[700],
      onCritical: palette.grey[0],
      disabled: palette.grey[600],
    },
    border: {
      subtle: palette.grey[200],
      field: palette.grey[600],
      strong: palette.blue[700],
      onBrand: 'rgba(255, 255, 255, 0.18)',
      critical: palette.red[700],
    },
    focus: palette.amber[400],
    accent: palette.amber[400],
    star: palette.amber[600],
  },
  space: spaceScale,
  radius: { sm: '6px', md: '8px', lg: '14px', full: '9999px' },
  shadow: {
    card: '0 1px 2px rgba(18, 53, 91, 0.06), 0 1px 1px rgba(18, 53, 91, 0.04)',
    raised: '0 6px 20px rgba(18, 53, 91, 0.12)',
    overlay: '0 16px 48px rgba(11, 35, 64, 0.28)',
  },
  font: {
    family: fontFamilies,
    size: fontSizeScale,
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.15', snug: '1.35', body: '1.6' },
  },
  motion: { fast: '150ms', base: '200ms', drawer: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  // readingWidth: 70 of Inter's zeros (70ch at 400), in em so that the metric-matched fallback, whose
  // zero is narrower, gives the same measure and the swap to Inter rewraps nothing.
  layout: { contentWidth: '1200px', readingWidth: '44.16015625em', headerHeight: '80px', headerHeightScrolled: '64px' },
  zIndex: { header: '50', overlay: '100', toast: '200' },
} as const

export type Theme = typeof theme
