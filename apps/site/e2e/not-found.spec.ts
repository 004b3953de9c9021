// The two not-found pages (behaviour §2/§8) once their script runs: unchanged by hydration (no node
// replaced, no layout shift) at every shape of unknown path the router must also find unknown, the
// missing path logged once, and the same page when the router reaches an unknown path without
// reloading. (What the host answers, before any script: checks/not-found.test.ts.)
import type { Page } from '@playwright/test'
import { serviceNotFound } from '../app/content/services'
import { notFoundPage } from '../app/content/site-map'
import { siteConfig } from '../app/site.config'
import { expect, paintWithFont, test, waitForHydration } from './fixtures'
import { frenchText } from '../../../scripts/french-typography.mjs'

/** The header's navigation (behaviour §2). */
const navigation = ['Accueil', 'Nos Services', 'Avis Clients', 'A Propos', 'Contact']

const generic = {
  heading: notFoundPage.text,
  title: notFoundPage.meta.title,
  text: frenchText(notFoundPage.explanation),
  way: { name: notFoundPage.homeLink.label, href: '/', lands: frenchText("Expert d'assuré indépendant") },
}
const service = {
  heading: serviceNotFound.title,
  title: serviceNotFound.meta.title,
  text: frenchText(serviceNotFound.text),
  way: { name: serviceNotFound.backLabel, href: '/services', lands: 'Nos expertises' },
}

const cases = [
  { path: '/nope', page: generic },
  { path: '/avis-clients/nouveau/suite', page: generic },
  // Routes match case-sensitively, as the host's files: /Contact is not the contact page.
  { path: '/Contact', page: generic },
  { path: '/services/inconnu', page: service },
  { path: '/services/inconnu/suite', page: service },
  { path: '/services/Fissures', page: service },
] as const

type Expected = (typeof cases)[number]['page']

/** What a not-found page shows, JavaScript or not: the shell around the spec's texts, noindex, no canonical. */
async function expectWholePage(page: Page, expected: Expected) {
  const header = page.getByRole('banner')
  for (const name of navigation) await expect(header.getByRole('link', { name, exact: true }).first()).toBeAttached()
  // By role: the menu drawer's own phone link is in the closed dialog, outside the accessibility tree.
  await expect(header.getByRole('link').and(page.locator(`[href="${siteConfig.phone.href}"]`))).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(expected.heading)
  if (expected.text) await expect(page.getByRole('main').getByText(expected.text, { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: expected.way.name })).toHaveAttribute('href', expected.way.href)
  await expect(page).toHaveTitle(expected.title)
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
  await expect(page.locator('main')).toHaveCount(1)
}

test.describe('not-found pages with JavaScript', () => {
  for (const { path, page: expected } of cases) {
    test(`${path}: hydrates what was prerendered — no node replaced, no shift — and logs the path once`, async ({ page, consoleErrors, expectConsole }) => {
      // The 404 document and the logged path.
      expectConsole(/^(Failed to load resource: .*404|404 Error: User attempted to access non-existent route: )/)
      await page.addInitScript(() => {
        // Every change hydration makes to the page's landmarks, and every layout shift.
        const record = { mutations: [] as string[], shift: 0 }
        ;(window as unknown as { notFoundRecord: typeof record }).notFoundRecord = record
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        document.addEventListener('DOMContentLoaded', () => {
          for (const landmark of document.querySelectorAll('header, main, footer'))
            new MutationObserver((changes) => {
              for (const change of changes)
                record.mutations.push(
                  `${change.type} in ${landmark.tagName}: ${(change.target as Element).outerHTML?.slice(0, 80) ?? change.target.textContent}`,
                )
            }).observe(landmark, { childList: true, characterData: true, subtree: true })
        })
      })
      // The web font there at the first paint, as the preload gives it: a late swap (under load) moved
      // a line by a hair, whatever the page; any shift left is the page's own.
      await paintWithFont(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await expectWholePage(page, expected)
      const record = await page.evaluate(() => (window as unknown as { notFoundRecord: { mutations: string[]; shift: number } }).notFoundRecord)
      expect(record.mutations).toEqual([])
      expect(record.shift).toBe(0)
      // The missing path, once, and nothing else (the document's own 404 is the browser's line).
      const logged = consoleErrors.map((error) => error.text).filter((text) => !text.startsWith('Failed to load resource'))
      expect(logged).toEqual([`404 Error: User attempted to access non-existent route: ${path}`])
    })
  }

  test('a client-side navigation to an unknown path shows the same page as the host’s, without reloading', async ({
    page,
    request,
    consoleErrors,
    expectConsole,
  }) => {
    expectConsole(/^(Failed to load resource: .*404|404 Error: User attempted to access non-existent route: )/)
    for (const { path, file } of [
      { path: '/nulle-part', file: '/nope' },
      { path: '/services/inconnu', file: '/services/autre' },
    ]) {
      await page.goto('/')
      await waitForHydration(page)
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      // The router's own navigation (what a <Link> to that path does).
      await page.evaluate(
        (to) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(to),
        path,
      )
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      const expected = path.startsWith('/services/') ? service : generic
      await expectWholePage(page, expected)
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
      // The same text as the page the host answers for an unknown path.
      const prerendered = await page.context().newPage()
      await prerendered.goto(file)
      await waitForHydration(prerendered)
      expect(await page.getByRole('main').innerText()).toBe(await prerendered.getByRole('main').innerText())
      await prerendered.close()
      expect((await request.get(file)).status()).toBe(404)
    }
    expect(consoleErrors.map((error) => error.text)).toContain('404 Error: User attempted to access non-existent route: /nulle-part')
  })
})
