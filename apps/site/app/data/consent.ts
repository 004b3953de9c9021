// The visitor's cookie choice in browser storage, as pure functions over a Storage-like object and
// a clock, so the rules (behaviour §3/§4 with deviation 1) are tested in Node.
//
// Stored value under `cookieConsent`: JSON `{"value":"accepted"|"declined","date":"<ISO 8601>"}`.
// Reading: only 'accepted' grants (the spec's rule); 'declined' is remembered too (deviation 1).
// Anything else asks again: absent, unparsable, unknown value, missing/invalid/future date, a
// choice older than 6 months, and the original site's legacy plain strings 'accepted'/'declined'
// (they carry no date, so their age — and therefore their validity — cannot be known).

import { CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY, FUTURE_TOLERANCE_MS } from './consent-rules'

export { CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY, FUTURE_TOLERANCE_MS }

export type ConsentChoice = 'accepted' | 'declined'
export type StoredConsent = { value: ConsentChoice; date: string }
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The date at which a choice made at `date` expires. */
export function consentExpiry(date: Date): Date {
  const expiry = new Date(date.getTime())
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MAX_AGE_MONTHS)
  return expiry
}

/** The valid choice in a raw stored string, or null when the banner must ask again. */
export function parseConsent(raw: string | null | undefined, now: Date): ConsentChoice | null {
  if (!raw) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { value, date } = data as Record<string, unknown>
  if (value !== 'accepted' && value !== 'declined') return null
  if (typeof date !== 'string') return null
  const madeAt = new Date(date)
  if (Number.isNaN(madeAt.getTime())) return null
  if (madeAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return null
  if (consentExpiry(madeAt).getTime() <= now.getTime()) return null
  return value
}

/** Reads the choice; storage that is missing or throws (disabled cookies, private mode) means no choice. */
export function readConsent(storage: StorageLike | undefined, now: Date = new Date()): ConsentChoice | null {
  if (!storage) return null
  try {
    return parseConsent(storage.getItem(CONSENT_STORAGE_KEY), now)
  } catch {
    return null
  }
}

/** Stores the choice with its date. Returns what was stored (even if storage refused it). */
export function writeConsent(storage: StorageLike | undefined, value: ConsentChoice, now: Date = new Date()): StoredConsent {
  const stored: StoredConsent = { value, date: now.toISOString() }
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Storage full or disabled: the choice holds for this page only; the banner will ask again next time.
  }
  return stored
}

/** Prefixes of the cookies the Google tag sets (Analytics `_ga`, `_ga_<id>`; Ads `_gcl_au`, `_gcl_aw`…). */
export const TRACKING_COOKIE_PREFIXES = ['_ga', '_gcl'] as const

/** Names of the tracking cookies present in a `document.cookie` string. */
export function trackingCookieNames(cookieHeader: string): string[] {
  const names = cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => TRACKING_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)))
  return [...new Set(names)]
}

/**
 * Domains a cookie may have been set on from `hostname`: the host itself and each parent domain
 * (the tag writes on the highest one it can, e.g. `example.fr` from `www.example.fr`). IP addresses
 * and single-label hosts (localhost) only have host-only cookies.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return []
  const labels = hostname.split('.')
  const domains: string[] = []
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'))
  return domains
}

/** `document.cookie` assignments that expire every tracking cookie, host-only and on each parent domain. */
export function expireTrackingCookies(cookieHeader: string, hostname: string): string[] {
  const expired = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
  const domains = cookieDomains(hostname)
  return trackingCookieNames(cookieHeader).flatMap((name) => [`${name}=; ${expired}`, ...domains.map((domain) => `${name}=; ${expired}; Domain=${domain}`)])
}
