// Faults where a whole page is the point (issue 8): a part of the page whose code cannot be
// downloaded — the reviews client or the mail library at the first send, a form, the reviews list,
// the services tabs, the analytics port, the toast region — never takes the page to the error page,
// and forms keep what was typed, send nothing twice and say what to do. What the forms and the lists
// do when the reviews API or the mail service fails (refused, slow, cut off, malformed, late) is in
// their component tests (app/components/{forms,reviews}/*.test.tsx), against the real stack.
//
// Faults are injected per page (page.route), never through the stack's shared switches, so suites
// running beside this one are not disturbed; the outbox is never cleared here.
//
// The page's own chunks unreachable (last block): a form, the reviews list, the services tabs, the
// analytics port (the banner itself is HTML and an inline script) or the toast region never takes the page to the error page; forms keep what was typed.
//
// A lazily loaded chunk (mail library, PostgREST client) whose download failed is fetched again by
// Chromium at the next import() (the adapters reset their loader after a failure): the retry, once the
// network is back, sends exactly once.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { localKeys } from '@expert/local-stack'
import { clickAndReload, downloadFailureLines, expect, test, waitForHydration, type ConsoleRecord, openForm, tick } from './fixtures'
import { emailsFrom, STACK } from './local-stack'
import { frenchText } from '../../../scripts/french-typography.mjs'

const { serviceKey } = localKeys()

const text = {
  loadError: frenchText("Une erreur s'est produite lors du chargement des avis."),
  reviewFailure: frenchText("Une erreur est survenue lors de l'envoi de votre avis. Veuillez réessayer."),
  reviewRateLimited: 'Trop d’avis ont été envoyés récemment. Votre avis n’a pas été enregistré : veuillez réessayer plus tard.',
  reviewSuccess: 'Avis envoyé avec succès',
  quickFailure: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
  quickSuccess: 'Demande envoyée',
}

// ---- helpers ----------------------------------------------------------------------------------

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })
const terms = (form: Locator) => form.getByRole('checkbox', { name: /conditions d’utilisation/ })
const list = (page: Page) => page.locator('[data-reviews-list]')

/** Console errors that are not among the `expected` ones (each failure is specified to be logged). */
const unexpected = (errors: ConsoleRecord[], expected: RegExp) => errors.filter((error) => error.type === 'pageerror' || !expected.test(error.text))

const logged = (errors: ConsoleRecord[], prefix: string) => errors.filter((error) => error.text.startsWith(prefix)).length

/** Rows of table avis holding `message`, read with the owner's key (pending ones included). */
async function reviewsWith(request: APIRequestContext, message: string) {
  const response = await request.get(`${STACK}/rest/v1/avis?select=id,nom,message,approuve&message=eq.${encodeURIComponent(message)}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { id: string; nom: string; message: string; approuve: boolean }[]
}

/** Conversion events queued for the ads tracker (sent only after a delivered request). */
const conversions = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'conversion').length,
  )

const review = { name: 'Claire Dubois', email: 'claire.dubois@example.fr' }

async function fillReview(page: Page, form: Locator, message: string) {
  await textbox(form, 'Votre nom').fill(review.name)
  await textbox(form, 'Adresse email').fill(review.email)
  await form.getByRole('combobox', { name: 'Type de projet' }).selectOption({ label: 'Réception de chantier' })
  // Rated 3: kept out of the home's testimonials, which other journeys read.
  await form.getByRole('radio', { name: '3 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
  await textbox(form, 'Votre avis').fill(message)
  await tick(terms(form))
}

async function expectReviewKept(form: Locator, message: string) {
  await expect(textbox(form, 'Votre nom')).toHaveValue(review.name)
  await expect(textbox(form, 'Adresse email')).toHaveValue(review.email)
  await expect(form.locator('select[name="type_projet"]')).toHaveValue('reception_chantier')
  await expect(form.getByRole('radio', { name: '3 étoiles', exact: true })).toBeChecked()
  await expect(textbox(form, 'Votre avis')).toHaveValue(message)
  await expect(terms(form)).toBeChecked()
}

const quick = (name: string) => ({
  name,
  email: 'marc.lefebvre@example.fr',
  phone: '06 98 76 54 32',
  address: '31000 Toulouse',
  message: 'Infiltrations au plafond de la salle de bain après travaux.',
})

async function fillQuick(form: Locator, values: ReturnType<typeof quick>) {
  await textbox(form, 'Nom complet').fill(values.name)
  await textbox(form, 'Adresse email').fill(values.email)
  await textbox(form, 'Téléphone').fill(values.phone)
  await textbox(form, 'Ville ou code postal').fill(values.address)
  await textbox(form, 'Votre message').fill(values.message)
  await tick(terms(form))
}

async function expectQuickKept(form: Locator, values: ReturnType<typeof quick>) {
  await expect(textbox(form, 'Nom complet')).toHaveValue(values.name)
  await expect(textbox(form, 'Adresse email')).toHaveValue(values.email)
  await expect(textbox(form, 'Téléphone')).toHaveValue(values.phone)
  await expect(textbox(form, 'Ville ou code postal')).toHaveValue(values.address)
  await expect(textbox(form, 'Votre message')).toHaveValue(values.message)
  await expect(terms(form)).toBeChecked()
}

// ---- reviews API ------------------------------------------------------------------------------

// Every test here cuts the download of a part of the page: what the page logs about it is expected.
test.beforeEach(({ expectConsole }) => expectConsole(downloadFailureLines))

test.describe('faults of the reviews API', () => {
  test('the reviews client fails to load on submit (network): the failure toast, every value kept; back online, the retry sends it once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const form = await openForm(page, '/avis-clients/nouveau', 'review')
    // The PostgREST client is its own chunk (dist-*.js), fetched at the first submit.
    let chunkRequests = 0
    await page.route(/\/assets\/dist-[\w-]+\.js$/, (route) => {
      chunkRequests++
      return chunkRequests === 1 ? route.abort('connectionreset') : route.continue()
    })
    const inserts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/rest/v1/avis') && inserts.push(r.url()))
    const message = `Client hors ligne ${Date.now()} : très bon suivi du dossier.`
    await fillReview(page, form, message)
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    await expect(toasts(page).getByText(text.reviewFailure, { exact: true })).toBeVisible()
    expect(chunkRequests).toBe(1)
    expect(inserts).toHaveLength(0)
    await expectReviewKept(form, message)

    // The network is back: the retry fetches the client again and stores the review once.
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    await expect(toasts(page).getByText(text.reviewSuccess, { exact: true })).toBeVisible()
    expect(chunkRequests).toBe(2)
    expect(inserts).toHaveLength(1)
    expect(await reviewsWith(request, message)).toHaveLength(1)
    expect(logged(consoleErrors, '[Avis] envoi impossible')).toBe(1)
    expect(unexpected(consoleErrors, /^\[Avis\] envoi impossible|ERR_CONNECTION_RESET/)).toEqual([])
  })
})

// ---- mail service -----------------------------------------------------------------------------

test.describe('faults of the mail service', () => {
  test('the mail library fails to load (network): the failure toast, fallback, values kept, no conversion; back online, the retry sends it once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const form = await openForm(page, '/', 'quick')
    // The EmailJS SDK is its own chunk (es-*.js), fetched at the first send.
    let chunkRequests = 0
    await page.route(/\/assets\/es-[\w-]+\.js$/, (route) => {
      chunkRequests++
      return chunkRequests === 1 ? route.abort('connectionreset') : route.continue()
    })
    const sends: string[] = []
    page.on('request', (r) => r.url().includes('/api/v1.0/email/send') && sends.push(r.url()))
    const values = quick(`Marc Lefebvre ${Date.now()}`)
    await fillQuick(form, values)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(toasts(page).getByText(text.quickFailure, { exact: true })).toBeVisible()
    await expect(page.getByTestId('form-fallback')).toBeVisible()
    await expectQuickKept(form, values)
    expect(chunkRequests).toBe(1)
    expect(sends).toHaveLength(0)
    expect(await conversions(page)).toBe(0)

    // The network is back: the retry fetches the library again and sends once.
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(toasts(page).getByText(text.quickSuccess, { exact: true })).toBeVisible()
    await expect(textbox(form, 'Nom complet')).toHaveValue('')
    expect(chunkRequests).toBe(2)
    expect(sends).toHaveLength(1)
    expect(await emailsFrom(request, values.name)).toHaveLength(1)
    expect(await conversions(page)).toBe(1)
    expect(logged(consoleErrors, '[Demande de devis rapide] envoi impossible')).toBe(1)
    expect(unexpected(consoleErrors, /^\[Demande de devis rapide\] envoi impossible|ERR_CONNECTION_RESET/)).toEqual([])
  })

  test('the connection lost while the form is filled in: the failure toast all the same (its code came with the first field), values kept; back online, sent once with the success toast', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    const form = await openForm(page, '/', 'quick')
    // The toasts' code is fetched when the form is first touched, not when the send ends.
    const region = page.waitForResponse(/\/assets\/NotificationsRegion-[\w-]+\.js$/)
    const values = quick(`Connexion perdue ${Date.now()}`)
    await fillQuick(form, values)
    expect((await region).ok()).toBe(true)
    await context.setOffline(true)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(toasts(page).getByText('Erreur d’envoi', { exact: true })).toBeVisible()
    await expect(toasts(page).getByText(text.quickFailure, { exact: true })).toBeVisible()
    await expect(page.getByTestId('form-fallback')).toBeVisible()
    await expectQuickKept(form, values)
    expect(await emailsFrom(request, values.name)).toHaveLength(0)

    await context.setOffline(false)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(toasts(page).getByText(text.quickSuccess, { exact: true })).toBeVisible()
    await expect(textbox(form, 'Nom complet')).toHaveValue('')
    expect(await emailsFrom(request, values.name)).toHaveLength(1)
    expect(logged(consoleErrors, '[notifications] chargement impossible')).toBe(0)
  })
})

// ---- the page's own code -------------------------------------------------------------------------

test.describe('a part of the page whose JS cannot be downloaded (connection lost)', () => {
  /** The route's error page ('Erreur') did not replace the page. */
  const expectNoErrorPage = (page: Page) => expect(page.getByRole('heading', { name: 'Erreur', exact: true })).toHaveCount(0)

  /** Opens `path` with the chunk `chunk` unreachable, and waits for the hydration. */
  async function openWithout(page: Page, chunk: RegExp, path: string) {
    await page.route(chunk, (route) => route.abort('connectionreset'))
    await page.goto(path)
    await waitForHydration(page)
  }

  test('the reviews list: the build’s reviews stay readable, logged; the rest of the page stays (not the error page)', async ({ page, consoleErrors }) => {
    await openWithout(page, /\/assets\/ReviewsList-[\w-]+\.js$/, '/avis-clients')
    await expect.poll(() => logged(consoleErrors, '[Avis] chargement impossible')).toBe(1)
    await expect(list(page)).toHaveAttribute('data-reviews-list', 'prerendered')
    await expect(list(page).getByRole('heading', { level: 2, name: 'Tous les avis' })).toBeVisible()
    await expect(list(page).getByRole('article')).toHaveCount(9)
    await expect(list(page).getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Avis de nos clients' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Laisser un avis' }).first()).toBeVisible()
    await expectNoErrorPage(page)
  })

  test("the reviews list reached by a link (nothing prerendered to keep): its error state and 'Réessayer', logged", async ({ page, consoleErrors }) => {
    await openWithout(page, /\/assets\/ReviewsList-[\w-]+\.js$/, '/')
    await page.getByRole('banner').getByRole('link', { name: 'Avis Clients', exact: true }).click()
    await expect(page).toHaveURL(/\/avis-clients$/)
    await expect(list(page)).toHaveAttribute('data-reviews-list', 'error')
    await expect(list(page).getByRole('alert')).toHaveText(text.loadError)
    await expectNoErrorPage(page)
    await expect.poll(() => logged(consoleErrors, '[Avis] chargement impossible')).toBeGreaterThanOrEqual(1)

    // 'Réessayer' reloads the page; the connection is back.
    await page.unrouteAll({ behavior: 'wait' })
    await clickAndReload(page, list(page).getByRole('button', { name: 'Réessayer' }))
    await expect(list(page)).toHaveAttribute('data-reviews-list', 'loaded')
  })

  test('the services tabs: the prerendered tabs and the first panel’s links stay, logged', async ({ page, consoleErrors }) => {
    await openWithout(page, /\/assets\/ServicesTabsIsland-[\w-]+\.js$/, '/services')
    await expect.poll(() => logged(consoleErrors, '[Services] chargement impossible')).toBe(1)
    await expectNoErrorPage(page)
    const tabs = page.getByRole('tablist')
    await expect(tabs.getByRole('tab')).not.toHaveCount(0)
    const firstLink = page.getByRole('tabpanel').getByRole('link').first()
    await expect(firstLink).toBeVisible()
    await expect(firstLink).toHaveAttribute('href', /^\/services\//)
  })

  test('the analytics port: the banner still answers and keeps the choice, nothing is sent to Google, logged; the page stays', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const google: string[] = []
    context.on('request', (r) => /google|doubleclick/.test(new URL(r.url()).hostname) && google.push(r.url()))
    await openWithout(page, /\/assets\/analytics-[\w-]+\.js$/, '/contact')
    await expect.poll(() => logged(consoleErrors, '[cookies] chargement impossible')).toBe(1)
    const banner = page.getByRole('region', { name: 'Gestion des cookies' })
    await banner.getByRole('button', { name: 'Accepter' }).click()
    await expect(banner).toBeHidden()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null').value).toBe('accepted')
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible()
    await expectNoErrorPage(page)
    await page.waitForLoadState('networkidle')
    expect(google).toEqual([])
  })

  test('the toasts: a request still goes out once and the form empties; no error page', async ({ page, request, consoleErrors }) => {
    await page.route(/\/assets\/NotificationsRegion-[\w-]+\.js$/, (route) => route.abort('connectionreset'))
    const form = await openForm(page, '/', 'quick')
    const values = quick(`Sans toast ${Date.now()}`)
    await fillQuick(form, values)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(textbox(form, 'Nom complet')).toHaveValue('')
    // Asked twice, failed twice: when the form was first touched, then at the send's toast.
    await expect.poll(() => logged(consoleErrors, '[notifications] chargement impossible')).toBe(2)
    expect(await emailsFrom(request, values.name)).toHaveLength(1)
    await expectNoErrorPage(page)
    await expect(form).toBeVisible()
  })

  test('the quick quote form: the page and what was typed stay, a notice gives the phone and e-mail, nothing is sent @phone', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await openWithout(page, /\/assets\/QuickQuoteFormIsland-[\w-]+\.js$/, '/')
    const form = page.locator('[data-form-island="quick"] form')
    const name = `Hors ligne ${Date.now()}`
    await textbox(form, 'Nom complet').tap()
    await textbox(form, 'Nom complet').fill(name)
    const notice = page.locator('[data-island-unavailable]')
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: /^\d{2} \d{2}/ })).toHaveAttribute('href', /^tel:/)
    await expect.poll(() => logged(consoleErrors, '[formulaire] chargement impossible')).toBeGreaterThanOrEqual(1)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).tap()
    await expect(notice).toBeFocused()
    await expect(page).toHaveURL(/\/$/)
    await expect(textbox(form, 'Nom complet')).toHaveValue(name)
    expect(await emailsFrom(request, name)).toHaveLength(0)
  })
})
