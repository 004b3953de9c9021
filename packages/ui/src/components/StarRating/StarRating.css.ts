import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing, svgImage, visuallyHidden } from '../../styles/atoms'
import { drawingPath } from '../Icon/drawingMarkup'

/** Devices whose pointer hovers (a mouse): no preview stuck under a finger on a touch screen. */
const hoverMedia = '(hover: hover)'
const STEPS = [1, 2, 3, 4, 5] as const

/* ---------- Shared star glyph ---------- */

export const star = style(
  componentRule({
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
  }),
)

export const starSize = styleVariants({
  small: componentRule({ width: vars.space.md, height: vars.space.md }),
  medium: componentRule({ width: vars.space.lg, height: vars.space.lg }),
  large: componentRule({ width: vars.space.xl, height: vars.space.xl }),
})

const glyph = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
} as const

/** The empty outline, always drawn underneath. */
export const starEmpty = style(
  componentRule({
    ...glyph,
    color: vars.color.border.field,
    fill: 'none',
    '@media': { [mq.forcedColors]: { color: 'CanvasText' } },
  }),
)

/** The filled glyph on top. */
export const starFill = style(
  componentRule({
    ...glyph,
    color: vars.color.star,
    fill: 'currentColor',
    '@media': { [mq.forcedColors]: { color: 'CanvasText' } },
  }),
)

/* ---------- Read-only display ---------- */

// The five stars of a read-only rating are one element drawn by CSS, not five inline SVGs: a page of
// reviews shows or hides dozens of ratings at once (the pagination), and an element per rating costs a
// fraction of the style, layout and paint of ten SVGs. The glyph is the same path as the input's
// (the set's star, Lucide's, stroke 1.75 on a 24-unit grid), used as a mask: the outlines underneath in the
// field-border colour, the filled stars over them in the star colour, cut at the rating (half-stars at
// mid-star). Colours stay tokens (dark mode), the forced-colours branch draws both in CanvasText.
const starPath = drawingPath('star')
// The star at the start of its tile (`xMinYMid meet`): a tile as wide as a star and the gap after it
// draws the star, then the gap.
const starImage = (fill: string) =>
  svgImage(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' preserveAspectRatio='xMinYMid meet'><path d='${starPath}' fill='${fill}' stroke='#000' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'/></svg>`,
  )

const starSide = createVar()
const starGap = vars.space.xxs
const filledStars = createVar()
const halfStar = createVar()
/**
 * The star image repeated along the row, one tile per star and the gap after it: one mask layer. Five
 * layers of the same image (one per star) painted the image five times: turning a page of nine reviews
 * painted it 90 times, 83 ms of the frame at CPU ×4 (traced on /avis-clients); one repeated layer paints
 * it once per pseudo-element (a page of 18 ratings: 141 image paints → 36, paint 48 → 16–20 ms).
 */
const starRow = (image: string) => ({
  maskImage: image,
  maskPosition: '0 0',
  maskSize: `calc(${starSide} + ${starGap}) ${starSide}`,
  maskRepeat: 'repeat-x',
})
const inColourEvenWhenPrinted = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const

const layer = { content: '""', position: 'absolute', insetBlock: 0, left: 0, ...inColourEvenWhenPrinted } as const

/**
 * The five stars: the outlines (::before) under the filled stars (::after, as wide as the rating). Two
 * pseudo-elements, not the element's own mask: a mask would cut its pseudo-elements too.
 */
export const starsDrawn = style(
  componentRule({
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: `calc(5 * ${starSide} + 4 * ${starGap})`,
    height: starSide,
    '::before': { ...layer, width: '100%', backgroundColor: vars.color.border.field, ...starRow(starImage('none')) },
    '::after': {
      ...layer,
      width: `calc(${filledStars} * (${starSide} + ${starGap}) + ${halfStar} * ${starSide} / 2)`,
      backgroundColor: vars.color.star,
      ...starRow(starImage('#000')),
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: { '&::before, &::after': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' } },
      },
    },
  }),
)

export const starsDrawnSize = styleVariants({
  small: componentRule({ vars: { [starSide]: vars.space.md } }),
  medium: componentRule({ vars: { [starSide]: vars.space.lg } }),
  large: componentRule({ vars: { [starSide]: vars.space.xl } }),
})

/** The rating in half-stars (0 to 10): how many stars are filled, and whether one more is half filled. */
export const starsDrawnValue = styleVariants(
  Object.fromEntries(
    Array.from({ length: 11 }, (_, halves) => [
      halves,
      componentRule({ vars: { [filledStars]: String(Math.floor(halves / 2)), [halfStar]: String(halves % 2) } }),
    ]),
  ) as Record<number, ReturnType<typeof componentRule>>,
)

export const display = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    verticalAlign: 'middle',
  }),
)

export const valueText = style(
  componentRule({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.body,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.font.lineHeight.snug,
  }),
)

/* ---------- Input ---------- */

export const field = style(componentRule({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs }))

export const label = style(
  componentRule({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.body,
  }),
)

export const requiredMark = style(componentRule({ color: vars.color.text.critical, marginInlineStart: vars.space.xxs }))

export const options = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    // The targets touch each other so the pointer never "falls" between stars while previewing.
    gap: 0,
    marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  }),
)

/** One radio: a 48 px touch target around a 32 px star (the radio itself is read, not seen). */
export const option = style(
  componentRule({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:has(> input:focus-visible)': focusRing('-2px'),
      '&:has(> input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: { '&:has(> input:focus-visible)': { outlineColor: 'Highlight' } },
      },
    },
  }),
)

export const radio = style(componentRule({ ...visuallyHidden, margin: 0 }))

export const optionStar = style(
  componentRule({
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${option}:active:not(:has(> input:disabled)) &`]: { transform: 'scale(0.95)' },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      [hoverMedia]: { selectors: { [`${option}:hover:not(:has(> input:disabled)) &`]: { transform: 'scale(1.1)' } } },
    },
  }),
)

// The filled glyph of an input's star is drawn from the radios' state, not from React's: the stars up to
// the checked one (`:has(:checked)`), or, while the pointer is over the stars, up to the one under it.
const checkedUpTo = STEPS.map((step) => `${options}:has(input[value="${step}"]:checked) > :nth-child(-n+${step}) &`).join(', ')
// Specificity: the hover rules outrank the checked ones (one more class or pseudo-class), so a preview
// lower than the choice empties the stars above it.
// (A disabled group previews nothing; :has() cannot be nested, so that is said once, on the group.)
const hovered = `${options}:hover:not(:has(input:disabled))`
const previewed = `${hovered} > ${option}:hover &, ${hovered} > ${option}:has(~ ${option}:hover) &`
const abovePreview = `${hovered} > ${option}:hover ~ ${option} &`

export const inputFill = style(
  componentRule({
    visibility: 'hidden',
    selectors: { [checkedUpTo]: { visibility: 'visible' } },
    '@media': {
      [hoverMedia]: { selectors: { [previewed]: { visibility: 'visible' }, [abovePreview]: { visibility: 'hidden' } } },
    },
  }),
)

/** Invalid group: the empty outlines turn to the error colour so the problem shows at the stars too. */
export const starEmptyInvalid = style(
  componentRule({
    selectors: { [`${field}[data-invalid] &`]: { color: vars.color.border.critical } },
  }),
)
