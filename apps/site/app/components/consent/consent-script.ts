// The cookie banner's behaviour from the first byte of the page, as an inline script in <head>
// (allowed by the page's policy through its hash, like every inline script of the build).
//
// The banner is in the prerendered HTML of every page. This script decides, before the first paint,
// whether it shows: a valid stored choice is written on <html> (`data-cookie-consent`), and the
// stylesheet hides the banner then (CookieConsent.css.ts): no flash for a returning visitor. Then it
// answers the banner's two buttons and every 'Gérer les cookies' for the page's whole life, before
// and after hydration alike (they are native buttons with no React handler, so nothing is handed
// over and nothing is replayed twice):
//   - a choice is stored (same key and shape as consent.ts writes), the banner hidden, focus kept
//     (to 'Gérer les cookies'), and the choice announced to the analytics port: queued in
//     `window.__cookieChoices` and dispatched as a `cookiechoice` event (CookieConsent.tsx applies it
//     as soon as the port is loaded; nothing reaches Google before that, nor before a choice);
//   - 'Gérer les cookies' shows the banner (`data-cookie-banner-open` on <html>) and focuses it; the
//     choice then gives focus back to the button that asked.
// A choice counts only while the banner shows: a double tap cannot store or announce it twice.
//
// Written as a function so that it is type-checked like the rest; the page gets its source text.
import { scrollClearOf } from '@expert/ui/CookieBanner/scrollClearOf'
import { CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY, FUTURE_TOLERANCE_MS } from '../../data/consent-rules'
import type { ConsentChoice } from '../../data/consent'

/** On <html>: the valid stored choice ('accepted' or 'declined'); absent while the visitor has to choose. */
export const CONSENT_ATTRIBUTE = 'data-cookie-consent'
/** On <html>: the banner was reopened on request ('Gérer les cookies'). */
export const BANNER_OPEN_ATTRIBUTE = 'data-cookie-banner-open'
/** Dispatched on window for each choice, with the choice as detail. */
export const CONSENT_CHOICE_EVENT = 'cookiechoice'

declare global {
  interface Window {
    /** Choices made on this page that the analytics port has not applied yet. */
    __cookieChoices?: ConsentChoice[]
  }
}

export type ConsentScriptOptions = {
  key: string
  maxAgeMonths: number
  /** Tolerated clock skew for a date slightly in the future (ms). */
  futureToleranceMs: number
}

/**
 * The behaviour. Runs as an inline script before anything else: ES2017, no imports, no helpers, and
 * it must never throw. Its reading of a stored choice is consent.ts's `parseConsent` (a unit test
 * holds them equal).
 */
export function cookieConsentBehaviour(win: Window & typeof globalThis, options: ConsentScriptOptions, clearOf: (element: Element, cover: Element) => void) {
  const doc = win.document
  const root = doc.documentElement
  const consentAttribute = 'data-cookie-consent'
  const openAttribute = 'data-cookie-banner-open'

  const read = (raw: string | null, now: number): string | null => {
    if (!raw) return null
    let data: unknown
    try {
      data = JSON.parse(raw)
    } catch {
      return null
    }
    if (typeof data !== 'object' || data === null) return null
    const { value, date } = data as Record<string, unknown>
    if ((value !== 'accepted' && value !== 'declined') || typeof date !== 'string') return null
    const madeAt = new Date(date)
    if (Number.isNaN(madeAt.getTime()) || madeAt.getTime() > now + options.futureToleranceMs) return null
    madeAt.setUTCMonth(madeAt.getUTCMonth() + options.maxAgeMonths)
    return madeAt.getTime() > now ? value : null
  }

  let stored: string | null = null
  try {
    stored = read(win.localStorage.getItem(options.key), Date.now())
  } catch {
    // Storage disabled: no choice, the banner asks.
  }
  if (stored) root.setAttribute(consentAttribute, stored)

  /** The control that reopened the banner: focus goes back to it after the choice. */
  let askedBy: HTMLElement | null = null
  const isShown = () => !root.hasAttribute(consentAttribute) || root.hasAttribute(openAttribute)

  doc.addEventListener('click', (event) => {
    const target = event.target
    if (!(target instanceof win.Element)) return
    const banner = doc.querySelector<HTMLElement>('[data-cookie-banner]')
    if (!banner) return
    const manage = target.closest<HTMLElement>('[data-manage-cookies]')
    if (manage) {
      // Already reopened: a second tap changes nothing.
      if (root.hasAttribute(openAttribute)) return
      askedBy = manage
      root.setAttribute(openAttribute, '')
      banner.focus()
      return
    }
    const button = target.closest('[data-cookie-choice]')
    if (!button || !banner.contains(button) || !isShown()) return
    const value = button.getAttribute('data-cookie-choice')
    if (value !== 'accepted' && value !== 'declined') return
    try {
      win.localStorage.setItem(options.key, JSON.stringify({ value, date: new Date().toISOString() }))
    } catch {
      // Storage full or disabled: the choice holds for this page only.
    }
    // Announced before the banner goes: the port, when loaded, pushes it within this very tap.
    ;(win.__cookieChoices = win.__cookieChoices || []).push(value)
    win.dispatchEvent(new win.CustomEvent('cookiechoice', { detail: value }))
    // Focus must not fall to <body> with the banner. Reopened on purpose: back to the button that
    // asked. Answered from the keyboard (or a click that focused its button): to the footer's
    // 'Gérer les cookies', where the choice can be changed, without scrolling the page there.
    const focusWasInBanner = banner.contains(doc.activeElement)
    const next = askedBy || (focusWasInBanner ? doc.querySelector<HTMLElement>('[data-manage-cookies]') : null)
    const requested = askedBy !== null
    askedBy = null
    root.setAttribute(consentAttribute, value)
    root.removeAttribute(openAttribute)
    if (next && next.isConnected) next.focus({ preventScroll: !requested })
  })

  // What gets focus while the banner shows ends clear of it, from the first paint: a keyboard user
  // tabs before the page's code has arrived. Captured, since react-aria's fields stop focus events on
  // their way up; in the frame after the browser's own scroll.
  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target
      const banner = doc.querySelector('[data-cookie-banner]')
      if (!(target instanceof win.Element) || !banner || banner.contains(target) || !isShown()) return
      win.requestAnimationFrame(() => clearOf(target, banner))
    },
    true,
  )
}

/** The inline script of every page's <head> (called by the build only: browsers never need its text). */
export const cookieConsentScript = () =>
  `(${cookieConsentBehaviour.toString()})(window, ${JSON.stringify({
    key: CONSENT_STORAGE_KEY,
    maxAgeMonths: CONSENT_MAX_AGE_MONTHS,
    futureToleranceMs: FUTURE_TOLERANCE_MS,
  } satisfies ConsentScriptOptions)}, ${scrollClearOf.toString()})`
