import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

/** Devices whose pointer hovers (a mouse). */
const hoverMedia = '(hover: hover)'

export const nav = style(componentRule({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm }))

export const list = style(
  componentRule({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
)

/** Page numbers need room: on phones only Précédent / Suivant and the 'Page n sur m' status show. */
export const pageItem = style(
  componentRule({
    display: 'none',
    '@media': { [mq.tablet]: { display: 'block' } },
  }),
)

export const button = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    // 44 px touch target, from the 4 px grid.
    minWidth: `calc(${vars.space.xxl} - ${vars.space.xxs})`,
    minHeight: `calc(${vars.space.xxl} - ${vars.space.xxs})`,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.heading,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.font.lineHeight.snug,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:active:not(:disabled):not([aria-current="page"])': { backgroundColor: vars.color.background.secondary },
      '&:focus-visible': focusRing(),
      '&:disabled': { cursor: 'not-allowed', color: vars.color.text.disabled, opacity: 0.6 },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.background.brand,
        borderColor: vars.color.background.brand,
        color: vars.color.text.onBrand,
        cursor: 'default',
      },
    },
    '@media': {
      // A mouse only: a finger would leave the hover look on the button it tapped. Neither the current
      // page nor a button being pressed takes it (this rule comes after theirs).
      [hoverMedia]: {
        selectors: {
          '&:hover:not(:disabled):not(:active):not([aria-current="page"])': {
            backgroundColor: vars.color.background.subtle,
            borderColor: vars.color.border.strong,
          },
        },
      },
      [mq.reducedMotion]: { transition: 'none' },
      [mq.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&:focus-visible': { outlineColor: 'Highlight' },
          '&:disabled': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 },
          // Out of the forced palette's text backplate (a Canvas box behind each line of text), which
          // hid the HighlightText digit on its Highlight fill: the colours are the system's own anyway.
          '&[aria-current="page"]': { borderColor: 'Highlight', backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
        },
      },
    },
  }),
)

export const icon = style(componentRule({ flexShrink: 0, width: vars.space.md, height: vars.space.md }))

export const ellipsis = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.space.lg,
    color: vars.color.text.muted,
  }),
)

export const status = style(componentRule({ fontSize: vars.font.size.sm, color: vars.color.text.muted, margin: 0 }))
