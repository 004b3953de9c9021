import { describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  cookieDomains,
  expireTrackingCookies,
  parseConsent,
  readConsent,
  trackingCookieNames,
  writeConsent,
  type StorageLike,
} from './consent'

const now = new Date('2026-03-15T10:00:00.000Z')
const stored = (value: string, date: string) => JSON.stringify({ value, date })

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => (key in data ? data[key]! : null),
    setItem: (key, value) => void (data[key] = String(value)),
    removeItem: (key) => void delete data[key],
  }
}

describe('parseConsent', () => {
  it('keeps a recent acceptance and a recent refusal (a refusal is remembered too)', () => {
    expect(parseConsent(stored('accepted', '2026-03-01T00:00:00.000Z'), now)).toBe('accepted')
    expect(parseConsent(stored('declined', '2026-03-01T00:00:00.000Z'), now)).toBe('declined')
  })

  it('asks again once the choice is 6 months old', () => {
    expect(parseConsent(stored('accepted', '2025-09-15T10:00:01.000Z'), now)).toBe('accepted')
    expect(parseConsent(stored('accepted', '2025-09-15T10:00:00.000Z'), now)).toBeNull()
    expect(parseConsent(stored('declined', '2025-08-15T10:00:00.000Z'), now)).toBeNull()
  })

  it.each([
    ['absent', null],
    ['empty', ''],
    ['corrupt JSON', '{oops'],
    ['legacy plain accepted (no date)', 'accepted'],
    ['legacy plain declined (no date)', 'declined'],
    ['JSON string', '"accepted"'],
    ['unknown value', stored('granted', '2026-03-01T00:00:00.000Z')],
    ['no date', JSON.stringify({ value: 'accepted' })],
    ['invalid date', stored('accepted', 'hier')],
    ['date far in the future', stored('accepted', '2027-01-01T00:00:00.000Z')],
    ['null', 'null'],
  ])('asks again for %s', (_label, raw) => {
    expect(parseConsent(raw, now)).toBeNull()
  })
})

describe('readConsent / writeConsent', () => {
  it('writes the choice with its ISO date under cookieConsent and reads it back', () => {
    const storage = memoryStorage()
    expect(writeConsent(storage, 'declined', now)).toEqual({ value: 'declined', date: '2026-03-15T10:00:00.000Z' })
    expect(JSON.parse(storage.data[CONSENT_STORAGE_KEY]!)).toEqual({ value: 'declined', date: '2026-03-15T10:00:00.000Z' })
    expect(readConsent(storage, now)).toBe('declined')
  })

  it('treats missing or throwing storage as no choice, without throwing', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    expect(readConsent(undefined, now)).toBeNull()
    expect(readConsent(throwing, now)).toBeNull()
    expect(() => writeConsent(throwing, 'accepted', now)).not.toThrow()
  })
})

describe('tracking cookies', () => {
  it('finds only the _ga* and _gcl* cookies', () => {
    expect(trackingCookieNames('_ga=GA1.1.1.2; theme=dark; _ga_ABC123=GS1; _gcl_au=1.1.2; session=x; _gid=3')).toEqual(['_ga', '_ga_ABC123', '_gcl_au'])
    expect(trackingCookieNames('')).toEqual([])
  })

  it('lists the host and every parent domain, none for localhost or an IP', () => {
    expect(cookieDomains('www.expert.example.fr')).toEqual(['www.expert.example.fr', 'expert.example.fr', 'example.fr'])
    expect(cookieDomains('localhost')).toEqual([])
    expect(cookieDomains('127.0.0.1')).toEqual([])
  })

  it('expires each cookie host-only and on the parent domain', () => {
    const assignments = expireTrackingCookies('_ga=1; _gcl_au=2; keep=3', 'www.example.fr')
    expect(assignments).toHaveLength(6)
    for (const assignment of assignments) expect(assignment).toMatch(/^(_ga|_gcl_au)=; Max-Age=0; .*Path=\//)
    expect(assignments).toContain('_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=example.fr')
    expect(assignments).toContain('_gcl_au=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/')
    expect(assignments.some((a) => a.startsWith('keep'))).toBe(false)
  })
})
