import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

/** Page composition: the FAQ and the CTA's button below their section headings. */
export const faq = style(appRule({ marginTop: vars.space.lg }))

export const ctaActions = style(appRule({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg }))

/** The review form's card: centred, no wider than its two columns need. */
export const formLayout = style(appRule({ maxWidth: '860px', marginInline: 'auto' }))
