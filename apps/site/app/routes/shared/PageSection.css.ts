import { style, styleVariants } from '@vanilla-extract/css'
import { focusRing, mq, vars } from '@expert/ui/styles'

export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' })

export const gridColumns = styleVariants({
  2: { '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: {
    '@media': {
      [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  4: {
    '@media': {
      [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mq.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
})

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.card,
  position: 'relative',
})

export const cardIcon = style({ color: vars.color.text.link })

export const cardTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold })

/** The title's link covers its whole card (the card is the tap target, far above 44 px), ring included. */
export const cardLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  ':hover': { color: vars.color.text.linkHover },
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: { '&:focus-visible::after': focusRing() },
})

export const measure = style({ maxWidth: vars.layout.readingWidth })

export const large = style({ fontSize: vars.font.size.lg })

export const centeredMeasure = style([measure, { width: '100%', marginInline: 'auto' }])
