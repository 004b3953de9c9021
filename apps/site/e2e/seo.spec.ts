// SEO of every prerendered route, read from the HTML as a crawler gets it (no JavaScript):
// one h1, unique title and description, absolute canonical, parseable JSON-LD, noindex exactly on
// the three contractual texts; sitemap.xml and robots.txt generated from the same route list.
import { absoluteUrl } from '../app/lib/meta'
import { indexablePaths, staticPages, staticPaths } from '../app/route-paths'
import { expect, test } from './fixtures'

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

test.describe('metadata of every route', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const pages: PageSeo[] = []

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of staticPaths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      pages.push(
        await page.evaluate((path) => {
          const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null
          return {
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
          }
        }, path),
      )
    }
    await context.close()
  })

  test('every route has exactly one h1', () => {
    expect(pages.filter((p) => p.h1Count !== 1).map((p) => `${p.path}: ${p.h1Count} h1`)).toEqual([])
  })

  test('titles and descriptions are present and unique across routes', () => {
    for (const p of pages) {
      expect(p.title.trim(), p.path).not.toBe('')
      expect(p.description?.trim(), p.path).toBeTruthy()
      expect(p.keywords?.trim(), p.path).toBeTruthy()
    }
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i)
    expect(duplicates(pages.map((p) => p.title))).toEqual([])
    expect(duplicates(pages.map((p) => p.description ?? ''))).toEqual([])
  })

  test('canonical links are absolute and point at the page itself', () => {
    for (const p of pages) {
      expect(p.canonical, p.path).toMatch(/^https?:\/\/[^/]+\//)
      expect(decodeURI(new URL(p.canonical!).pathname), p.path).toBe(p.path)
      expect(p.canonical, p.path).toBe(absoluteUrl(p.path))
    }
  })

  test('Open Graph and Twitter tags are complete, with an absolute share image', () => {
    for (const p of pages) {
      expect(p.og.title, p.path).toBe(p.title)
      expect(p.og.description, p.path).toBe(p.description)
      expect(p.og.url, p.path).toBe(p.canonical)
      expect(p.og.image, p.path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/)
      expect(p.twitterCard, p.path).toBe('summary_large_image')
    }
  })

  test('every JSON-LD block parses and has @context and @type; the business data is on every page', () => {
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

  test('noindex is set exactly on the terms of use, the privacy policy and the terms of sale', () => {
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

test.describe('crawler files', () => {
  test('sitemap.xml lists exactly the indexable routes, with the canonical origin', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
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

  test('robots.txt allows crawling and references the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/User-agent: \*/)
    expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  })
})
