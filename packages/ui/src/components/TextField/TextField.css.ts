// TextField reuses the shared field look (components/Field); only the input's width helpers live here.
import { style } from '@vanilla-extract/css'
import { components } from '../../styles/layers.css'

/** Inputs with a fixed expected length (postal code…) may opt out of full width. */
export const compact = style({ '@layer': { [components]: { maxWidth: '16rem' } } })
