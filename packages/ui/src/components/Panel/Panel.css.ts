import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const variant = styleVariants({
  /** A light frame on the page: a thin border, no shadow (the contact page's side panels). */
  outlined: componentRule({
    background: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
  }),
  /** A card raised above the page by its shadow (a form, a call to action). */
  raised: componentRule({
    background: vars.color.background.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
  }),
})

export const padding = styleVariants({
  default: componentRule({ padding: vars.space.lg }),
  /** Narrower sides on phones: a wide form's longest field label holds on one line. */
  compact: componentRule({ padding: vars.space.md }),
})

/** The raised card is roomier from the tablet width (after `padding`: same layer, later wins). */
export const raisedPadding = styleVariants({
  default: componentRule({ '@media': { [mq.tablet]: { padding: vars.space.xl } } }),
  compact: componentRule({ '@media': { [mq.tablet]: { padding: vars.space.lg } } }),
})

/** With a title: the title, then the content, one column with a steady gap. */
export const titled = style(componentRule({ display: 'grid', gap: vars.space.md }))

export const title = style(
  componentRule({
    margin: 0,
    color: vars.color.text.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
)
