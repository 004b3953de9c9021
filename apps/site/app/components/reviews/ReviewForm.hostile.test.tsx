// Hostile input through the review form (fast-check, the drills' generators and seeds:
// app/test/hostile-text.ts), sent to the real local stack: names, e-mails and texts of XSS payloads,
// SQL-looking text, control characters, bidi overrides, emoji, blank look-alikes. For each review,
// what behaviour §5 and the table's checks call for: refused by the form with exactly its French
// messages, the 'Formulaire incomplet' toast and every value kept, nothing sent; refused by the table
// with the failure toast and every value kept; or stored exactly as sent (trimmed, pasted control
// characters as spaces) — compared with the row as the owner reads it, the e-mail kept out of it.
// Once approved, the stored reviews are listed, and drawn by the testimonials block, as text. The
// table's limits are probed on both sides, in characters (not UTF-16 units). Nothing typed ever runs.
import fc from 'fast-check'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { sendableMessage, sendableName, visibleLength } from '../../content/review-text'
import { BIDI_CONTROLS } from '../../content/visible-text-classes'
import { armTraps, astralText, blankish, chars, controlText, email, exactly, hostile, injected, required, sample, SEED } from '../../test/hostile-text'
import { loggedWith, replace } from '../../test/mail-form'
import { cleanupPage, expectToast } from '../../test/page'
import { answer, routeRest, type RestRoute } from '../../test/rest-route'
import { approveReviews, contactEmail, deleteReviews, storedReview, tableState, type AvisRow } from '../../test/reviews'
import { renderRoutes } from '../../test/router-page'
import { ReviewFormIsland } from './ReviewFormIsland'
import { loadReviewsPort } from './reviews-port'
import { ReviewsList } from './ReviewsList'
import { Testimonials } from './Testimonials'

// How many reviews each test sends (× 3 generated fields), as the browser drills did.
const REVIEW_RUNS = 10
const LIMIT_CASES = 10

const reviewRecord = fc.record({
  name: required,
  email: fc.oneof({ weight: 3, arbitrary: email }, { weight: 1, arbitrary: fc.constant('') }),
  message: fc.oneof({ weight: 6, arbitrary: hostile }, { weight: 1, arbitrary: blankish }, { weight: 1, arbitrary: controlText }),
})

const text = {
  name: 'Veuillez indiquer votre nom ou cocher « Rester anonyme »',
  nameLong: 'Votre nom ne peut pas dépasser 100 caractères',
  email: 'L’adresse email n’est pas valide',
  messageBlank: 'Veuillez partager votre avis',
  messageShort: 'Votre avis doit contenir au moins 10 caractères',
  messageLong: 'Votre avis ne peut pas dépasser 2 000 caractères',
  incomplete: { title: 'Formulaire incomplet', description: 'Veuillez remplir tous les champs obligatoires correctement' },
  success: { title: 'Avis envoyé avec succès', description: 'Merci d’avoir partagé votre expérience ! Votre avis sera publié après modération.' },
  failure: { title: 'Erreur', description: 'Une erreur est survenue lors de l’envoi de votre avis. Veuillez réessayer.' },
}
const fieldMessages = [text.name, text.nameLong, text.email, text.messageBlank, text.messageShort, text.messageLong]

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type ReviewInput = { name: string; email: string; message: string }

/** Behaviour §5, characters counted as the table counts them: visible ones (content/review-text.ts). */
function reviewErrors(typed: ReviewInput): string[] {
  const errors: string[] = []
  // The form sends control characters as spaces (a paste can bring them): it counts what it sends.
  if (visibleLength(sendableName(typed.name)) === 0) errors.push(text.name)
  // Longer than the table accepts: the form says so on the field (code points, as the table counts).
  else if (chars(sendableName(typed.name)) > 100) errors.push(text.nameLong)
  const address = typed.email.trim()
  if (address !== '' && !EMAIL_PATTERN.test(address)) errors.push(text.email)
  const message = sendableMessage(typed.message)
  if (message === '') errors.push(text.messageBlank)
  else if (visibleLength(message) < 10) errors.push(text.messageShort)
  else if (chars(message) > 2000) errors.push(text.messageLong)
  return errors
}

/** Control characters the table refuses (the message keeps tabs and line feeds); the form sends
 * them as spaces in the name and the message, so only the e-mail can still carry one. */
// oxlint-disable-next-line no-control-regex -- the characters the table's checks refuse
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/
// oxlint-disable-next-line no-control-regex -- the same, tab and line feed allowed
const MESSAGE_CONTROL = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f]/

/** The table's checks (supabase/migrations/…_avis*.sql) and PostgreSQL's text type (no NUL). */
function tableRefuses(typed: ReviewInput): boolean {
  const [name, address, message] = [sendableName(typed.name), typed.email.trim(), sendableMessage(typed.message)]
  return chars(name) > 100 || chars(message) > 2000 || (address !== '' && (chars(address) < 3 || chars(address) > 254)) || CONTROL.test(address)
}

// Up to twenty fills and sends a test, on a loaded 2-core machine.
vi.setConfig({ testTimeout: 240_000 })

let found: Awaited<ReturnType<typeof tableState>>
let user: UserEvent
let route: RestRoute
let consoleError: MockInstance<typeof console.error>
let traps: ReturnType<typeof armTraps>
/** The status of each insert's answer, in order. */
let insertStatuses: number[]
/** The ids of the reviews sent, deleted after each test. */
let sentIds: string[]

beforeAll(async () => {
  found = await tableState()
  // The API client's code, loaded as a page that has shown reviews has it: the first send does not wait for it.
  await (await loadReviewsPort()).count()
})

afterAll(async () => {
  expect(await tableState()).toEqual(found)
})

beforeEach(() => {
  user = userEvent.setup({ delay: null })
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  traps = armTraps()
  insertStatuses = []
  sentIds = []
  route = routeRest(async (call, next) => {
    if (call.method === 'POST') sentIds.push(String((call.body as { id: string }[])[0]!.id))
    const response = await next()
    if (call.method === 'POST') insertStatuses.push(response.status)
    return response
  })
})

afterEach(async () => {
  route.restore()
  traps.disarm()
  consoleError.mockRestore()
  cleanupPage()
  await deleteReviews(sentIds)
})

const form = () => screen.getByRole('form', { name: 'Partagez votre expérience' })
const fields = {
  name: () => within(form()).getByRole('textbox', { name: 'Votre nom' }),
  email: () => within(form()).getByRole('textbox', { name: 'Adresse email' }),
  message: () => within(form()).getByRole('textbox', { name: 'Votre avis' }),
}
const termsBox = () => within(form()).getByRole('checkbox', { name: /conditions d’utilisation/ })
const submitButton = () => within(form()).getByRole('button', { name: /Envoyer mon avis|Envoi en cours/ })

function renderForm() {
  renderRoutes(
    [
      { path: '/avis-clients/nouveau', title: 'Partagez votre expérience', titleId: 'titre-avis', content: <ReviewFormIsland labelledBy="titre-avis" /> },
      { path: '/avis-clients', title: 'Avis de nos clients', content: <ReviewsList /> },
    ],
    '/avis-clients/nouveau',
  )
}

/** Enters the three generated fields as a visitor pasting them; returns what the fields then hold. */
async function enter(input: ReviewInput): Promise<ReviewInput> {
  return {
    name: await replace(user, fields.name(), input.name),
    email: await replace(user, fields.email(), input.email),
    message: await replace(user, fields.message(), input.message),
  }
}

/** Fills a review: the generated fields, 'Litige / désaccord', 1 to 3 stars (kept out of the testimonials), the terms. */
async function fillReview(input: ReviewInput, rating: 1 | 2 | 3): Promise<ReviewInput> {
  const typed = await enter(input)
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'Type de projet' }), 'Litige / désaccord')
  await user.click(within(form()).getByRole('radio', { name: rating === 1 ? '1 étoile' : `${rating} étoiles` }))
  await user.click(termsBox())
  return typed
}

function expectKept(typed: ReviewInput) {
  expect(fields.name()).toHaveValue(typed.name)
  expect(fields.email()).toHaveValue(typed.email)
  expect(fields.message()).toHaveValue(typed.message)
  expect(termsBox()).toBeChecked()
}

type Outcome = { status: 'refused-by-form' } | { status: 'refused-by-table' } | { status: 'stored'; id: string }

/**
 * Sends the filled review and checks what the spec says for what the fields hold: the form's French
 * messages (exactly those) with the 'Formulaire incomplet' toast and no request; the failure toast
 * with every value kept when the table refuses it; the success toast when it is stored.
 */
async function submitReview(typed: ReviewInput): Promise<Outcome> {
  const label = JSON.stringify(typed).slice(0, 300)
  const before = route.inserts().length
  const errors = reviewErrors(typed)
  await user.click(submitButton())
  if (errors.length > 0) {
    await expectToast(text.incomplete)
    for (const message of errors) expect(within(form()).queryByText(message), `${message} — ${label}`).toBeVisible()
    for (const message of fieldMessages.filter((m) => !errors.includes(m))) expect(within(form()).queryByText(message), `${message} — ${label}`).toBeNull()
    expectKept(typed)
    expect(route.inserts(), `a refused form sends nothing — ${label}`).toHaveLength(before)
    return { status: 'refused-by-form' }
  }
  await waitFor(() => expect(insertStatuses, label).toHaveLength(before + 1))
  expect(route.inserts()).toHaveLength(before + 1)
  if (tableRefuses(typed)) {
    expect(insertStatuses[before], label).toBe(400)
    await expectToast(text.failure)
    expectKept(typed)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    return { status: 'refused-by-table' }
  }
  expect(insertStatuses[before], label).toBe(201)
  await expectToast(text.success)
  const [row] = route.inserts()[before]!
  return { status: 'stored', id: String(row!.id) }
}

/** The cards' names and texts, as drawn. */
const drawn = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('article')
    .map((card) => ({ name: within(card).getByRole('heading', { level: 3 }).textContent, message: card.lastElementChild?.textContent }))

/** Nothing a text could make inside the cards (they hold no link, field or style of their own); nothing wider than them. */
function expectCardsAsText(scope: HTMLElement) {
  const cards = within(scope).getAllByRole('article')
  for (const card of cards) {
    expect(injected(card)).toEqual([])
    expect(card.querySelectorAll('a, input, style, form, body')).toHaveLength(0)
    expect(card.scrollWidth, 'a card scrolls sideways').toBeLessThanOrEqual(card.clientWidth + 1)
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
}

/** Console errors other than those a refused insert is specified to log. */
const unexpectedErrors = () => consoleError.mock.calls.length - loggedWith(consoleError, '[Avis] envoi impossible').length

describe('hostile input through the review form (fast-check)', () => {
  it(`${REVIEW_RUNS} reviews × 3 generated fields: refused in French and kept, or stored exactly; once approved, listed and drawn as text`, async () => {
    const stored: { id: string; typed: ReviewInput }[] = []
    const outcomes: Outcome['status'][] = []
    for (const [i, record] of sample(reviewRecord, REVIEW_RUNS, 3).entries()) {
      renderForm()
      let typed = await fillReview(record, ((i % 3) + 1) as 1 | 2 | 3)
      let outcome = await submitReview(typed)
      outcomes.push(outcome.status)
      if (outcome.status === 'refused-by-form') {
        // Correct only what was refused, as a visitor would, and send the rest as generated.
        const errors = reviewErrors(typed)
        typed = await enter({
          name: errors.includes(text.name) || errors.includes(text.nameLong) ? 'Jeanne Martin' : typed.name,
          email: errors.includes(text.email) ? '' : typed.email,
          message: [text.messageBlank, text.messageShort, text.messageLong].some((e) => errors.includes(e))
            ? `Avis ${SEED}-${i} : rapport clair et utile.`
            : typed.message,
        })
        outcome = await submitReview(typed)
      }
      if (outcome.status === 'stored') stored.push({ id: outcome.id, typed })
      cleanupPage()
    }
    expect(outcomes).toContain('refused-by-form')
    expect(stored.length).toBeGreaterThanOrEqual(REVIEW_RUNS / 3)

    // Stored as sent (trimmed, pasted control characters as spaces), unapproved; the e-mail kept out
    // of the public row, readable by the owner only.
    const rows: AvisRow[] = []
    for (const { id, typed } of stored) {
      const row = await storedReview(id)
      expect(row, id).toMatchObject({ nom: sendableName(typed.name), message: sendableMessage(typed.message), email: null, approuve: false })
      expect(await contactEmail(id)).toBe(typed.email.trim() || null)
      rows.push(row!)
    }

    // The owner approves them; the list shows them as text (the newest: the first pages).
    await approveReviews(stored.map(({ id }) => id))
    renderRoutes([{ path: '/avis-clients', title: 'Avis de nos clients', content: <ReviewsList /> }], '/avis-clients')
    const list = screen.getByRole('region', { name: 'Tous les avis' })
    const cards: ReturnType<typeof drawn> = []
    for (let page = 1; ; page++) {
      await waitFor(() => expect(within(list).getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page'))
      await waitFor(() => expect(within(list).queryByRole('list', { busy: true })).toBeNull())
      await waitFor(() => expect(within(list).getAllByRole('article')).not.toHaveLength(0))
      expectCardsAsText(list)
      cards.push(...drawn(list))
      if (stored.every(({ typed }) => cards.some((card) => card.message === sendableMessage(typed.message))) || page === 3) break
      await user.click(within(list).getByRole('button', { name: 'Suivant' }))
    }
    for (const { typed } of stored) {
      expect(cards, JSON.stringify(typed).slice(0, 300)).toContainEqual({ name: sendableName(typed.name), message: sendableMessage(typed.message) })
    }
    cleanupPage()

    // The testimonials block draws the same rows with the same card (answered here with these rows
    // rated 5, so that the shared database's testimonials stay as other tests expect them).
    const shownRows = rows.slice(0, 3)
    route.restore()
    route = routeRest((call, next) =>
      call.url.searchParams.get('note') === 'gte.4'
        ? answer(200, JSON.stringify(shownRows.map((row) => ({ ...row, approuve: true, note: 5 }))), { 'Content-Type': 'application/json' })
        : next(),
    )
    renderRoutes([{ path: '/', title: 'Expert d’assuré indépendant', content: <Testimonials /> }], '/')
    const block = screen.getByRole('region', { name: 'Ce que nos clients disent de nous' })
    await waitFor(() => expect(within(block).getAllByRole('article')).toHaveLength(shownRows.length))
    expect(drawn(block)).toEqual(shownRows.map((row) => ({ name: row.nom, message: row.message })))
    expectCardsAsText(block)

    // Let a handler that would fire late (onload, onerror of an injected element) report.
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    expect(traps.sprung()).toEqual([])
    expect(unexpectedErrors()).toBe(0)
  })

  it('the table’s limits in characters: message 10 / 2,000 / 2,001, name 100 / 101, NUL, a 255-character e-mail', async () => {
    const [words] = sample(fc.array(fc.oneof(hostile, astralText), { minLength: 30, maxLength: 30 }), 1, 4)
    // Without the control characters the table refuses, nor the bidi controls the form drops before
    // sending: these cases probe the lengths of what is sent.
    const hostileText = words!.join(' ').replace(new RegExp(MESSAGE_CONTROL.source, 'g'), '').replace(BIDI_CONTROLS, '')
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
    for (const [i, { what, input, expect: expected }] of cases.entries()) {
      renderForm()
      const typed = await fillReview(input, ((i % 3) + 1) as 1 | 2 | 3)
      expect(typed, `${what}: the fields hold what was typed`).toEqual(input)
      const outcome = await submitReview(typed)
      expect(outcome.status, what).toBe(expected)
      if (outcome.status === 'stored') expect((await storedReview(outcome.id))?.message, what).toBe(sendableMessage(typed.message))
      cleanupPage()
    }
    expect(traps.sprung()).toEqual([])
    expect(unexpectedErrors()).toBe(0)
  })
})
