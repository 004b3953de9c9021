// Atomic, responsive layout properties. Only the layout primitives (src/layout) consume them.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './contract.css'
import { utilities } from './layers.css'
import { mq } from './breakpoints'

const responsive = defineProperties({
  '@layer': utilities,
  conditions: {
    mobile: {},
    tablet: { '@media': mq.tablet },
    desktop: { '@media': mq.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
})

const colors = defineProperties({
  '@layer': utilities,
  properties: {
    background: {
      page: vars.color.background.page,
      surface: vars.color.background.surface,
      subtle: vars.color.background.subtle,
      brand: vars.color.background.brand,
      brandStrong: vars.color.background.brandStrong,
    },
    color: {
      body: vars.color.text.body,
      heading: vars.color.text.heading,
      muted: vars.color.text.muted,
      onBrand: vars.color.text.onBrand,
    },
    borderRadius: vars.radius,
  },
})

export const sprinkles = createSprinkles(responsive, colors)
export type Sprinkles = Parameters<typeof sprinkles>[0]
