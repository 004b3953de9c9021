import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing, visuallyHidden } from '../../styles/atoms'

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

/** The filled glyph on top; `half` clips it to the inline-start half. */
export const starFill = style(
  componentRule({
    ...glyph,
    color: vars.color.star,
    fill: 'currentColor',
    '@media': { [mq.forcedColors]: { color: 'CanvasText' } },
  }),
)

export const starFillHalf = style(componentRule({ clipPath: 'inset(0 50% 0 0)' }))

/* ---------- Read-only display ---------- */

export const display = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    verticalAlign: 'middle',
  }),
)

export const stars = style(componentRule({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs }))

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
