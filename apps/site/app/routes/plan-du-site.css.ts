import { style } from '@vanilla-extract/css'
import { vars } from '@expert/ui/styles'

export const groupTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
})

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  listStyle: 'disc',
})

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.text.linkHover },
})
