import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

export const list = style(componentRule({ margin: 0, display: 'grid', gap: vars.space.xs }))

/** The days on the left, the hours on the right of the same line. */
export const row = style(
  componentRule({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    color: vars.color.text.body,
  }),
)

export const days = style(componentRule({ margin: 0 }))

export const hours = style(componentRule({ margin: 0, fontWeight: vars.font.weight.semibold }))
