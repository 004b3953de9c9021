// TextField reuses the shared field look (components/Field); only the input's width helpers live here.
import { style } from '@vanilla-extract/css'
import { componentRule } from '../../styles/layered'

/** Inputs with a fixed expected length (postal code…) may opt out of full width. */
export const compact = style(componentRule({ maxWidth: '16rem' }))
