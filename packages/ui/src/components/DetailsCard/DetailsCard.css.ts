import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

export const card = style(
  componentRule({
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.background.subtle,
  }),
)

export const stack = style(componentRule({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.md }))

export const logo = style(componentRule({ maxHeight: 80, width: 'auto', objectFit: 'contain' }))

export const heading = style(componentRule({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }))

export const fields = style(componentRule({ display: 'grid', gap: vars.space.sm }))

export const field = style(componentRule({ display: 'grid', gap: vars.space.xxs }))

export const label = style(componentRule({ fontWeight: vars.font.weight.semibold, color: vars.color.text.heading }))
