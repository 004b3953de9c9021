// Shared styling of every form field: label, description, error text, required marker and the
// input box itself (text input, textarea, select trigger, date group all look the same).
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing, visuallyHidden as visuallyHiddenRule } from '../../styles/atoms'
import { mq } from '../../styles/breakpoints'

/** Vertical stack: label, control, description, error. */
export const field = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
  }),
)

export const label = style(
  componentRule({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.heading,
    cursor: 'default',
  }),
)

export const requiredMarker = style(
  componentRule({
    color: vars.color.text.critical,
    fontWeight: vars.font.weight.bold,
  }),
)

export const description = style(
  componentRule({
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.muted,
  }),
)

export const error = style(
  componentRule({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.critical,
  }),
)

export const errorIcon = style(
  componentRule({
    flexShrink: 0,
    width: '1.15em',
    height: '1.15em',
    marginBlockStart: '0.05em',
  }),
)

/**
 * The box every control draws: 48 px touch target, 17 px text (no iOS zoom below 16 px),
 * 1 px border that thickens into the critical colour when invalid.
 */
export const inputBox = style(
  componentRule({
    display: 'block',
    width: '100%',
    minHeight: '48px',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.field}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.body,
    fontFamily: vars.font.family.sans,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    outline: 'none',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.border.strong },
      // The native states too: a field focused before its form's code is live (the first Tab into a
      // prerendered form, which also starts loading that code) is focused before react-aria can say so.
      '&:focus, &:focus-within, &[data-focus-visible], &[data-focused], &[data-focus-within]': {
        borderColor: vars.color.border.strong,
        ...focusRing('1px'),
      },
      '&[data-invalid]': {
        borderColor: vars.color.border.critical,
        boxShadow: `inset 0 0 0 1px ${vars.color.border.critical}`,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        borderColor: vars.color.border.subtle,
        backgroundColor: vars.color.background.subtle,
        color: vars.color.text.disabled,
      },
    },
    '@media': {
      [mq.forcedColors]: {
        borderColor: 'FieldText',
        backgroundColor: 'Field',
        color: 'FieldText',
        selectors: {
          '&:focus, &:focus-within, &[data-focus-visible], &[data-focused], &[data-focus-within]': { outlineColor: 'Highlight' },
          '&[data-invalid]': { borderColor: 'Mark', boxShadow: 'none', borderWidth: '2px' },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  }),
)

/** Offscreen but present for assistive technology. */
export const visuallyHidden = style(componentRule(visuallyHiddenRule))
