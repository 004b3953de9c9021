// Server rendering of a review card: the date must come out the same on the build machine and in
// the browser (fixed zone), and hostile text must be escaped in the prerendered HTML.
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

// The ui-unit project runs in Node without the vanilla-extract plugin: class names are irrelevant here.
const { classNames } = vi.hoisted(() => ({
  classNames: () => {
    const isClass = (key: string | symbol) => typeof key === 'string' && key !== 'then'
    return new Proxy({}, { has: (_, key) => isClass(key), get: (_, key) => (isClass(key) ? String(key) : undefined) })
  },
}))
vi.mock('./ReviewCard.css', classNames)
vi.mock('../StarRating/StarRating.css', classNames)
// StarRating's error line is the fields' own (Field).
vi.mock('../Field/Field.css', classNames)

const { ReviewCard, formatReviewDate } = await import('./ReviewCard')

describe('formatReviewDate', () => {
  it('formats in French long format, in Paris time whatever the machine zone', () => {
    expect(formatReviewDate('2025-03-12T09:30:00.000Z')).toBe('12 mars 2025')
    // 23:30 UTC on 31 December is 00:30 on 1 January in Paris.
    expect(formatReviewDate('2024-12-31T23:30:00.000Z')).toBe('1 janvier 2025')
    expect(formatReviewDate('2024-12-31T23:30:00.000Z', 'UTC')).toBe('31 décembre 2024')
  })

  it('writes in Paris what Intl writes with the machine’s zone data, day by day from 1996 to 2040 and a minute around every change of hour; other years and zones through Intl', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })
    const instants: number[] = []
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2041, 0, 1); time += 7 * 3_600_000 + 13 * 60_000) instants.push(time)
    for (let year = 1996; year <= 2040; year++)
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0))
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
        // Late evening in Paris around the change, and the change itself, where a wrong offset changes the day.
        for (const delta of [-60_000, -1, 0, 1, 60_000]) instants.push(change + delta, change - 2 * 3_600_000 + delta, change + 22 * 3_600_000 + delta)
      }
    const wrong = instants.map((time) => new Date(time).toISOString()).filter((iso) => formatReviewDate(iso) !== intl.format(new Date(iso)))
    expect(wrong).toEqual([])
    expect(instants.length).toBeGreaterThan(50_000)
    expect(formatReviewDate('1990-07-14T22:30:00.000Z')).toBe('15 juillet 1990')
    expect(formatReviewDate('2025-07-14T22:30:00.000Z', 'America/New_York')).toBe('14 juillet 2025')
  })

  it('returns null for an unreadable date', () => {
    expect(formatReviewDate('pas une date')).toBeNull()
  })
})

describe('ReviewCard on the server', () => {
  it('renders the date, the rating and the anonymous label', () => {
    const html = renderToString(<ReviewCard anonymous name="Sophie" rating={4} date="2024-12-31T23:30:00.000Z" message="Très bon suivi du dossier." />)
    expect(html).toContain('<time dateTime="2024-12-31T23:30:00.000Z"')
    expect(html).toContain('1 janvier 2025')
    expect(html).toContain('aria-label="4 sur 5 étoiles"')
    expect(html).toContain('Client anonyme')
    expect(html).not.toContain('Sophie')
  })

  it('escapes markup in visitor text', () => {
    const html = renderToString(
      <ReviewCard name="<script>alert(1)</script>" rating={1} date="2025-06-01T08:00:00.000Z" message="<img src=x onerror=alert(1)>" />,
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('ReviewCard weight', () => {
  // A page of the reviews' pagination shows nine cards in the tap's frame: the style and layout of
  // every element of them is most of what that tap costs on a phone (docs/performance.md). The pin
  // and the stars are drawn by CSS; a card with every field is 13 elements.
  it('renders a card with every field in at most 13 elements', () => {
    const html = renderToString(
      <ReviewCard
        name="Sophie Martin"
        location="34 - Hérault"
        rating={4.5}
        date="2025-03-12T09:30:00.000Z"
        projectType="Expertise fissures"
        message="Rapport clair et argumenté."
      />,
    )
    expect(html.match(/<[a-z][a-z0-9]*/g)?.length).toBeLessThanOrEqual(13)
    expect(html).not.toContain('<svg')
  })
})
