import { globalStyle, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { eyebrow as eyebrowAtom } from '../../styles/atoms'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

// Blueprint grid drawn with the on-brand border tint: reads as "building plan" without any image request.
const blueprint = `linear-gradient(${vars.color.border.onBrand} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.onBrand} 1px, transparent 1px)`

export const root = recipe({
  base: componentRule({
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
  }),
  variants: {
    variant: {
      /** Full-viewport opening of the home page. */
      home: componentRule({
        minHeight: `calc(100svh - ${vars.layout.headerHeight})`,
        color: vars.color.text.onBrand,
        backgroundColor: vars.color.background.brand,
        // The glow is the strong blue (blue.700, as links, in the light theme): a mid blue in the dark theme,
        // where links turn light and would glow bright under the white title.
        backgroundImage: `radial-gradient(ellipse at 85% 10%, ${vars.color.border.strong} 0%, transparent 55%), linear-gradient(160deg, ${vars.color.background.brand} 40%, ${vars.color.background.brandStrong} 100%)`,
      }),
      /** Inner pages: a light, shorter band. */
      page: componentRule({
        color: vars.color.text.body,
        backgroundColor: vars.color.background.subtle,
        borderBottom: `1px solid ${vars.color.border.subtle}`,
      }),
      /** Campaign landing pages: brand band with claims, shorter than the home hero. */
      landing: componentRule({
        color: vars.color.text.onBrand,
        backgroundColor: vars.color.background.brand,
        backgroundImage: `radial-gradient(ellipse at 10% 0%, ${vars.color.border.strong} 0%, transparent 50%), linear-gradient(180deg, ${vars.color.background.brand} 50%, ${vars.color.background.brandStrong} 100%)`,
      }),
    },
  },
  defaultVariants: { variant: 'page' },
})

export type HeroVariants = NonNullable<RecipeVariants<typeof root>>

/** Dark variants get the blueprint grid, faded out towards the text with a mask. */
export const pattern = style(
  componentRule({
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    pointerEvents: 'none',
    backgroundImage: blueprint,
    backgroundSize: `${vars.space.xxxl} ${vars.space.xxxl}`,
    backgroundPosition: 'center top',
    opacity: 0.5,
    maskImage: 'radial-gradient(ellipse at 100% 40%, black 0%, transparent 70%)',
    '@media': { [mq.forcedColors]: { display: 'none' } },
  }),
)

/** Line drawing of a house elevation: decorative, desktop only. */
export const drawing = style(
  componentRule({
    display: 'none',
    position: 'absolute',
    zIndex: -1,
    insetInlineEnd: `max(${vars.space.lg}, calc((100% - ${vars.layout.contentWidth}) / 2))`,
    insetBlockEnd: vars.space.xxl,
    width: '38%',
    maxWidth: '460px',
    color: vars.color.text.onBrandMuted,
    opacity: 0.35,
    pointerEvents: 'none',
    '@media': {
      [mq.desktop]: { display: 'block' },
      [mq.forcedColors]: { display: 'none' },
    },
  }),
)

export const inner = recipe({
  base: componentRule({
    width: '100%',
    maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
    marginInline: 'auto',
    paddingInline: vars.space.md,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.xl,
    '@media': { [mq.tablet]: { paddingInline: vars.space.lg } },
  }),
  variants: {
    variant: {
      home: componentRule({
        flex: 1,
        paddingBlock: vars.space.xxl,
        '@media': { [mq.desktop]: { paddingBlock: vars.space.huge } },
      }),
      page: componentRule({
        paddingBlock: vars.space.xl,
        '@media': { [mq.desktop]: { paddingBlock: vars.space.xxxl } },
      }),
      landing: componentRule({
        paddingBlock: vars.space.xxl,
        '@media': { [mq.desktop]: { paddingBlock: vars.space.xxxl } },
      }),
    },
    withAside: {
      true: componentRule({
        '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxl } },
      }),
      false: {},
    },
  },
  defaultVariants: { variant: 'page', withAside: false },
})

export const body = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    maxWidth: '52rem',
  }),
)

export const breadcrumb = style(
  componentRule({
    fontSize: vars.font.size.xs,
    color: vars.color.text.muted,
    selectors: {
      [`${root.classNames.variants.variant.home} &, ${root.classNames.variants.variant.landing} &`]: {
        color: vars.color.text.onBrandMuted,
      },
    },
  }),
)

export const eyebrow = style(
  componentRule({
    ...eyebrowAtom,
    selectors: {
      ...eyebrowAtom.selectors,
      [`${root.classNames.variants.variant.home} &, ${root.classNames.variants.variant.landing} &`]: {
        color: vars.color.text.onBrandMuted,
      },
    },
  }),
)

export const title = recipe({
  base: componentRule({
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.02em',
    textWrap: 'balance',
  }),
  variants: {
    variant: {
      home: componentRule({ fontSize: vars.font.size.display, color: vars.color.text.onBrand }),
      landing: componentRule({ fontSize: vars.font.size.display, color: vars.color.text.onBrand }),
      page: componentRule({
        fontSize: vars.font.size.xxl,
        color: vars.color.text.heading,
        '@media': { [mq.tablet]: { fontSize: vars.font.size.xxxl } },
      }),
    },
  },
  defaultVariants: { variant: 'page' },
})

export const tagline = style(
  componentRule({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    textWrap: 'balance',
    color: vars.color.text.heading,
    '@media': { [mq.tablet]: { fontSize: vars.font.size.xl } },
    selectors: {
      [`${root.classNames.variants.variant.home} &, ${root.classNames.variants.variant.landing} &`]: {
        color: vars.color.text.onBrand,
      },
    },
  }),
)

export const description = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    // 62 of Inter's zeros (62ch), in em: the fallback face's zero is narrower, and a ch-wide box
    // would rewrap the text when Inter swaps in.
    maxWidth: '39.11328125em',
    fontSize: vars.font.size.md,
    color: vars.color.text.muted,
    '@media': { [mq.tablet]: { fontSize: vars.font.size.lg } },
    selectors: {
      [`${root.classNames.variants.variant.home} &, ${root.classNames.variants.variant.landing} &`]: {
        color: vars.color.text.onBrandMuted,
      },
    },
  }),
)

export const claims = style(
  componentRule({
    display: 'grid',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, max-content))', columnGap: vars.space.xl } },
  }),
)

export const claim = style(
  componentRule({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
  }),
)

export const claimIcon = style(
  componentRule({
    display: 'inline-flex',
    flexShrink: 0,
    marginBlockStart: '0.1em',
    color: vars.color.accent,
    selectors: {
      [`${root.classNames.variants.variant.page} &`]: { color: vars.color.text.success },
    },
  }),
)

/**
 * The buttons are always the same width. Phones: stacked, full width. From tablets: side by side in
 * equal columns, as wide as the widest label allows (fit-content), each label wrapping inside its
 * half when the two do not fit.
 */
export const actions = style(
  componentRule({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignSelf: 'stretch',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.xs,
    '@media': {
      [mq.tablet]: {
        alignSelf: 'flex-start',
        gridTemplateColumns: 'none',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(0, 1fr)',
        width: 'fit-content',
        maxWidth: '100%',
      },
    },
  }),
)

export const aside = style(componentRule({ minWidth: 0 }))

export const strip = style(
  componentRule({
    borderBlockStart: `1px solid ${vars.color.border.onBrand}`,
    backgroundColor: vars.color.background.brandStrong,
    '@media': { [mq.forcedColors]: { borderBlockStartColor: 'CanvasText' } },
  }),
)

export const badges = style(
  componentRule({
    width: '100%',
    maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
    marginInline: 'auto',
    paddingInline: vars.space.md,
    paddingBlock: vars.space.lg,
    display: 'grid',
    gap: vars.space.md,
    listStyle: 'none',
    '@media': {
      [mq.tablet]: {
        paddingInline: vars.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
        gap: vars.space.lg,
      },
    },
  }),
)

export const badge = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.onBrand,
  }),
)

export const badgeIcon = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border.onBrand}`,
    color: vars.color.accent,
    '@media': { [mq.forcedColors]: { color: 'CanvasText', borderColor: 'CanvasText' } },
  }),
)

// Icons passed in (lucide) size themselves; keep them from shrinking the circle.
globalStyle(`${badgeIcon} svg`, componentRule({ width: vars.space.lg, height: vars.space.lg }))
