// Where a component's style sits in the cascade, written once: `style(componentRule({ … }))` puts the
// rule in the `components` layer (declared in layers.css.ts, after reset and base, before utilities),
// so no component hand-writes `'@layer': { [components]: … }`. For recipes, wrap `base` and each
// variant value the same way.
import type { StyleRule } from '@vanilla-extract/css'
import { app, components } from './layers.css'

/** The rule, in the design system's `components` layer. */
export const componentRule = (rule: StyleRule): StyleRule => ({ '@layer': { [components]: rule } })

/**
 * The rule, in the application's `app` layer: after every design-system layer, for a site's page
 * composition (`style(appRule({ … }))`). Design-system components never use it.
 */
export const appRule = (rule: StyleRule): StyleRule => ({ '@layer': { [app]: rule } })
