import { style } from '@vanilla-extract/css'
import { appRule } from '@expert/ui/styles'

/** The review form's card: centred, no wider than its two columns need. */
export const formLayout = style(appRule({ maxWidth: '860px', marginInline: 'auto' }))
