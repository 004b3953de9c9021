import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

/** Round bullets in the text's colour, a small steady gap between the points. */
export const list = style(componentRule({ display: 'grid', gap: vars.space.xs, paddingInlineStart: vars.space.lg }))
