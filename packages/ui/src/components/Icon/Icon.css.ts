import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

export const icon = recipe({
  base: componentRule({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    // Lucide draws with currentColor: icons follow the text colour, also under forced colours.
    color: 'inherit',
  }),
  variants: {
    size: {
      /** Follows the surrounding font size. */
      inherit: componentRule({ width: '1em', height: '1em' }),
      small: componentRule({ width: vars.space.md, height: vars.space.md }),
      medium: componentRule({
        width: `calc(${vars.space.md} + ${vars.space.xxs})`,
        height: `calc(${vars.space.md} + ${vars.space.xxs})`,
      }),
      large: componentRule({ width: vars.space.lg, height: vars.space.lg }),
      xlarge: componentRule({ width: vars.space.xl, height: vars.space.xl }),
    },
  },
  defaultVariants: { size: 'medium' },
})

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>
