// The two not-found pages (behaviour §2/§8) as the host answers a lost visitor, before and without
// any script: status 404, the site's shell around the spec's texts, a way out, the title, noindex and
// no canonical link. (Their hydration and the router's own not-found page: e2e/not-found.spec.ts.)
import { within } from '@testing-library/dom'
import { describe, expect, it } from 'vitest'
import { serviceNotFound } from '../app/content/services'
import { notFoundPage } from '../app/content/site-map'
import { siteConfig } from '../app/site.config'
import { frenchText } from '../../../scripts/french-typography.mjs'
import { get, parseHtml } from './build'

/** The header's navigation (behaviour §2). */
const navigation = ['Accueil', 'Nos Services', 'Avis Clients', 'A Propos', 'Contact']

const generic = {
  heading: notFoundPage.text,
  title: notFoundPage.meta.title,
  text: frenchText(notFoundPage.explanation) as RegExp,
  way: { name: notFoundPage.homeLink.label, href: '/' },
}
const service = {
  heading: serviceNotFound.title,
  title: serviceNotFound.meta.title,
  text: frenchText(serviceNotFound.text) as RegExp,
  way: { name: serviceNotFound.backLabel, href: '/services' },
}

const cases = [
  { path: '/nope', page: generic },
  { path: '/avis-clients/nouveau/suite', page: generic },
  // Paths are case-sensitive, as the host's files: /Contact is not the contact page.
  { path: '/Contact', page: generic },
  { path: '/services/inconnu', page: service },
  { path: '/services/inconnu/suite', page: service },
  { path: '/services/Fissures', page: service },
] as const

describe('not-found pages as the host answers them', () => {
  it.each(cases)('$path: 404 with the whole page and its way out', async ({ path, page: expected }) => {
    const response = await get(encodeURI(path))
    expect(response.status()).toBe(404)
    const document = parseHtml(await response.text())
    const body = within(document.body as unknown as HTMLElement)
    const header = within(body.getByRole('banner'))
    for (const name of navigation) expect(header.getAllByRole('link', { name }).length).toBeGreaterThan(0)
    expect(document.querySelector(`header a[href="${siteConfig.phone.href}"]`)).not.toBeNull()
    expect(body.getByRole('contentinfo')).toBeTruthy()
    expect(document.querySelectorAll('main')).toHaveLength(1)
    const main = within(body.getByRole('main'))
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(expected.heading)
    expect(main.getByText(expected.text)).toBeTruthy()
    expect(main.getByRole('link', { name: expected.way.name }).getAttribute('href')).toBe(expected.way.href)
    expect(document.title).toBe(expected.title)
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/)
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it.each(['/mediation', '/mediation/'])(
    '%s, an accented address typed without its accents, leads to its page (301), not to a not-found page',
    async (path) => {
      const response = await get(path)
      expect(response.status()).toBe(301)
      const location = response.headers().location!
      expect(decodeURI(location)).toBe('/médiation')
      expect((await get(location)).status()).toBe(200)
    },
  )

  it('the English text of the spec is marked as English for screen readers', async () => {
    const document = parseHtml(await (await get('/nope')).text())
    expect(document.querySelector('h1 [lang="en"]')?.textContent).toBe(notFoundPage.text)
  })
})
