import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '@expert/ui/styles'

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
})

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    width: 'min(420px, 100%)',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    background: vars.color.background.surface,
    color: vars.color.text.body,
    border: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
  variants: {
    variant: {
      default: {},
      success: { borderInlineStart: `4px solid ${vars.color.text.success}` },
      destructive: { background: vars.color.background.criticalStrong, color: vars.color.text.onCritical, border: 'none' },
    },
  },
})

export const content = style({ display: 'grid', gap: vars.space.xxs, flex: 1 })
export const title = style({ fontWeight: vars.font.weight.bold })
export const description = style({ fontSize: vars.font.size.sm })
export const close = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.lg,
  lineHeight: 1,
  cursor: 'pointer',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
})
