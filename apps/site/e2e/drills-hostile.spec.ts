// Drills (issue 8), hostile input: strings generated with fast-check (fixed seed, printed and
// attached) — XSS payloads, SQL-looking text, control characters, bidi overrides, emoji and other
// astral characters, blank look-alikes, 100,000 characters — typed into the three forms of the built
// site against the real local stack. For every submission: nothing runs (a window.__pwned trap, no
// dialog, no page error), a refusal shows its French message and keeps every value, an accepted
// request reaches the outbox exactly as typed (trimmed), once, and a stored review — approved with
// the owner's CLI — renders as text.
//
// Complements drills.spec.ts (four generated fields of the /a-propos quick form and of the contact
// form with a fixed e-mail, a review's name and message, a 100,000-character review): here the
// e-mail fields are generated too, the form is the home page's, both mail forms carry 100,000
// characters, the review table's length limits are probed on both sides (in characters, not UTF-16
// units), names are checked as rendered text, and the testimonials block renders hostile rows.
//
// Parallel-safe: the outbox is never cleared nor switched to failure here, each test finds its own
// messages by their content; the reviews it approves are rated 1–3 (out of the testimonials block).
// Runs with bypassCSP: the site's policy would block an injected inline handler anyway (csp.spec.ts);
// these drills check that nothing gets injected in the first place.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import fc from 'fast-check'
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { localKeys } from '@expert/local-stack'
import { sendableMessage, sendableName, visibleLength } from '../app/content/review-text'
import { BIDI_CONTROLS } from '../app/content/visible-text-classes'
import { expect, test, waitForHydration, type ConsoleRecord, openForm, tick, scrollToRefreshedTestimonials } from './fixtures'
import { frenchText } from '../../../scripts/french-typography.mjs'

test.use({ bypassCSP: true })

const STACK_PORT = process.env.LOCAL_STACK_PORT ?? '54321'
const STACK = `http://127.0.0.1:${STACK_PORT}`
/** DRILL_SEED=<n> replays another run; the seed in use is printed and attached to each test. */
const SEED = Number(process.env.DRILL_SEED ?? 20_261_124)
const { serviceKey } = localKeys()
const moderationCli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/local-stack/bin/reviews.mjs')

// How many submissions each test makes (inputs = submissions × generated fields, plus the extras).
const QUICK_RUNS = 18 // × 5 fields + one 100,000-character message
const CONTACT_RUNS = 16 // × 5 fields + one 100,000-character message
const REVIEW_RUNS = 10 // × 3 fields
const LIMIT_CASES = 10 // one generated field each
const PLANNED_INPUTS = QUICK_RUNS * 5 + 1 + CONTACT_RUNS * 5 + 1 + REVIEW_RUNS * 3 + LIMIT_CASES

// ---- generators -------------------------------------------------------------------------------

const PWN = 'window.__pwned'
/** Each payload would call the trap (or open a dialog) if the page ever ran it as code. */
const xssTemplates: readonly ((tag: string) => string)[] = [
  (t) => `<script>${PWN}('${t}')</script>`,
  (t) => `<ScRiPt >${PWN}('${t}')</sCrIpT >`,
  (t) => `<img src=x onerror="${PWN}('${t}')">`,
  (t) => `<img/src="x"/onerror=alert('${t}')>`,
  (t) => `"><svg onload=${PWN}('${t}')>`,
  (t) => `'><svg/onload=${PWN}='${t}'//`,
  (t) => `javascript:${PWN}('${t}')`,
  (t) => `JaVaScRiPt:alert('${t}')`,
  (t) => `<a href="javascript:${PWN}('${t}')">voir le devis</a>`,
  (t) => `<a href="jav&#x61;script&#58;${PWN}('${t}')">lien</a>`,
  (t) => `\${${PWN}('${t}')}`,
  (t) => `\`\${${PWN}('${t}')}\``,
  (t) => `{{constructor.constructor("${PWN}('${t}')")()}}`,
  (t) => `&lt;script&gt;${PWN}('${t}')&lt;/script&gt;`,
  (t) => `&#60;img src=x onerror=${PWN}('${t}')&#62;`,
  (t) => `&lt;img src=x onerror=alert('${t}')&gt;`,
  (t) => `<iframe srcdoc="<script>parent.__pwned('${t}')</script>"></iframe>`,
  (t) => `<details open ontoggle=${PWN}('${t}')>`,
  (t) => `<math><mtext><table><mglyph><style><img src=x onerror=${PWN}('${t}')>`,
  (t) => `<noscript><p title="</noscript><img src=x onerror=${PWN}('${t}')>">`,
  (t) => `<input autofocus onfocus=${PWN}('${t}')>`,
  (t) => `<object data="javascript:${PWN}('${t}')"></object>`,
  (t) => `<!--><img src=x onerror=${PWN}('${t}')>-->`,
  (t) => `<marquee onstart=${PWN}('${t}')>`,
]
const sqlFragments = [
  "'; drop table avis; --",
  "' OR 1=1 --",
  "'; DROP TABLE avis; --",
  '" OR ""="',
  '1); DELETE FROM avis; --',
  "admin'--",
  "' UNION SELECT email FROM avis_private.review_emails --",
  "Robert'); DROP TABLE avis;--",
  "'; UPDATE avis SET approuve = true; --",
  '%27%20OR%201%3D1',
]
const controls = [...Array.from({ length: 0x1f }, (_, i) => String.fromCharCode(i + 1)), '\u007f']
const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']
const astral = ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇫🇷', '𝕏', '𝒜', '𠜎', '𓀀', '🧱', '🏚️', '🔥']
const letters = [...'abcdefghijklmnopqrstuvwxyzÉéèàçôœ ', '字', 'ש', 'ا', '<', '>', '&', '"', "'", '`', '/', '\\', '$', '{', '}', ';', '=']

const word = fc.string({ unit: fc.constantFrom(...letters), maxLength: 6 })
const xss = fc.tuple(fc.nat(xssTemplates.length - 1), fc.nat(9_999), word, word).map(([i, n, before, after]) => `${before}${xssTemplates[i]!(`x${n}`)}${after}`)
const sqlLooking = fc.tuple(word, fc.constantFrom(...sqlFragments)).map(([w, sql]) => `${w}${sql}`)
const controlText = fc.string({ unit: fc.constantFrom(...controls, ...letters), minLength: 1, maxLength: 24 })
const bidiText = fc.tuple(word, fc.constantFrom(...bidi), word, fc.constantFrom(...bidi), word).map((parts) => parts.join(''))
const astralText = fc.oneof(
  fc.array(fc.constantFrom(...astral), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
)
const mixed = fc.string({ unit: fc.constantFrom(...controls, ...bidi, ...astral, ...letters), minLength: 1, maxLength: 40 })
/** Only white space of some kind: a required field left blank. */
const blankish = fc.string({ unit: fc.constantFrom(' ', '\t', '\u00a0', '\u2003', '\u3000', '\ufeff'), minLength: 1, maxLength: 4 })

const hostile: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: xss },
  { weight: 2, arbitrary: sqlLooking },
  { weight: 1, arbitrary: controlText },
  { weight: 1, arbitrary: bidiText },
  { weight: 1, arbitrary: astralText },
  { weight: 1, arbitrary: mixed },
)
const required = fc.oneof({ weight: 9, arbitrary: hostile }, { weight: 1, arbitrary: blankish })
/** E-mails: mostly hostile local parts of the accepted shape (no white space, one @), some not. */
const emailLocal = hostile.map((s) => s.replace(/[\s@]/g, '')).filter((s) => s.length > 0)
const email = fc.oneof(
  { weight: 5, arbitrary: emailLocal.map((local) => `${local}@exemple.fr`) },
  { weight: 1, arbitrary: hostile },
  { weight: 1, arbitrary: fc.tuple(emailLocal, emailLocal).map(([a, b]) => `${a} ${b}@exemple.fr`) },
  { weight: 1, arbitrary: emailLocal.map((local) => `${local}@exemple`) },
)

const quickRecord = fc.record({ name: required, email, phone: required, address: fc.oneof(hostile, fc.constant('')), message: hostile })
const contactRecord = fc.record({ name: required, email, phone: required, address: required, message: required })
const reviewRecord = fc.record({
  name: required,
  email: fc.oneof({ weight: 3, arbitrary: email }, { weight: 1, arbitrary: fc.constant('') }),
  message: fc.oneof({ weight: 6, arbitrary: hostile }, { weight: 1, arbitrary: blankish }, { weight: 1, arbitrary: controlText }),
})

const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number, offset: number) => fc.sample(arbitrary, { seed: SEED + offset, numRuns: count })

// ---- text helpers -----------------------------------------------------------------------------

/** Length in characters (code points), as PostgreSQL's char_length counts. */
const chars = (s: string) => [...s].length

/**
 * `text` repeated and cut to exactly `n` characters, starting and ending with a letter (nothing
 * for trimming to remove). Carriage returns are dropped: a textarea turns '\r\n' into '\n'.
 */
function exactly(text: string, n: number): string {
  const units = [...text.replace(/\r/g, '')]
  let out: string[] = []
  while (out.length < n) out = out.concat(units)
  out = out.slice(0, n)
  out[0] = 'A'
  out[n - 1] = 'Z'
  return out.join('')
}

/**
 * 100,000 characters of hostile text: generated XSS and SQL-looking payloads with control
 * characters, bidi overrides and emoji among them, and a few dozen line breaks (Playwright's fill
 * types thousands of line breaks into a textarea in tens of seconds).
 */
function hundredThousand(offset: number): string {
  const [payloads, specials] = sample(
    fc.tuple(
      fc.array(fc.oneof(xss, sqlLooking), { minLength: 60, maxLength: 60 }),
      fc.array(fc.oneof(controlText, bidiText, astralText), { minLength: 20, maxLength: 20 }),
    ),
    1,
    offset,
  )[0]!
  const chunk = payloads.map((payload, i) => (i % 3 === 0 ? `${payload}${specials[i / 3]}` : payload)).join(' ')
  const text = exactly(`${chunk.replace(/[\r\n]/g, ' ')}\n`, 100_000)
  expect(chars(text)).toBe(100_000)
  return text
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// ---- page helpers -----------------------------------------------------------------------------

/**
 * window.__pwned, callable and assignable, reports to the test through a binding (so calls made on
 * a page the journey then left still count); alert/confirm/prompt show up as dialogs.
 */
async function armTraps(page: Page) {
  const pwned: string[] = []
  const dialogs: string[] = []
  await page.exposeFunction('__pwnedReport', (what: string) => {
    pwned.push(what)
  })
  await page.addInitScript(() => {
    const report = (what: unknown) => void (window as unknown as { __pwnedReport: (w: string) => Promise<void> }).__pwnedReport(String(what))
    Object.defineProperty(window, '__pwned', {
      get: () => report,
      set: (value) => {
        report(`set ${value}`)
      },
    })
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return {
    async check() {
      // Let a handler that would fire late (onload of an injected element) report.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(pwned, 'a payload ran').toEqual([])
      expect(dialogs, 'a payload opened a dialog').toEqual([])
    },
  }
}

function annotateSeed(testInfo: TestInfo, offset: number) {
  const description = `fast-check seed ${SEED} + ${offset} (replay: DRILL_SEED=${SEED})`
  testInfo.annotations.push({ type: 'seed', description })
  void testInfo.attach('seed', { body: String(SEED), contentType: 'text/plain' })
  console.log(`[drills-hostile] ${testInfo.title.split(':')[0]} — ${description}`)
}

/** Records how many generated values a test typed (the file plans PLANNED_INPUTS in all). */
function reportInputs(testInfo: TestInfo, typed: number, planned: number) {
  testInfo.annotations.push({ type: 'generated inputs', description: `${typed} (file: ${PLANNED_INPUTS}, seed ${SEED})` })
  console.log(`[drills-hostile] ${typed} generated inputs typed here; ${PLANNED_INPUTS} in the file`)
  expect(typed).toBe(planned)
}

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })
const terms = (form: Locator) => form.getByRole('checkbox', { name: /conditions d’utilisation/ })
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** Types a value and returns what the field holds (single-line fields drop line breaks). */
async function put(field: Locator, value: string): Promise<string> {
  await field.fill(value)
  return field.inputValue()
}

/** Requests whose URL contains `part` (and method), counted as the page sends them. */
function countRequests(page: Page, part: string, method = 'POST') {
  const counter = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes(part)) counter.count++
  })
  return counter
}

type OutboxMessage = { template_params: Record<string, string> }
const outbox = async (request: APIRequestContext): Promise<OutboxMessage[]> => {
  const response = await request.get(`${STACK}/__outbox`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: OutboxMessage[] }).messages
}
/** Outbox messages whose params include every entry of `params`. */
const matching = (messages: OutboxMessage[], params: Record<string, string>) =>
  messages.filter((message) => Object.entries(params).every(([key, value]) => message.template_params[key] === value))

async function moderation(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [moderationCli, ...args], {
    env: { ...process.env, LOCAL_STACK_PORT: STACK_PORT },
  })
  return stdout
}

const serviceHeaders = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' }

type AvisRow = { id: string; nom: string; email: string | null; note: number; message: string; type_projet: string; approuve: boolean }
async function storedRow(request: APIRequestContext, id: string): Promise<AvisRow | undefined> {
  const response = await request.get(`${STACK}/rest/v1/avis?select=*&id=eq.${id}`, { headers: serviceHeaders })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as AvisRow[])[0]
}

/** Elements or event-handler attributes that no review text may ever produce inside the cards. */
const injected = (cards: Locator) =>
  cards.evaluateAll((articles) => {
    const forbidden = ['script', 'iframe', 'object', 'embed', 'style', 'img', 'input', 'details', 'marquee', 'math', 'noscript', 'body', 'a', 'form']
    const found: string[] = []
    for (const node of articles.flatMap((article) => [article, ...article.querySelectorAll('*')])) {
      const tag = node.tagName.toLowerCase()
      if (forbidden.includes(tag)) found.push(tag)
      for (const attribute of node.getAttributeNames()) if (attribute.startsWith('on')) found.push(`${tag}[${attribute}]`)
      if (node.getAttribute('href')?.trim().toLowerCase().startsWith('javascript:')) found.push(`${tag}[href=javascript:]`)
    }
    return found
  })

/** Console errors other than those a refused insert is specified to log. */
const unexpectedErrors = (errors: ConsoleRecord[]) =>
  errors.filter(
    (error) => error.type === 'pageerror' || !/^\[Avis\] envoi impossible|Failed to load resource: the server responded with a status of 400/.test(error.text),
  )

// ---- the two mail forms -----------------------------------------------------------------------

type MailRecord = { name: string; email: string; phone: string; address: string; message: string }

const mailMessages = {
  name: 'Veuillez indiquer votre nom',
  emailRequired: 'Veuillez indiquer votre adresse email',
  emailInvalid: 'Veuillez entrer une adresse email valide',
  phone: 'Veuillez indiquer votre numéro de téléphone',
  address: 'Veuillez indiquer l’adresse du bien (ville ou code postal)',
  message: 'Veuillez décrire votre demande',
}

/** The messages the form must show for what the fields hold (behaviour §5; the app's French wording). */
function mailErrors(typed: MailRecord, kind: 'quick' | 'contact'): string[] {
  const errors: string[] = []
  if (typed.name.trim() === '') errors.push(mailMessages.name)
  const email = typed.email.trim()
  if (email === '') errors.push(mailMessages.emailRequired)
  else if (!EMAIL_PATTERN.test(email)) errors.push(mailMessages.emailInvalid)
  if (typed.phone.trim() === '') errors.push(mailMessages.phone)
  if (kind === 'contact' && typed.address.trim() === '') errors.push(mailMessages.address)
  if (kind === 'contact' && typed.message.trim() === '') errors.push(mailMessages.message)
  return errors
}

const mailLabels = (kind: 'quick' | 'contact'): Record<keyof MailRecord, string> => ({
  name: 'Nom complet',
  email: 'Adresse email',
  phone: 'Téléphone',
  address: kind === 'quick' ? 'Ville ou code postal' : 'Adresse du bien',
  message: 'Votre message',
})

/**
 * One submission of a mail form: fills the five fields, submits, and checks the outcome — refused
 * with every expected message, nothing sent and every value kept; or sent once, exactly as typed
 * (trimmed), and the form emptied. Returns whether it was sent.
 */
async function submitMail(page: Page, request: APIRequestContext, form: Locator, kind: 'quick' | 'contact', record: MailRecord, sends: { count: number }) {
  const labels = mailLabels(kind)
  const typed = {} as MailRecord
  for (const key of Object.keys(labels) as (keyof MailRecord)[]) typed[key] = await put(textbox(form, labels[key]), record[key])
  if (kind === 'contact' && (await form.locator('select[name="project_type"]').inputValue()) === '') {
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
  }
  await tick(terms(form))

  const expected: Record<string, string> = {
    form_source: kind === 'quick' ? 'Demande de devis rapide' : 'Formulaire de contact principal',
    name: typed.name.trim(),
    email: typed.email.trim(),
    phone: typed.phone.trim(),
    address: kind === 'quick' ? typed.address.trim() || 'Non renseigné' : typed.address.trim(),
    message: typed.message.trim(),
  }
  const alreadyThere = matching(await outbox(request), expected).length
  const sentBefore = sends.count
  const errors = mailErrors(typed, kind)
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click()

  if (errors.length > 0) {
    for (const message of errors) await expect(form.getByText(message, { exact: true }), JSON.stringify(typed)).toBeVisible()
    for (const message of Object.values(mailMessages).filter((m) => !errors.includes(m))) {
      await expect(form.getByText(message, { exact: true })).toHaveCount(0)
    }
    for (const key of Object.keys(labels) as (keyof MailRecord)[]) await expect(textbox(form, labels[key])).toHaveValue(typed[key])
    await expect(terms(form)).toBeChecked()
    expect(sends.count, 'a refused form sent nothing').toBe(sentBefore)
    return false
  }
  // Sent: the form empties itself once the mail service has answered 'OK'.
  await expect(textbox(form, labels.name)).toHaveValue('')
  expect(sends.count, 'one request per submit').toBe(sentBefore + 1)
  const messages = matching(await outbox(request), expected)
  expect(messages.length - alreadyThere, `exactly one e-mail holds ${JSON.stringify(expected).slice(0, 300)}`).toBe(1)
  return true
}

test.describe('hostile input through the mail forms (fast-check)', () => {
  test(`quick quote form of the home page: ${QUICK_RUNS} submissions × 5 generated fields, then a 100,000-character message`, async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000)
    annotateSeed(testInfo, 1)
    const traps = await armTraps(page)
    const form = await openForm(page, '/', 'quick')
    const sends = countRequests(page, '/api/v1.0/email/send')
    let sent = 0
    let inputs = 0
    for (const record of sample(quickRecord, QUICK_RUNS, 1)) {
      if (await submitMail(page, request, form, 'quick', record, sends)) sent++
      inputs += 5
    }
    // Both outcomes were exercised, and many generated values went all the way to the outbox.
    expect(sent).toBeGreaterThanOrEqual(QUICK_RUNS / 3)
    expect(sent).toBeLessThan(QUICK_RUNS)

    const huge = hundredThousand(11)
    const record = { name: 'Jeanne Martin', email: 'jeanne.martin@example.fr', phone: '06 12 34 56 78', address: '', message: huge }
    expect(await submitMail(page, request, form, 'quick', record, sends)).toBe(true)
    inputs += 1
    await expect(toasts(page).getByText('Demande envoyée', { exact: true }).first()).toBeVisible()
    await traps.check()
    reportInputs(testInfo, inputs, QUICK_RUNS * 5 + 1)
    expect(consoleErrors).toEqual([])
  })

  test(`contact form: ${CONTACT_RUNS} submissions × 5 generated fields, then a 100,000-character message`, async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000)
    annotateSeed(testInfo, 2)
    const traps = await armTraps(page)
    const form = await openForm(page, '/contact', 'contact')
    const sends = countRequests(page, '/api/v1.0/email/send')
    let sent = 0
    let inputs = 0
    for (const record of sample(contactRecord, CONTACT_RUNS, 2)) {
      if (await submitMail(page, request, form, 'contact', record, sends)) sent++
      inputs += 5
    }
    expect(sent).toBeGreaterThanOrEqual(CONTACT_RUNS / 3)
    expect(sent).toBeLessThan(CONTACT_RUNS)

    const huge = hundredThousand(12)
    const record = { name: 'Paul Roussel', email: 'paul.roussel@example.fr', phone: '04 11 22 33 44', address: '69003 Lyon', message: huge }
    expect(await submitMail(page, request, form, 'contact', record, sends)).toBe(true)
    inputs += 1
    await expect(toasts(page).getByText('Demande reçue', { exact: true }).first()).toBeVisible()
    await traps.check()
    reportInputs(testInfo, inputs, CONTACT_RUNS * 5 + 1)
    expect(consoleErrors).toEqual([])
  })
})

// ---- the review form --------------------------------------------------------------------------

const reviewText = {
  name: frenchText("Veuillez indiquer votre nom ou cocher 'Rester anonyme'"),
  email: frenchText("L'adresse email n'est pas valide"),
  messageBlank: 'Veuillez partager votre avis',
  messageShort: frenchText('Votre avis doit contenir au moins 10 caractères'),
  messageLong: frenchText('Votre avis ne peut pas dépasser 2 000 caractères'),
  nameLong: frenchText('Votre nom ne peut pas dépasser 100 caractères'),
  incomplete: 'Formulaire incomplet',
  success: 'Avis envoyé avec succès',
  failure: frenchText("Une erreur est survenue lors de l'envoi de votre avis. Veuillez réessayer."),
}

type ReviewInput = { name: string; email: string; message: string }

/** Behaviour §5, "characters" counted as the database counts them: visible ones (content/review-text.ts). */
function reviewErrors(typed: ReviewInput): (string | RegExp)[] {
  const errors: (string | RegExp)[] = []
  // The form sends control characters as spaces (a paste can bring them): it counts what it sends.
  if (visibleLength(sendableName(typed.name)) === 0) errors.push(reviewText.name)
  // Longer than the table accepts: the form says so on the field (code points, as the table counts).
  else if (chars(sendableName(typed.name)) > 100) errors.push(reviewText.nameLong)
  const email = typed.email.trim()
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.push(reviewText.email)
  const message = sendableMessage(typed.message)
  if (message === '') errors.push(reviewText.messageBlank)
  else if (visibleLength(message) < 10) errors.push(reviewText.messageShort)
  else if (chars(message) > 2000) errors.push(reviewText.messageLong)
  return errors
}

/** Control characters the table refuses (the message keeps tabs and line feeds); the form sends
 * them as spaces in the name and the message, so only the e-mail can still carry one. */
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/
const MESSAGE_CONTROL = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f]/

/** The table's checks (supabase/migrations/…_avis*.sql) and PostgreSQL's text type (no NUL). */
function tableRefuses(typed: ReviewInput): boolean {
  const [name, email, message] = [sendableName(typed.name), typed.email.trim(), sendableMessage(typed.message)]
  return chars(name) > 100 || chars(message) > 2000 || (email !== '' && (chars(email) < 3 || chars(email) > 254)) || CONTROL.test(email)
}

const reviewFields = {
  name: (form: Locator) => textbox(form, 'Votre nom'),
  email: (form: Locator) => textbox(form, 'Adresse email'),
  message: (form: Locator) => textbox(form, 'Votre avis'),
}

async function fillReview(page: Page, form: Locator, input: ReviewInput, rating: 1 | 2 | 3): Promise<ReviewInput> {
  const typed = {
    name: await put(reviewFields.name(form), input.name),
    email: await put(reviewFields.email(form), input.email),
    message: await put(reviewFields.message(form), input.message),
  }
  await form.getByRole('button', { name: /Type de projet/ }).click()
  await page.getByRole('option', { name: 'Litige / désaccord', exact: true }).click()
  // Rated 1–3: kept out of the home's testimonials (4 and more), which other journeys read.
  await form
    .getByRole('radio', { name: rating === 1 ? '1 étoile' : `${rating} étoiles`, exact: true })
    .locator('xpath=ancestor::label[1]')
    .click()
  await tick(terms(form))
  return typed
}

async function expectReviewKept(form: Locator, typed: ReviewInput) {
  await expect(reviewFields.name(form)).toHaveValue(typed.name)
  await expect(reviewFields.email(form)).toHaveValue(typed.email)
  await expect(reviewFields.message(form)).toHaveValue(typed.message)
  await expect(terms(form)).toBeChecked()
}

type Outcome = { status: 'refused-by-form' } | { status: 'refused-by-table' } | { status: 'stored'; id: string }

/**
 * Submits the filled review and checks what the spec says for what the fields hold: the form's
 * French messages with the 'Formulaire incomplet' toast and no request; the failure toast with
 * every value kept when the table refuses it; the success toast when it is stored.
 */
async function submitReview(page: Page, form: Locator, typed: ReviewInput, inserts: { count: number }): Promise<Outcome> {
  const before = inserts.count
  const errors = reviewErrors(typed)
  if (errors.length > 0) {
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    for (const message of errors) await expect(form.getByText(message, { exact: true }), JSON.stringify(typed)).toBeVisible()
    await expect(toasts(page).getByText(reviewText.incomplete, { exact: true }).first()).toBeVisible()
    await expectReviewKept(form, typed)
    expect(inserts.count, 'a refused form sends nothing').toBe(before)
    return { status: 'refused-by-form' }
  }
  const insert = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/rest/v1/avis'))
  await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
  const response = await insert
  expect(inserts.count).toBe(before + 1)
  if (tableRefuses(typed)) {
    expect(response.status(), JSON.stringify(typed).slice(0, 300)).toBe(400)
    await expect(toasts(page).getByText(reviewText.failure, { exact: true }).first()).toBeVisible()
    await expectReviewKept(form, typed)
    await expect(form.getByRole('button', { name: /Envoyer mon avis/ })).toBeEnabled()
    return { status: 'refused-by-table' }
  }
  expect(response.status(), JSON.stringify(typed).slice(0, 300)).toBe(201)
  await expect(toasts(page).getByText(reviewText.success, { exact: true }).first()).toBeVisible()
  const [row] = response.request().postDataJSON() as { id: string }[]
  return { status: 'stored', id: row!.id }
}

test.describe('hostile input through the review form (fast-check)', () => {
  test(`${REVIEW_RUNS} reviews × 3 generated fields: refused in French and kept, or stored exactly; once approved with the CLI, rendered as text`, async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(240_000)
    annotateSeed(testInfo, 3)
    const traps = await armTraps(page)
    const inserts = countRequests(page, '/rest/v1/avis')
    const stored: { id: string; typed: ReviewInput }[] = []
    const outcomes: Outcome['status'][] = []
    const records = sample(reviewRecord, REVIEW_RUNS, 3)
    let inputs = 0
    for (const [i, record] of records.entries()) {
      const form = await openForm(page, '/avis-clients/nouveau', 'review')
      let typed = await fillReview(page, form, record, ((i % 3) + 1) as 1 | 2 | 3)
      inputs += 3
      let outcome = await submitReview(page, form, typed, inserts)
      outcomes.push(outcome.status)
      if (outcome.status === 'refused-by-form') {
        // Correct only what was refused, as a visitor would, and send the rest as generated.
        const errors = reviewErrors(typed)
        const fixed = {
          name: errors.includes(reviewText.name) || errors.includes(reviewText.nameLong) ? 'Jeanne Martin' : typed.name,
          email: errors.includes(reviewText.email) ? '' : typed.email,
          message: errors.some((e) => e === reviewText.messageBlank || e === reviewText.messageShort || e === reviewText.messageLong)
            ? `Avis ${SEED}-${i} : rapport clair et utile.`
            : typed.message,
        }
        typed = {
          name: await put(reviewFields.name(form), fixed.name),
          email: await put(reviewFields.email(form), fixed.email),
          message: await put(reviewFields.message(form), fixed.message),
        }
        outcome = await submitReview(page, form, typed, inserts)
      }
      if (outcome.status === 'stored') stored.push({ id: outcome.id, typed })
    }
    expect(outcomes).toContain('refused-by-form')
    expect(stored.length).toBeGreaterThanOrEqual(REVIEW_RUNS / 3)

    // Stored as typed (trimmed, pasted control characters as spaces); the e-mail kept out of the
    // public row, readable by the owner only.
    for (const { id, typed } of stored) {
      const row = await storedRow(request, id)
      expect(row, id).toMatchObject({ nom: sendableName(typed.name), message: sendableMessage(typed.message), email: null, approuve: false })
      const email = await request.post(`${STACK}/rest/v1/rpc/avis_contact_email`, { headers: serviceHeaders, data: { review_id: id } })
      expect(await email.json()).toBe(typed.email.trim() || null)
    }

    // The owner approves them with the moderation CLI; the public list shows them as text.
    await Promise.all(stored.map(({ id }) => moderation('approve', id)))
    const cards: { name: string; message: string }[] = []
    for (let listPage = 1; listPage <= 4; listPage++) {
      await page.goto(listPage === 1 ? '/avis-clients' : `/avis-clients?page=${listPage}`)
      await waitForHydration(page)
      const list = page.locator('[data-reviews-list]')
      await expect(list).toHaveAttribute('data-reviews-list', 'loaded')
      expect(await injected(list.getByRole('article'))).toEqual([])
      // Long words, bidi overrides and emoji wrap inside their card: no card, no page scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
      const overflowing = await list.getByRole('article').evaluateAll((articles) => articles.filter((a) => a.scrollWidth > a.clientWidth + 1).length)
      expect(overflowing).toBe(0)
      cards.push(
        ...(await list
          .getByRole('article')
          .evaluateAll((articles) =>
            articles.map((a) => ({ name: a.querySelector('h3')?.textContent ?? '', message: a.lastElementChild?.textContent ?? '' })),
          )),
      )
      if (stored.every(({ typed }) => cards.some((card) => card.message === sendableMessage(typed.message)))) break
    }
    for (const { typed } of stored) {
      expect(cards, JSON.stringify(typed).slice(0, 300)).toContainEqual({ name: sendableName(typed.name), message: sendableMessage(typed.message) })
    }

    // The testimonials block draws the same rows with the same card (answered here with these
    // rows rated 5, so the shared database's testimonials stay as other journeys expect them).
    const rows = await Promise.all(stored.slice(0, 3).map(({ id }) => storedRow(request, id)))
    await page.route(/\/rest\/v1\/avis\?.*note=gte\.4/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify(rows.map((row) => ({ ...row, note: 5 }))),
      }),
    )
    await page.goto('/')
    await waitForHydration(page)
    // The block shows the build's testimonials first, then the answered rows once refreshed.
    const block = await scrollToRefreshedTestimonials(page)
    await expect(block.getByRole('article')).toHaveCount(rows.length)
    const shown = await block
      .getByRole('article')
      .evaluateAll((articles) => articles.map((a) => ({ name: a.querySelector('h3')?.textContent ?? '', message: a.lastElementChild?.textContent ?? '' })))
    expect(shown).toEqual(rows.map((row) => ({ name: row!.nom, message: row!.message })))
    expect(await injected(block.getByRole('article'))).toEqual([])
    await traps.check()
    expect(unexpectedErrors(consoleErrors)).toEqual([])
    reportInputs(testInfo, inputs, REVIEW_RUNS * 3)
  })

  test(`the table's limits in characters: message 10 / 2,000 / 2,001, name 100 / 101, NUL, a 255-character e-mail`, async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    // 13 forms opened, filled (texts up to 2,001 characters) and sent: about 10 s each on a loaded 2-core host.
    test.setTimeout(240_000)
    annotateSeed(testInfo, 4)
    const traps = await armTraps(page)
    const inserts = countRequests(page, '/rest/v1/avis')
    const [text] = sample(fc.array(fc.oneof(hostile, astralText), { minLength: 30, maxLength: 30 }), 1, 4)
    // Without the control characters the table refuses, nor the bidi controls the form drops before
    // sending: these cases probe the lengths of what is sent.
    const hostileText = text!.join(' ').replace(new RegExp(MESSAGE_CONTROL.source, 'g'), '').replace(BIDI_CONTROLS, '')
    // Single-line fields drop line breaks: names are cut from text without any (nor tabs).
    const oneLine = hostileText.replace(/[\r\n\t]/g, '')
    // Astral characters only: 5 to 9 characters but 10 to 18 UTF-16 units.
    const shortAstral = sample(
      fc.array(fc.constantFrom('😀', '𝕏', '𝒜', '𠜎', '𓀀', '🧱', '🔥'), { minLength: 5, maxLength: 9 }).map((parts) => parts.join('')),
      2,
      5,
    )
    const okName = 'Jeanne Martin'
    const okMessage = 'Rapport clair, expert disponible et précis.'
    const cases: { what: string; input: ReviewInput; expect: Outcome['status'] }[] = [
      { what: 'message of 2,000 characters', input: { name: okName, email: '', message: exactly(hostileText, 2000) }, expect: 'stored' },
      // Over what the table accepts: the form says so on the field (its own French message), nothing sent.
      { what: 'message of 2,001 characters', input: { name: okName, email: '', message: exactly(hostileText, 2001) }, expect: 'refused-by-form' },
      { what: 'name of 100 characters', input: { name: exactly(oneLine, 100), email: '', message: okMessage }, expect: 'stored' },
      { what: 'name of 101 characters', input: { name: exactly(oneLine, 101), email: '', message: okMessage }, expect: 'refused-by-form' },
      ...shortAstral.map((message) => ({
        what: `message of ${chars(message)} astral characters (${message.length} UTF-16 units)`,
        input: { name: okName, email: '', message },
        expect: 'refused-by-form' as const,
      })),
      { what: 'message of 10 astral characters', input: { name: okName, email: '', message: '🧱'.repeat(10) }, expect: 'stored' },
      // A NUL (or any control character a paste brings) is sent as a space: the review is not lost.
      { what: 'name with a NUL character', input: { name: `Jeanne\u0000${exactly(oneLine, 8)}`, email: '', message: okMessage }, expect: 'stored' },
      { what: 'message with a NUL character', input: { name: okName, email: '', message: `${okMessage}\u0000${exactly(hostileText, 20)}` }, expect: 'stored' },
      {
        what: 'e-mail of 255 characters',
        input: { name: okName, email: `${exactly(oneLine.replace(/[\s@]/g, ''), 244)}@exemple.fr`, message: okMessage },
        expect: 'refused-by-table',
      },
    ]
    expect(cases).toHaveLength(LIMIT_CASES)
    let inputs = 0
    for (const [i, { what, input, expect: expected }] of cases.entries()) {
      const form = await openForm(page, '/avis-clients/nouveau', 'review')
      const typed = await fillReview(page, form, input, ((i % 3) + 1) as 1 | 2 | 3)
      expect(typed, `${what}: the fields hold what was typed`).toEqual(input)
      inputs += 1
      const outcome = await submitReview(page, form, typed, inserts)
      expect(outcome.status, what).toBe(expected)
      if (outcome.status === 'stored') {
        expect((await storedRow(request, outcome.id))?.message, what).toBe(sendableMessage(typed.message))
      }
    }
    await traps.check()
    expect(unexpectedErrors(consoleErrors)).toEqual([])
    reportInputs(testInfo, inputs, LIMIT_CASES)
  })
})
