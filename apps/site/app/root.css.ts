import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

export const errorPage = style(appRule({ padding: vars.space.xxl }))
