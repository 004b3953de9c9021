import { style } from '@vanilla-extract/css'
import { appRule } from '@expert/ui/styles'

/** An island's host element takes no box: the island's own root element is laid out as if in its place. */
export const host = style(appRule({ display: 'contents' }))
