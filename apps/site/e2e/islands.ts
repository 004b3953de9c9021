// A visitor who moves around a page before its interactive parts are live: the islands' code
// (forms, services tabs, reviews list, testimonials) is held back, so the page's own root is hydrated
// and every island is still prerendered HTML — the state in which a hash change used to empty a form
// for good. Used by the every-route sweep (routes.spec.ts): every route gets these moves, and on one
// page of each shape of page with a form the form typed into early is then sent.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { localKeys } from '@expert/local-stack'
import { islandChunkUrl } from '../chunk-groups'
import { expect, followSkipLink, tabInto, tick } from './fixtures'
import { emailsFrom, STACK } from './local-stack'

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

const { serviceKey } = localKeys()

async function choose(form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label }).selectOption({ label: option })
}

async function reviewsBy(request: APIRequestContext, name: string) {
  const response = await request.get(`${STACK}/rest/v1/avis?select=nom,message,note&nom=eq.${encodeURIComponent(name)}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { nom: string; message: string; note: number }[]
}

/**
 * The rest of a form typed into before it was live (typeBeforeLive), filled once it is live, then
 * sent: the request reaches the outbox (or the database, for a review) with the name typed early.
 */
export async function completeAndSend(request: APIRequestContext, { kind, form }: { kind: FormKind; form: Locator }, name: string) {
  const send = form.getByRole('button', { name: /Envoyer/ })
  const terms = form.getByRole('checkbox', { name: /conditions d’utilisation/ })
  if (kind === 'review') {
    await choose(form, 'Type de projet', 'Réception de chantier')
    // Rated 3: kept out of the home's testimonials, which other journeys read.
    await form.getByRole('radio', { name: '3 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    const message = `Avis envoyé après le lien d’évitement : suivi sérieux du chantier. ${name}`
    await formField(form, 'Votre avis').fill(message)
    await tick(terms)
    await send.click()
    await expect.poll(async () => (await reviewsBy(request, name)).length).toBe(1)
    expect((await reviewsBy(request, name))[0]).toMatchObject({ nom: name, message, note: 3 })
    return
  }
  // The mail forms: the quick form's fields, and the contact form's address and project type.
  const phone = kind === 'quick' ? '06 12 34 56 78' : '04 11 22 33 44'
  await formField(form, 'Adresse email').fill('visiteur@example.fr')
  await formField(form, 'Téléphone').fill(phone)
  if (kind === 'contact') {
    await formField(form, 'Adresse du bien').fill('12 rue des Lilas, 69003 Lyon')
    await choose(form, 'Type de projet', 'Bilan avant vente')
  }
  await formField(form, 'Votre message').fill(kind === 'quick' ? 'Des fissures sont apparues sur la façade.' : 'Un bilan avant la vente de notre maison.')
  await tick(terms)
  await send.click()
  await expect.poll(async () => (await emailsFrom(request, name)).length).toBe(1)
  const [email] = await emailsFrom(request, name)
  expect(email!.template_params).toMatchObject({
    name,
    email: 'visiteur@example.fr',
    ...(kind === 'quick' ? { phone } : { address: '12 rue des Lilas, 69003 Lyon' }),
  })
}

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')

/**
 * What a visitor can do on the prerendered page at `route` before its islands are live, read from the
 * build the tests serve: its form island's kind (null without one), the in-page links of its content
 * and the kinds of its islands. Two pages with the same shape are the same case for a form sent early.
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

/**
 * One page for each shape of page with a form found in the build the tests serve (its form's kind,
 * the in-page links a visitor can follow before it is live, the other islands around it), not
 * hand-picked: pages of one shape differ only in their copy.
 */
export function formShapePaths(paths: readonly string[]): string[] {
  const shapes = new Map<string, string>()
  for (const path of paths) {
    const { form, key } = prerenderedShape(path)
    if (form && !shapes.has(key)) shapes.set(key, path)
  }
  const found = [...shapes.values()]
  const kinds = new Set(found.map((path) => prerenderedShape(path).form))
  if (kinds.size < 3) throw new Error(`forms of kinds ${[...kinds].join(', ')} found in the build: is it the site's?`)
  return found
}
