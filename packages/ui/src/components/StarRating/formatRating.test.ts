// The rating's text, written without Intl (formatRating.ts: Intl's first use loads ICU's locale data).
import { describe, expect, it } from 'vitest'
import { formatRating } from './formatRating'

describe('formatRating', () => {
  it('writes a rating from 0 to 5 as Intl.NumberFormat fr-FR with one decimal at most: every thousandth, and every average of up to 60 ratings', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
    const values = Array.from({ length: 5001 }, (_, index) => index / 1000)
    for (let count = 1; count <= 60; count++) for (let sum = count; sum <= 5 * count; sum++) values.push(sum / count)
    const wrong = values
      .filter((value) => formatRating(value) !== intl.format(value))
      .map((value) => `${value}: ${formatRating(value)} / ${intl.format(value)}`)
    expect(wrong).toEqual([])
    expect(formatRating(4.25)).toBe('4,3')
    expect(formatRating(4)).toBe('4')
  })
})
