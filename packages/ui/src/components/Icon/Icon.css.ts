import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'

export const icon = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-block',
        flexShrink: 0,
        verticalAlign: 'middle',
        // Lucide draws with currentColor: icons follow the text colour, also under forced colours.
        color: 'inherit',
      },
    },
  },
  variants: {
    size: {
      /** Follows the surrounding font size. */
      inherit: { '@layer': { [components]: { width: '1em', height: '1em' } } },
      small: { '@layer': { [components]: { width: vars.space.md, height: vars.space.md } } },
      medium: {
        '@layer': {
          [components]: {
            width: `calc(${vars.space.md} + ${vars.space.xxs})`,
            height: `calc(${vars.space.md} + ${vars.space.xxs})`,
          },
        },
      },
      large: { '@layer': { [components]: { width: vars.space.lg, height: vars.space.lg } } },
      xlarge: { '@layer': { [components]: { width: vars.space.xl, height: vars.space.xl } } },
    },
  },
  defaultVariants: { size: 'medium' },
})

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>
