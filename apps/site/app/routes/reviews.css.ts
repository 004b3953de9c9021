import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

/** Page composition: the FAQ and the CTA's button below their section headings. */
export const faq = style(appRule({ marginTop: vars.space.lg }))

export const ctaActions = style(appRule({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg }))

/**
 * The review form's card: centred, no wider than its two columns need, and that wide (a centred item
 * of the section's flex column would otherwise shrink to its content).
 */
export const formLayout = style(appRule({ width: '100%', maxWidth: '860px', marginInline: 'auto' }))
