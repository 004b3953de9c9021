// Content pages of issue 6 over the built site: a link crawler from the home page, the services
// tabs, service pages, landing pages (presets, scroll to the form, phone), legal pages and axe.
import type { Page } from '@playwright/test'
import { about } from '../app/content/about'
import { landingPaths, landings } from '../app/content/landings'
import { serviceDetailLabels, serviceNotFound, serviceSlugs, serviceTabs, services } from '../app/content/services'
import { staticPaths } from '../app/route-paths'
import { siteConfig } from '../app/site.config'
import { expect, test, waitForHydration } from './fixtures'
import { frenchText } from '../../../scripts/french-typography.mjs'

/** Every internal link target of the current page: decoded path, without query or fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => decodeURI(url.pathname))
}

test.describe('link crawler', () => {
  // Followed without JavaScript: every page is whole in its HTML (the links a visitor or a crawler
  // follows are there before any script), and the walk costs no hydration per page. That hydration
  // leaves no console error is checked on every route by routes.spec.ts.
  test('every internal link, from the home page on, answers 200 with real content, without JavaScript', async ({ browser }) => {
    test.setTimeout(240_000)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const queue = ['/']
    const seen = new Set(queue)
    const linkedFrom = new Map<string, string>()
    const problems: string[] = []
    while (queue.length > 0) {
      const path = queue.shift()!
      // The document is what is checked: its links and heading are there once it is parsed (without
      // scripts, Chromium also loads every lazy image eagerly; the walk need not wait for them).
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      const from = linkedFrom.get(path) ?? 'start'
      if (response?.status() !== 200) {
        problems.push(`${path} (linked from ${from}): status ${response?.status()}`)
        continue
      }
      const h1 = page.locator('h1')
      if ((await h1.count()) !== 1 || !(await h1.innerText()).trim()) problems.push(`${path}: no single, non-empty h1`)
      if (await page.getByText(serviceNotFound.title).count()) problems.push(`${path} (linked from ${from}): 'Service introuvable'`)
      for (const target of await internalLinks(page)) {
        if (seen.has(target)) continue
        seen.add(target)
        linkedFrom.set(target, path)
        queue.push(target)
      }
    }
    await context.close()
    expect(problems).toEqual([])
    // Every prerendered page is reachable by links (header, footer, site map), /médiation included.
    expect(staticPaths.filter((path) => !seen.has(path))).toEqual([])
    expect(seen.has('/médiation')).toBe(true)
  })

  test('a deliberately unknown service slug shows “Service introuvable”, answers 404 and is noindex', async ({ page, request }) => {
    expect((await request.get('/services/inconnu')).status()).toBe(404)
    const response = await page.goto('/services/inconnu')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: serviceNotFound.title })).toBeVisible()
    await expect(page.getByText(frenchText(serviceNotFound.text, { exact: false }))).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.getByRole('link', { name: serviceNotFound.backLabel }).click()
    await expect(page).toHaveURL(/\/services$/)
  })
})

test.describe('services', () => {
  test('three tabs, the first selected; arrow keys move the selection; cards link to each service page', async ({ page }) => {
    await page.goto('/services')
    await waitForHydration(page)
    const tabs = page.getByRole('tablist').getByRole('tab')
    await expect(tabs).toHaveText(serviceTabs.map((tab) => tab.label))
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')

    const expectPanelOf = async (index: number) => {
      const panel = page.getByRole('tabpanel')
      await expect(panel).toHaveCount(1)
      for (const slug of serviceTabs[index]!.slugs) {
        await expect(panel.locator(`a[href="/services/${slug}"]`).first()).toBeVisible()
      }
    }
    await expectPanelOf(0)

    // The tabs are a code-split island that hydrates after the page: retry until the keys are handled.
    await expect(async () => {
      await tabs.nth(0).focus()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
    }).toPass()
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false')
    await expectPanelOf(1)

    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await expectPanelOf(2)

    await page.keyboard.press('ArrowLeft')
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')

    // Tab leaves the tab list for the selected panel's content; the card link navigates.
    await page.keyboard.press('Home')
    const first = serviceTabs[0]!.slugs[0]!
    await page.locator(`[role="tabpanel"] a[href="/services/${first}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/services/${first}$`))
    await expect(page.getByRole('heading', { level: 1, name: services[first].title })).toBeVisible()
  })

  test('each service page shows its title, introduction, examples, advice and “Notre accompagnement”, before any script (JavaScript off)', async ({
    browser,
  }) => {
    // The prerendered page as it arrives: all of it is there without the page's code.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const slug of serviceSlugs) {
      const service = services[slug]
      await page.goto(`/services/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible()
      await expect(page.getByText(service.introduction[0]!)).toBeVisible()
      await expect(page.getByRole('heading', { name: serviceDetailLabels.examplesTitle })).toBeVisible()
      await expect(page.getByText(service.examples[0]!, { exact: true })).toBeVisible()
      await expect(page.getByText(frenchText(service.advice.text, { exact: false }))).toBeVisible()
      await expect(page.getByRole('heading', { name: serviceDetailLabels.accompanimentTitle })).toBeVisible()
      await expect(page.getByText(service.accompaniment[0]!, { exact: true })).toBeVisible()
      if (service.hasImage && service.imageAlt) await expect(page.getByRole('img', { name: service.imageAlt })).toBeVisible()
    }
    await context.close()
  })
})

test.describe('contact', () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`the required-fields notice is shown once (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/contact')
      if (javaScriptEnabled) await waitForHydration(page)
      await expect(page.getByRole('main').getByText(/champs marqués d’un astérisque/)).toHaveCount(1)
      await expect(page.getByRole('main').getByText('Les champs marqués d’un astérisque (*) sont obligatoires.', { exact: true })).toBeVisible()
      await context.close()
    })
  }
})

test.describe('about', () => {
  test('hero, mission, four values, eight intervention areas, then the quick-quote form', async ({ page }) => {
    await page.goto('/a-propos')
    await expect(page.getByRole('heading', { level: 1, name: frenchText("Expert d'assuré indépendant pour particuliers") })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: about.mission.title })).toBeVisible()
    for (const value of about.values.items) await expect(page.getByRole('heading', { level: 3, name: value.title })).toBeVisible()
    expect(about.values.items).toHaveLength(4)
    for (const area of about.areas.items) await expect(page.getByRole('heading', { level: 3, name: area.title })).toBeVisible()
    expect(about.areas.items).toHaveLength(8)
    await expect(page.getByRole('heading', { level: 2, name: about.quoteSection.title })).toBeVisible()
    await expect(page.getByRole('main').locator('form')).toHaveCount(1)
  })
})

test.describe('landing pages', () => {
  for (const path of landingPaths) {
    const landing = landings[path]
    test(`${path}: phone button dials the company, the scroll button brings the form into view`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1, name: landing.hero.title })).toBeVisible()
      const call = page.getByRole('link', { name: new RegExp(landing.hero.phoneLabel) })
      await expect(call).toHaveAttribute('href', siteConfig.phone.href)

      const form = page.locator('#formulaire')
      await expect(form).not.toBeInViewport()
      await page.getByRole('link', { name: landing.hero.scrollLabel }).click()
      await expect(page).toHaveURL(/#formulaire$/)
      await expect(form.getByRole('heading', { level: 2, name: landing.form.title })).toBeInViewport()
      // The fixed header does not cover the form's heading.
      const header = page.getByRole('banner')
      if (await header.count()) {
        const headerBox = await header.boundingBox()
        const headingBox = await form.getByRole('heading', { level: 2 }).boundingBox()
        expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1)
      }
    })
  }

  const presets = [
    { path: '/expertise-fissures', value: 'fissures', label: /Expertise fissures/ },
    { path: '/humidite', value: 'humidite', label: /Humidité/ },
  ] as const
  for (const preset of presets) {
    test(`${preset.path}: the form's project type is preset`, async ({ page }) => {
      expect(landings[preset.path].form.preset).toBeDefined()
      await page.goto(preset.path)
      await waitForHydration(page)
      const form = page.locator('#formulaire')
      await expect(form.locator('select[name="project_type"]')).toHaveValue(preset.value)
      await expect(form.getByRole('button', { name: preset.label })).toBeVisible()
    })
  }

  test('landings without a preset leave the project type empty', async ({ page }) => {
    await page.goto('/expertise-malfacons')
    await waitForHydration(page)
    await expect(page.locator('#formulaire select[name="project_type"]')).toHaveValue('')
  })
})

test.describe('legal pages', () => {
  test('the terms of use show the visitor’s date, not the build date, without a hydration error', async ({ page, request, consoleErrors }) => {
    const html = await (await request.get('/conditions-utilisation')).text()
    expect(html).not.toMatch(/data-testid="last-updated"[^>]*>\d/)

    await page.clock.setFixedTime(new Date('2031-03-14T10:00:00+01:00'))
    await page.goto('/conditions-utilisation')
    await waitForHydration(page)
    await expect(page.getByTestId('last-updated')).toHaveText('14 mars 2031')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12)
    expect(consoleErrors).toEqual([])
  })

  test('the privacy policy has 13 sections and the terms of sale 18 articles', async ({ page }) => {
    await page.goto('/politique-confidentialite')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(13)
    await expect(page.getByText(/CNIL/).first()).toBeVisible()
    await page.goto('/conditions-vente')
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^Article \d+ – / })).toHaveCount(18)
  })

  test('the mediation page gives the configured mediator’s identity and contact links', async ({ page }) => {
    const response = await page.goto('/médiation')
    expect(response?.status()).toBe(200)
    const { mediator } = siteConfig
    await expect(page.getByText(mediator.name).first()).toBeVisible()
    await expect(page.getByText(mediator.address).first()).toBeVisible()
    await expect(page.locator(`a[href="mailto:${mediator.email}"]`)).toBeVisible()
    await expect(page.locator('a[href^="tel:"]').filter({ hasText: mediator.phone })).toBeVisible()
    await expect(page.locator(`a[href="${mediator.website}"]`).first()).toBeVisible()
    if (mediator.logo) await expect(page.getByRole('img', { name: new RegExp(mediator.name) })).toBeVisible()
  })

  test('the legal notice gives publisher, host, director and a link to the privacy policy', async ({ page }) => {
    await page.goto('/mentions-legales')
    await expect(page.getByText(siteConfig.host.name).first()).toBeVisible()
    await expect(page.getByText(siteConfig.director).first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
  })
})
