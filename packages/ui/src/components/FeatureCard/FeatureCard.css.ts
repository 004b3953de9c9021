import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing } from '../../styles/atoms'

export const card = style(
  componentRule({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.background.surface,
    boxShadow: vars.shadow.card,
    position: 'relative',
  }),
)

export const icon = style(componentRule({ color: vars.color.text.link }))

export const title = style(componentRule({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }))

/** The title's link covers its whole card (the card is the tap target, far above 44 px), ring included. */
export const link = style(
  componentRule({
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    outline: 'none',
    ':hover': { color: vars.color.text.linkHover },
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    selectors: { '&:focus-visible::after': focusRing() },
  }),
)
