// The quote and contact forms where a whole page is the point, down to the local stack's
// EmailJS-compatible outbox: the prerendered form before its code (typed, ticked, sent; its chunk
// loaded at the first interaction; presses made before it is live; a chunk that cannot be
// downloaded) and the contact form completed with the keyboard alone from the skip link. The forms'
// own states — every template param and default, toasts, failures, one e-mail per send, validation,
// axe — are component tests (app/components/forms/*.test.tsx), against the same outbox.
//
// Serial: the tests share one outbox (cleared before each test).
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { siteConfig } from '../app/site.config'
import { clickAndReload, downloadFailureLines, expect, followSkipLink, tabInto, test, waitForHydration, openForm, axeViolations } from './fixtures'
import { emailsFrom } from './local-stack'
import { frenchText } from '../../../scripts/french-typography.mjs'

// Slow shared machines: a failure test fills, fails, checks and resends (10–20 s).
test.describe.configure({ mode: 'serial', timeout: 60_000 })

const QUICK_PAGE = '/a-propos'
const CONTACT_PAGE = '/contact'

/**
 * This file's messages: the outbox is shared with the journeys of other files that run beside these and
 * read their own messages from it (keyboard.spec.ts), so it is never cleared here; a test reads what its
 * senders (quickValues, contactValues) sent since it began.
 */
const ownMessages = (request: APIRequestContext) => emailsFrom(request, quickValues.name, contactValues.name)
let ownBefore = 0
const outboxMessages = async (request: APIRequestContext) => (await ownMessages(request)).slice(ownBefore)

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications' })

async function expectToast(page: Page, title: string | RegExp, description: string | RegExp) {
  const region = toastRegion(page)
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  await expect(region.getByText(description, { exact: true })).toBeVisible()
}

const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

const quickValues = {
  name: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  phone: '06 12 34 56 78',
  address: '34000 Montpellier',
  message: 'Des fissures en escalier sont apparues sur la façade cet été.',
}

const contactValues = {
  name: 'Paul Roussel',
  email: 'paul.roussel@example.fr',
  phone: '04 11 22 33 44',
  address: '12 rue des Lilas, 69003 Lyon',
  message: 'Nous achetons une maison de 1970 et souhaitons un bilan avant la signature.',
}

const submit = (form: Locator) => form.getByRole('button', { name: 'Envoyer ma demande' }).click()

const quickSuccess = {
  title: 'Demande envoyée',
  description: frenchText('Votre demande de devis a été envoyée avec succès. Nous vous contacterons dans les 24h ouvrées.'),
}
const contactSuccess = { title: 'Demande reçue', description: frenchText('Un conseiller vous contactera sous 24-48h.') }

test.beforeEach(async ({ request }) => {
  ownBefore = (await ownMessages(request)).length
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
    // The native list and date field work before the form's code: the choice and the day are sent.
    await form.getByRole('combobox', { name: 'Type de projet' }).selectOption({ label: 'Expertise fissures' })
    await form.getByLabel('Date souhaitée', { exact: true }).fill('2031-03-17')
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
      project_type: 'fissures',
      preferred_date: 'lundi 17 mars 2031',
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
})

test.describe('full contact form (/contact)', () => {
  test('the project type chosen before the form’s JS arrives (a native list) is kept once the form is live, as React’s own value', async ({ page }) => {
    const release = await holdFormChunk(page, 'ContactFormIsland')
    await page.goto(CONTACT_PAGE)
    await waitForHydration(page)
    const island = page.locator('[data-form-island="contact"]')
    const projectType = island.getByRole('combobox', { name: 'Type de projet' })
    await projectType.selectOption({ label: 'Bilan avant vente' })
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    release()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    // A render after hydration (a key typed elsewhere) would write back React's value if it were still empty.
    await field(island.locator('form'), 'Votre message').fill('Un bilan avant la vente.')
    await expect(projectType.locator('option:checked')).toHaveText('Bilan avant vente')
    await submit(island.locator('form'))
    await expect(island.getByText('Veuillez sélectionner un type de projet')).toHaveCount(0)
    await expect(island.getByText('Veuillez indiquer votre nom')).toBeVisible()
  })

  test('the form’s JS cannot be downloaded: the page and what was typed stay, a notice gives the phone and e-mail, nothing is sent', async ({
    page,
    request,
    consoleErrors,
    expectConsole,
  }) => {
    expectConsole(downloadFailureLines)
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
    const projectType = form.getByRole('combobox', { name: 'Type de projet' })
    await expect(projectType).toBeFocused()
    // Type-ahead on the closed native list chooses 'Bilan avant achat'.
    await page.keyboard.type('Bilan avant a')
    await expect(projectType.locator('option:checked')).toHaveText('Bilan avant achat')
    await expect(projectType).toBeFocused()
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
})
