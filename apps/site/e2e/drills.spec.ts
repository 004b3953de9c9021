// Fault drills (issue 8) in Chromium against the real local stack: the reviews API slow under and
// over its deadline, malformed answers, an insert cut off, a slow mail service. Hostile input is in
// drills-hostile.spec.ts, keyboard-only journeys in keyboard.spec.ts, the other faults in
// drills-faults.spec.ts. Runs in the drills project, after the other suites (playwright.config.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { localKeys } from '@expert/local-stack'
import { clickAndReload, expect, test, waitForHydration, openForm, tick } from './fixtures'
import { frenchText } from '../../../scripts/french-typography.mjs'

test.describe.configure({ mode: 'serial', timeout: 180_000 })

const STACK = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
const { serviceKey } = localKeys()

// ---- page helpers ----------------------------------------------------------------------------------

const outbox = async (request: APIRequestContext) =>
  ((await (await request.get(`${STACK}/__outbox`)).json()) as { messages: { template_params: Record<string, string> }[] }).messages

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

// ---- faults ----------------------------------------------------------------------------------------

const loadError = frenchText("Une erreur s'est produite lors du chargement des avis.")

test.describe('faults of the reviews API and the mail service', () => {
  test('reviews API slow (7 s, under the 10 s deadline): the build’s reviews hold, then today’s; reached by a link, the loading state holds, then the reviews', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.route('**/rest/v1/avis**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 7_000))
      await route.continue()
    })
    const started = Date.now()
    await page.goto('/avis-clients')
    await waitForHydration(page)
    const list = page.locator('[data-reviews-list]')
    // The prerendered page holds the reviews as of the build while the API is read again.
    await expect(list).toHaveAttribute('data-reviews-list', 'prerendered')
    await expect(list.getByRole('article')).toHaveCount(9)
    await page.waitForTimeout(Math.max(0, 5_000 - (Date.now() - started)))
    await expect(list).toHaveAttribute('data-reviews-list', 'prerendered')
    await expect(list.locator('ul[aria-busy="true"]')).toHaveCount(0)
    await expect(list).toHaveAttribute('data-reviews-list', 'loaded', { timeout: 20_000 })
    await expect(list.getByRole('article')).toHaveCount(9)

    // A client-side navigation has no build-time reviews: the spec's loading state.
    await page.goto('/')
    await waitForHydration(page)
    const followed = Date.now()
    await page.getByRole('banner').getByRole('link', { name: 'Avis Clients', exact: true }).click()
    await expect(page).toHaveURL(/\/avis-clients$/)
    await expect(list).toHaveAttribute('data-reviews-list', 'loading')
    await expect(page.getByText(frenchText('Chargement des avis...'), { exact: true })).toBeVisible()
    await page.waitForTimeout(Math.max(0, 5_000 - (Date.now() - followed)))
    await expect(list).toHaveAttribute('data-reviews-list', 'loading')
    await expect(list).toHaveAttribute('data-reviews-list', 'loaded', { timeout: 20_000 })
    await expect(list.locator('li').first()).toBeVisible()
  })

  test('reviews API slower than the 10 s deadline, on a page the build did not render: its cards wait 10 s, then the error state; Réessayer lists the reviews', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    let slow = true
    await page.route('**/rest/v1/avis**', async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 12_000))
      await route.continue().catch(() => {})
    })
    const started = Date.now()
    await page.goto('/avis-clients?page=2')
    await waitForHydration(page)
    const list = page.locator('[data-reviews-list]')
    await page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - started)))
    // The build's first page, dimmed and busy, while page 2 is asked for.
    await expect(list.locator('ul[aria-busy="true"]')).toHaveCount(1)
    // The 10 s deadline runs from the request, sent once the list's code has hydrated.
    await expect(list).toHaveAttribute('data-reviews-list', 'error', { timeout: 20_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500)
    await expect(page.getByRole('alert').filter({ hasText: loadError })).toBeVisible()
    slow = false
    await clickAndReload(page, page.getByRole('button', { name: 'Réessayer' }))
    await expect(list).toHaveAttribute('data-reviews-list', 'loaded')
    await expect(list.getByRole('article').first()).toBeVisible()
  })

  for (const [label, fulfil] of [
    ['malformed JSON', { status: 200, contentType: 'application/json', body: '{"pas du json' }],
    ['an HTML error page', { status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }],
  ] as const) {
    test(`reviews API answers ${label}: the build’s reviews stay (failure logged); a page the build did not render shows the error state and its retry button`, async ({
      page,
      consoleErrors,
    }) => {
      await page.route('**/rest/v1/avis**', (route) =>
        route.fulfill({ ...fulfil, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Range' } }),
      )
      await page.goto('/avis-clients')
      await waitForHydration(page)
      const list = page.locator('[data-reviews-list]')
      await expect(list).toHaveAttribute('data-reviews-list', 'refresh-failed')
      await expect(list.getByRole('article')).toHaveCount(9)
      await expect(page.getByRole('alert').filter({ hasText: loadError })).toHaveCount(0)
      await page.goto('/avis-clients?page=2')
      await waitForHydration(page)
      await expect(list).toHaveAttribute('data-reviews-list', 'error')
      await expect(page.getByRole('alert').filter({ hasText: loadError })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
      await page.goto('/')
      await waitForHydration(page)
      await page.getByRole('heading', { name: 'Ce que nos clients disent de nous' }).scrollIntoViewIfNeeded()
      const testimonials = page.locator('[data-testimonials]')
      await expect(testimonials).toHaveAttribute('data-testimonials', 'refresh-failed')
      await expect(testimonials.getByRole('article')).toHaveCount(3)
      await expect(page.getByText(loadError)).toHaveCount(0)
      expect(consoleErrors.some((error) => error.text.includes('[Témoignages] chargement des avis impossible'))).toBe(true)
      expect(consoleErrors.every((error) => /avis|Avis|Failed to load resource|502/.test(error.text))).toBe(true)
    })
  }

  test('review insert cut off (network): the failure toast, every value kept, sent once when retried', async ({ page, request }) => {
    const form = await openForm(page, '/avis-clients/nouveau', 'review')
    let cut = true
    let posts = 0
    await page.route('**/rest/v1/avis**', (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts++
      return cut ? route.abort('connectionreset') : route.continue()
    })
    const message = `Coupure ${Date.now()} : le rapport d’expertise était clair.`
    await textbox(form, 'Votre nom').fill('Jeanne Martin')
    await textbox(form, 'Votre avis').fill(message)
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
    await form.getByRole('radio', { name: '3 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    await expect(
      toasts(page).getByText(frenchText("Une erreur est survenue lors de l'envoi de votre avis. Veuillez réessayer.", { exact: false })),
    ).toBeVisible()
    await expect(textbox(form, 'Votre avis')).toHaveValue(message)
    await expect(textbox(form, 'Votre nom')).toHaveValue('Jeanne Martin')
    expect(posts).toBe(1)
    cut = false
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    await expect(page).toHaveURL(/\/avis-clients$/)
    expect(posts).toBe(2)
    const rows = await request.get(`${STACK}/rest/v1/avis?select=id&message=eq.${encodeURIComponent(message)}`, {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
    })
    expect(((await rows.json()) as unknown[]).length).toBe(1)
  })

  test('mail service slow (5 s): the button says it is sending and stays disabled, repeated clicks send one e-mail', async ({ page, request }) => {
    // Its own name, not an emptied outbox: the before-hydration drills send mail at the same time.
    const name = `Jeanne Martin ${crypto.randomUUID().slice(0, 8)}`
    const form = await openForm(page, '/contact', 'contact')
    await page.route('**/api/v1.0/email/send**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      await route.continue()
    })
    await textbox(form, 'Nom complet').fill(name)
    await textbox(form, 'Adresse email').fill('jeanne.martin@example.fr')
    await textbox(form, 'Téléphone').fill('06 12 34 56 78')
    await textbox(form, 'Adresse du bien').fill('34000 Montpellier')
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
    await textbox(form, 'Votre message').fill('Fissures sur la façade depuis cet été.')
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    const sending = form.getByRole('button', { name: /Envoi en cours/ })
    await expect(sending).toBeDisabled()
    await sending.click({ force: true })
    await textbox(form, 'Votre message').press('Enter')
    await expect(toasts(page).getByText('Demande reçue', { exact: true })).toBeVisible()
    expect((await outbox(request)).filter((message) => message.template_params.name === name)).toHaveLength(1)
  })
})
