// The review form of /avis-clients/nouveau (behaviour §3, §4 review form, §5, §7 call 4, §8) as a
// visitor uses it — Testing Library and user-event, mouse and keyboard — its island sending through
// the site's adapter to the real local stack (real PostgREST, RLS and moderation trigger), in a page
// with React Router's memory router so that the redirect to /avis-clients is seen. What is checked:
// every validation message with its toast, focus and clearing; anonymity; the star rating by
// keyboard; the insert's payload and the row the owner reads (unapproved, the e-mail kept private);
// the success toast then /avis-clients after exactly 2 s; every failure of the insert (refused, cut
// off, the spam brake, answered after the 10 s deadline) with every value kept and the review
// stored once when sent again; a bot's honeypot; axe in the idle and error states.
//
// Left to the browser journeys: the keyboard journey from the page's skip link, the form working
// before its code has arrived (islands), its code or the API client's code failing to download, and
// one journey from the form through the owner's CLI to the listed review.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { userEvent as browserPointer } from 'vitest/browser'
import { axeViolations } from '../../test/axe'
import { loggedWith, replace } from '../../test/mail-form'
import { cleanupPage, expectToast } from '../../test/page'
import { connectionLost, delay, heldUntilAborted, routeRest, type RestRoute } from '../../test/rest-route'
import { contactEmail, deleteReviews, storedReview, storedWithMessage, tableState } from '../../test/reviews'
import { currentUrl, renderRoutes, type TestRouter } from '../../test/router-page'
import { failRest, resetStack } from '../../test/stack'
import { ReviewFormIsland } from './ReviewFormIsland'
import { loadReviewsPort } from './reviews-port'

const FORM_PAGE = '/avis-clients/nouveau'
const LIST_PAGE = '/avis-clients'

/** What the visitor reads (behaviour §5 and §8, in the site's typography). */
const text = {
  name: 'Veuillez indiquer votre nom ou cocher « Rester anonyme »',
  projectType: 'Veuillez sélectionner un type de projet',
  rating: 'Veuillez attribuer une note',
  messageBlank: 'Veuillez partager votre avis',
  messageShort: 'Votre avis doit contenir au moins 10 caractères',
  messageLong: 'Votre avis ne peut pas dépasser 2 000 caractères',
  nameLong: 'Votre nom ne peut pas dépasser 100 caractères',
  terms: 'Vous devez accepter les conditions d’utilisation',
  email: 'L’adresse email n’est pas valide',
  incomplete: { title: 'Formulaire incomplet', description: 'Veuillez remplir tous les champs obligatoires correctement' },
  success: { title: 'Avis envoyé avec succès', description: 'Merci d’avoir partagé votre expérience ! Votre avis sera publié après modération.' },
  failure: { title: 'Erreur', description: 'Une erreur est survenue lors de l’envoi de votre avis. Veuillez réessayer.' },
  rateLimited: {
    title: 'Trop d’avis envoyés',
    description: 'Trop d’avis ont été envoyés récemment. Votre avis n’a pas été enregistré : veuillez réessayer plus tard.',
  },
  logged: '[Avis] envoi impossible',
}

vi.setConfig({ testTimeout: 60_000 })

let found: Awaited<ReturnType<typeof tableState>>
let user: UserEvent
let router: TestRouter
let route: RestRoute
let consoleError: MockInstance<typeof console.error>
const ownRoutes: RestRoute[] = []

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
  // Every insert is watched (and its row deleted after the test).
  route = routeRest()
  ownRoutes.push(route)
  ;({ router } = renderRoutes(
    [
      {
        path: FORM_PAGE,
        title: 'Partagez votre expérience',
        titleId: 'titre-avis',
        content: <ReviewFormIsland formId="formulaire-avis" labelledBy="titre-avis" />,
      },
      { path: LIST_PAGE, title: 'Avis de nos clients' },
    ],
    FORM_PAGE,
  ))
})

afterEach(async () => {
  vi.useRealTimers()
  cleanupPage()
  consoleError.mockRestore()
  await resetStack()
  const ids = ownRoutes.flatMap((watched) => watched.inserts().map(([row]) => String(row!.id)))
  for (const watched of ownRoutes.splice(0)) watched.restore()
  await deleteReviews([...new Set(ids)])
})

/** A route of the test's own for the inserts; every call still recorded for the clean-up. */
function routeInserts(handler: Parameters<typeof routeRest>[0]) {
  route = routeRest(handler)
  ownRoutes.push(route)
  return route
}

// ---- the form, as a visitor finds it ------------------------------------------------------------

const form = () => screen.getByRole('form', { name: 'Partagez votre expérience' })
const nameField = () => within(form()).getByRole('textbox', { name: 'Votre nom' })
const emailField = () => within(form()).getByRole('textbox', { name: 'Adresse email' })
const messageField = () => within(form()).getByRole('textbox', { name: 'Votre avis' })
const anonymousBox = () => within(form()).getByRole('checkbox', { name: 'Rester anonyme' })
const termsBox = () => within(form()).getByRole('checkbox', { name: /conditions d’utilisation/ })
const star = (n: number) => within(form()).getByRole('radio', { name: n > 1 ? `${n} étoiles` : '1 étoile' })
const projectType = () => within(form()).getByRole<HTMLSelectElement>('combobox', { name: 'Type de projet' })
const department = () => within(form()).getByRole<HTMLSelectElement>('combobox', { name: 'Votre département' })
/** The option a native select shows. */
const chosen = (select: HTMLSelectElement) => select.selectedOptions[0]
const submitButton = () => within(form()).getByRole('button', { name: /Envoyer mon avis|Envoi en cours/ })
const error = (message: string) => within(form()).queryByText(message)

/** The whole text, each space matching any white space (the site's typography puts no-break spaces). */
const loose = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s')}$`)

async function choose(select: HTMLSelectElement, option: string | RegExp) {
  await user.selectOptions(select, within(select).getByRole('option', { name: option }))
}

type Values = { name: string; email: string; projectType: string; department: string; location: string; rating: number; message: string }
const valuesFor = (what: string): Values => ({
  name: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  projectType: 'Expertise fissures',
  department: '34 – Hérault',
  location: '34 - Hérault',
  rating: 5,
  message: `${what} ${crypto.randomUUID()} : expertise sérieuse, rapport clair et utile face à l’assureur.`,
})

/** Every field, with the mouse: what fillAll of the browser journeys did. */
async function fillAll(values: Values) {
  await replace(user, nameField(), values.name)
  await replace(user, emailField(), values.email)
  await choose(projectType(), values.projectType)
  await choose(department(), loose(values.department))
  await user.click(star(values.rating))
  expect(star(values.rating)).toBeChecked()
  await replace(user, messageField(), values.message)
  await user.click(termsBox())
  expect(termsBox()).toBeChecked()
}

function expectAllKept(values: Values) {
  expect(nameField()).toHaveValue(values.name)
  expect(emailField()).toHaveValue(values.email)
  expect(chosen(projectType())).toMatchTextContent(values.projectType)
  expect(chosen(department())).toMatchTextContent(values.department)
  expect(star(values.rating)).toBeChecked()
  expect(messageField()).toHaveValue(values.message)
  expect(termsBox()).toBeChecked()
}

const loggedFailures = () => loggedWith(consoleError, text.logged).length

// ---- idle and validation --------------------------------------------------------------------------

/** How many stars are drawn filled (their filled glyph visible): the stars are drawn by CSS from the radios. */
const filledStars = () =>
  [1, 2, 3, 4, 5].filter((n) => {
    const glyphs = star(n).closest('label')!.querySelectorAll('svg')
    return glyphs[1] !== undefined && getComputedStyle(glyphs[1]).visibility === 'visible'
  }).length

describe('before sending', () => {
  it('the stars: drawn from the checked radio, previewed under the real pointer without choosing, back to the choice when it leaves', async () => {
    expect(filledStars()).toBe(0)
    await user.click(star(2).closest('label')!)
    expect(star(2)).toBeChecked()
    await waitFor(() => expect(filledStars()).toBe(2))
    // The browser's own pointer (CSS :hover needs it): a preview above and below the choice.
    await browserPointer.hover(star(4).closest('label')!)
    await waitFor(() => expect(filledStars()).toBe(4))
    await browserPointer.hover(star(1).closest('label')!)
    await waitFor(() => expect(filledStars()).toBe(1))
    expect(star(2)).toBeChecked()
    await browserPointer.hover(messageField())
    await waitFor(() => expect(filledStars()).toBe(2))
  })

  it('idle: every field empty, named and described; axe clean', async () => {
    expect(nameField()).toHaveValue('')
    expect(nameField()).toBeRequired()
    expect(emailField()).not.toBeRequired()
    expect(emailField()).toHaveAccessibleDescription(loose('Facultative, jamais publiée.'))
    expect(messageField()).toHaveAccessibleDescription(loose('Au moins 10 caractères.'))
    expect(anonymousBox()).not.toBeChecked()
    for (let n = 1; n <= 5; n++) expect(star(n)).not.toBeChecked()
    expect(termsBox()).not.toBeChecked()
    expect(submitButton()).toHaveTextContent('Envoyer mon avis')
    expect(submitButton()).toBeEnabled()
    expect(await axeViolations('review form idle')).toEqual([])
  })

  it('every message of behaviour §5 with the « Formulaire incomplet » toast, focus on the first error, each cleared by its own field; nothing sent; axe clean', async () => {
    await user.click(submitButton())
    await expectToast(text.incomplete)
    for (const message of [text.name, text.projectType, text.rating, text.messageBlank, text.terms]) {
      expect(error(message), message).toBeVisible()
    }
    expect(error(text.email)).toBeNull() // optional
    await waitFor(() => expect(nameField()).toHaveFocus())
    expect(nameField()).toBeInvalid()
    expect(nameField()).toHaveAccessibleDescription(loose(text.name))
    expect(await axeViolations('review form errors')).toEqual([])

    // Each field clears its own error only.
    await replace(user, nameField(), 'Jeanne')
    expect(error(text.name)).toBeNull()
    expect(error(text.projectType)).toBeVisible()
    await choose(projectType(), 'Litige / désaccord')
    expect(error(text.projectType)).toBeNull()
    expect(error(text.rating)).toBeVisible()
    await user.click(star(3))
    expect(error(text.rating)).toBeNull()
    expect(error(text.messageBlank)).toBeVisible()
    await replace(user, messageField(), '   ')
    expect(error(text.messageBlank)).toBeNull()
    expect(error(text.terms)).toBeVisible()
    await user.click(termsBox())
    expect(error(text.terms)).toBeNull()

    // Blank once trimmed; then too short once trimmed ('Trop bref': 9 characters).
    await user.click(submitButton())
    expect(await within(form()).findByText(text.messageBlank)).toBeVisible()
    await waitFor(() => expect(messageField()).toHaveFocus())
    await replace(user, messageField(), '   Trop bref   ')
    await user.click(submitButton())
    expect(await within(form()).findByText(text.messageShort)).toBeVisible()

    // Longer than the table accepts: said on the field before any send, and what was typed stays.
    const long = 'Rapport très détaillé, expert présent à chaque étape. '.repeat(40).slice(0, 2001)
    await replace(user, messageField(), long)
    await user.click(submitButton())
    expect(await within(form()).findByText(text.messageLong)).toBeVisible()
    expect(messageField()).toHaveValue(long)
    await replace(user, messageField(), long.slice(0, 2000))
    expect(error(text.messageLong)).toBeNull()
    const longName = 'Jeanne '.repeat(15)
    await replace(user, nameField(), longName)
    await user.click(submitButton())
    expect(await within(form()).findByText(text.nameLong)).toBeVisible()
    expect(nameField()).toHaveValue(longName)
    await waitFor(() => expect(nameField()).toHaveFocus())
    await replace(user, nameField(), 'Jeanne Martin')

    // E-mail: optional, but checked when given.
    await replace(user, messageField(), 'Un avis assez long pour passer.')
    await replace(user, emailField(), 'jeanne@exemple')
    await user.click(submitButton())
    expect(await within(form()).findByText(text.email)).toBeVisible()
    expect(emailField()).toBeInvalid()
    await replace(user, emailField(), 'jeanne @exemple.fr')
    expect(error(text.email)).toBeNull()
    await user.click(submitButton())
    expect(await within(form()).findByText(text.email)).toBeVisible()
    await expectToast(text.incomplete)
    expect(route.inserts()).toHaveLength(0)
    expect(currentUrl(router)).toBe(FORM_PAGE)
  })

  it('anonymity: ticking sets and locks the name, unticking empties it; sent, the insert carries the anonymous name, stored unapproved', async () => {
    await user.click(submitButton())
    expect(await within(form()).findByText(text.name)).toBeVisible()
    await replace(user, nameField(), 'Jeanne')
    await user.click(anonymousBox())
    expect(nameField()).toHaveValue('Client Anonyme')
    expect(nameField()).toBeDisabled()
    await user.click(anonymousBox())
    expect(nameField()).toHaveValue('')
    expect(nameField()).toBeEnabled()

    await user.click(anonymousBox())
    await choose(projectType(), 'Avis avant acquisition')
    await user.click(star(4))
    const message = valuesFor('Avis anonyme').message
    await replace(user, messageField(), `   ${message}   `)
    await user.click(termsBox())
    await user.click(submitButton())
    await expectToast(text.success)

    // Call 4 of behaviour §7, as specified: one row, approuve true, nothing asked back.
    expect(route.inserts()).toHaveLength(1)
    const [call] = route.calls.filter((c) => c.method === 'POST')
    expect(call!.url.searchParams.has('select')).toBe(false)
    const [row] = route.inserts()[0]!
    expect(route.inserts()[0]).toHaveLength(1)
    expect(row).toMatchObject({
      nom: 'Client Anonyme',
      anonyme: true,
      email: null,
      localisation: null,
      note: 4,
      type_projet: 'Avis avant acquisition',
      approuve: true,
      message, // trimmed
    })
    expect(String(row!.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Date.now() - new Date(String(row!.date_creation)).getTime()).toBeLessThan(60_000)
    // The server stores it for moderation.
    expect(await storedReview(String(row!.id))).toMatchObject({ nom: 'Client Anonyme', anonyme: true, message, approuve: false, email: null })
  })
})

// ---- sending ----------------------------------------------------------------------------------------

describe('sending', () => {
  it('every field: the success toast, no second submit, then /avis-clients 2 s after the answer; stored unapproved as typed, the e-mail kept private', async () => {
    const values = valuesFor('Avis complet')
    await fillAll(values)
    // When the insert was answered, and when the page left for /avis-clients (the browser's clock).
    let answeredAt = 0
    routeInserts(async (call, next) => {
      const response = await next()
      if (call.method === 'POST') answeredAt = performance.now()
      return response
    })
    let navigatedAt = 0
    const stop = router.subscribe((state) => {
      if (state.location.pathname === LIST_PAGE && !navigatedAt) navigatedAt = performance.now()
    })
    try {
      await user.click(submitButton())
      await expectToast(text.success)
      expect(submitButton()).toBeDisabled()
      await user.click(submitButton())
      expect(currentUrl(router)).toBe(FORM_PAGE)
      await screen.findByRole('heading', { level: 1, name: 'Avis de nos clients' })
    } finally {
      stop()
    }
    expect(currentUrl(router)).toBe(LIST_PAGE)
    expect(route.inserts(), 'one insert, whatever the clicks meanwhile').toHaveLength(1)
    expect(navigatedAt - answeredAt).toBeGreaterThanOrEqual(1_990)
    expect(navigatedAt - answeredAt).toBeLessThan(3_000)

    const [row] = route.inserts()[0]!
    expect(row).toMatchObject({
      nom: values.name,
      email: values.email,
      note: 5,
      message: values.message,
      type_projet: values.projectType,
      localisation: values.location,
      anonyme: false,
      approuve: true,
    })
    const stored = await storedReview(String(row!.id))
    expect(stored).toMatchObject({
      nom: values.name,
      note: 5,
      message: values.message,
      type_projet: values.projectType,
      localisation: values.location,
      anonyme: false,
      approuve: false,
      email: null,
    })
    expect(await contactEmail(stored!.id)).toBe(values.email)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('a bot’s honeypot filled: the success path, nothing sent', async () => {
    await fillAll(valuesFor('Robot'))
    // A bot fills every field it finds, the hidden one too (no person can: hidden, out of the tab order).
    expect(within(form()).queryByRole('textbox', { name: 'Site web' }), 'hidden from people and assistive technologies').toBeNull()
    const trap = form().querySelector<HTMLInputElement>('input[name="website"]')!
    trap.focus()
    await user.paste('https://spam.example')
    expect(trap).toHaveValue('https://spam.example')
    await user.click(submitButton())
    await expectToast(text.success)
    expect(route.calls).toHaveLength(0)
  })

  it('keyboard only: every field from the name, the star rating with End and the arrows, the list chosen with focus kept, then Enter on the button', async () => {
    // Short texts: each key re-renders the form, and a loaded machine takes its time.
    const message = 'Rapport clair.'
    await user.tab()
    expect(nameField()).toHaveFocus()
    await user.keyboard('Paul Roy')
    await user.tab()
    expect(anonymousBox()).toHaveFocus()
    await user.tab()
    expect(emailField()).toHaveFocus()
    await user.keyboard('paul@ex.fr')
    await user.tab()
    expect(projectType()).toHaveFocus()
    // A native select: the browser's own keys choose (journeys press them, e2e/keyboard.spec.ts); here as user-event can.
    await user.selectOptions(projectType(), 'Expertise fissures')
    expect(chosen(projectType())).toMatchTextContent('Expertise fissures')
    expect(projectType()).toHaveFocus()
    await user.tab() // the department (optional): passed
    expect(department()).toHaveFocus()
    await user.tab()
    expect(star(1)).toHaveFocus()
    await user.keyboard('{End}')
    expect(star(5)).toBeChecked()
    expect(star(5)).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(star(4)).toBeChecked()
    expect(star(4)).toHaveFocus()
    await user.keyboard('{Home}')
    expect(star(1)).toBeChecked()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(star(4)).toBeChecked()
    await user.tab()
    expect(messageField()).toHaveFocus()
    await user.keyboard(message)
    await user.tab()
    expect(termsBox()).toHaveFocus()
    await user.keyboard(' ')
    expect(termsBox()).toBeChecked()
    // On to the button (the terms link sits in between).
    for (let i = 0; i < 4 && document.activeElement !== submitButton(); i++) await user.tab()
    expect(submitButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    await expectToast(text.success)
    expect(route.inserts()).toHaveLength(1)
    expect(route.inserts()[0]![0]).toMatchObject({
      nom: 'Paul Roy',
      note: 4,
      message,
      email: 'paul@ex.fr',
      anonyme: false,
      type_projet: 'Expertise fissures',
    })
  })
})

// ---- failures of the insert ---------------------------------------------------------------------------

describe('when the insert fails', () => {
  it('refused (500): the failure toast, logged, every value kept, the button back, no redirect; sent once when the API is back', async () => {
    await failRest(500, { method: 'POST' })
    const values = valuesFor('Avis refusé')
    await fillAll(values)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await user.click(submitButton())
    await expectToast(text.failure)
    await waitFor(() => expect(loggedFailures()).toBe(1))
    expectAllKept(values)
    expect(submitButton()).toBeEnabled()
    expect(submitButton()).toHaveTextContent('Envoyer mon avis')
    await vi.advanceTimersByTimeAsync(2_500)
    expect(currentUrl(router)).toBe(FORM_PAGE)
    expectAllKept(values)
    expect(await storedWithMessage(values.message)).toHaveLength(0)

    await resetStack()
    await user.click(submitButton())
    await expectToast(text.success)
    await vi.advanceTimersByTimeAsync(2_000)
    await waitFor(() => expect(currentUrl(router)).toBe(LIST_PAGE))
    expect(route.inserts()).toHaveLength(2)
    expect(await storedWithMessage(values.message)).toEqual([expect.objectContaining({ nom: values.name, approuve: false })])
  })

  it('cut off (no answer, connection reset): the failure toast, every value kept; sent again, stored once', async () => {
    // Cut in the page, as Playwright's route.abort did: the stack's own cut ('network') is on a reused
    // connection, which Chromium sends again by itself.
    let posts = 0
    routeInserts((call, next) => (call.method === 'POST' && ++posts === 1 ? connectionLost() : next()))
    const values = valuesFor('Coupure')
    await fillAll(values)
    await user.click(submitButton())
    await expectToast(text.failure)
    expectAllKept(values)
    expect(route.inserts()).toHaveLength(1)
    expect(await storedWithMessage(values.message)).toHaveLength(0)

    await user.click(submitButton())
    await expectToast(text.success)
    expect(route.inserts()).toHaveLength(2)
    expect(await storedWithMessage(values.message)).toHaveLength(1)
  })

  it('refused by the spam brake (429): its own toast, not the failure one; every value kept; sent again later, stored once', async () => {
    await failRest(429, { method: 'POST', count: 1 })
    const values = valuesFor('Frein anti-spam')
    await fillAll(values)
    await user.click(submitButton())
    await expectToast(text.rateLimited)
    expect(screen.queryByText(text.failure.description)).toBeNull()
    expectAllKept(values)
    expect(submitButton()).toBeEnabled()
    expect(currentUrl(router)).toBe(FORM_PAGE)
    expect(await storedWithMessage(values.message)).toHaveLength(0)
    expect(loggedFailures()).toBe(1)

    await user.click(submitButton())
    await expectToast(text.success)
    // The newer outcome replaces the older toast.
    await waitFor(() => expect(screen.queryByText(text.rateLimited.title)).toBeNull())
    expect(route.inserts()).toHaveLength(2)
    expect(await storedWithMessage(values.message)).toEqual([expect.objectContaining({ nom: values.name, approuve: false })])
  })

  it('stored, but answered after the 10 s deadline: sending the whole time, then the failure toast with every value kept; sent again under the same id, one review', async () => {
    let posts = 0
    const late = routeInserts(async (call, next) => {
      if (call.method !== 'POST' || ++posts > 1) return next()
      // The database stores it at once; the answer comes back after the page has given up.
      await next()
      return heldUntilAborted(call.signal)
    })
    const values = valuesFor('Réponse perdue')
    await fillAll(values)
    // The faked clock also moves with real time (waitFor's own timers need it): what a loaded host
    // spends between the send and a check is counted, so "just before the deadline" stays before it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const sentAt = performance.now()
    await user.click(submitButton())
    await waitFor(() => expect(submitButton()).toHaveTextContent('Envoi en cours…'))
    expect(submitButton()).toBeDisabled()
    await vi.advanceTimersByTimeAsync(Math.max(0, 9_500 - (performance.now() - sentAt)))
    expect(submitButton()).toBeDisabled()
    expect(screen.queryByText(text.failure.description)).toBeNull()
    await vi.advanceTimersByTimeAsync(800)
    await expectToast(text.failure)
    expect(await storedWithMessage(values.message)).toHaveLength(1)
    expectAllKept(values)
    expect(submitButton()).toBeEnabled()

    // The visitor sends it again: the review the server already holds is not stored twice.
    await user.click(submitButton())
    await expectToast(text.success)
    await vi.advanceTimersByTimeAsync(2_000)
    await waitFor(() => expect(currentUrl(router)).toBe(LIST_PAGE))
    const ids = late.inserts().map(([row]) => row!.id)
    expect(ids).toHaveLength(2)
    // Sent again under the same id: the table's primary key answered 409 (23505), meaning "already stored".
    expect(ids[1]).toBe(ids[0])
    expect(await storedWithMessage(values.message)).toEqual([expect.objectContaining({ id: ids[0], nom: values.name })])
  })

  it('slow (5 s, under the deadline): the button says it is sending and stays disabled; clicks and Enter meanwhile send nothing more', async () => {
    routeInserts(async (call, next) => {
      if (call.method === 'POST') await delay(5_000, call.signal)
      return next()
    })
    const values = valuesFor('Envoi lent')
    await fillAll(values)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await user.click(submitButton())
    await waitFor(() => expect(submitButton()).toHaveTextContent('Envoi en cours…'))
    expect(submitButton()).toBeDisabled()
    await user.click(submitButton())
    nameField().focus()
    await user.keyboard('{Enter}')
    await vi.advanceTimersByTimeAsync(5_100)
    await expectToast(text.success)
    expect(route.inserts()).toHaveLength(1)
    expect(await storedWithMessage(values.message)).toHaveLength(1)
  })
})
