import { style } from '@vanilla-extract/css'
import { appRule, mq, vars } from '@expert/ui/styles'

export const heading = style(appRule({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }))

export const introduction = style(appRule({ fontSize: vars.font.size.lg }))

export const bullets = style(appRule({ display: 'grid', gap: vars.space.xs, paddingInlineStart: vars.space.lg }))

export const backLink = style(appRule({
  display: 'inline-flex',
  alignItems: 'center',
  // A 44 px tap target (WCAG 2.5.5) for a link that stands alone.
  minHeight: '44px',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
}))

export const cta = style(appRule({
  padding: vars.space.lg,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
  borderRadius: vars.radius.lg,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.card,
}))
