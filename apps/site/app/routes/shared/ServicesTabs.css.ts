import { style } from '@vanilla-extract/css'
import { mq, vars } from '@expert/ui/styles'

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.card,
})

export const icon = style({ color: vars.color.text.link })

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold })

export const description = style({ flexGrow: 1 })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.text.linkHover },
})

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
