// Cascade layers, declared once in this order: later layers win regardless of specificity.
import { globalLayer } from '@vanilla-extract/css'
import { layerNames } from './layerOrder'

const [resetName, baseName, componentsName, utilitiesName, appName] = layerNames
export const reset = globalLayer(resetName)
export const base = globalLayer(baseName)
export const components = globalLayer(componentsName)
export const utilities = globalLayer(utilitiesName)
/** The application's layer (page composition), after the design system's. */
export const app = globalLayer(appName)
