import { describe, expect, it } from 'vitest'
import { longDate } from './longDate'

describe('longDate', () => {
  it('writes every day of a common and a leap year as Intl’s French long date does', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
    const wrong: string[] = []
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      const date = new Date(time)
      const ours = longDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
      if (ours !== intl.format(date)) wrong.push(`${date.toISOString()}: ${ours} / ${intl.format(date)}`)
    }
    expect(wrong).toEqual([])
    expect(longDate(2025, 8, 1)).toBe('1 août 2025')
  })
})
