import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

export const card = style(appRule({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.subtle,
}))

export const logo = style(appRule({ maxHeight: 80, width: 'auto', objectFit: 'contain' }))

export const fields = style(appRule({ display: 'grid', gap: vars.space.sm }))

export const field = style(appRule({ display: 'grid', gap: vars.space.xxs }))

export const label = style(appRule({ fontWeight: vars.font.weight.semibold, color: vars.color.text.heading }))

export const heading = style(appRule({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }))
