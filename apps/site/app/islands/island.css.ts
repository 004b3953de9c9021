import { style } from '@vanilla-extract/css'

/** An island's host element takes no box: the island's own root element is laid out as if in its place. */
export const host = style({ display: 'contents' })
