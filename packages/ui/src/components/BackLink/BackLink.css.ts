import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing } from '../../styles/atoms'

/** A link that stands alone above a page's title: a 44 px tap target (WCAG 2.5.5), its arrow before the words. */
export const link = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    textDecoration: 'underline',
  }),
)

export const tone = styleVariants({
  /** The colour of the text around it (the hero's muted breadcrumb line). */
  inherit: componentRule({ gap: vars.space.xs, color: 'inherit', textUnderlineOffset: '0.2em' }),
  /** The link colours, with its own hover colour and focus ring. */
  link: componentRule({
    gap: vars.space.xxs,
    color: vars.color.text.link,
    textUnderlineOffset: '2px',
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
      '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
    },
  }),
})
