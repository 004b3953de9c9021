import { describe, expect, test } from 'vitest'
import { footerServices } from './footer'
import { footerServiceSlugs, getService } from './services'

describe('footer service links', () => {
  test('are exactly the spec’s four slugs, titled like their service pages', () => {
    expect(footerServices.map((s) => s.slug)).toEqual([...footerServiceSlugs])
    for (const { slug, name } of footerServices) expect(name).toBe(getService(slug)?.title)
  })
})
