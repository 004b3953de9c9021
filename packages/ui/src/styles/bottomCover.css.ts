// What covers the bottom of the screen for a while (the cookie banner) publishes its height in this
// variable, on the root element (bottomCover.ts): the page then scrolls what gets focus clear of it
// (the scroll padding of the global styles) and the toasts stack above it instead of over its buttons.
import { createVar, fallbackVar } from '@vanilla-extract/css'

export const bottomCover = createVar()

/** The covered height at the bottom of the screen (0 when nothing covers it), for calc(). */
export const bottomCoverHeight = fallbackVar(bottomCover, '0px')
