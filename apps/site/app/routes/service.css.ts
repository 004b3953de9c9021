import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

export const heading = style(appRule({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }))

export const introduction = style(appRule({ fontSize: vars.font.size.lg }))
