import { style } from '@vanilla-extract/css'
import { appRule } from '@expert/ui/styles'

/** A run of text that never breaks across lines. */
export const noWrap = style(appRule({ whiteSpace: 'nowrap' }))
