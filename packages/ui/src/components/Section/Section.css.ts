import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

export const section = recipe({
  base: { '@layer': { [components]: { position: 'relative' } } },
  variants: {
    tone: {
      default: { '@layer': { [components]: { backgroundColor: vars.color.background.page, color: vars.color.text.body } } },
      subtle: { '@layer': { [components]: { backgroundColor: vars.color.background.subtle, color: vars.color.text.body } } },
      brand: {
        '@layer': {
          [components]: {
            backgroundColor: vars.color.background.brand,
            color: vars.color.text.onBrand,
            '@media': { [mq.forcedColors]: { borderBlock: '1px solid CanvasText' } },
          },
        },
      },
    },
    spacing: {
      /** 48 px on phones, 64 px on tablets, 96 px on desktops. */
      default: {
        '@layer': {
          [components]: {
            paddingBlock: vars.space.xxl,
            '@media': { [mq.tablet]: { paddingBlock: vars.space.xxxl }, [mq.desktop]: { paddingBlock: vars.space.huge } },
          },
        },
      },
      /** 40 px on phones, 64 px from tablets: for bands that follow a section of the same tone. */
      compact: {
        '@layer': {
          [components]: {
            paddingBlock: `calc(${vars.space.xl} + ${vars.space.xs})`,
            '@media': { [mq.tablet]: { paddingBlock: vars.space.xxxl } },
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'default', spacing: 'default' },
})

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>

export const brandTone = section.classNames.variants.tone.brand

export const inner = recipe({
  base: {
    '@layer': {
      [components]: {
        width: '100%',
        marginInline: 'auto',
        paddingInline: vars.space.md,
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.xl,
        '@media': { [mq.tablet]: { paddingInline: vars.space.lg, gap: vars.space.xxl } },
      },
    },
  },
  variants: {
    width: {
      content: { '@layer': { [components]: { maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})` } } },
      reading: { '@layer': { [components]: { maxWidth: `calc(${vars.layout.readingWidth} + 2 * ${vars.space.lg})` } } },
      full: { '@layer': { [components]: { maxWidth: 'none' } } },
    },
  },
  defaultVariants: { width: 'content' },
})

export const heading = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.sm,
        maxWidth: '48rem',
      },
    },
  },
  variants: {
    align: {
      center: { '@layer': { [components]: { alignItems: 'center', textAlign: 'center', marginInline: 'auto' } } },
      left: { '@layer': { [components]: { alignItems: 'flex-start', textAlign: 'left' } } },
    },
  },
  defaultVariants: { align: 'center' },
})

export const title = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.xl,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
      letterSpacing: '-0.01em',
      textWrap: 'balance',
      color: vars.color.text.heading,
      '@media': { [mq.tablet]: { fontSize: vars.font.size.xxl } },
      selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrand } },
    },
  },
})

export const titleSmall = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.lg,
      '@media': { [mq.tablet]: { fontSize: vars.font.size.xl } },
    },
  },
})

export const intro = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.md,
      color: vars.color.text.muted,
      textWrap: 'pretty',
      '@media': { [mq.tablet]: { fontSize: vars.font.size.lg } },
      selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrandMuted } },
    },
  },
})
