// The content of every page as it arrives, before and without any script: what a crawler and a
// visitor whose JavaScript is off or late read. The pages' HTML, parsed; queries by role and name.
import { within } from '@testing-library/dom'
import { describe, expect, it } from 'vitest'
import { about } from '../app/content/about'
import { contactPage } from '../app/content/contact'
import { landingPaths, landings } from '../app/content/landings'
import { serviceDetailLabels, serviceNotFound, serviceSlugs, serviceTabs, services } from '../app/content/services'
import { snapshotPageCount } from '../app/data/reviews-snapshot'
import { staticPaths } from '../app/route-paths'
import { constants, siteConfig } from '../app/site.config'
import { frenchText } from '../../../scripts/french-typography.mjs'
import { get, parseHtml } from './build'

/** A served page: its status and, for queries by role, its <main> and whole body. */
async function page(path: string) {
  const response = await get(encodeURI(path))
  const document = parseHtml(await response.text())
  const main = document.querySelector('main') as unknown as HTMLElement
  return { status: response.status(), document, main: within(main), body: within(document.body as unknown as HTMLElement) }
}

/** The text of the spec as the page shows it (French typography). */
const typeset = (text: string) => frenchText(text) as RegExp
/** A text of the content as Testing Library compares it: its no-break spaces are spaces in the page's normalised text too. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim()
/** An accessible name or a text inside a longer one, whatever the spaces (no-break or not) between its words. */
const words = (text: string) =>
  new RegExp(
    text
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
  )

describe('the pages a visitor can reach', () => {
  it('every internal link, from the home page on, answers 200 with one non-empty h1 and real content', async () => {
    const queue = ['/']
    const seen = new Set(queue)
    const linkedFrom = new Map<string, string>()
    const problems: string[] = []
    while (queue.length > 0) {
      const path = queue.shift()!
      const from = linkedFrom.get(path) ?? 'start'
      const { status, document } = await page(path)
      if (status !== 200) {
        problems.push(`${path} (linked from ${from}): status ${status}`)
        continue
      }
      const h1 = document.querySelectorAll('h1')
      if (h1.length !== 1 || !h1[0]!.textContent?.trim()) problems.push(`${path}: no single, non-empty h1`)
      if (document.body.textContent?.includes(serviceNotFound.title)) problems.push(`${path} (linked from ${from}): '${serviceNotFound.title}'`)
      for (const anchor of document.querySelectorAll('a[href]')) {
        const url = new URL(anchor.getAttribute('href')!, 'http://site.test/')
        if (url.origin !== 'http://site.test') continue
        const target = decodeURI(url.pathname)
        if (seen.has(target)) continue
        seen.add(target)
        linkedFrom.set(target, path)
        queue.push(target)
      }
    }
    expect(problems).toEqual([])
    // Every prerendered page is reachable by links (header, footer, site map), /médiation included.
    expect(staticPaths.filter((path) => !seen.has(path))).toEqual([])
    expect(seen.has('/médiation')).toBe(true)
  })

  it('every call link dials the configured number (the mediator’s and the host’s pages name their own)', async () => {
    const others = new Set(['/médiation', '/mentions-legales'])
    const wrong: string[] = []
    for (const path of staticPaths.filter((path) => !others.has(path))) {
      const { document } = await page(path)
      for (const link of document.querySelectorAll('a[href^="tel:"]'))
        if (link.getAttribute('href') !== siteConfig.phone.href) wrong.push(`${path}: ${link.getAttribute('href')}`)
    }
    expect(wrong).toEqual([])
    for (const path of ['/contact', '/expertise-fissures'])
      expect((await page(path)).main.getAllByRole('link', { name: words(siteConfig.phone.display) }).length, path).toBeGreaterThan(0)
  })

  it('an unknown service slug answers 404 with « Service introuvable », its text, a way back, and noindex', async () => {
    const { status, document, main } = await page('/services/inconnu')
    expect(status).toBe(404)
    expect(main.getByRole('heading', { level: 1, name: serviceNotFound.title })).toBeTruthy()
    expect(main.getByText(typeset(serviceNotFound.text))).toBeTruthy()
    expect(main.getByRole('link', { name: serviceNotFound.backLabel }).getAttribute('href')).toBe('/services')
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/)
  })
})

describe('services', () => {
  it('/services: the three tabs in order, the first selected, and every tab’s services linked', async () => {
    const { main } = await page('/services')
    const tabs = main.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent?.trim())).toEqual(serviceTabs.map((tab) => tab.label))
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
    // Each panel opens with its tab's label as a heading (the one a browser without script shows): its services follow.
    for (const tab of serviceTabs) {
      const panel = main.getByRole('heading', { level: 3, name: tab.label }).parentElement!
      for (const slug of tab.slugs) expect(panel.querySelector(`a[href="/services/${slug}"]`), `${tab.label}: ${slug}`).not.toBeNull()
    }
  })

  it('/ and /services: the tabs’ script in the page (a tap switches them before any other script), each panel named by its tab’s key', async () => {
    for (const route of ['/', '/services']) {
      const { document, main } = await page(route)
      const inline = [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? '')
      expect(
        inline.filter((text) => text.includes('data-tabs-live')),
        route,
      ).toHaveLength(1)
      const keys = main.getAllByRole('tab').map((tab) => tab.getAttribute('data-key'))
      expect(
        [...document.querySelectorAll('main [data-tabs] [data-panel-key]')].map((panel) => panel.getAttribute('data-panel-key')),
        route,
      ).toEqual(keys)
    }
  })

  it.each([...serviceSlugs])('/services/%s: title, introduction, examples, advice and « Notre accompagnement »', async (slug) => {
    const service = services[slug]
    const { main } = await page(`/services/${slug}`)
    expect(main.getByRole('heading', { level: 1, name: service.title })).toBeTruthy()
    expect(main.getByText(plain(service.introduction[0]!))).toBeTruthy()
    expect(main.getByRole('heading', { name: serviceDetailLabels.examplesTitle })).toBeTruthy()
    expect(main.getByText(plain(service.examples[0]!))).toBeTruthy()
    expect(main.getByText(typeset(service.advice.text))).toBeTruthy()
    expect(main.getByRole('heading', { name: serviceDetailLabels.accompanimentTitle })).toBeTruthy()
    expect(main.getByText(plain(service.accompaniment[0]!))).toBeTruthy()
    if (service.hasImage && service.imageAlt) expect(main.getByRole('img', { name: words(service.imageAlt) })).toBeTruthy()
  })
})

describe('about and contact', () => {
  it('/a-propos: hero, mission, four values, eight intervention areas, then the quick-quote form', async () => {
    const { main } = await page('/a-propos')
    expect(main.getByRole('heading', { level: 1, name: typeset("Expert d'assuré indépendant pour particuliers") })).toBeTruthy()
    expect(main.getByRole('heading', { level: 2, name: about.mission.title })).toBeTruthy()
    expect(about.values.items).toHaveLength(4)
    for (const value of about.values.items) expect(main.getByRole('heading', { level: 3, name: value.title })).toBeTruthy()
    expect(about.areas.items).toHaveLength(8)
    for (const area of about.areas.items) expect(main.getByRole('heading', { level: 3, name: area.title })).toBeTruthy()
    expect(main.getByRole('heading', { level: 2, name: about.quoteSection.title })).toBeTruthy()
  })

  it('/contact: the form beside the details, opening hours and the three commitments; the required-fields notice once', async () => {
    const { main } = await page('/contact')
    expect(main.getByRole('heading', { level: 2, name: 'Demande de Renseignements' })).toBeTruthy()
    const aside = within(main.getByRole('complementary'))
    expect(aside.getByRole('link', { name: siteConfig.phone.display }).getAttribute('href')).toBe(siteConfig.phone.href)
    expect(aside.getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`)
    expect(aside.getByText(words(siteConfig.address.street))).toBeTruthy()
    for (const line of siteConfig.openingHours) expect(aside.getByText(plain(line.hours))).toBeTruthy()
    expect(aside.getByRole('heading', { name: contactPage.commitments.title })).toBeTruthy()
    for (const item of contactPage.commitments.items) expect(aside.getByText(typeset(item.title))).toBeTruthy()
    expect(main.getAllByText(/champs marqués d’un astérisque/)).toHaveLength(1)
  })
})

describe('reviews', () => {
  it('/avis-clients: the build’s first pages of reviews, the first shown, its count, the FAQ and the links, no loading state; the pages’ buttons and their script; the fixed 4.8/47 rating in the structured data', async () => {
    const { document, main } = await page('/avis-clients')
    const list = document.querySelector('[data-reviews-list]')!
    expect(list.getAttribute('data-reviews-list')).toBe('prerendered')
    const count = Number(list.querySelector('[data-testid="reviews-count"]')?.textContent)
    const held = Math.min(snapshotPageCount, Math.ceil(count / constants.reviewsPageSize))
    expect(held).toBeGreaterThan(1)
    // Every page the build holds, the first one shown, each with its own average.
    const grids = [...list.querySelectorAll('ul[data-reviews-page]')]
    expect(grids.map((grid) => [grid.getAttribute('data-reviews-page'), grid.hasAttribute('hidden')])).toEqual(
      Array.from({ length: held }, (_, i) => [String(i + 1), i > 0]),
    )
    expect(grids[0]!.querySelectorAll('article')).toHaveLength(constants.reviewsPageSize)
    expect(list.querySelectorAll('[data-reviews-page][data-average]')).toHaveLength(held)
    // Their buttons usable from the HTML (a page's script turns them), Précédent disabled on the first page.
    const nav = list.querySelector('nav')!
    expect(
      [...nav.querySelectorAll('button[data-page]')].filter((button) => Number(button.getAttribute('data-page')) <= held && button.hasAttribute('disabled')),
    ).toEqual([])
    expect(nav.querySelector('button[data-page-step="previous"]')!.hasAttribute('disabled')).toBe(true)
    expect(nav.querySelector('button[data-page-step="next"]')!.hasAttribute('disabled')).toBe(false)
    expect([...document.querySelectorAll('script:not([src])')].some((script) => script.textContent!.startsWith('(function reviewsPagesBehaviour('))).toBe(true)
    expect(main.queryByText(/Chargement des avis/)).toBeNull()
    expect(main.getByText(/Comment vérifiez-vous l’authenticité des avis/)).toBeTruthy()
    expect(document.querySelector('main a[href="/avis-clients/nouveau"]')).not.toBeNull()
    expect(document.querySelector('main a[href="/services"]')).not.toBeNull()
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
    )
    expect(jsonLd.find((entry) => entry.aggregateRating)?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 47 })
  })

  it('/avis-clients/nouveau: the whole form before any script, and its way back to the list', async () => {
    const { document } = await page('/avis-clients/nouveau')
    const form = document.querySelector('main form')!
    for (const name of ['nom', 'anonyme', 'email', 'type_projet', 'localisation', 'note', 'message', 'accepte_conditions', 'website']) {
      expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull()
    }
    expect(document.querySelector('main a[href="/avis-clients"]')).not.toBeNull()
  })
})

describe('landing pages', () => {
  it.each([...landingPaths])('%s: its hero, a call link dialling the company, a link to its form, and the form', async (path) => {
    const landing = landings[path]
    const { main, document } = await page(path)
    expect(main.getByRole('heading', { level: 1, name: landing.hero.title })).toBeTruthy()
    expect(main.getByRole('link', { name: new RegExp(landing.hero.phoneLabel) }).getAttribute('href')).toBe(siteConfig.phone.href)
    expect(main.getByRole('link', { name: landing.hero.scrollLabel }).getAttribute('href')).toBe('#formulaire')
    const form = document.querySelector('#formulaire') as unknown as HTMLElement
    expect(within(form).getByRole('heading', { level: 2, name: landing.form.title })).toBeTruthy()
    // The project type the landing presets (behaviour §2), or none, is what the form holds before any script.
    const selected = form.querySelector('select[name="project_type"] option[selected]')
    expect(selected?.getAttribute('value') ?? '').toBe(landing.form.preset?.contactValue ?? '')
  })
})

describe('cookie consent', () => {
  it.each(['/', '/contact', '/avis-clients', '/mentions-legales', '/services/fissures', '/404'])(
    '%s holds the banner (native « Refuser » and « Accepter », the policy link) and, in its head, the script that shows it or not before the first paint',
    async (route) => {
      const { document, body } = await page(route)
      const banner = within(body.getByRole('region', { name: 'Gestion des cookies' }))
      for (const [name, choice] of [
        ['Refuser', 'declined'],
        ['Accepter', 'accepted'],
      ] as const) {
        const button = banner.getByRole('button', { name })
        expect(button.tagName).toBe('BUTTON')
        expect(button.getAttribute('type')).toBe('button')
        expect(button.getAttribute('data-cookie-choice')).toBe(choice)
      }
      expect(banner.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/politique-confidentialite')
      expect(body.getByRole('button', { name: 'Gérer les cookies' }).hasAttribute('data-manage-cookies')).toBe(true)
      const headScripts = [...document.head.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? '')
      const consentScript = headScripts.findIndex((text) => text.includes('"key":"cookieConsent"'))
      expect(consentScript).toBeGreaterThanOrEqual(0)
      // Before the stylesheets, so nothing waits for them: the choice is on <html> before the body is parsed.
      const firstStylesheet = document.head.querySelector('link[rel="stylesheet"]')
      expect(firstStylesheet && [...document.head.children].indexOf(firstStylesheet)).toBeGreaterThan(
        [...document.head.children].indexOf(document.head.querySelectorAll('script:not([src])')[consentScript]!),
      )
    },
  )
})

describe('legal pages', () => {
  it('the terms of use leave their date to the visitor’s browser (not the build’s) and have 12 articles', async () => {
    const { document, main } = await page('/conditions-utilisation')
    expect(document.querySelector('[data-testid="last-updated"]')?.textContent ?? '').not.toMatch(/\d/)
    expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(12)
  })

  it('the privacy policy has 13 sections (the complaint to the CNIL among them) and the terms of sale 18 articles', async () => {
    const privacy = await page('/politique-confidentialite')
    expect(privacy.main.getAllByRole('heading', { level: 2 })).toHaveLength(13)
    expect(privacy.main.getAllByText(/CNIL/).length).toBeGreaterThan(0)
    const sale = await page('/conditions-vente')
    expect(sale.main.getAllByRole('heading', { level: 2, name: /^Article \d+ – / })).toHaveLength(18)
  })

  it('the mediation page gives the configured mediator’s identity and contact links', async () => {
    const { status, document, main } = await page('/médiation')
    expect(status).toBe(200)
    const { mediator } = siteConfig
    expect(main.getAllByText(words(mediator.name)).length).toBeGreaterThan(0)
    expect(main.getAllByText(words(mediator.address)).length).toBeGreaterThan(0)
    expect(document.querySelector(`main a[href="mailto:${mediator.email}"]`)).not.toBeNull()
    expect([...document.querySelectorAll('main a[href^="tel:"]')].some((link) => link.textContent?.includes(mediator.phone))).toBe(true)
    expect(document.querySelector(`main a[href="${mediator.website}"]`)).not.toBeNull()
    if (mediator.logo) expect(main.getByRole('img', { name: new RegExp(mediator.name) })).toBeTruthy()
  })

  it('the legal notice gives publisher, host, director and a link to the privacy policy', async () => {
    const { main } = await page('/mentions-legales')
    expect(main.getAllByText(words(siteConfig.host.name)).length).toBeGreaterThan(0)
    expect(main.getAllByText(words(siteConfig.director)).length).toBeGreaterThan(0)
    expect(main.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/politique-confidentialite')
  })
})
