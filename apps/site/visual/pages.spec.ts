// Page baselines: one page of each template (and of each layout a template has: a service with and
// without its illustration, a landing with steps and a highlight and one without), both not-found
// pages, full page, at the width of the project (phone 390 × 844, desktop 1440 × 900), compared pixel
// for pixel with the committed PNGs (the pages: e2e/page-templates.ts). Every page's own layout (nothing
// cut, no sideways scroll) is audited by e2e/routes.spec.ts, at two phone widths on every route and
// at two desktop widths on these pages: what the shots add is the look.
// What could move between two runs is pinned: the clock (the terms of use show today's date), the
// reviews (the fresh stack's seed, nothing else on this server), the cookie choice (stored, so the
// banner stays closed; one shot with it open), motion (reduced + animations disabled), the web font
// (loaded before the shot) and the lazy parts (scrolled into view, loaded, then back to the top).
import type { Page } from '@playwright/test'
import { staticPaths } from '../app/route-paths'
import { expect, test, waitForHydration } from '../e2e/fixtures'
import { templatePaths, templatesWithoutPage } from '../e2e/page-templates'

/** The date every page believes it is (the terms of use print it). A fixed instant, Paris time. */
const fixedNow = new Date('2026-11-24T10:00:00+01:00')

/** A refusal made the day before: valid, and loads no measurement script. */
const storedRefusal = JSON.stringify({ value: 'declined', date: '2026-11-23T09:00:00.000Z' })

/** The not-found pages as a lost visitor gets them: the host answers the nearest 404.html. */
const notFound = [
  { path: '/page-inconnue', name: 'not-found' },
  { path: '/services/inconnu', name: 'services-not-found' },
] as const

/** File-safe, ASCII name of a page's baseline: '/' → 'home', '/services/fissures' → 'services-fissures', '/médiation' → 'mediation'. */
export function shotName(path: string): string {
  if (path === '/') return 'home'
  return path
    .slice(1)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
}

test('every template of the route table has a page shot', () => {
  expect(templatesWithoutPage()).toEqual([])
  expect(templatePaths.filter((path) => !staticPaths.includes(path))).toEqual([])
})

const pages = [...templatePaths.map((path) => ({ path, name: shotName(path), status: 200 })), ...notFound.map((page) => ({ ...page, status: 404 }))]

/** A full-page capture of a long page takes seconds on a loaded 2-core machine; the default 15 s is not enough for two. */
const shotTimeout = 60_000

/** Waits for two frames: what a state change needs to reach the screen. */
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Brings the page to the state a visitor sees once everything has arrived: scrolls it through (the
 * testimonials and lazy images load near the viewport), waits for every loading part to settle and
 * every image to decode, then returns to the top with the header back to its resting state.
 */
async function settle(page: Page) {
  await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
    await frames(page)
  }
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await frames(page)
  await expect(page.locator('[data-testimonials="loading"], [data-reviews-list="loading"], [aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('[data-testimonials="error"], [data-reviews-list="error"]'), 'the reviews could not be loaded').toHaveCount(0)
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))))
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect(page.locator('header[data-scrolled]')).toHaveCount(0)
  await frames(page)
}

/** Compares the page with its baseline; the name is recorded for the reporter, which tells baselines no test takes any more. */
async function shot(page: Page, name: string, { fullPage }: { fullPage: boolean }) {
  test.info().annotations.push({ type: 'visual-shot', description: name })
  await expect(page).toHaveScreenshot(name, { fullPage, timeout: shotTimeout })
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(fixedNow)
})

for (const { path, name, status } of pages) {
  test(`${path}`, async ({ page, expectConsole }) => {
    // A page that logged an error (a failed fetch, a hydration mismatch) is not a baseline to keep
    // (the automatic console fixture); a not-found page owes its 404 line and the logged path.
    if (status === 404) expectConsole(/^(Failed to load resource: .*404|404 Error: User attempted to access non-existent route: )/)
    await page.addInitScript((choice) => localStorage.setItem('cookieConsent', choice), storedRefusal)
    const response = await page.goto(path)
    expect(response?.status()).toBe(status)
    await settle(page)
    await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toHaveCount(0)
    await shot(page, `${name}.png`, { fullPage: true })
  })
}

// The banner is fixed to the viewport: what a first visit shows is the first screen with the banner
// over it (the rest of the page is the home page's own baseline).
test('/ with the cookie banner open (first visit)', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await settle(page)
  await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible()
  await frames(page)
  await shot(page, 'home-cookie-banner.png', { fullPage: false })
})
