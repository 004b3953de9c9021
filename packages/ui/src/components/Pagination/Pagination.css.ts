import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

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
      '&[data-hovered]': { backgroundColor: vars.color.background.subtle, borderColor: vars.color.border.strong },
      '&[data-pressed]': { backgroundColor: vars.color.background.secondary },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled, opacity: 0.6 },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.background.brand,
        borderColor: vars.color.background.brand,
        color: vars.color.text.onBrand,
        cursor: 'default',
      },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      [mq.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 },
          '&[aria-current="page"]': { borderColor: 'Highlight', backgroundColor: 'Highlight', color: 'HighlightText' },
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
