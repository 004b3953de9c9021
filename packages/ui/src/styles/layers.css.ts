// Cascade layers, declared once in this order: later layers win regardless of specificity.
import { globalLayer } from '@vanilla-extract/css'

export const reset = globalLayer('reset')
export const base = globalLayer('base')
export const components = globalLayer('components')
export const utilities = globalLayer('utilities')
