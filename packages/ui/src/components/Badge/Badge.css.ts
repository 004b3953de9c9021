import { globalStyle, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

export const badge = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        maxWidth: '100%',
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.sm,
        border: '1px solid transparent',
        borderRadius: vars.radius.full,
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.semibold,
        lineHeight: vars.font.lineHeight.snug,
        whiteSpace: 'nowrap',
        '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
      },
    },
  },
  variants: {
    tone: {
      neutral: {
        '@layer': {
          [components]: {
            backgroundColor: vars.color.background.surface,
            borderColor: vars.color.border.subtle,
            color: vars.color.text.muted,
          },
        },
      },
      brand: {
        '@layer': {
          [components]: { backgroundColor: vars.color.background.secondary, color: vars.color.text.heading },
        },
      },
      accent: {
        '@layer': {
          [components]: { backgroundColor: vars.color.background.action, color: vars.color.text.onAction },
        },
      },
      success: {
        '@layer': {
          [components]: { backgroundColor: vars.color.background.success, color: vars.color.text.success },
        },
      },
    },
  },
  defaultVariants: { tone: 'brand' },
})

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>

export const icon = style({ '@layer': { [components]: { display: 'inline-flex', flexShrink: 0 } } })

export const label = style({ '@layer': { [components]: { overflow: 'hidden', textOverflow: 'ellipsis' } } })

// Icons follow the text size whatever size they were given.
globalStyle(`${icon} svg`, {
  '@layer': { [components]: { width: '1.1em', height: '1.1em' } },
})
