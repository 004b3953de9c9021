import { style } from '@vanilla-extract/css'
import { vars } from '@expert/ui/styles'

export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })

export const introduction = style({ fontSize: vars.font.size.lg })

export const bullets = style({ display: 'grid', gap: vars.space.xs, paddingInlineStart: vars.space.lg })

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
})

export const cta = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.card,
})
