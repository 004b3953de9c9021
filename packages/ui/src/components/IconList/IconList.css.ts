import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

export const list = style(componentRule({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md }))

export const item = style(componentRule({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.sm, alignItems: 'start' }))

/** The icon in the accent colour, lowered to sit on the title's first line. */
export const icon = style(componentRule({ color: vars.color.accent, display: 'inline-flex', paddingTop: '2px' }))

/** A short title, balanced over its lines like a heading: never a lone « 48 h » on the last one. */
export const title = style(componentRule({ display: 'block', color: vars.color.text.heading, textWrap: 'balance' }))

export const text = style(componentRule({ display: 'block', color: vars.color.text.muted, fontSize: vars.font.size.sm }))
