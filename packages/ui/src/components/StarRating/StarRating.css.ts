import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

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

/** One radio: a 48 px touch target around a 32 px star. */
export const option = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing('-2px'),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
      },
    },
  }),
)

export const optionStar = style(
  componentRule({
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${option}[data-hovered] &`]: { transform: 'scale(1.1)' },
      [`${option}[data-pressed] &`]: { transform: 'scale(0.95)' },
    },
    '@media': { [mq.reducedMotion]: { transition: 'none' } },
  }),
)

/** Invalid group: the empty outlines turn to the error colour so the problem shows at the stars too. */
export const starEmptyInvalid = style(
  componentRule({
    selectors: { [`${field}[data-invalid] &`]: { color: vars.color.border.critical } },
  }),
)
