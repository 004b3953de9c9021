// Paint for the service illustrations: one stroke (weight, colour, caps) and a few brand tints,
// all from the theme contract so the drawings follow any theme change.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const root = style(
  componentRule({
    display: 'block',
    width: '100%',
    height: 'auto',
    fill: 'none',
    stroke: vars.color.text.heading,
    strokeWidth: 2.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    '@media': { [mq.forcedColors]: { stroke: 'CanvasText' } },
  }),
)

const paint = (fill: string) => style(componentRule({ fill }))

/** Backdrop blob. */
export const bg = style(componentRule({ fill: vars.color.background.subtle, stroke: 'none' }))
/** Paper, walls: the lightest surface. */
export const light = paint(vars.color.background.surface)
/** Roofs, panes, secondary shapes. */
export const tint = paint(vars.color.background.secondary)
/** Doors, pipes, darker shapes. */
export const mid = paint(vars.color.background.secondaryHover)
/** The one warm highlight of a drawing (crack, bubble, key, sign). */
export const accent = paint(vars.color.accent)
/** Water. */
export const water = style(componentRule({ fill: vars.color.background.secondaryHover, stroke: vars.color.text.link }))
/** Water as a line (ripples, splashes). */
export const waterLine = style(componentRule({ stroke: vars.color.text.link }))
/** Damp stains: a translucent wash of the muted text colour. */
export const damp = style(componentRule({ fill: `color-mix(in srgb, ${vars.color.text.muted} 22%, transparent)`, stroke: 'none' }))
/** Accent-coloured stroke (cracks, sparks). */
export const accentLine = style(componentRule({ stroke: vars.color.accent, strokeWidth: 3 }))
/** Fine detail lines (text lines, plans, hatching). */
export const thin = style(componentRule({ strokeWidth: 1.5 }))
/** Heading-coloured fill for lettering. */
export const ink = style(componentRule({ fill: vars.color.text.heading, stroke: 'none' }))
