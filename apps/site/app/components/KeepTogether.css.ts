import { style } from '@vanilla-extract/css'

/** A run of text that never breaks across lines. */
export const noWrap = style({ whiteSpace: 'nowrap' })
