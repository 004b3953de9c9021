// The build-time read of the reviews (scripts/reviews-snapshot.mjs) against the real local stack of
// the unit project (seeded), and its refusal to go on when a hosted API cannot be read.
import { describe, expect, inject, it } from 'vitest'
import { constants } from '../app/site.config'
import { PAGE_SIZE, takeReviewsSnapshot } from './reviews-snapshot.mjs'

describe('reviews snapshot', () => {
  it('reads a page of the size the list uses', () => {
    expect(PAGE_SIZE).toBe(constants.reviewsPageSize)
  })

  it('reads the configured local stack when it answers: count, first page newest first, testimonials rated 4 or more', async () => {
    const stack = inject('localStack')
    const logs: string[] = []
    const snapshot = await takeReviewsSnapshot({ env: { VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey }, log: (m) => logs.push(m) })
    expect(snapshot.source).toBe('api')
    expect(snapshot.total).toBeGreaterThanOrEqual(30)
    expect(snapshot.firstPage).toHaveLength(PAGE_SIZE)
    const dates = snapshot.firstPage.map((review) => Date.parse(review.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(snapshot.firstPage.every((review) => review.approved)).toBe(true)
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
