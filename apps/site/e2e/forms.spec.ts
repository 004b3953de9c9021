// Quote and contact requests (issue 5) over the built site and the local stack's EmailJS-compatible
// outbox: delivery with every template param and default, success and failure toasts, values kept
// on every failure the outbox can give, one e-mail per submit, validation, keyboard-only
// completion, axe in idle / error / success states, tel: links.
//
// Serial: the tests share one outbox (cleared, and its failure mode reset, before each test).
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { siteConfig } from '../app/site.config'
import { clickAndReload, expect, expectFocusWithin, followSkipLink, tabInto, test, waitForHydration, openForm, axeViolations } from './fixtures'
import { frenchText } from '../../../scripts/french-typography.mjs'

// Slow shared machines: a failure test fills, fails, checks and resends (10–20 s).
test.describe.configure({ mode: 'serial', timeout: 60_000 })

/** The local stack's gateway (LOCAL_STACK_PORT, as the stack itself reads it). */
const OUTBOX = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
const QUICK_PAGE = '/a-propos'
const CONTACT_PAGE = '/contact'

type OutboxMessage = {
  id: number
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

type FailureMode = 'network' | 400 | 403 | 412 | 429 | 451 | 500 | 503 | 'text'
const failures: FailureMode[] = ['network', 400, 403, 412, 429, 451, 500, 503, 'text']

const outboxMessages = async (request: APIRequestContext): Promise<OutboxMessage[]> => {
  const response = await request.get(`${OUTBOX}/__outbox`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: OutboxMessage[] }).messages
}

const clearOutbox = async (request: APIRequestContext) => {
  expect((await request.delete(`${OUTBOX}/__outbox`, { data: {} })).ok()).toBe(true)
  expect((await request.delete(`${OUTBOX}/__outbox/fail`, { data: {} })).ok()).toBe(true)
}

const failOutbox = async (request: APIRequestContext, mode: FailureMode) => {
  const data = mode === 'text' ? { mode, text: 'Pas OK' } : { mode }
  const response = await request.post(`${OUTBOX}/__outbox/fail`, { data })
  expect(response.ok(), await response.text()).toBe(true)
}

/** contact_date: '14 mars 2025 à 09:05' (quote-payloads.ts). */
const contactDatePattern = /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}$/

/** Conversion events queued for the ads tracker (analytics port: value 1, EUR). */
const conversions = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'conversion')
      .map((entry) => entry[2] as { value: number; currency: string }),
  )

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications' })

async function expectToast(page: Page, title: string | RegExp, description: string | RegExp) {
  const region = toastRegion(page)
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  await expect(region.getByText(description, { exact: true })).toBeVisible()
}

/**
 * The success toast's words kept under the emptied form once the toast is gone (closed here, as a
 * visitor does, rather than waited for): for the visitor who looked away during the 5 s it shows.
 */
async function expectSentNoticeAfterToast(page: Page, { title, description }: { title: string | RegExp; description: string | RegExp }) {
  await dismissToasts(page)
  const notice = page.getByTestId('form-sent')
  await expect(notice.getByText(title, { exact: true })).toBeVisible()
  await expect(notice.getByText(description, { exact: true })).toBeVisible()
  // Not announced a second time: the toast did.
  await expect(notice).not.toHaveAttribute('role')
  await expect(notice.locator('[role], [aria-live]')).toHaveCount(0)
}

/** Closes every toast shown, as a visitor does with their 'Fermer' button. */
async function dismissToasts(page: Page) {
  const close = toastRegion(page).getByRole('button', { name: 'Fermer' })
  while ((await close.count()) > 0) await close.first().click()
  await expect(close).toHaveCount(0)
}

/** react-aria checkboxes hide the input under their drawn box: toggle with the keyboard, as a person would. */
async function setChecked(checkbox: Locator, checked: boolean) {
  if ((await checkbox.isChecked()) === checked) return
  await checkbox.focus()
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked({ checked })
}

const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

async function choose(page: Page, form: Locator, option: string) {
  await form.getByRole('button', { name: /Type de projet/ }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const quickValues = {
  name: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  phone: '06 12 34 56 78',
  address: '34000 Montpellier',
  message: 'Des fissures en escalier sont apparues sur la façade cet été.',
}

async function fillQuick(page: Page, form: Locator, { withOptional = true } = {}) {
  await field(form, 'Nom complet').fill(quickValues.name)
  await field(form, 'Adresse email').fill(quickValues.email)
  await field(form, 'Téléphone').fill(quickValues.phone)
  if (withOptional) {
    await field(form, 'Ville ou code postal').fill(quickValues.address)
    await choose(page, form, 'Expertise fissures')
    await form
      .getByRole('group', { name: /Date souhaitée/ })
      .getByRole('spinbutton')
      .first()
      .click()
    await page.keyboard.type('17032031')
    await field(form, 'Votre message').fill(quickValues.message)
  }
  await setChecked(form.getByRole('checkbox', { name: /conditions d’utilisation/ }), true)
}

/** Everything fillQuick typed is still there. */
async function expectQuickKept(form: Locator) {
  await expect(field(form, 'Nom complet')).toHaveValue(quickValues.name)
  await expect(field(form, 'Adresse email')).toHaveValue(quickValues.email)
  await expect(field(form, 'Téléphone')).toHaveValue(quickValues.phone)
  await expect(field(form, 'Ville ou code postal')).toHaveValue(quickValues.address)
  await expect(form.locator('select[name="project_type"]')).toHaveValue('fissures')
  await expect(form.locator('input[type="hidden"][name="preferred_date"]')).toHaveValue('2031-03-17')
  await expect(field(form, 'Votre message')).toHaveValue(quickValues.message)
  await expect(form.getByRole('checkbox', { name: /conditions d’utilisation/ })).toBeChecked()
}

async function expectQuickEmpty(form: Locator) {
  for (const name of ['Nom complet', 'Adresse email', 'Téléphone', 'Ville ou code postal', 'Votre message']) {
    await expect(field(form, name)).toHaveValue('')
  }
  await expect(form.locator('select[name="project_type"]')).toHaveValue('')
  await expect(form.locator('input[type="hidden"][name="preferred_date"]')).toHaveValue('')
  await expect(form.getByRole('checkbox', { name: /conditions d’utilisation/ })).not.toBeChecked()
}

const contactValues = {
  name: 'Paul Roussel',
  email: 'paul.roussel@example.fr',
  phone: '04 11 22 33 44',
  address: '12 rue des Lilas, 69003 Lyon',
  message: 'Nous achetons une maison de 1970 et souhaitons un bilan avant la signature.',
}

async function fillContact(page: Page, form: Locator, { marketing = true } = {}) {
  await field(form, 'Nom complet').fill(contactValues.name)
  await field(form, 'Adresse email').fill(contactValues.email)
  await field(form, 'Téléphone').fill(contactValues.phone)
  await field(form, 'Adresse du bien').fill(contactValues.address)
  await choose(page, form, 'Bilan avant vente')
  await field(form, 'Votre message').fill(contactValues.message)
  if (marketing) await setChecked(form.getByRole('checkbox', { name: /recevoir des informations/ }), true)
  await setChecked(form.getByRole('checkbox', { name: /conditions d’utilisation/ }), true)
}

async function expectContactKept(form: Locator) {
  await expect(field(form, 'Nom complet')).toHaveValue(contactValues.name)
  await expect(field(form, 'Adresse email')).toHaveValue(contactValues.email)
  await expect(field(form, 'Téléphone')).toHaveValue(contactValues.phone)
  await expect(field(form, 'Adresse du bien')).toHaveValue(contactValues.address)
  await expect(form.getByRole('button', { name: /Bilan avant vente/ })).toBeVisible()
  await expect(field(form, 'Votre message')).toHaveValue(contactValues.message)
  await expect(form.getByRole('checkbox', { name: /recevoir des informations/ })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: /conditions d’utilisation/ })).toBeChecked()
}

async function expectContactEmpty(form: Locator) {
  for (const name of ['Nom complet', 'Adresse email', 'Téléphone', 'Adresse du bien', 'Votre message']) {
    await expect(field(form, name)).toHaveValue('')
  }
  await expect(form.locator('select[name="project_type"]')).toHaveValue('')
  await expect(form.getByRole('checkbox', { name: /recevoir des informations/ })).not.toBeChecked()
  await expect(form.getByRole('checkbox', { name: /conditions d’utilisation/ })).not.toBeChecked()
}

const submit = (form: Locator) => form.getByRole('button', { name: 'Envoyer ma demande' }).click()

const quickSuccess = {
  title: 'Demande envoyée',
  description: frenchText('Votre demande de devis a été envoyée avec succès. Nous vous contacterons dans les 24h ouvrées.'),
}
const quickFailure = {
  title: frenchText("Erreur d'envoi"),
  description: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
}
const contactSuccess = { title: 'Demande reçue', description: frenchText('Un conseiller vous contactera sous 24-48h.') }
const contactFailure = {
  title: frenchText("Erreur d'envoi"),
  description: frenchText("Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer ou nous contacter directement."),
}

test.beforeEach(async ({ request }) => {
  await clearOutbox(request)
})

test.afterAll(async ({ request }) => {
  await clearOutbox(request)
})

/** Holds a form's JS chunk (a slow phone network) until the returned function is called. */
async function holdFormChunk(page: Page, chunk: 'QuickQuoteFormIsland' | 'ContactFormIsland' = 'QuickQuoteFormIsland'): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(new RegExp(`${chunk}-[^/]*\\.js$`), async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens `path` and types `name` in the form's first field, as a visitor who has not waited for its JS. */
async function startTyping(page: Page, path: string, kind: 'quick' | 'contact', name: string) {
  await page.goto(path)
  await waitForHydration(page)
  const island = page.locator(`[data-form-island="${kind}"]`)
  const form = island.locator('form')
  await field(form, 'Nom complet').click()
  await page.keyboard.type(name)
  return { island, form }
}

/**
 * Sends the filled form once per failure the mail service can give, one after the other on the same
 * form (a visitor who keeps trying): each time the failure toast, the values kept, the fallback with
 * the phone (and e-mail) links, one more logged error, nothing in the outbox, no conversion; the
 * toast is then closed. Returns the fallback.
 */
/**
 * Holds every request to the mail service until `release()`: the extra clicks and key presses of a
 * test then land while the first send is in flight, whatever the machine's speed (an 800 ms delay
 * let a loaded host finish the send before the test looked).
 */
async function holdMailSend(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1.0/email/send', async (route) => {
    await held
    await route.continue()
  })
  return release
}

async function failInEveryWay(
  page: Page,
  request: APIRequestContext,
  form: Locator,
  consoleErrors: { text: string }[],
  options: {
    toast: { title: string | RegExp; description: string | RegExp }
    expectKept: (form: Locator) => Promise<void>
    logged: string
    mailtoInFallback: boolean
  },
) {
  const fallback = page.getByTestId('form-fallback')
  for (const [attempt, mode] of failures.entries()) {
    await failOutbox(request, mode)
    await submit(form)
    await expectToast(page, options.toast.title, options.toast.description)
    await options.expectKept(form)
    await expect(fallback, String(mode)).toBeVisible()
    await expect(fallback.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
    if (options.mailtoInFallback) {
      await expect(fallback.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`)
    }
    await expect.poll(() => consoleErrors.filter((e) => e.text.includes(options.logged)).length, { message: String(mode) }).toBe(attempt + 1)
    expect(await outboxMessages(request)).toHaveLength(0)
    expect(await conversions(page)).toEqual([])
    await dismissToasts(page)
  }
  return fallback
}

test.describe('quick quote form', () => {
  test('the prerendered HTML holds the complete form; its JS is a separate chunk loaded at the first interaction', async ({ request, page }) => {
    const html = await (await request.get(QUICK_PAGE)).text()
    for (const name of ['name', 'email', 'phone', 'address', 'project_type', 'preferred_date', 'message', 'acceptTerms']) {
      expect(html, name).toContain(`name="${name}"`)
    }
    // Not among the page's initial scripts, not fetched by hydration, but at the first pointer/focus.
    expect(html).not.toContain('QuickQuoteFormIsland')
    const islandRequests: string[] = []
    page.on('request', (r) => /QuickQuoteFormIsland-[^/]*\.js$/.test(r.url()) && islandRequests.push(r.url()))
    await page.goto(QUICK_PAGE)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(islandRequests).toEqual([])
    await openForm(page, QUICK_PAGE, 'quick')
    expect(islandRequests).toHaveLength(1)
  })

  test('typed, ticked and submitted before the form’s JS arrives: nothing lost, validated and sent once, no native submission', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const release = await holdFormChunk(page)
    const { island, form } = await startTyping(page, QUICK_PAGE, 'quick', quickValues.name)
    await field(form, 'Adresse email').fill(quickValues.email)
    await field(form, 'Téléphone').fill(quickValues.phone)
    await field(form, 'Votre message').fill(quickValues.message)
    await form.getByRole('checkbox', { name: /conditions d’utilisation/ }).focus()
    await page.keyboard.press('Space')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    // Enter in a field submits the form: held, not a native GET of what was typed.
    await field(form, 'Téléphone').press('Enter')
    await expect(page).toHaveURL(new RegExp(`${QUICK_PAGE}$`))
    expect(await outboxMessages(request)).toHaveLength(0)

    release()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expectToast(page, quickSuccess.title, quickSuccess.description)
    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({
      name: quickValues.name,
      email: quickValues.email,
      phone: quickValues.phone,
      message: quickValues.message,
    })
    await expect(page).toHaveURL(new RegExp(`${QUICK_PAGE}$`))
    expect(consoleErrors).toEqual([])
  })

  test('typed before the form’s JS arrives, then an invalid e-mail: the French message, every value kept', async ({ page, request }) => {
    const release = await holdFormChunk(page)
    await page.goto(QUICK_PAGE)
    await waitForHydration(page)
    const island = page.locator('[data-form-island="quick"]')
    const form = island.locator('form')
    await field(form, 'Nom complet').fill(quickValues.name)
    await field(form, 'Adresse email').fill('jeanne.martin@')
    await field(form, 'Téléphone').fill(quickValues.phone)
    release()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await submit(form)
    await expect(form.getByText('Veuillez entrer une adresse email valide')).toBeVisible()
    await expect(field(form, 'Nom complet')).toHaveValue(quickValues.name)
    await expect(field(form, 'Adresse email')).toHaveValue('jeanne.martin@')
    await expect(field(form, 'Téléphone')).toHaveValue(quickValues.phone)
    expect(await outboxMessages(request)).toHaveLength(0)
  })

  test('sends one message with every template param, shows the success toast and empties the form', async ({ page, request, consoleErrors }) => {
    const form = await openForm(page, QUICK_PAGE, 'quick')
    const sdkRequests: string[] = []
    page.on('request', (r) => r.url().includes('/api/v1.0/email/send') && sdkRequests.push(r.url()))
    await fillQuick(page, form)
    await submit(form)
    await expectToast(page, quickSuccess.title, quickSuccess.description)
    await expectQuickEmpty(form)
    await expectSentNoticeAfterToast(page, quickSuccess)

    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    const [message] = messages
    expect(message!.service_id).toBe('service_local')
    expect(message!.template_id).toBe('template_local')
    const params = message!.template_params
    expect(Object.keys(params).sort()).toEqual(
      ['address', 'contact_date', 'current_year', 'email', 'form_source', 'message', 'name', 'phone', 'preferred_date', 'project_type'].sort(),
    )
    expect(params).toMatchObject({
      name: quickValues.name,
      email: quickValues.email,
      phone: quickValues.phone,
      address: quickValues.address,
      project_type: 'fissures',
      message: quickValues.message,
      preferred_date: 'lundi 17 mars 2031',
      current_year: String(new Date().getFullYear()),
      form_source: 'Demande de devis rapide',
    })
    expect(params.contact_date).toMatch(contactDatePattern)
    expect(sdkRequests).toHaveLength(1)
    expect(await conversions(page)).toEqual([expect.objectContaining({ value: 1, currency: 'EUR' })])
    await expect(page.getByTestId('form-fallback')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test("fills 'Non renseigné' and 'Non spécifié' when the optional fields are empty", async ({ page, request }) => {
    const form = await openForm(page, QUICK_PAGE, 'quick')
    await fillQuick(page, form, { withOptional: false })
    await submit(form)
    await expectToast(page, quickSuccess.title, quickSuccess.description)
    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({
      phone: quickValues.phone,
      address: 'Non renseigné',
      project_type: 'Non spécifié',
      preferred_date: 'Non spécifié',
      message: '',
      form_source: 'Demande de devis rapide',
    })
  })

  test('a filled honeypot pretends success and sends nothing', async ({ page, request }) => {
    const form = await openForm(page, QUICK_PAGE, 'quick')
    await fillQuick(page, form, { withOptional: false })
    await form.locator('input[name="website"]').fill('http://spam.example', { force: true })
    await submit(form)
    await expectToast(page, quickSuccess.title, quickSuccess.description)
    await expectQuickEmpty(form)
    expect(await outboxMessages(request)).toHaveLength(0)
    expect(await conversions(page)).toEqual([])
  })

  test(`every failure the mail service can give (${failures.join(', ')}), one after the other: destructive toast, error logged, values kept, fallback shown; then sent once`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // One visitor who keeps trying while the service fails in each of its ways, then succeeds: the
    // same form, never reloaded, so each failure also proves the previous one left it usable. Ten
    // sends in one test: 16 s here when the machine is quiet, over 60 s under a loaded host.
    test.setTimeout(240_000)
    const form = await openForm(page, QUICK_PAGE, 'quick')
    await fillQuick(page, form)
    const fallback = await failInEveryWay(page, request, form, consoleErrors, {
      toast: quickFailure,
      expectKept: expectQuickKept,
      logged: '[Demande de devis rapide] envoi impossible',
      mailtoInFallback: true,
    })

    // The service is back: the same values go out once, and only once.
    await clearOutbox(request)
    await submit(form)
    await expectToast(page, quickSuccess.title, quickSuccess.description)
    await expectQuickEmpty(form)
    await expect(fallback).toHaveCount(0)
    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params.name).toBe(quickValues.name)

    // A second request that fails: the first one's success notice does not stay to contradict it.
    const sent = page.getByTestId('form-sent')
    await expect(sent).toBeVisible()
    await fillQuick(page, form)
    await failOutbox(request, failures[0]!)
    await submit(form)
    await expectToast(page, quickFailure.title, quickFailure.description)
    await expect(fallback).toBeVisible()
    await expect(sent).toHaveCount(0)
  })

  test('double click and Enter while sending: one message', async ({ page, request }) => {
    const form = await openForm(page, QUICK_PAGE, 'quick')
    const release = await holdMailSend(page)
    await fillQuick(page, form, { withOptional: false })
    const button = form.getByRole('button', { name: 'Envoyer ma demande' })
    await button.dblclick()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('button', { name: /Envoi…/ })).toBeVisible()
    release()
    await expectToast(page, quickSuccess.title, quickSuccess.description)
    expect(await outboxMessages(request)).toHaveLength(1)
  })

  test('validation: terms and e-mail messages, each cleared when its field changes; nothing sent', async ({ page, request }) => {
    const form = await openForm(page, QUICK_PAGE, 'quick')
    await field(form, 'Nom complet').fill(quickValues.name)
    await field(form, 'Téléphone').fill(quickValues.phone)
    await field(form, 'Adresse email').fill('jeanne@exemple')
    await submit(form)
    const terms = form.getByText(frenchText("Veuillez accepter les conditions d'utilisation", { exact: false }))
    const email = form.getByText('Veuillez entrer une adresse email valide')
    await expect(terms).toBeVisible()
    await expect(email).toBeVisible()
    await expect(field(form, 'Adresse email')).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations(page, 'quick form, errors')).toEqual([])

    await setChecked(form.getByRole('checkbox', { name: /conditions d’utilisation/ }), true)
    await expect(terms).toHaveCount(0)
    await expect(email).toBeVisible()
    await field(form, 'Adresse email').fill('jeanne@exemple.fr')
    await expect(email).toHaveCount(0)
    expect(await outboxMessages(request)).toHaveLength(0)
  })

  test('axe: no violation in idle, error and success states', async ({ page, request }) => {
    test.setTimeout(120_000)
    const form = await openForm(page, QUICK_PAGE, 'quick')
    const violations = await axeViolations(page, 'idle')

    await failOutbox(request, 500)
    await fillQuick(page, form)
    await submit(form)
    await expectToast(page, quickFailure.title, quickFailure.description)
    violations.push(...(await axeViolations(page, 'error')))

    await clearOutbox(request)
    await submit(form)
    await expectToast(page, quickSuccess.title, quickSuccess.description)
    violations.push(...(await axeViolations(page, 'success')))
    expect(violations).toEqual([])
  })
})

test.describe('full contact form (/contact)', () => {
  test('the page shows the form beside the contact details, opening hours and the three commitments', async ({ page }) => {
    await page.goto(CONTACT_PAGE)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Demande de Renseignements' })).toBeVisible()
    const aside = page.getByRole('complementary')
    await expect(aside.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
    await expect(aside.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`)
    await expect(aside.getByText(siteConfig.address.street)).toBeVisible()
    for (const line of siteConfig.openingHours) {
      await expect(aside.getByText(frenchText(line.days, { exact: false }))).toBeVisible()
      await expect(aside.getByText(line.hours, { exact: true })).toBeVisible()
    }
    await expect(aside.getByRole('heading', { name: 'Nos engagements' })).toBeVisible()
    await expect(aside.getByText(frenchText('Devis détaillé gratuit sous 48h'))).toBeVisible()
    await expect(aside.getByText('Des experts qualifiés')).toBeVisible()
    await expect(aside.getByText('Un accompagnement personnalisé')).toBeVisible()
    // Behaviour §3/§9: telephone input, 4-row message, the two 'Bilan' options sharing one value.
    const form = page.locator('[data-form-island="contact"] form')
    await expect(form.locator('input[name="phone"]')).toHaveAttribute('type', 'tel')
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '4')
    await form.getByRole('button', { name: /Type de projet/ }).click()
    const listbox = page.getByRole('listbox')
    await expect(listbox.getByRole('option', { name: 'Bilan avant achat', exact: true })).toBeVisible()
    await expect(listbox.getByRole('option', { name: 'Bilan avant vente', exact: true })).toBeVisible()
    // The list takes focus once its opening transition ends (react-aria waits for it after a replayed
    // press): Escape sent earlier would land on <body>.
    await expectFocusWithin(listbox)
    await page.keyboard.press('Escape')
    await expect(listbox).toHaveCount(0)
  })

  // The select is a plain button until the form's JS arrives (lazy-island.ts): /contact with that
  // chunk held, its select trigger, and the function that lets the chunk through.
  async function contactFormNotLive(page: Page) {
    const release = await holdFormChunk(page, 'ContactFormIsland')
    await page.goto(CONTACT_PAGE)
    await waitForHydration(page)
    const island = page.locator('[data-form-island="contact"]')
    return { release, island, trigger: island.getByRole('button', { name: /Type de projet/ }) }
  }

  test('the project type pressed before the form’s JS arrives opens once the form is live, and stays open', async ({ page }) => {
    const { release, island, trigger } = await contactFormNotLive(page)
    await trigger.click()
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('listbox')).toHaveCount(0)

    release()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    const listbox = page.getByRole('listbox')
    await expect(listbox.getByRole('option', { name: 'Bilan avant vente', exact: true })).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expectFocusWithin(listbox)
    await listbox.getByRole('option', { name: 'Bilan avant vente', exact: true }).click()
    await expect(listbox).toHaveCount(0)
    await expect(trigger).toContainText('Bilan avant vente')
  })

  test('a press begun before the form’s JS arrives and ended after it is live still opens the list', async ({ page }) => {
    const { release, island, trigger } = await contactFormNotLive(page)
    await trigger.hover()
    await page.mouse.down()
    release()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await page.mouse.up()
    const listbox = page.getByRole('listbox')
    await expect(listbox.getByRole('option', { name: 'Bilan avant vente', exact: true })).toBeVisible()
    await expectFocusWithin(listbox)
    await page.keyboard.press('Escape')
    await expect(listbox).toHaveCount(0)
    // Closed on purpose: it stays closed (no late replay).
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('the form’s JS cannot be downloaded: the page and what was typed stay, a notice gives the phone and e-mail, nothing is sent', async ({
    page,
    request,
    consoleErrors,
  }) => {
    let chunkRequests = 0
    await page.route(/ContactFormIsland-[^/]*\.js$/, (route) => {
      chunkRequests++
      return route.abort('connectionreset')
    })
    const { form } = await startTyping(page, CONTACT_PAGE, 'contact', contactValues.name)
    const notice = page.getByRole('alert').filter({ hasText: 'Le formulaire n’a pas pu être chargé' })
    await expect(notice).toHaveText(/Le formulaire n’a pas pu être chargé\. Vérifiez votre connexion, puis rechargez la page\./)
    await expect(notice.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
    await expect(notice.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`)
    await expect(notice.getByRole('button', { name: 'Recharger la page' })).toBeVisible()
    expect(await axeViolations(page, 'form unavailable')).toEqual([])
    expect(consoleErrors.map((e) => e.text).join('\n')).toContain('[formulaire] chargement impossible')

    // Still the contact page, with the form and what was typed (not the route's error page).
    await expect(page.getByRole('heading', { level: 2, name: 'Demande de Renseignements' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Erreur' })).toHaveCount(0)
    await field(form, 'Adresse email').fill(contactValues.email)
    await expect(field(form, 'Nom complet')).toHaveValue(contactValues.name)

    // Sending: no native submission of what was typed; the notice takes focus and says why.
    await submit(form)
    await expect(notice).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`${CONTACT_PAGE}$`))
    await expect(field(form, 'Nom complet')).toHaveValue(contactValues.name)
    await expect(field(form, 'Adresse email')).toHaveValue(contactValues.email)
    expect(await outboxMessages(request)).toHaveLength(0)
    expect(chunkRequests).toBeGreaterThanOrEqual(1)

    // Listening before the click: a quick reload fired 'load' before a listener added after it.
    await clickAndReload(page, notice.getByRole('button', { name: 'Recharger la page' }))
    await expect(page).toHaveURL(new RegExp(`${CONTACT_PAGE}$`))
  })

  test('sends one message with every template param and default, shows the success toast and empties the form', async ({ page, request, consoleErrors }) => {
    const form = await openForm(page, CONTACT_PAGE, 'contact')
    await fillContact(page, form)
    await submit(form)
    await expectToast(page, contactSuccess.title, contactSuccess.description)
    await expectContactEmpty(form)
    await expectSentNoticeAfterToast(page, contactSuccess)

    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    const params = messages[0]!.template_params
    expect(Object.keys(params).sort()).toEqual(
      [
        'address',
        'budget_range',
        'contact_date',
        'current_year',
        'email',
        'form_source',
        'marketing_consent',
        'message',
        'name',
        'phone',
        'project_type',
        'timeframe',
      ].sort(),
    )
    expect(params).toMatchObject({
      name: contactValues.name,
      email: contactValues.email,
      phone: contactValues.phone,
      address: contactValues.address,
      project_type: 'expertise-avant-achat',
      budget_range: 'Non renseigné',
      timeframe: 'Non renseigné',
      message: contactValues.message,
      marketing_consent: 'Oui',
      current_year: String(new Date().getFullYear()),
      form_source: 'Formulaire de contact principal',
    })
    expect(params.contact_date).toMatch(contactDatePattern)
    expect(await conversions(page)).toEqual([expect.objectContaining({ value: 1, currency: 'EUR' })])
    expect(consoleErrors).toEqual([])
  })

  test("marketing consent unticked is sent as 'Non'", async ({ page, request }) => {
    const form = await openForm(page, CONTACT_PAGE, 'contact')
    await fillContact(page, form, { marketing: false })
    await submit(form)
    await expectToast(page, contactSuccess.title, contactSuccess.description)
    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params.marketing_consent).toBe('Non')
  })

  test(`every failure the mail service can give (${failures.join(', ')}), one after the other: destructive toast, error logged, values kept, fallback shown; then sent once`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000) // ten sends in one test, as in the quick form's
    const form = await openForm(page, CONTACT_PAGE, 'contact')
    await fillContact(page, form)
    const fallback = await failInEveryWay(page, request, form, consoleErrors, {
      toast: contactFailure,
      expectKept: expectContactKept,
      logged: '[Formulaire de contact] envoi impossible',
      mailtoInFallback: false,
    })

    await clearOutbox(request)
    await submit(form)
    await expectToast(page, contactSuccess.title, contactSuccess.description)
    await expectContactEmpty(form)
    await expect(fallback).toHaveCount(0)
    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({ name: contactValues.name, project_type: 'expertise-avant-achat' })
  })

  test('double click and Enter while sending: one message', async ({ page, request }) => {
    const form = await openForm(page, CONTACT_PAGE, 'contact')
    const release = await holdMailSend(page)
    await fillContact(page, form)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).dblclick()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('button', { name: /Envoi en cours…/ })).toBeVisible()
    release()
    await expectToast(page, contactSuccess.title, contactSuccess.description)
    expect(await outboxMessages(request)).toHaveLength(1)
  })

  test('validation: terms and e-mail messages, each cleared when its field changes', async ({ page, request }) => {
    const form = await openForm(page, CONTACT_PAGE, 'contact')
    await fillContact(page, form)
    await setChecked(form.getByRole('checkbox', { name: /conditions d’utilisation/ }), false)
    await field(form, 'Adresse email').fill('paul roussel@example.fr')
    await submit(form)
    const terms = form.getByText(frenchText("Veuillez accepter les conditions d'utilisation", { exact: false }))
    const email = form.getByText('Veuillez entrer une adresse email valide')
    await expect(terms).toBeVisible()
    await expect(email).toBeVisible()
    await setChecked(form.getByRole('checkbox', { name: /conditions d’utilisation/ }), true)
    await expect(terms).toHaveCount(0)
    await field(form, 'Adresse email').fill(contactValues.email)
    await expect(email).toHaveCount(0)
    expect(await outboxMessages(request)).toHaveLength(0)
  })

  test('keyboard only: from the top of the page (skip link), the whole form is completed and sent without a pointer', async ({ page, request }) => {
    await page.goto(CONTACT_PAGE)
    await waitForHydration(page)
    const form = page.locator('[data-form-island="contact"] form')
    await followSkipLink(page)
    await tabInto(page, form)
    await expect(field(form, 'Nom complet')).toBeFocused()
    await page.keyboard.type(contactValues.name)
    // The form became live when focus entered it; what was typed meanwhile is kept.
    await expect(page.locator('[data-form-island="contact"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(field(form, 'Nom complet')).toHaveValue(contactValues.name)
    await page.keyboard.press('Tab')
    await expect(field(form, 'Adresse email')).toBeFocused()
    await page.keyboard.type(contactValues.email)
    await page.keyboard.press('Tab')
    await expect(field(form, 'Téléphone')).toBeFocused()
    await page.keyboard.type(contactValues.phone)
    await page.keyboard.press('Tab')
    await expect(field(form, 'Adresse du bien')).toBeFocused()
    await page.keyboard.type(contactValues.address)
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: /Type de projet/ })).toBeFocused()
    await page.keyboard.press('Enter')
    const listbox = page.getByRole('listbox')
    await expect(listbox).toBeVisible()
    // Type-ahead then Enter chooses 'Bilan avant achat'.
    await page.keyboard.type('Bilan avant a')
    await expect(page.getByRole('option', { name: 'Bilan avant achat', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(listbox).toHaveCount(0)
    await expect(form.getByRole('button', { name: /Bilan avant achat/ })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(field(form, 'Votre message')).toBeFocused()
    await page.keyboard.type(contactValues.message)
    await page.keyboard.press('Tab')
    await expect(form.getByRole('checkbox', { name: /recevoir des informations/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('checkbox', { name: /conditions d’utilisation/ })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(form.getByRole('checkbox', { name: /conditions d’utilisation/ })).toBeChecked()
    // Past the terms link and the privacy link to the button (the honeypot is out of the tab order).
    const button = form.getByRole('button', { name: 'Envoyer ma demande' })
    for (let i = 0; i < 6 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expectToast(page, contactSuccess.title, contactSuccess.description)
    // The emptied form keeps the keyboard where it was: on the button, the success notice just below.
    await expect(page.getByTestId('form-sent')).toBeVisible()
    await expect(button).toBeFocused()
    const messages = await outboxMessages(request)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({
      name: contactValues.name,
      project_type: 'expertise-avant-achat',
      marketing_consent: 'Non',
    })
  })

  test('axe: no violation in idle, error and success states', async ({ page, request }) => {
    test.setTimeout(120_000)
    const form = await openForm(page, CONTACT_PAGE, 'contact')
    const violations = await axeViolations(page, 'idle')

    await submit(form)
    await expect(form.getByText(frenchText("Veuillez accepter les conditions d'utilisation", { exact: false }))).toBeVisible()
    violations.push(...(await axeViolations(page, 'validation errors')))

    await failOutbox(request, 503)
    await fillContact(page, form)
    await submit(form)
    await expectToast(page, contactFailure.title, contactFailure.description)
    violations.push(...(await axeViolations(page, 'send error')))

    await clearOutbox(request)
    await submit(form)
    await expectToast(page, contactSuccess.title, contactSuccess.description)
    violations.push(...(await axeViolations(page, 'success')))
    expect(violations).toEqual([])
  })
})

test.describe('tel: links', () => {
  test('every call link dials the configured number', async ({ page }) => {
    // Pages with the company's call buttons (the mediator's and the host's numbers live elsewhere).
    const pages = [
      { path: CONTACT_PAGE, mustHave: true },
      { path: '/expertise-fissures', mustHave: true },
      { path: '/', mustHave: false },
      { path: QUICK_PAGE, mustHave: false },
    ]
    for (const { path, mustHave } of pages) {
      await page.goto(path)
      await waitForHydration(page)
      const hrefs = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      if (mustHave) expect(hrefs.length, path).toBeGreaterThan(0)
      for (const href of hrefs) expect(href, path).toBe(siteConfig.phone.href)
    }
  })
})
