// SEO of every prerendered route, read from the HTML as a crawler gets it (no JavaScript):
// one h1, unique title and description, absolute canonical, parseable JSON-LD, noindex exactly on
// the three contractual texts; sitemap.xml and robots.txt generated from the same route list.
import { beforeAll, describe, expect, it } from 'vitest'
import { absoluteUrl } from '../app/lib/meta'
import { indexablePaths, staticPages, staticPaths } from '../app/route-paths'
import { get, parseHtml } from './build'

/** Behaviour §2: terms of use, privacy policy and terms of sale are kept out of search engines. */
const noindexPaths = ['/conditions-utilisation', '/politique-confidentialite', '/conditions-vente']

type PageSeo = {
  path: string
  h1Count: number
  title: string
  description: string | null
  keywords: string | null
  canonical: string | null
  robots: string | null
  og: Record<string, string | null>
  twitterCard: string | null
  jsonLd: string[]
}

describe('metadata of every route', () => {
  const pages: PageSeo[] = []

  beforeAll(async () => {
    for (const path of staticPaths) {
      const response = await get(encodeURI(path))
      expect(response.status(), path).toBe(200)
      const document = parseHtml(await response.text())
      const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null
      pages.push({
        path,
        h1Count: document.querySelectorAll('h1').length,
        title: document.title,
        description: content('meta[name="description"]'),
        keywords: content('meta[name="keywords"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        robots: content('meta[name="robots"]'),
        og: {
          title: content('meta[property="og:title"]'),
          description: content('meta[property="og:description"]'),
          url: content('meta[property="og:url"]'),
          image: content('meta[property="og:image"]'),
        },
        twitterCard: content('meta[name="twitter:card"]'),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => el.textContent ?? ''),
      })
    }
  })

  it('every route has exactly one h1', () => {
    expect(pages.filter((p) => p.h1Count !== 1).map((p) => `${p.path}: ${p.h1Count} h1`)).toEqual([])
  })

  it('titles and descriptions are present and unique across routes', () => {
    for (const p of pages) {
      expect(p.title.trim(), p.path).not.toBe('')
      expect(p.description?.trim(), p.path).toBeTruthy()
      expect(p.keywords?.trim(), p.path).toBeTruthy()
    }
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i)
    expect(duplicates(pages.map((p) => p.title))).toEqual([])
    expect(duplicates(pages.map((p) => p.description ?? ''))).toEqual([])
  })

  it('canonical links are absolute and point at the page itself', () => {
    for (const p of pages) {
      expect(p.canonical, p.path).toMatch(/^https?:\/\/[^/]+\//)
      expect(decodeURI(new URL(p.canonical!).pathname), p.path).toBe(p.path)
      expect(p.canonical, p.path).toBe(absoluteUrl(p.path))
    }
  })

  it('Open Graph and Twitter tags are complete, with an absolute share image', () => {
    for (const p of pages) {
      expect(p.og.title, p.path).toBe(p.title)
      expect(p.og.description, p.path).toBe(p.description)
      expect(p.og.url, p.path).toBe(p.canonical)
      expect(p.og.image, p.path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/)
      expect(p.twitterCard, p.path).toBe('summary_large_image')
    }
  })

  it('every JSON-LD block parses and has @context and @type; the business data is on every page', () => {
    for (const p of pages) {
      expect(p.jsonLd.length, p.path).toBeGreaterThan(0)
      const blocks = p.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
      for (const block of blocks) {
        expect(block['@context'], p.path).toBe('https://schema.org')
        expect(block['@type'], p.path).toBeTruthy()
      }
      expect(
        blocks.some((b) => b['@type'] === 'ProfessionalService'),
        p.path,
      ).toBe(true)
    }
  })

  it('noindex is set exactly on the terms of use, the privacy policy and the terms of sale', () => {
    const withNoindex = pages.filter((p) => /noindex/.test(p.robots ?? '')).map((p) => p.path)
    expect(withNoindex.sort()).toEqual([...noindexPaths].sort())
    // The route list agrees with the rendered pages.
    expect(
      staticPages
        .filter((p) => p.noindex)
        .map((p) => p.path)
        .sort(),
    ).toEqual([...noindexPaths].sort())
  })
})

describe('crawler files', () => {
  it('sitemap.xml lists exactly the indexable routes, with the canonical origin', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    const origin = new URL(absoluteUrl('/')).origin
    for (const loc of locs) expect(new URL(loc).origin).toBe(origin)
    const listed = locs.map((loc) => decodeURI(new URL(loc).pathname)).sort()
    expect(listed).toEqual([...indexablePaths].sort())
    for (const path of noindexPaths) expect(listed).not.toContain(path)
    expect(listed).toContain('/médiation')
  })

  it('robots.txt allows crawling and references the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/User-agent: \*/)
    expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  })
})
