// Drills (issue 8) in Chromium against the real local stack: hostile input through the three forms
// (property-based, fast-check, fixed seed), faults of the reviews API and of the mail service, and
// keyboard-only journeys. Runs in its own Playwright project after the others (playwright.config.ts):
// it approves reviews, which would move the counts and lists other suites read.
import fc from 'fast-check'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { localKeys } from '@expert/local-stack'
import { expect, test, waitForHydration } from './fixtures'

test.describe.configure({ mode: 'serial', timeout: 180_000 })

const STACK = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
const SEED = 20_261_123
const { serviceKey } = localKeys()

// ---- generators ----------------------------------------------------------------------------------

/** Each payload calls window.__pwned if it ever runs. */
const xss = [
  '<script>window.__pwned("script")</script>',
  '<img src=x onerror="window.__pwned(\'img\')">',
  '"><svg onload=window.__pwned("svg")>',
  "'><iframe srcdoc=\"<script>parent.__pwned('iframe')</script>\"></iframe>",
  'javascript:window.__pwned("href")',
  '<a href="javascript:window.__pwned(\'link\')">voir</a>',
  '<details open ontoggle=window.__pwned("toggle")>',
  '${window.__pwned("template")}',
  '{{constructor.constructor("window.__pwned(\'ng\')")()}}',
  '&lt;script&gt;window.__pwned("entity")&lt;/script&gt;',
  '<style>body{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned("mxss")>',
]
const sqlLooking = ["'; DROP TABLE avis; --", "' OR 1=1 --", 'Robert"); DELETE FROM avis WHERE ("1"="1', '1; SELECT pg_sleep(10); --']
const specialUnit = fc.constantFrom(
  ...['\u0001', '\u0007', '\b', '\u001b', '\u007f', '\t', '\u202e', '\u202d', '\u2066', '\u2067', '\u2069', '\u200f', '\u200b', '\ufeff'],
  ...['😀', '👨‍👩‍👧‍👦', '🏳️‍🌈', '𝕏', 'é', 'ß', 'ç', 'Ω', '字', 'ا', 'ש', '<', '>', '&', '"', "'", '/', '\\', 'a', 'Z', ' '],
)
const hostile: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...xss),
  fc.constantFrom(...sqlLooking),
  fc.string({ unit: specialUnit, minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.tuple(fc.constantFrom(...xss), fc.string({ unit: specialUnit, maxLength: 10 })).map(([a, b]) => b + a + b),
)
/** `count` hostile strings, the same on every run (printed seed). */
const sample = (count: number, offset: number) => fc.sample(hostile, { seed: SEED + offset, numRuns: count })

let generated = 0

// ---- page helpers ----------------------------------------------------------------------------------

/** A trap any executed payload would spring, and a listener for dialogs (alert/confirm). */
async function armTraps(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = []
    Object.defineProperty(window, '__pwnedCalls', { value: calls })
    Object.defineProperty(window, '__pwned', { value: (what: unknown) => calls.push(what) })
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __pwnedCalls: unknown[] }).__pwnedCalls)).toEqual([])
    expect(dialogs).toEqual([])
  }
}

const outbox = async (request: APIRequestContext) =>
  ((await (await request.get(`${STACK}/__outbox`)).json()) as { messages: { template_params: Record<string, string> }[] }).messages

async function openIsland(page: Page, path: string, kind: 'quick' | 'contact' | 'review') {
  await page.goto(path)
  await waitForHydration(page)
  const island = page.locator(`[data-form-island="${kind}"]`)
  await island.hover()
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  return island.locator('form')
}

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

async function tick(checkbox: Locator) {
  if (await checkbox.isChecked()) return
  await checkbox.focus()
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked()
}

/** Fills a field and returns what it holds (browsers drop line breaks from single-line inputs). */
async function put(field: Locator, value: string) {
  await field.fill(value)
  generated++
  return field.inputValue()
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

// ---- hostile input ---------------------------------------------------------------------------------

test.describe('hostile input through the three forms (fast-check)', () => {
  test.beforeAll(async ({ request }) => {
    expect((await request.delete(`${STACK}/__outbox`, { data: {} })).ok()).toBe(true)
    expect((await request.delete(`${STACK}/__outbox/fail`, { data: {} })).ok()).toBe(true)
  })

  test(`quick quote: 25 submissions × 4 generated fields (seed ${SEED}) — sent as typed, or refused in French; nothing runs`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const check = await armTraps(page)
    const form = await openIsland(page, '/a-propos', 'quick')
    const values = sample(100, 1)
    for (let i = 0; i < 25; i++) {
      const [name, phone, address, message] = values.slice(i * 4, i * 4 + 4) as [string, string, string, string]
      const before = (await outbox(request)).length
      const typed = {
        name: await put(textbox(form, 'Nom complet'), name),
        phone: await put(textbox(form, 'Téléphone'), phone),
        address: await put(textbox(form, 'Ville ou code postal'), address),
        message: await put(textbox(form, 'Votre message'), message),
      }
      await textbox(form, 'Adresse email').fill('jeanne.martin@example.fr')
      await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
      if (typed.name.trim() === '' || typed.phone.trim() === '') {
        // Refused: the French message, nothing sent, nothing lost.
        const expected = typed.name.trim() === '' ? 'Veuillez indiquer votre nom' : 'Veuillez indiquer votre numéro de téléphone'
        await expect(form.getByText(expected)).toBeVisible()
        await expect(textbox(form, 'Votre message')).toHaveValue(typed.message)
        expect(await outbox(request)).toHaveLength(before)
        await textbox(form, 'Nom complet').fill('Jeanne Martin')
        await textbox(form, 'Téléphone').fill('06 12 34 56 78')
        await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
        typed.name = 'Jeanne Martin'
        typed.phone = '06 12 34 56 78'
      }
      await expect(textbox(form, 'Nom complet')).toHaveValue('')
      const sent = await outbox(request)
      expect(sent).toHaveLength(before + 1)
      const params = sent.at(-1)!.template_params
      expect(params.name).toBe(typed.name.trim())
      expect(params.phone).toBe(typed.phone.trim())
      expect(params.address).toBe(typed.address.trim() || 'Non renseigné')
      expect(params.message).toBe(typed.message.trim())
    }
    await check()
    expect(consoleErrors).toEqual([])
  })

  test(`contact form: 22 submissions × 4 generated fields — sent as typed or refused in French; nothing runs`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const check = await armTraps(page)
    const form = await openIsland(page, '/contact', 'contact')
    const values = sample(88, 2)
    for (let i = 0; i < 22; i++) {
      const [name, phone, address, message] = values.slice(i * 4, i * 4 + 4) as [string, string, string, string]
      const before = (await outbox(request)).length
      const typed = {
        name: await put(textbox(form, 'Nom complet'), name),
        phone: await put(textbox(form, 'Téléphone'), phone),
        address: await put(textbox(form, 'Adresse du bien'), address),
        message: await put(textbox(form, 'Votre message'), message),
      }
      await textbox(form, 'Adresse email').fill('jeanne.martin@example.fr')
      await form.getByRole('button', { name: /Type de projet/ }).click()
      await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
      await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
      const blanks = Object.entries(typed).filter(([, value]) => value.trim() === '')
      if (blanks.length > 0) {
        await expect(form.getByText(/^Veuillez /).first()).toBeVisible()
        for (const [key, value] of Object.entries(typed)) {
          const label = { name: 'Nom complet', phone: 'Téléphone', address: 'Adresse du bien', message: 'Votre message' }[key]!
          await expect(textbox(form, label)).toHaveValue(value)
        }
        expect(await outbox(request)).toHaveLength(before)
        for (const [key] of blanks) {
          const label = { name: 'Nom complet', phone: 'Téléphone', address: 'Adresse du bien', message: 'Votre message' }[key]!
          await textbox(form, label).fill('Valeur de remplacement')
          typed[key as keyof typeof typed] = 'Valeur de remplacement'
        }
        await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
      }
      await expect(textbox(form, 'Nom complet')).toHaveValue('')
      const sent = await outbox(request)
      expect(sent).toHaveLength(before + 1)
      const params = sent.at(-1)!.template_params
      expect(params.name).toBe(typed.name.trim())
      expect(params.address).toBe(typed.address.trim())
      expect(params.message).toBe(typed.message.trim())
    }
    await check()
    expect(consoleErrors).toEqual([])
  })

  test('review form: 9 reviews × 2 generated fields + a 100,000-character message; stored ones render as text once approved', async ({
    page,
    request,
  }) => {
    const check = await armTraps(page)
    const values = sample(18, 3)
    const stored: string[] = []
    for (let i = 0; i < 9; i++) {
      const form = await openIsland(page, '/avis-clients/nouveau', 'review')
      const marker = `Drill ${SEED}-${i} `
      const name = await put(textbox(form, 'Votre nom'), values[i * 2]!)
      const message = await put(textbox(form, 'Votre avis'), marker + values[i * 2 + 1]!)
      await form.getByRole('button', { name: /Type de projet/ }).click()
      await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
      // Rated 1–3: kept out of the home's testimonials (4 and more), which other journeys read.
      await form.getByRole('radio', { name: i % 3 === 0 ? '1 étoile' : `${(i % 3) + 1} étoiles`, exact: true }).locator('xpath=ancestor::label[1]').click()
      await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
      if (name.trim() === '') {
        await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
        await expect(form.getByText("Veuillez indiquer votre nom ou cocher 'Rester anonyme'")).toBeVisible()
        await expect(textbox(form, 'Votre avis')).toHaveValue(message)
        await textbox(form, 'Votre nom').fill('Jeanne Martin')
      }
      const insert = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/rest/v1/avis'))
      await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
      const status = (await insert).status()
      if (status === 201) {
        await expect(toasts(page).getByText('Avis envoyé avec succès', { exact: true })).toBeVisible()
        stored.push(message.trim())
      } else {
        // Refused by the database (e.g. a NUL character PostgreSQL cannot store): the French
        // failure toast, every value kept.
        expect(status).toBeGreaterThanOrEqual(400)
        await expect(toasts(page).getByText("Une erreur est survenue lors de l'envoi de votre avis. Veuillez réessayer.")).toBeVisible()
        await expect(textbox(form, 'Votre avis')).toHaveValue(message)
      }
    }
    expect(stored.length).toBeGreaterThan(0)

    // 100,000 characters: over the database's 2,000 — refused with the French toast, text kept.
    const form = await openIsland(page, '/avis-clients/nouveau', 'review')
    const huge = `${'Mur fissuré '.repeat(8_333)}abcd`
    expect(huge).toHaveLength(100_000)
    await textbox(form, 'Votre nom').fill('Jeanne Martin')
    await textbox(form, 'Votre avis').fill(huge)
    generated++
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
    await form.getByRole('radio', { name: '2 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    const insert = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/rest/v1/avis'))
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    expect((await insert).status()).toBe(400)
    await expect(toasts(page).getByText("Une erreur est survenue lors de l'envoi de votre avis. Veuillez réessayer.")).toBeVisible()
    await expect(textbox(form, 'Votre avis')).toHaveValue(huge)

    // Approve the stored drill reviews as the owner would, then read them on the public page.
    const approve = await request.patch(`${STACK}/rest/v1/avis?message=like.${encodeURIComponent(`Drill ${SEED}-*`)}`, {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      data: { approuve: true },
    })
    expect(approve.ok(), await approve.text()).toBe(true)
    const rows = (await approve.json()) as { message: string }[]
    expect(rows.map((row) => row.message).sort()).toEqual([...stored].sort())

    await page.goto('/avis-clients')
    await waitForHydration(page)
    const cards = page.locator('[data-reviews-list="loaded"] li')
    await expect(cards.first()).toBeVisible()
    const texts = await cards.evaluateAll((items) => items.map((item) => item.textContent ?? ''))
    for (const message of stored) expect(texts.some((text) => text.includes(message)), message).toBe(true)
    // Rendered as text: no element came from the payloads.
    expect(await page.locator('[data-reviews-list] :is(script, iframe, svg[onload], img[onerror], details[ontoggle], math, style)').count()).toBe(0)
    await check()
    console.log(`hostile drill: ${generated} generated inputs (seed ${SEED})`)
    expect(generated).toBeGreaterThanOrEqual(200)
  })
})

// ---- faults ----------------------------------------------------------------------------------------

const loadError = "Une erreur s'est produite lors du chargement des avis."

test.describe('faults of the reviews API and the mail service', () => {
  test('reviews API slow (7 s, under the 10 s deadline): the loading state holds, then the reviews', async ({ page }) => {
    test.setTimeout(60_000)
    await page.route('**/rest/v1/avis**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 7_000))
      await route.continue()
    })
    const started = Date.now()
    await page.goto('/avis-clients')
    await waitForHydration(page)
    const list = page.locator('[data-reviews-list]')
    await expect(list).toHaveAttribute('data-reviews-list', 'loading')
    await expect(page.getByText('Chargement des avis...', { exact: true })).toBeVisible()
    await page.waitForTimeout(Math.max(0, 5_000 - (Date.now() - started)))
    await expect(list).toHaveAttribute('data-reviews-list', 'loading')
    await expect(list).toHaveAttribute('data-reviews-list', 'loaded', { timeout: 20_000 })
    await expect(list.locator('li').first()).toBeVisible()
  })

  test('reviews API slower than the 10 s deadline: loading for 10 s, then the error state; Réessayer lists the reviews', async ({ page }) => {
    test.setTimeout(60_000)
    let slow = true
    await page.route('**/rest/v1/avis**', async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 12_000))
      await route.continue().catch(() => {})
    })
    const started = Date.now()
    await page.goto('/avis-clients')
    await waitForHydration(page)
    const list = page.locator('[data-reviews-list]')
    await page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - started)))
    await expect(list).toHaveAttribute('data-reviews-list', 'loading')
    await expect(list).toHaveAttribute('data-reviews-list', 'error', { timeout: 10_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500)
    await expect(page.getByRole('alert').filter({ hasText: loadError })).toBeVisible()
    slow = false
    const reload = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await reload
    await expect(list).toHaveAttribute('data-reviews-list', 'loaded')
  })

  for (const [label, fulfil] of [
    ['malformed JSON', { status: 200, contentType: 'application/json', body: '{"pas du json' }],
    ['an HTML error page', { status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }],
  ] as const) {
    test(`reviews API answers ${label}: the error state and its retry button, on the list and in the testimonials`, async ({ page, consoleErrors }) => {
      await page.route('**/rest/v1/avis**', (route) =>
        route.fulfill({ ...fulfil, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Range' } }),
      )
      await page.goto('/avis-clients')
      await waitForHydration(page)
      await expect(page.locator('[data-reviews-list]')).toHaveAttribute('data-reviews-list', 'error')
      await expect(page.getByRole('alert').filter({ hasText: loadError })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
      await page.goto('/')
      await waitForHydration(page)
      await page.getByRole('heading', { name: 'Ce que nos clients disent de nous' }).scrollIntoViewIfNeeded()
      await expect(page.getByText(loadError)).toBeVisible()
      expect(consoleErrors.every((error) => /avis|Avis|Failed to load resource|502/.test(error.text))).toBe(true)
    })
  }

  test('review insert cut off (network): the failure toast, every value kept, sent once when retried', async ({ page, request }) => {
    const form = await openIsland(page, '/avis-clients/nouveau', 'review')
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
    await expect(toasts(page).getByText("Une erreur est survenue lors de l'envoi de votre avis. Veuillez réessayer.")).toBeVisible()
    await expect(textbox(form, 'Votre avis')).toHaveValue(message)
    await expect(textbox(form, 'Votre nom')).toHaveValue('Jeanne Martin')
    expect(posts).toBe(1)
    cut = false
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    await expect(page).toHaveURL(/\/avis-clients$/, { timeout: 10_000 })
    expect(posts).toBe(2)
    const rows = await request.get(`${STACK}/rest/v1/avis?select=id&message=eq.${encodeURIComponent(message)}`, {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
    })
    expect(((await rows.json()) as unknown[]).length).toBe(1)
  })

  test('mail service slow (5 s): the button says it is sending and stays disabled, repeated clicks send one e-mail', async ({ page, request }) => {
    expect((await request.delete(`${STACK}/__outbox`, { data: {} })).ok()).toBe(true)
    const form = await openIsland(page, '/contact', 'contact')
    await page.route('**/api/v1.0/email/send**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      await route.continue()
    })
    await textbox(form, 'Nom complet').fill('Jeanne Martin')
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
    await expect(toasts(page).getByText('Demande reçue', { exact: true })).toBeVisible({ timeout: 15_000 })
    expect(await outbox(request)).toHaveLength(1)
  })
})

// ---- keyboard only ---------------------------------------------------------------------------------

test.describe('keyboard-only journeys', () => {
  test('quote: from the page top, Tab to the quick form, complete it (date by typing) and send it with Enter', async ({ page, request }) => {
    expect((await request.delete(`${STACK}/__outbox`, { data: {} })).ok()).toBe(true)
    await page.goto('/a-propos')
    await waitForHydration(page)
    const island = page.locator('[data-form-island="quick"]')
    const nameField = textbox(island.locator('form'), 'Nom complet')
    for (let presses = 0; presses < 80 && !(await nameField.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(nameField).toBeFocused()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await page.keyboard.type('Jeanne Martin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('jeanne.martin@example.fr')
    await page.keyboard.press('Tab')
    await page.keyboard.type('06 12 34 56 78')
    await page.keyboard.press('Tab')
    await page.keyboard.type('34000 Montpellier')
    await page.keyboard.press('Tab') // project type (select button)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await page.keyboard.press('Tab') // date: day segment
    await page.keyboard.type('17032031')
    const message = island.getByRole('textbox', { name: 'Votre message', exact: true })
    for (let presses = 0; presses < 6 && !(await message.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(message).toBeFocused()
    await page.keyboard.type('Fissures en escalier sur la façade.')
    const terms = island.getByRole('checkbox', { name: /conditions d’utilisation/ })
    for (let presses = 0; presses < 6 && !(await terms.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Space')
    await expect(terms).toBeChecked()
    const send = island.getByRole('button', { name: 'Envoyer ma demande' })
    for (let presses = 0; presses < 6 && !(await send.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(send).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toasts(page).getByText('Demande envoyée', { exact: true })).toBeVisible()
    const sent = await outbox(request)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params).toMatchObject({ name: 'Jeanne Martin', preferred_date: 'lundi 17 mars 2031' })
  })

  test('cookie banner: reached with Tab, refused with Enter, reopened from the footer with Enter and accepted with Space', async ({ page, context }) => {
    await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto('/')
    await waitForHydration(page)
    const banner = page.getByRole('region', { name: 'Gestion des cookies' })
    await expect(banner).toBeVisible()
    const refuse = banner.getByRole('button', { name: 'Refuser' })
    for (let presses = 0; presses < 120 && !(await refuse.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(refuse).toBeFocused()
    await expect(refuse).toHaveCSS('outline-style', /solid|auto/)
    await page.keyboard.press('Enter')
    await expect(banner).toHaveCount(0)
    const manage = page.getByRole('button', { name: 'Gérer les cookies' })
    await manage.focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeVisible()
    const accept = banner.getByRole('button', { name: 'Accepter' })
    // Focus is moved into the banner; Tab reaches 'Accepter' from there.
    await expect.poll(() => banner.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let presses = 0; presses < 6 && !(await accept.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(accept).toBeFocused()
    await page.keyboard.press('Space')
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? '{}').value)).toBe('accepted')
  })

  test('services tabs: Tab into the tab list, End / Home / arrows select, Tab into the panel, Enter opens a service page', async ({ page }) => {
    await page.goto('/services')
    await waitForHydration(page)
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveCount(3)
    await tabs.first().focus()
    await page.keyboard.press('End')
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(1)).toBeFocused()
    const panel = page.getByRole('tabpanel')
    const firstCardLink = panel.getByRole('link').first()
    const href = await firstCardLink.getAttribute('href')
    for (let presses = 0; presses < 4 && !(await firstCardLink.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(firstCardLink).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('keyboard-only drawer @phone', () => {
  test('menu opened with Enter, links reached with Tab, closed with Escape, focus back on the menu button', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Tab')
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(menu).toBeFocused()
  })
})
