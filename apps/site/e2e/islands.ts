// A visitor who moves around a page before its interactive parts are live: the islands' code
// (forms, services tabs, reviews list, testimonials) is held back, so the page's own root is hydrated
// and every island is still prerendered HTML — the state in which a hash change used to empty a form
// for good. Shared by the every-route sweep (routes.spec.ts, all routes) and the before-hydration
// drills (the pages with a form: typed, then sent).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { islandChunkUrl } from '../chunk-groups'
import { expect, followSkipLink, tabInto } from './fixtures'

/** Holds every island's code until the returned function is called. */
export async function holdIslands(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(islandChunkUrl, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * What the visitor can use in the page's content, whatever the markup around it: every form and
 * its number of controls, the tabs, the reviews list; and each island's host and its controls.
 */
export const pageShape = (page: Page) =>
  page.locator('main').evaluate((main) => ({
    forms: [...main.querySelectorAll('form')].map((form) => ({ id: form.id, controls: form.elements.length })),
    tabs: main.querySelectorAll('[role="tab"]').length,
    reviewsList: main.querySelectorAll('[data-reviews-list]').length,
    islands: [...main.querySelectorAll('[data-island]')].map((host) => ({
      island: host.getAttribute('data-island'),
      controls: host.querySelectorAll('input, textarea, select, button, [role="tab"], a[href]').length,
    })),
  }))

export type PageShape = Awaited<ReturnType<typeof pageShape>>

export const formField = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

/**
 * From the top, as a keyboard user, before any island is live: Tab reaches the skip link, Enter
 * follows it; every in-page link the page shows is followed, then the visitor goes back through
 * those entries. Every form, tab and island must still be there, whole, and still waiting for its
 * code. Returns the page's shape (as before the moves).
 */
export async function moveAroundBeforeLive(page: Page): Promise<PageShape> {
  const before = await pageShape(page)
  await followSkipLink(page)
  await expect(page).toHaveURL(/#contenu$/)
  const hashes = await page.locator('main a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  for (const hash of hashes) {
    await page.locator(`main a[href="${hash}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${hash}$`))
  }
  for (let back = 0; back < hashes.length; back++) await page.goBack()
  await expect(page).toHaveURL(/#contenu$/)
  expect(await pageShape(page)).toEqual(before)
  await expect(page.locator('[data-island-live]')).toHaveCount(0)
  return before
}

export type FormKind = 'quick' | 'contact' | 'review'

/**
 * Tabs on into the page's form and types a name before its code arrives; releases the islands' code
 * (on every page); the name is still there once the form is live. Returns the form and its kind, or
 * null without a form.
 */
export async function typeBeforeLive(page: Page, release: () => void, name: string) {
  const forms = page.locator('[data-form-island]')
  if ((await forms.count()) === 0) {
    release()
    return null
  }
  const kind = (await forms.first().getAttribute('data-form-island')) as FormKind
  const form = forms.first().locator('form')
  await tabInto(page, form)
  const first = formField(form, kind === 'review' ? 'Votre nom' : 'Nom complet')
  await expect(first).toBeFocused()
  // A keyboard user sees where they are, though the form's code is not live yet.
  expect(await first.evaluate((field) => getComputedStyle(field).outlineStyle), 'a focus ring on the field').toBe('solid')
  await page.keyboard.type(name)
  release()
  await expect(forms.first()).toHaveAttribute('data-hydrated', 'true')
  await expect(first).toHaveValue(name)
  return { form, kind }
}

/** The islands that load at once work once live: a services tab is chosen, the reviews list is read. */
export async function expectLiveIslandsWork(page: Page, shape: PageShape) {
  if (shape.islands.some(({ island }) => island === 'services')) {
    const tab = page.getByRole('tab').nth(1)
    await expect(page.locator('[data-island="services"]')).toHaveAttribute('data-island-live', '')
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    // A card's link prefetches the service's page on intent (React Router's links, in the island).
    const card = page.locator('[data-island="services"] [role="tabpanel"] a[href^="/services/"]').first()
    await card.hover()
    await card.focus()
  }
  if (shape.islands.some(({ island }) => island === 'reviews-list')) {
    await expect(page.locator('[data-reviews-list]')).toHaveAttribute('data-reviews-list', 'loaded')
  }
}

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')

/**
 * What a visitor can do on the prerendered page at `route` before its islands are live, read from the
 * build the tests serve: its form island's kind (null without one), the in-page links of its content
 * and the kinds of its islands. Two pages with the same shape are the same case for the drills.
 */
export function prerenderedShape(route: string): { form: FormKind | null; key: string } {
  const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8')
  let html: string
  try {
    html = read(path.join(decodeURI(route), 'index.html'))
  } catch (error) {
    // No build at all is a set-up error, not a page without a form.
    read('index.html')
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { form: null, key: '' }
    throw error
  }
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  const form = (/data-form-island="([a-z]+)"/.exec(main)?.[1] ?? null) as FormKind | null
  const hashes = [...new Set([...main.matchAll(/href="(#[^"]*)"/g)].map((match) => match[1]))].sort()
  const islands = [...new Set([...main.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]))].sort()
  return { form, key: JSON.stringify({ form, hashes, islands }) }
}
