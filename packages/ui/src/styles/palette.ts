// Tier 1 — options: the raw palette and scales. Plain values, never read by components directly;
// the theme (tokens.ts, applied by theme.css.ts) maps them to the decisions of the contract (contract.css.ts).
export const palette = {
  blue: {
    50: '#f3f7fc',
    100: '#e4edf7',
    200: '#c6d8ed',
    300: '#9bbbdf',
    500: '#3b72b0',
    700: '#1b4f8a',
    800: '#163f6e',
    900: '#12355b',
    950: '#0b2340',
  },
  amber: {
    100: '#fdf0e1',
    400: '#e07a1f',
    600: '#c2570c',
    700: '#b45309',
    800: '#92400e',
  },
  grey: {
    0: '#ffffff',
    50: '#f8f7f5',
    100: '#f0eeeb',
    200: '#e2dfda',
    300: '#cbc6bf',
    500: '#7b8794',
    600: '#52606d',
    800: '#323f4b',
    900: '#1f2933',
  },
  green: { 100: '#dcfce7', 700: '#15803d', 800: '#166534' },
  red: { 100: '#fee2e2', 700: '#b91c1c', 800: '#991b1b' },
  yellow: { 100: '#fef3c7', 800: '#854d0e' },
} as const

/** 4 px grid. */
export const spaceScale = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '64px',
  huge: '96px',
} as const

export const fontSizeScale = {
  xs: '0.875rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '2.5rem',
  display: 'clamp(2.25rem, 1.5rem + 3.5vw, 3.75rem)',
} as const

export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const

export const fontFamilies = {
  // Inter is self-hosted (a subset of @fontsource-variable/inter, src/fonts); the metric-adjusted local fallback keeps the swap still.
  sans: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const
