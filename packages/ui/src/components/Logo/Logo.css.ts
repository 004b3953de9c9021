import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const logo = recipe({
  base: componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    textDecoration: 'none',
    color: 'inherit',
  }),
  variants: {
    tone: {
      /** On the page or a light surface. */
      light: componentRule({ color: vars.color.text.heading }),
      /** On the brand (deep blue) surface. */
      dark: componentRule({ color: vars.color.text.onBrand }),
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
  base: componentRule({
    flexShrink: 0,
    height: 'auto',
    transition: `width ${vars.motion.base} ${vars.motion.easing}`,
  }),
  variants: {
    size: {
      small: componentRule({ width: `calc(${vars.space.xl} + ${vars.space.xxs})` }),
      medium: componentRule({ width: `calc(${vars.space.xl} + ${vars.space.sm})` }),
    },
  },
})

// The mark swaps its two main colours between tones so the shield always stands out.
export const shield = recipe({
  variants: {
    tone: {
      light: componentRule({ fill: vars.color.background.brand }),
      dark: componentRule({ fill: vars.color.text.onBrand }),
    },
  },
})

export const house = recipe({
  base: componentRule({ fill: 'none' }),
  variants: {
    tone: {
      light: componentRule({ stroke: vars.color.text.onBrand }),
      dark: componentRule({ stroke: vars.color.background.brand }),
    },
  },
})

export const roof = style(
  componentRule({
    fill: 'none',
    stroke: vars.color.accent,
    '@media': {
      // System colours only: keep the mark legible as a plain outline.
      [mq.forcedColors]: { stroke: 'CanvasText' },
    },
  }),
)

export const forcedOutline = style(
  componentRule({
    '@media': { [mq.forcedColors]: { fill: 'Canvas', stroke: 'CanvasText', strokeWidth: 1.5 } },
  }),
)

export const forcedHouse = style(componentRule({ '@media': { [mq.forcedColors]: { stroke: 'CanvasText' } } }))

export const words = style(componentRule({ display: 'flex', flexDirection: 'column', minWidth: 0 }))

// One line each: in a tight bar the text is cut with an ellipsis rather than growing the bar; or,
// where nothing squeezes it (`wrap`), the text wraps whole.
const fit = {
  false: componentRule({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
  true: componentRule({ overflowWrap: 'break-word' }),
}

export const name = recipe({
  base: componentRule({
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.01em',
    transition: `font-size ${vars.motion.base} ${vars.motion.easing}`,
  }),
  variants: {
    size: {
      small: componentRule({ fontSize: vars.font.size.md }),
      medium: componentRule({ fontSize: vars.font.size.lg }),
    },
    wrap: fit,
  },
  defaultVariants: { wrap: false },
})

export const tagline = recipe({
  base: componentRule({
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
  }),
  variants: {
    tone: {
      light: componentRule({ color: vars.color.text.muted }),
      dark: componentRule({ color: vars.color.text.onBrandMuted }),
    },
    wrap: fit,
  },
  defaultVariants: { wrap: false },
})
