// The constants of the stored cookie choice, alone in their module: the page's consent script
// (components/consent/consent-script.ts) reads them too, and importing consent.ts for them would
// put its helpers in every page's first bundle.

export const CONSENT_STORAGE_KEY = 'cookieConsent'
/** A choice (acceptance or refusal) is asked again after this many months (CNIL recommendation). */
export const CONSENT_MAX_AGE_MONTHS = 6
/** Tolerated clock skew for a date slightly in the future. */
export const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000
