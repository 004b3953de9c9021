// Visitors who move around a page before its interactive parts are live, on every prerendered
// route, at desktop and phone width — generated from the route list, not hand-picked.
//
// The islands' code (forms, services tabs, reviews list, testimonials) is held back, so the page's own root is
// hydrated and every island is still prerendered HTML: the state in which a hash change used to
// empty a form for good. Then the visitor acts as a keyboard user does, from the top: Tab to the
// skip link, Enter; follows every in-page link of the page (the landings' 'Être rappelé
// gratuitement'); goes back through that history. Every island must still be whole. Then, on a page
// with a form, the visitor Tabs into it and types their name before its code has arrived; the code
// arrives; the rest is filled and sent: the request reaches the outbox (or the database, for a
// review) with what was typed. The tabs and the reviews list must work once live.
//
// A 'drills' file: it runs after the other suites, so its e-mails never meet their outbox clearing.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { localKeys } from '@expert/local-stack'
import { notFoundPages, staticPaths } from '../app/route-paths'
import { expect, followSkipLink, tabInto, test, waitForHydration } from './fixtures'

const STACK = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
const { serviceKey } = localKeys()

/** Every island chunk of the build. */
const ISLAND_CHUNKS = /\/assets\/(QuickQuoteFormIsland|ContactFormIsland|ReviewFormIsland|ServicesTabsIsland|ReviewsList|Testimonials)-[^/]*\.js$/

/** Holds every island's code until the returned function is called. */
async function holdIslands(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(ISLAND_CHUNKS, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * What the visitor can use in the page's content, whatever the markup around it: every form and
 * its number of controls, the tabs, the reviews list; and each island's host and its controls.
 */
const pageShape = (page: Page) =>
  page.locator('main').evaluate((main) => ({
    forms: [...main.querySelectorAll('form')].map((form) => ({ id: form.id, controls: form.elements.length })),
    tabs: main.querySelectorAll('[role="tab"]').length,
    reviewsList: main.querySelectorAll('[data-reviews-list]').length,
    islands: [...main.querySelectorAll('[data-island]')].map((host) => ({
      island: host.getAttribute('data-island'),
      controls: host.querySelectorAll('input, textarea, select, button, [role="tab"], a[href]').length,
    })),
  }))

const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

async function tick(checkbox: Locator) {
  await checkbox.focus()
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked()
}

async function choose(page: Page, form: Locator, label: RegExp, option: string) {
  await form.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

type Outbox = { messages: { template_params: Record<string, string> }[] }
async function emailsTo(request: APIRequestContext, name: string) {
  const response = await request.get(`${STACK}/__outbox`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Outbox).messages.filter((message) => message.template_params.name === name)
}

async function reviewsBy(request: APIRequestContext, name: string) {
  const response = await request.get(`${STACK}/rest/v1/avis?select=nom,message,note&nom=eq.${encodeURIComponent(name)}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { nom: string; message: string; note: number }[]
}

/** The rest of the form, once it is live, and the send; returns how to find the request. */
async function completeAndSend(page: Page, request: APIRequestContext, kind: string, form: Locator, name: string) {
  const send = form.getByRole('button', { name: /Envoyer/ })
  if (kind === 'quick') {
    await field(form, 'Adresse email').fill('visiteur@example.fr')
    await field(form, 'Téléphone').fill('06 12 34 56 78')
    await field(form, 'Votre message').fill('Des fissures sont apparues sur la façade.')
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await send.click()
    await expect.poll(async () => (await emailsTo(request, name)).length).toBe(1)
    const [email] = await emailsTo(request, name)
    expect(email!.template_params).toMatchObject({ name, email: 'visiteur@example.fr', phone: '06 12 34 56 78' })
  } else if (kind === 'contact') {
    await field(form, 'Adresse email').fill('visiteur@example.fr')
    await field(form, 'Téléphone').fill('04 11 22 33 44')
    await field(form, 'Adresse du bien').fill('12 rue des Lilas, 69003 Lyon')
    await choose(page, form, /Type de projet/, 'Bilan avant vente')
    await field(form, 'Votre message').fill('Un bilan avant la vente de notre maison.')
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await send.click()
    await expect.poll(async () => (await emailsTo(request, name)).length).toBe(1)
    const [email] = await emailsTo(request, name)
    expect(email!.template_params).toMatchObject({ name, email: 'visiteur@example.fr', address: '12 rue des Lilas, 69003 Lyon' })
  } else {
    await choose(page, form, /Type de projet/, 'Réception de chantier')
    // Rated 3: kept out of the home's testimonials, which other journeys read.
    await form.getByRole('radio', { name: '3 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    const message = `Avis envoyé après le lien d’évitement : suivi sérieux du chantier. ${name}`
    await field(form, 'Votre avis').fill(message)
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await send.click()
    await expect.poll(async () => (await reviewsBy(request, name)).length).toBe(1)
    expect((await reviewsBy(request, name))[0]).toMatchObject({ nom: name, message, note: 3 })
  }
}

// Every prerendered page, and each not-found page where a visitor meets it: at an unknown URL of its
// scope (the host refuses /404 itself, as it refuses every spelling of its own files).
const notFoundPaths = new Set(notFoundPages.map((page) => `${page.scope}page-inconnue`))
const drilledPaths = [...staticPaths, ...notFoundPaths]

for (const width of ['desktop', 'phone'] as const) {
  const tag = width === 'phone' ? ' @phone' : ''
  for (const path of drilledPaths) {
    test(`${path}: skip link, in-page links and history before the islands are live leave every island whole and working${tag}`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const release = await holdIslands(page)
      await page.goto(path)
      await waitForHydration(page)
      const before = await pageShape(page)

      // From the top, as a keyboard user: Tab reaches the skip link, Enter follows it.
      await followSkipLink(page)
      await expect(page).toHaveURL(/#contenu$/)

      // Every in-page link the page shows, followed; then back through those entries.
      const inPage = page.locator('main a[href^="#"]')
      const hashes = await inPage.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      for (const hash of hashes) {
        await page.locator(`main a[href="${hash}"]`).first().click()
        await expect(page).toHaveURL(new RegExp(`${hash}$`))
      }
      for (let back = 0; back < hashes.length; back++) await page.goBack()
      await expect(page).toHaveURL(/#contenu$/)

      // Every form, tab and island is still there, whole, and still waiting for its code.
      expect(await pageShape(page)).toEqual(before)
      await expect(page.locator('[data-island-live]')).toHaveCount(0)

      const forms = page.locator('[data-form-island]')
      const kind = (await forms.count()) > 0 ? await forms.first().getAttribute('data-form-island') : null
      if (kind) {
        // Tab on into the form and type a name before its code arrives.
        const form = forms.first().locator('form')
        await tabInto(page, form)
        const name = `Visiteur ${width} ${path} ${test.info().repeatEachIndex}-${Date.now()}`
        const first = field(form, kind === 'review' ? 'Votre nom' : 'Nom complet')
        await expect(first).toBeFocused()
        await page.keyboard.type(name)
        release()
        await expect(forms.first()).toHaveAttribute('data-hydrated', 'true')
        await expect(first).toHaveValue(name)
        await completeAndSend(page, request, kind, form, name)
      } else {
        release()
      }

      // The other islands work once live.
      if (before.islands.some(({ island }) => island === 'services')) {
        const tab = page.getByRole('tab').nth(1)
        await expect(page.locator('[data-island="services"]')).toHaveAttribute('data-island-live', '')
        await tab.click()
        await expect(tab).toHaveAttribute('aria-selected', 'true')
        // A card's link prefetches the service's page on intent (React Router's links, in the island).
        const card = page.locator('[data-island="services"] [role="tabpanel"] a[href^="/services/"]').first()
        await card.hover()
        await card.focus()
      }
      if (before.islands.some(({ island }) => island === 'reviews-list')) {
        await expect(page.locator('[data-reviews-list]')).toHaveAttribute('data-reviews-list', 'loaded')
      }
      // A not-found page answers 404 and logs the missing path, on purpose; nothing else may be logged.
      const expected = notFoundPaths.has(path) ? /status of 404|404 Error: User attempted to access non-existent route/ : null
      expect(consoleErrors.filter((error) => !expected?.test(error.text))).toEqual([])
    })
  }
}
