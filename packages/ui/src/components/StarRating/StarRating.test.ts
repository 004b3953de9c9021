// The rating's text, written without Intl (StarRating.tsx: its first use loads ICU's locale data).
import { describe, expect, it, vi } from 'vitest'

// The ui-unit project runs in Node without the vanilla-extract plugin: class names are irrelevant here.
const { classNames } = vi.hoisted(() => ({
  classNames: () => {
    const isClass = (key: string | symbol) => typeof key === 'string' && key !== 'then'
    return new Proxy({}, { has: (_, key) => isClass(key), get: (_, key) => (isClass(key) ? String(key) : undefined) })
  },
}))
vi.mock('./StarRating.css', classNames)
vi.mock('../Field/Field.css', classNames)

const { defaultRatingLabel, formatRating } = await import('./StarRating')

describe('formatRating', () => {
  it('writes a rating from 0 to 5 as Intl.NumberFormat fr-FR with one decimal at most: every thousandth, and every average of up to 60 ratings', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
    const values = Array.from({ length: 5001 }, (_, index) => index / 1000)
    for (let count = 1; count <= 60; count++) for (let sum = count; sum <= 5 * count; sum++) values.push(sum / count)
    const wrong = values
      .filter((value) => formatRating(value) !== intl.format(value))
      .map((value) => `${value}: ${formatRating(value)} / ${intl.format(value)}`)
    expect(wrong).toEqual([])
    expect(defaultRatingLabel(4.25)).toBe('4,3 sur 5 étoiles')
    expect(defaultRatingLabel(4)).toBe('4 sur 5 étoiles')
  })
})
