import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

export const body = style(componentRule({ display: 'grid', gap: vars.space.xl }))

export const actions = style(componentRule({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.md }))
