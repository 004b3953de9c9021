import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

export const list = style(
  componentRule({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.lg,
    margin: 0,
  }),
)

/** Not filled yet: the figures keep their place (no layout shift when they arrive) but are not shown. */
export const pending = style(componentRule({ visibility: 'hidden' }))

export const figure = style(componentRule({ display: 'grid', gap: vars.space.xxs }))

export const label = style(componentRule({ color: vars.color.text.muted, fontSize: vars.font.size.sm }))

export const value = style(
  componentRule({
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.text.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
  }),
)
