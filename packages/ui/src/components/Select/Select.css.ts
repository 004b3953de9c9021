import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

/** The trigger reuses the field box (Field.css) and lays out value + chevron. */
export const trigger = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      // The trigger is a button: RAC sets data-focus-visible on it, and data-invalid on the Select root.
      '[data-invalid] > &': {
        borderColor: vars.color.border.critical,
        boxShadow: `inset 0 0 0 1px ${vars.color.border.critical}`,
      },
      '[data-disabled] > &': {
        cursor: 'not-allowed',
        borderColor: vars.color.border.subtle,
        backgroundColor: vars.color.background.subtle,
        color: vars.color.text.disabled,
      },
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: { '[data-invalid] > &': { borderColor: 'Mark', borderWidth: '2px', boxShadow: 'none' } },
      },
    },
  }),
)

export const value = style(
  componentRule({
    flex: 1,
    minWidth: 0,
    // A long choice or placeholder wraps: on a phone, 'Sélectionnez votre département' or
    // '04 - Alpes-de-Haute-Provence' would otherwise be cut.
    overflowWrap: 'anywhere',
    selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
  }),
)

export const chevron = style(
  componentRule({
    flexShrink: 0,
    width: '1.25em',
    height: '1.25em',
    color: vars.color.text.heading,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
      '[data-disabled] > &': { color: vars.color.text.disabled },
    },
    '@media': { [mq.reducedMotion]: { transition: 'none' } },
  }),
)

export const popover = style(
  componentRule({
    minWidth: 'var(--trigger-width)',
    maxHeight: 'min(24rem, var(--visual-viewport-height))',
    overflowY: 'auto',
    backgroundColor: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
  }),
)

export const listBox = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.xxs,
    outline: 'none',
  }),
)

export const option = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    minHeight: '44px',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.body,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.background.secondary },
      '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.text.heading },
      '&[data-focus-visible]': focusRing('-3px'),
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: {
          '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
        },
      },
    },
  }),
)

export const check = style(componentRule({ flexShrink: 0, width: '1.1em', height: '1.1em', color: vars.color.text.link }))
