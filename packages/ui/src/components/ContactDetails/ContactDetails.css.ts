import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing } from '../../styles/atoms'

export const list = style(componentRule({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md }))

/** The icon, then the label above its value; the icon takes the link colour. */
export const item = style(
  componentRule({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: vars.space.sm,
    alignItems: 'start',
    color: vars.color.text.link,
  }),
)

export const label = style(
  componentRule({
    display: 'block',
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
  }),
)

/** A phone number or an address: a long address breaks anywhere rather than overflowing. */
export const link = style(
  componentRule({
    color: vars.color.text.link,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
      '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
    },
  }),
)

export const text = style(componentRule({ color: vars.color.text.body }))

export const address = style(componentRule({ fontStyle: 'normal', color: vars.color.text.body }))
