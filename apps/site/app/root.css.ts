import { style } from '@vanilla-extract/css'
import { appRule, focusRing, vars } from '@expert/ui/styles'

export const skipLink = style(
  appRule({
    position: 'absolute',
    insetInlineStart: vars.space.md,
    top: vars.space.xs,
    zIndex: 1000,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.background.brand,
    color: vars.color.text.onBrand,
    fontWeight: vars.font.weight.semibold,
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus': { transform: 'none', ...focusRing() },
    },
  }),
)

export const errorPage = style(appRule({ padding: vars.space.xxl }))
