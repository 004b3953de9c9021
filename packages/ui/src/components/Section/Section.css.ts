import { globalStyle, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { eyebrow as eyebrowAtom } from '../../styles/atoms'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const section = recipe({
  base: componentRule({ position: 'relative' }),
  variants: {
    tone: {
      default: componentRule({ backgroundColor: vars.color.background.page, color: vars.color.text.body }),
      subtle: componentRule({ backgroundColor: vars.color.background.subtle, color: vars.color.text.body }),
      brand: componentRule({
        backgroundColor: vars.color.background.brand,
        color: vars.color.text.onBrand,
        '@media': { [mq.forcedColors]: { borderBlock: '1px solid CanvasText' } },
      }),
    },
    spacing: {
      /** 48 px on phones, 64 px on tablets, 96 px on desktops. */
      default: componentRule({
        paddingBlock: vars.space.xxl,
        '@media': { [mq.tablet]: { paddingBlock: vars.space.xxxl }, [mq.desktop]: { paddingBlock: vars.space.huge } },
      }),
      /** 40 px on phones, 64 px from tablets: for bands that follow a section of the same tone. */
      compact: componentRule({
        paddingBlock: `calc(${vars.space.xl} + ${vars.space.xs})`,
        '@media': { [mq.tablet]: { paddingBlock: vars.space.xxxl } },
      }),
    },
  },
  defaultVariants: { tone: 'default', spacing: 'default' },
})

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>

export const brandTone = section.classNames.variants.tone.brand

export const inner = recipe({
  base: componentRule({
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    '@media': { [mq.tablet]: { paddingInline: vars.space.lg, gap: vars.space.xxl } },
  }),
  variants: {
    width: {
      content: componentRule({ maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})` }),
      reading: componentRule({ maxWidth: `calc(${vars.layout.readingWidth} + 2 * ${vars.space.lg})` }),
      full: componentRule({ maxWidth: 'none' }),
    },
  },
  defaultVariants: { width: 'content' },
})

export const heading = recipe({
  base: componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    maxWidth: '48rem',
  }),
  variants: {
    align: {
      center: componentRule({ alignItems: 'center', textAlign: 'center', marginInline: 'auto' }),
      left: componentRule({ alignItems: 'flex-start', textAlign: 'left' }),
    },
  },
  defaultVariants: { align: 'center' },
})

/** The label above the heading: the hero's eyebrow look (styles/atoms.ts), on-brand on a brand section. */
export const eyebrow = style(
  componentRule({
    ...eyebrowAtom,
    selectors: {
      ...eyebrowAtom.selectors,
      [`${brandTone} &`]: { color: vars.color.text.onBrandMuted },
    },
  }),
)

globalStyle(`${eyebrow} svg`, componentRule({ inlineSize: '1.25em', blockSize: '1.25em', flexShrink: 0 }))

export const title = style(
  componentRule({
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.01em',
    textWrap: 'balance',
    color: vars.color.text.heading,
    '@media': { [mq.tablet]: { fontSize: vars.font.size.xxl } },
    selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrand } },
  }),
)

export const titleSmall = style(
  componentRule({
    fontSize: vars.font.size.lg,
    '@media': { [mq.tablet]: { fontSize: vars.font.size.xl } },
  }),
)

export const intro = style(
  componentRule({
    fontSize: vars.font.size.md,
    color: vars.color.text.muted,
    textWrap: 'pretty',
    '@media': { [mq.tablet]: { fontSize: vars.font.size.lg } },
    selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrandMuted } },
  }),
)
