import { globalStyle, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const box = recipe({
  base: componentRule({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
    borderInlineStartWidth: vars.space.xxs,
    color: vars.color.text.body,
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
  variants: {
    tone: {
      info: componentRule({
        backgroundColor: vars.color.background.subtle,
        borderColor: vars.color.background.secondary,
        borderInlineStartColor: vars.color.border.strong,
      }),
      // The contract has no warning pair yet: the tint is mixed from the action amber.
      warning: componentRule({
        backgroundColor: `color-mix(in srgb, ${vars.color.background.action} 8%, ${vars.color.background.surface})`,
        borderColor: `color-mix(in srgb, ${vars.color.background.action} 25%, ${vars.color.background.surface})`,
        borderInlineStartColor: vars.color.background.action,
      }),
    },
  },
  defaultVariants: { tone: 'info' },
})

export type AdviceBoxVariants = NonNullable<RecipeVariants<typeof box>>

export const icon = recipe({
  base: componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.space.xl} + ${vars.space.xxs})`,
    height: `calc(${vars.space.xl} + ${vars.space.xxs})`,
    borderRadius: vars.radius.full,
    '@media': { [mq.forcedColors]: { color: 'CanvasText' } },
  }),
  variants: {
    tone: {
      info: componentRule({ backgroundColor: vars.color.border.strong, color: vars.color.text.onBrand }),
      warning: componentRule({ backgroundColor: vars.color.background.action, color: vars.color.text.onAction }),
    },
  },
  defaultVariants: { tone: 'info' },
})

globalStyle(
  `${icon.classNames.base} svg`,
  componentRule({ width: `calc(${vars.space.md} + ${vars.space.xxs})`, height: `calc(${vars.space.md} + ${vars.space.xxs})` }),
)

export const noIcon = style(componentRule({ gridTemplateColumns: 'minmax(0, 1fr)' }))

export const content = style(componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, paddingBlockStart: vars.space.xxs }))

export const title = style(
  componentRule({
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.heading,
  }),
)

export const body = style(componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }))
