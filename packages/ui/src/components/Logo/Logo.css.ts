import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

export const logo = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.sm,
        minWidth: 0,
        textDecoration: 'none',
        color: 'inherit',
      },
    },
  },
  variants: {
    tone: {
      /** On the page or a light surface. */
      light: {
        '@layer': { [components]: { color: vars.color.text.heading } },
      },
      /** On the brand (deep blue) surface. */
      dark: { '@layer': { [components]: { color: vars.color.text.onBrand } } },
    },
    size: {
      small: {},
      medium: {},
    },
  },
  defaultVariants: { tone: 'light', size: 'medium' },
})

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>

export const markSize = recipe({
  base: {
    '@layer': {
      [components]: {
        flexShrink: 0,
        height: 'auto',
        transition: `width ${vars.motion.base} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    size: {
      small: { '@layer': { [components]: { width: `calc(${vars.space.xl} + ${vars.space.xxs})` } } },
      medium: { '@layer': { [components]: { width: `calc(${vars.space.xl} + ${vars.space.sm})` } } },
    },
  },
})

// The mark swaps its two main colours between tones so the shield always stands out.
export const shield = recipe({
  variants: {
    tone: {
      light: { '@layer': { [components]: { fill: vars.color.background.brand } } },
      dark: { '@layer': { [components]: { fill: vars.color.text.onBrand } } },
    },
  },
})

export const house = recipe({
  base: { '@layer': { [components]: { fill: 'none' } } },
  variants: {
    tone: {
      light: { '@layer': { [components]: { stroke: vars.color.text.onBrand } } },
      dark: { '@layer': { [components]: { stroke: vars.color.background.brand } } },
    },
  },
})

export const roof = style({
  '@layer': {
    [components]: {
      fill: 'none',
      stroke: vars.color.accent,
      '@media': {
        // System colours only: keep the mark legible as a plain outline.
        [mq.forcedColors]: { stroke: 'CanvasText' },
      },
    },
  },
})

export const forcedOutline = style({
  '@layer': {
    [components]: {
      '@media': { [mq.forcedColors]: { fill: 'Canvas', stroke: 'CanvasText', strokeWidth: 1.5 } },
    },
  },
})

export const forcedHouse = style({
  '@layer': { [components]: { '@media': { [mq.forcedColors]: { stroke: 'CanvasText' } } } },
})

export const words = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', minWidth: 0 } },
})

// One line each: in a tight bar the text is cut with an ellipsis rather than growing the bar.
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const

export const name = recipe({
  base: {
    '@layer': {
      [components]: {
        fontWeight: vars.font.weight.bold,
        lineHeight: vars.font.lineHeight.tight,
        letterSpacing: '-0.01em',
        ...oneLine,
        transition: `font-size ${vars.motion.base} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    size: {
      small: { '@layer': { [components]: { fontSize: vars.font.size.md } } },
      medium: { '@layer': { [components]: { fontSize: vars.font.size.lg } } },
    },
  },
})

export const tagline = recipe({
  base: {
    '@layer': {
      [components]: {
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.medium,
        ...oneLine,
        lineHeight: vars.font.lineHeight.snug,
      },
    },
  },
  variants: {
    tone: {
      light: { '@layer': { [components]: { color: vars.color.text.muted } } },
      dark: { '@layer': { [components]: { color: vars.color.text.onBrandMuted } } },
    },
  },
})
