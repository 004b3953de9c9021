import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

/** The field box (Field.css inputBox) holding the segments and the calendar button. */
export const group = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    // The 44 px calendar button fills the 48 px box's height (1 px border, 1 px padding each side).
    paddingBlock: '1px',
    paddingInlineEnd: '1px',
    // Let the segments wrap rather than overflow on a narrow phone.
    minWidth: 0,
  }),
)

export const dateInput = style(
  componentRule({
    display: 'flex',
    flex: 1,
    minWidth: 0,
    alignItems: 'center',
    fontVariantNumeric: 'tabular-nums',
  }),
)

export const segment = style(
  componentRule({
    paddingInline: '1px',
    borderRadius: vars.radius.sm,
    outline: 'none',
    caretColor: 'transparent',
    selectors: {
      // Day, month and year are touch targets of their own: at least 24 × 24 px (WCAG 2.2 target size).
      '&:not([data-type="literal"])': {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: vars.space.lg,
        minHeight: vars.space.lg,
      },
      '&[data-placeholder]': { color: vars.color.text.muted },
      '&[data-type="literal"]': { color: vars.color.text.muted },
      '&[data-focused]': {
        backgroundColor: vars.color.text.link,
        color: vars.color.text.onAction,
      },
      '&[data-disabled]': { color: vars.color.text.disabled },
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' } },
      },
    },
  }),
)

/** 40 px square inside the 48 px box; the whole field row stays a 48 px target. */
export const calendarButton = style(
  componentRule({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // A 44 px tap target (WCAG 2.5.5).
    width: '44px',
    height: '44px',
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.secondary,
    color: vars.color.text.heading,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.background.secondaryHover },
      '&[data-focus-visible]': focusRing('1px'),
      '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: 'transparent', color: vars.color.text.disabled },
    },
    '@media': {
      [mq.forcedColors]: {
        border: '1px solid ButtonText',
        selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
      },
    },
  }),
)

export const icon = style(componentRule({ width: '1.25rem', height: '1.25rem' }))

export const popover = style(
  componentRule({
    backgroundColor: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
  }),
)

export const dialog = style(componentRule({ padding: vars.space.md, outline: 'none' }))

export const calendarHeader = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    marginBlockEnd: vars.space.sm,
  }),
)

export const heading = style(
  componentRule({
    flex: 1,
    textAlign: 'center',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.heading,
    textTransform: 'capitalize',
  }),
)

export const navButton = style([calendarButton, componentRule({ width: '44px', height: '44px' })])

export const grid = style(
  componentRule({
    borderCollapse: 'collapse',
  }),
)

export const weekday = style(
  componentRule({
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
    textTransform: 'lowercase',
    paddingBlockEnd: vars.space.xxs,
  }),
)

/** 44 px day cells (touch target). */
export const cell = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.body,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-today]': { fontWeight: vars.font.weight.bold, boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}` },
      '&[data-hovered]': { backgroundColor: vars.color.background.secondary },
      '&[data-selected]': { backgroundColor: vars.color.text.link, color: vars.color.text.onAction },
      '&[data-focus-visible]': focusRing('1px'),
      '&[data-unavailable], &[data-disabled]': {
        color: vars.color.text.disabled,
        textDecoration: 'line-through',
        cursor: 'default',
        backgroundColor: 'transparent',
      },
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: {
          '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
          '&[data-unavailable], &[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  }),
)
