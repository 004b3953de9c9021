import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

export const link = recipe({
  base: componentRule({
    display: 'inline',
    gap: vars.space.xxs,
    textDecorationLine: 'underline',
    textDecorationThickness: '0.0625em',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, text-decoration-color ${vars.motion.fast} ${vars.motion.easing}`,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:hover': { textDecorationThickness: '0.125em' },
      '&:focus-visible': focusRing(),
      '&[data-disabled]': { cursor: 'default', textDecorationLine: 'none' },
    },
    '@media': {
      [mq.forcedColors]: {
        color: 'LinkText',
        selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
      },
    },
  }),
  variants: {
    variant: {
      /** On light surfaces (page, surface, subtle). */
      standard: componentRule({
        color: vars.color.text.link,
        selectors: { '&:hover': { color: vars.color.text.linkHover } },
      }),
      /** On the brand (deep blue) surface: header drawer, footer. */
      inverse: componentRule({
        color: vars.color.text.onBrand,
        textDecorationColor: vars.color.text.onBrandMuted,
        selectors: { '&:hover': { textDecorationColor: vars.color.text.onBrand } },
      }),
    },
    underline: {
      /** Always underlined: links inside running text must not rely on colour alone. */
      always: {},
      /** Underlined on hover and focus only: for lists of links (navigation, footer columns). */
      hover: componentRule({
        textDecorationLine: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
      }),
    },
  },
  defaultVariants: { variant: 'standard', underline: 'always' },
})

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>
