import { describe, expect, it, vi } from 'vitest'
import {
  TAG_COOKIE_EXPIRES_SECONDS,
  consentDefaults,
  createAnalytics,
  reportConversion,
  startAnalytics,
  type AnalyticsConfig,
  type AnalyticsHost,
} from './analytics'
import { CONSENT_STORAGE_KEY, type StorageLike } from './consent'

const config: AnalyticsConfig = { measurementId: 'G-TEST123', adsId: 'AW-111', adsConversionSendTo: 'AW-111/abc' }
const now = new Date('2026-03-15T10:00:00.000Z')

type FakeScript = { src: string; async: boolean; listeners: Record<string, () => void>; addEventListener(type: string, l: () => void): void }

/** A window-like object: dataLayer, a cookie jar honouring Max-Age=0, a head collecting scripts, localStorage. */
function fakeBrowser({ stored, cookies = {} }: { stored?: string; cookies?: Record<string, string> } = {}) {
  const jar = { ...cookies }
  const cookieWrites: string[] = []
  const scripts: FakeScript[] = []
  const data: Record<string, string> = stored === undefined ? {} : { [CONSENT_STORAGE_KEY]: stored }
  const storage: StorageLike = {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  }
  const host: AnalyticsHost = {
    location: { hostname: 'www.example.fr' },
    document: {
      get cookie() {
        return Object.entries(jar)
          .map(([k, v]) => `${k}=${v}`)
          .join('; ')
      },
      set cookie(assignment: string) {
        cookieWrites.push(assignment)
        const [pair = '', ...attributes] = assignment.split(';').map((s) => s.trim())
        const [name = '', value = ''] = pair.split('=')
        if (attributes.some((a) => a === 'Max-Age=0')) delete jar[name]
        else jar[name] = value
      },
      head: { appendChild: (node: never) => scripts.push(node) },
      createElement: () => {
        const script: FakeScript = {
          src: '',
          async: false,
          listeners: {},
          addEventListener(type, listener) {
            script.listeners[type] = listener
          },
        }
        return script
      },
    },
  }
  const logger = { warn: vi.fn() }
  const analytics = createAnalytics({ host, storage: () => storage, config, now: () => now, logger })
  const entries = () => (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
  return { host, analytics, entries, scripts, jar, cookieWrites, data, logger }
}

const grantedUpdate = ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]
const deniedUpdate = ['consent', 'update', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]

describe('analytics port', () => {
  it('pushes the consent defaults first, as Arguments objects, and nothing else on a fresh visit', () => {
    const { host, analytics, entries, scripts } = fakeBrowser()
    expect(analytics.start()).toBeNull()
    expect(Object.prototype.toString.call(host.dataLayer![0])).toBe('[object Arguments]')
    expect(entries()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          analytics_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
          wait_for_update: 500,
        },
      ],
      ['set', 'ads_data_redaction', true],
    ])
    expect(consentDefaults.wait_for_update).toBe(500)
    expect(scripts).toEqual([])
  })

  it('accept: stores, grants, configures both ids with IP anonymised and ≤ 13-month cookies, loads the tag once', () => {
    const { analytics, entries, scripts, data } = fakeBrowser()
    analytics.start()
    analytics.accept()
    expect(JSON.parse(data[CONSENT_STORAGE_KEY]!)).toEqual({ value: 'accepted', date: now.toISOString() })
    const after = entries().slice(2)
    expect(after[0]).toEqual(grantedUpdate)
    expect(after[1]).toEqual(['js', now])
    expect(after[2]).toEqual(['config', 'G-TEST123', { anonymize_ip: true, cookie_expires: TAG_COOKIE_EXPIRES_SECONDS }])
    expect(after[3]).toEqual(['config', 'AW-111', { anonymize_ip: true, cookie_expires: TAG_COOKIE_EXPIRES_SECONDS }])
    expect(after[4]).toEqual(['event', 'consent_granted', { event_category: 'cookie_consent', event_label: 'accepter' }])
    expect(TAG_COOKIE_EXPIRES_SECONDS).toBeLessThanOrEqual(393 * 24 * 3600) // shortest calendar 13 months
    expect(scripts.map((s) => [s.src, s.async])).toEqual([['https://www.googletagmanager.com/gtag/js?id=G-TEST123', true]])

    analytics.accept() // reopened and accepted again: no second script
    expect(scripts).toHaveLength(1)
  })

  it('a later visit with a valid acceptance grants and loads the tag without a new consent_granted event', () => {
    const { analytics, entries, scripts } = fakeBrowser({ stored: JSON.stringify({ value: 'accepted', date: '2026-02-01T00:00:00Z' }) })
    expect(analytics.start()).toBe('accepted')
    expect(entries()[2]).toEqual(grantedUpdate)
    expect(entries().some((e) => e[1] === 'consent_granted')).toBe(false)
    expect(scripts).toHaveLength(1)
  })

  it('a stored refusal or an expired acceptance never loads the tag', () => {
    for (const stored of [
      JSON.stringify({ value: 'declined', date: '2026-02-01T00:00:00Z' }),
      JSON.stringify({ value: 'accepted', date: '2025-08-01T00:00:00Z' }),
    ]) {
      const { analytics, scripts } = fakeBrowser({ stored })
      analytics.start()
      expect(scripts).toEqual([])
    }
  })

  it('decline: stores, denies, sends consent_denied, never loads the tag, deletes _ga*/_gcl* on host and parent', () => {
    const { analytics, entries, scripts, data, jar, cookieWrites } = fakeBrowser({
      cookies: { _ga: 'GA1.1.1.2', _ga_TEST123: 'GS1', _gcl_au: '1.1.1', theme: 'dark' },
    })
    analytics.start()
    analytics.decline()
    expect(JSON.parse(data[CONSENT_STORAGE_KEY]!).value).toBe('declined')
    expect(entries().slice(2)).toEqual([deniedUpdate, ['event', 'consent_denied', { event_category: 'cookie_consent', event_label: 'refuser' }]])
    expect(scripts).toEqual([])
    expect(jar).toEqual({ theme: 'dark' })
    expect(cookieWrites).toContain('_gcl_au=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=example.fr')
  })

  it('withdrawal after acceptance sends the denied update after the granted one', () => {
    const { analytics, entries } = fakeBrowser()
    analytics.start()
    analytics.accept()
    analytics.decline()
    const commands = entries()
      .filter((e) => e[0] === 'consent')
      .map((e) => e[1])
    expect(commands).toEqual(['default', 'update', 'update'])
    expect(
      entries()
        .filter((e) => e[0] === 'consent')
        .at(-1),
    ).toEqual(deniedUpdate)
  })

  it('reportConversion pushes the conversion (value 1, EUR, configured send_to)', () => {
    const { analytics, entries } = fakeBrowser()
    analytics.reportConversion()
    expect(entries()[0]![1]).toBe('default')
    expect(entries().at(-1)).toEqual(['event', 'conversion', { send_to: 'AW-111/abc', value: 1, currency: 'EUR' }])
  })

  it('only logs a tag script load failure', () => {
    const { analytics, scripts, logger } = fakeBrowser()
    analytics.accept()
    expect(() => scripts[0]!.listeners.error!()).not.toThrow()
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('https://www.googletagmanager.com/gtag/js?id=G-TEST123'))
  })

  it('does nothing outside the browser (prerendering)', () => {
    expect(startAnalytics()).toBeNull()
    expect(() => reportConversion()).not.toThrow()
  })
})
