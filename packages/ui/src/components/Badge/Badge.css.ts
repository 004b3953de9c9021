import { globalStyle, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const badge = recipe({
  base: componentRule({
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
  }),
  variants: {
    tone: {
      neutral: componentRule({
        backgroundColor: vars.color.background.surface,
        borderColor: vars.color.border.subtle,
        color: vars.color.text.muted,
      }),
      brand: componentRule({ backgroundColor: vars.color.background.secondary, color: vars.color.text.heading }),
      accent: componentRule({ backgroundColor: vars.color.background.action, color: vars.color.text.onAction }),
      success: componentRule({ backgroundColor: vars.color.background.success, color: vars.color.text.success }),
    },
  },
  defaultVariants: { tone: 'brand' },
})

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>

export const icon = style(componentRule({ display: 'inline-flex', flexShrink: 0 }))

export const label = style(componentRule({ overflow: 'hidden', textOverflow: 'ellipsis' }))

// Icons follow the text size whatever size they were given.
globalStyle(`${icon} svg`, componentRule({ width: '1.1em', height: '1.1em' }))
