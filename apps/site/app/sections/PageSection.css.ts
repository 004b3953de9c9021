import { style } from '@vanilla-extract/css'
import { appRule, vars, visuallyHidden as visuallyHiddenRule } from '@expert/ui/styles'

// Page composition only (reading widths), in the site's `app` layer after the design system's.

export const measure = style(appRule({ maxWidth: vars.layout.readingWidth }))

export const large = style(appRule({ fontSize: vars.font.size.lg }))

export const centeredMeasure = style([measure, appRule({ width: '100%', marginInline: 'auto' })])

/** A heading that names a section for assistive technology only (the services tabs' section). */
export const visuallyHidden = style(appRule(visuallyHiddenRule))
