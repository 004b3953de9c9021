// The native date input in the field box (Field.css inputBox): the day, month and year fields as the
// text of the box, and the browser's calendar button drawn as the 44 px button the field always had.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

const segments = ['day', 'month', 'year'].map((part) => `&::-webkit-datetime-edit-${part}-field`)

export const input = style(
  componentRule({
    // The 44 px calendar button fills the 48 px box's height (1 px border, 1 px padding each side).
    paddingBlock: '1px',
    paddingInlineEnd: '1px',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&::-webkit-datetime-edit': { paddingBlock: 0 },
      '&::-webkit-datetime-edit-text': { color: vars.color.text.muted, paddingInline: '1px' },
      // Day, month and year: touch targets of their own, at least 24 × 24 px (WCAG 2.2 target size), highlighted when focused.
      [segments.join(', ')]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: vars.space.lg,
        minHeight: vars.space.lg,
        borderRadius: vars.radius.sm,
      },
      [segments.map((s) => `${s}:focus`).join(', ')]: { backgroundColor: vars.color.text.link, color: vars.color.text.onAction },
      // Nothing entered yet: the « jj/mm/aaaa » placeholder is muted, like a text field's.
      '&[data-empty]::-webkit-datetime-edit': { color: vars.color.text.muted },
      '&::-webkit-calendar-picker-indicator': {
        flexShrink: 0,
        boxSizing: 'border-box',
        width: '44px',
        height: '44px',
        margin: 0,
        padding: '12px',
        borderRadius: vars.radius.sm,
        backgroundColor: vars.color.background.secondary,
        cursor: 'pointer',
        opacity: 1,
      },
      '&:hover::-webkit-calendar-picker-indicator': { backgroundColor: vars.color.background.secondaryHover },
      '&::-webkit-calendar-picker-indicator:focus-visible': focusRing('1px'),
      '&:disabled::-webkit-calendar-picker-indicator': { cursor: 'not-allowed', backgroundColor: 'transparent' },
    },
    '@media': {
      [mq.forcedColors]: {
        selectors: {
          [segments.map((s) => `${s}:focus`).join(', ')]: { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
          '&::-webkit-calendar-picker-indicator': { border: '1px solid ButtonText' },
        },
      },
    },
  }),
)
