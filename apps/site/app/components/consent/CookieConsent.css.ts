import { style } from '@vanilla-extract/css'
import { appRule, noScriptMedia } from '@expert/ui/styles'

/**
 * The banner's box-less wrapper: hidden while a valid choice is stored (the consent script writes it
 * on <html> before the first paint) unless the visitor reopened the banner, and with scripting off,
 * where no choice could be made or would matter (no tag is ever loaded then).
 */
export const host = style(
  appRule({
    display: 'contents',
    selectors: { 'html[data-cookie-consent]:not([data-cookie-banner-open]) &': { display: 'none' } },
    '@media': { [noScriptMedia]: { display: 'none' } },
  }),
)

/**
 * 'Gérer les cookies' is answered by the consent script: with scripting off it could do nothing (and
 * there is no choice to change, no tag being loaded then), so it is not offered.
 */
export const manageCookies = style(appRule({ '@media': { [noScriptMedia]: { display: 'none' } } }))
