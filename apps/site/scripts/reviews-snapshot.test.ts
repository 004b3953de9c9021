// The build-time read of the reviews (scripts/reviews-snapshot.mjs) against the real local stack of
// the unit project (seeded), and its refusal to go on when a hosted API cannot be read.
import { describe, expect, inject, it } from 'vitest'
import { snapshotPageCount } from '../app/data/reviews-snapshot'
import { constants } from '../app/site.config'
import { PAGE_SIZE, takeReviewsSnapshot } from './reviews-snapshot.mjs'

describe('reviews snapshot', () => {
  it('reads a page of the size the list uses', () => {
    expect(PAGE_SIZE).toBe(constants.reviewsPageSize)
  })

  it('reads the configured local stack when it answers: count, the first pages (9 each) newest first, testimonials rated 4 or more', async () => {
    const stack = inject('localStack')
    const logs: string[] = []
    const snapshot = await takeReviewsSnapshot({ env: { VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey }, log: (m) => logs.push(m) })
    expect(snapshot.source).toBe('api')
    expect(snapshot.total).toBeGreaterThanOrEqual(30)
    // The seed's approved reviews fill 4 pages, the last one short: all of them, 9 a page.
    expect(snapshot.pages).toHaveLength(Math.min(snapshotPageCount, Math.ceil(snapshot.total / PAGE_SIZE)))
    expect(snapshot.pages.slice(0, -1).every((page) => page.length === PAGE_SIZE)).toBe(true)
    expect(snapshot.pages.flat()).toHaveLength(Math.min(snapshot.total, PAGE_SIZE * snapshotPageCount))
    const reviews = snapshot.pages.flat()
    const dates = reviews.map((review) => Date.parse(review.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length)
    expect(reviews.every((review) => review.approved)).toBe(true)
    expect(snapshot.testimonials.length).toBeLessThanOrEqual(3)
    expect(snapshot.testimonials.every((review) => review.rating >= 4)).toBe(true)
    expect(JSON.stringify(snapshot)).not.toMatch(/@/) // no e-mail address ever reaches a page
    expect(logs.join('\n')).toContain(stack.url)
  })

  it('fails, naming the URL, when a hosted API cannot be read (a deploy must not publish pages without their reviews)', async () => {
    await expect(takeReviewsSnapshot({ env: { VITE_SUPABASE_URL: 'http://reviews.invalid', VITE_SUPABASE_ANON_KEY: 'x' }, log: () => {} })).rejects.toThrow(
      /Lecture des avis impossible pour le build \(http:\/\/reviews\.invalid\)/,
    )
  })
})
