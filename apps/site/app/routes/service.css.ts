import { style } from '@vanilla-extract/css'
import { vars } from '@expert/ui/styles'

export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })

export const introduction = style({ fontSize: vars.font.size.lg })

export const bullets = style({ display: 'grid', gap: vars.space.xs, paddingInlineStart: vars.space.lg })

export const checklist = style({ display: 'grid', gap: vars.space.sm })

export const checkItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' })

export const checkIcon = style({ color: vars.color.text.success, flexShrink: 0, paddingTop: '0.15em' })

export const advice = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.background.subtle,
})

export const adviceIcon = style({ color: vars.color.text.link, flexShrink: 0 })

export const adviceTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold })

export const cta = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.card,
})

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
})
