import { globalStyle, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

export const box = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: vars.space.md,
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        border: '1px solid transparent',
        borderInlineStartWidth: vars.space.xxs,
        color: vars.color.text.body,
        '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
      },
    },
  },
  variants: {
    tone: {
      info: {
        '@layer': {
          [components]: {
            backgroundColor: vars.color.background.subtle,
            borderColor: vars.color.background.secondary,
            borderInlineStartColor: vars.color.border.strong,
          },
        },
      },
      // The contract has no warning pair yet: the tint is mixed from the action amber.
      warning: {
        '@layer': {
          [components]: {
            backgroundColor: `color-mix(in srgb, ${vars.color.background.action} 8%, ${vars.color.background.surface})`,
            borderColor: `color-mix(in srgb, ${vars.color.background.action} 25%, ${vars.color.background.surface})`,
            borderInlineStartColor: vars.color.background.action,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'info' },
})

export type AdviceBoxVariants = NonNullable<RecipeVariants<typeof box>>

export const icon = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: `calc(${vars.space.xl} + ${vars.space.xxs})`,
        height: `calc(${vars.space.xl} + ${vars.space.xxs})`,
        borderRadius: vars.radius.full,
        '@media': { [mq.forcedColors]: { color: 'CanvasText' } },
      },
    },
  },
  variants: {
    tone: {
      info: { '@layer': { [components]: { backgroundColor: vars.color.border.strong, color: vars.color.text.onBrand } } },
      warning: { '@layer': { [components]: { backgroundColor: vars.color.background.action, color: vars.color.text.onAction } } },
    },
  },
  defaultVariants: { tone: 'info' },
})

globalStyle(`${icon.classNames.base} svg`, { '@layer': { [components]: { width: `calc(${vars.space.md} + ${vars.space.xxs})`, height: `calc(${vars.space.md} + ${vars.space.xxs})` } } })

export const noIcon = style({ '@layer': { [components]: { gridTemplateColumns: 'minmax(0, 1fr)' } } })

export const content = style({
  '@layer': {
    [components]: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, paddingBlockStart: vars.space.xxs },
  },
})

export const title = style({
  '@layer': {
    [components]: {
      fontWeight: vars.font.weight.bold,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.snug,
      color: vars.color.text.heading,
    },
  },
})

export const body = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
})
