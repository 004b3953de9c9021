// The consent script reads a stored choice exactly as consent.ts does (it cannot import it: it runs
// inline, before any module): the same inputs give the same attribute on <html>.
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY, FUTURE_TOLERANCE_MS, parseConsent } from '../../data/consent'
import { CONSENT_ATTRIBUTE, cookieConsentBehaviour, cookieConsentScript } from './consent-script'

/** The attribute the script writes on <html> for `raw` in storage, at `now`. */
function attributeFor(raw: string | null, now: Date, storageThrows = false): string | null {
  vi.setSystemTime(now)
  const attributes = new Map<string, string>()
  const win = {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      addEventListener: () => undefined,
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError')
        return key === CONSENT_STORAGE_KEY ? raw : null
      },
    },
  }
  cookieConsentBehaviour(
    win as never,
    { key: CONSENT_STORAGE_KEY, maxAgeMonths: CONSENT_MAX_AGE_MONTHS, futureToleranceMs: FUTURE_TOLERANCE_MS },
    () => undefined,
  )
  return attributes.get(CONSENT_ATTRIBUTE) ?? null
}

const now = new Date('2026-03-31T10:00:00Z')
const iso = (ms: number) => new Date(ms).toISOString()
const month = 30 * 24 * 60 * 60 * 1000

describe('the consent script reads the stored choice as consent.ts does', () => {
  afterEach(() => vi.useRealTimers())

  it.each([
    ['absent', null],
    ['not JSON', '{pas du json'],
    ['legacy plain string', 'accepted'],
    ['unknown value', JSON.stringify({ value: 'oui', date: iso(now.getTime()) })],
    ['no date', JSON.stringify({ value: 'accepted' })],
    ['invalid date', JSON.stringify({ value: 'declined', date: 'hier' })],
    ['accepted today', JSON.stringify({ value: 'accepted', date: iso(now.getTime()) })],
    ['declined 5 months ago', JSON.stringify({ value: 'declined', date: iso(now.getTime() - 5 * month) })],
    ['accepted 7 months ago', JSON.stringify({ value: 'accepted', date: iso(now.getTime() - 7 * month) })],
    ['exactly 6 calendar months ago (31 March → 30 September)', JSON.stringify({ value: 'accepted', date: '2025-09-30T10:00:00.000Z' })],
    ['in 2 hours (clock skew)', JSON.stringify({ value: 'declined', date: iso(now.getTime() + 2 * 3_600_000) })],
    ['in 2 days', JSON.stringify({ value: 'declined', date: iso(now.getTime() + 2 * 24 * 3_600_000) })],
    ['null', 'null'],
  ])('%s', (_, raw) => {
    vi.useFakeTimers()
    expect(attributeFor(raw, now)).toBe(parseConsent(raw, now))
  })

  it('any stored value and any date around the limits', () => {
    vi.useFakeTimers()
    fc.assert(
      fc.property(
        fc.constantFrom('accepted', 'declined', 'oui', ''),
        fc.integer({ min: -8 * month, max: 3 * 24 * 3_600_000 }),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        (value, offset, at) => {
          const raw = JSON.stringify({ value, date: iso(at + offset) })
          return attributeFor(raw, new Date(at)) === parseConsent(raw, new Date(at))
        },
      ),
    )
  })

  it('storage that throws (disabled) means no choice: the banner asks', () => {
    vi.useFakeTimers()
    expect(attributeFor(JSON.stringify({ value: 'accepted', date: iso(now.getTime()) }), now, true)).toBeNull()
  })

  it('the inline text is one self-contained call, with the storage key, the 6 months and the focus clearing', () => {
    const script = cookieConsentScript()
    expect(script).toMatch(/^\(function cookieConsentBehaviour\(win, options, clearOf\) \{/)
    // The design system's focus clearing, handed in as its own source text.
    expect(script).toMatch(/, function scrollClearOf\(element, cover\) \{[^]*\}\)$/)
    expect(script).not.toMatch(/\bimport\b|\brequire\(/)
    expect(script).toContain(`"key":"${CONSENT_STORAGE_KEY}"`)
    expect(script).toContain(`"maxAgeMonths":${CONSENT_MAX_AGE_MONTHS}`)
  })
})
