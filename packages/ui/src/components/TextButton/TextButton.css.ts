import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { linkLook } from '../../styles/atoms'

/**
 * A native button that reads as a link (the cookie banner's policy link shares the same look):
 * a 44 px tap target (WCAG 2.5.5), like the footer links it sits beside. In the `components` layer, so a
 * class passed by the parent can still restyle it.
 */
export const textButton = recipe({
  base: [
    componentRule({
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '44px',
      padding: 0,
      border: 0,
      background: 'none',
      font: 'inherit',
      textAlign: 'start',
    }),
    componentRule(linkLook),
  ],
  variants: {
    tone: {
      /** The colour of the surrounding text (the footer's legal links, on the brand surface). */
      inherit: componentRule({ color: 'inherit' }),
      /** The link colour, on light surfaces. */
      link: componentRule({
        color: vars.color.text.link,
        selectors: { '&:hover': { color: vars.color.text.linkHover } },
      }),
    },
  },
  defaultVariants: { tone: 'inherit' },
})

export type TextButtonVariants = NonNullable<RecipeVariants<typeof textButton>>
