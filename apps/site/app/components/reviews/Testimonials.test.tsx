// The testimonials block (behaviour §2, §4, §7 call 1, §8) against the real local stack: the build's
// cards refreshed in place, the loading state when reached by a link, up to 3 approved reviews rated
// 4 or more, newest first, of one project type when asked; the block gone when no review matches;
// the build's cards kept when the API fails, the error text otherwise; and a review approved since the
// build taking its place only once the block is off screen (the cards a visitor reads never change
// under their eyes).
//
// Left to the browser journeys (e2e/reviews.spec.ts): the block's code loading as it nears the viewport
// on the home page, and the layout shifts measured while its cards are replaced.
import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createSupabaseReviews, type Review } from '../../data/reviews'
import { backendConfig } from '../../data/backends'
import { axeViolations } from '../../test/axe'
import { cleanupPage, renderInPage } from '../../test/page'
import { answer, connectionLost, routeRest, type RestRoute } from '../../test/rest-route'
import { approveReviews, approvedRows, buildSnapshot, deleteReviews, publishReviews, tableState, unpublishAll, type AvisRow } from '../../test/reviews'
import { resetStack } from '../../test/stack'
import { Testimonials, type TestimonialsProps } from './Testimonials'

const text = {
  title: 'Ce que nos clients disent de nous',
  loading: 'Chargement des avis clients…',
  error: 'Une erreur s’est produite lors du chargement des avis.',
  logged: '[Témoignages] chargement des avis impossible',
}

let found: Awaited<ReturnType<typeof tableState>>
let buildCards: Review[]
let approved: AvisRow[]
let route: RestRoute | undefined
let errors: MockInstance<typeof console.error>
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  found = await tableState()
  buildCards = (await buildSnapshot()).testimonials
  approved = await approvedRows()
})

afterAll(async () => {
  expect(await tableState()).toEqual(found)
})

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(async () => {
  route?.restore()
  route = undefined
  cleanupPage()
  window.scrollTo(0, 0)
  errors.mockRestore()
  await resetStack()
  for (const undo of cleanups.splice(0).reverse()) await undo()
})

/** The block on the home page: a screen of page above nothing, and room below to scroll it away. */
const renderBlock = (props: TestimonialsProps) =>
  renderInPage(
    <>
      <Testimonials {...props} />
      <div style={{ height: '300vh' }} />
    </>,
    { title: 'Expert d’assuré indépendant' },
  )

const block = () => screen.queryByRole('region', { name: text.title })
const cards = () => within(block()!).queryAllByRole('article')
const author = (row: { nom: string; anonyme: boolean }) => (row.anonyme ? 'Client anonyme' : row.nom)
const asRow = (review: Review) => ({ nom: review.name, anonyme: review.anonymous, message: review.message })

/** The cards are these reviews, in this order: name and text. */
function expectCards(rows: readonly Pick<AvisRow, 'nom' | 'anonyme' | 'message'>[]) {
  const shown = cards()
  expect(shown.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(rows.map(author))
  shown.forEach((card, i) => expect(card.textContent).toContain(rows[i]!.message))
}

/** What call 1 must answer: approved, rated 4 or more, newest first, 3 at most (of one type when given). */
const expectedTestimonials = (rows: readonly AvisRow[], projectType?: string) =>
  rows.filter((row) => row.approuve && row.note >= 4 && (!projectType || row.type_projet === projectType)).slice(0, 3)

const logged = (prefix: string) => errors.mock.calls.filter(([first]) => typeof first === 'string' && first.startsWith(prefix)).length

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Two rendering steps: IntersectionObserver reports (and React commits what they set) by then. */
const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

describe('the block', () => {
  it('the build’s cards, then the API’s in the same cards: 3 approved reviews rated 4 or more, newest first, with a link to all reviews; axe clean', async () => {
    const expected = expectedTestimonials(approved)
    expect(expected).toHaveLength(3)
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    renderBlock({ snapshot: buildCards })
    // The build's cards, readable at once (no loading state).
    expect(screen.queryByText(text.loading)).toBeNull()
    expectCards(buildCards.map(asRow))
    const before = cards()
    held.open()
    await waitFor(() => expect(route!.calls).toHaveLength(1))
    const [call] = route.calls
    // Call 1 of behaviour §7.
    expect(Object.fromEntries(call!.url.searchParams)).toMatchObject({ approuve: 'eq.true', note: 'gte.4', order: 'date_creation.desc', limit: '3' })
    await waitFor(() => expectCards(expected))
    cards().forEach((card, i) => expect(card === before[i], `card ${i + 1} is the same element`).toBe(true))
    for (const card of cards()) {
      const rating = within(card)
        .getByRole('img', { name: /sur 5 étoiles$/ })
        .getAttribute('aria-label')!
      expect(Number(rating.split(' ')[0]!.replace(',', '.'))).toBeGreaterThanOrEqual(4)
    }
    expect(within(block()!).getByRole('link', { name: 'Voir tous les avis' })).toHaveAttribute('href', '/avis-clients')
    expect(await axeViolations('testimonials')).toEqual([])
    expect(errors).not.toHaveBeenCalled()
  })

  it('reached by a link (no build’s cards): the loading state, then the cards; axe clean while loading', async () => {
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    renderBlock({})
    expect(within(block()!).getByRole('status')).toHaveTextContent(text.loading)
    expect(cards()).toHaveLength(0)
    expect(await axeViolations('testimonials loading')).toEqual([])
    held.open()
    await waitFor(() => expectCards(expectedTestimonials(approved)))
    expect(screen.queryByText(text.loading)).toBeNull()
  })

  it('of one project type: only reviews of that type (the build’s cards of every type are not shown meanwhile)', async () => {
    const type = 'Expertise fissures'
    const expected = expectedTestimonials(approved, type)
    expect(expected.length).toBeGreaterThan(0)
    renderBlock({ projectType: type, snapshot: buildCards })
    expect(within(block()!).getByRole('status')).toHaveTextContent(text.loading)
    await waitFor(() => expectCards(expected))
    for (const card of cards()) expect(card).toMatchTextContent(type)
  })

  it('no review to show: no block at all; the build’s cards go once off screen', async () => {
    const hidden = await unpublishAll()
    cleanups.push(() => approveReviews(hidden))
    route = routeRest()
    renderBlock({})
    await waitFor(() => expect(route!.calls).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('heading', { name: text.title })).toBeNull())
    expect(screen.queryByText(text.loading)).toBeNull()
    cleanupPage()

    // The build's cards stay while the visitor reads them; the block goes once it is off screen.
    renderBlock({ snapshot: buildCards })
    expectCards(buildCards.map(asRow))
    window.scrollTo(0, document.documentElement.scrollHeight)
    await waitFor(() => expect(block()).toBeNull())
    expect(screen.queryByRole('article')).toBeNull()
  })
})

describe('only approved reviews rated 4 or more', () => {
  it('a review sent (pending) is not shown, nor an approved one rated 3; an approved one rated 5 leads the block', async () => {
    const message = `Témoignage en attente ${crypto.randomUUID()} : excellent suivi.`
    const { id } = await createSupabaseReviews(backendConfig.supabase).submit({
      name: 'Claire Dubois',
      rating: 5,
      message,
      projectType: 'Litige / désaccord',
      anonymous: false,
    })
    cleanups.push(() => deleteReviews([id]))
    const [three] = await publishReviews([{ nom: 'Marc Petit', note: 3, message: `Trois étoiles ${crypto.randomUUID()} : correct.` }])
    cleanups.push(() => deleteReviews([three!.id]))

    renderBlock({})
    await waitFor(() => expectCards(expectedTestimonials(approved)))
    expect(screen.queryByText(message)).toBeNull()
    expect(screen.queryByText(three!.message)).toBeNull()
    cleanupPage()

    await approveReviews([id])
    renderBlock({})
    await waitFor(() => expect(cards()[0]).toMatchTextContent(message))
    expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Claire Dubois')
    expect(cards()).toHaveLength(3)
  })

  it('a review approved since the build: the build’s cards stay while the block is on screen, today’s are there once it has left the screen', async () => {
    const [row] = await publishReviews([{ nom: 'Paul Durand', note: 5, message: `Approuvé depuis le build ${crypto.randomUUID()} : très réactif.` }])
    cleanups.push(() => deleteReviews([row!.id]))
    // What the block's observer reports (on screen or not), watched through the browser's own observer.
    const reports: boolean[] = []
    const PageObserver = window.IntersectionObserver
    window.IntersectionObserver = class extends PageObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          reports.push(entries.some((entry) => entry.isIntersecting))
          callback(entries, observer)
        }, options)
      }
    }
    cleanups.push(async () => {
      window.IntersectionObserver = PageObserver
    })
    renderBlock({ snapshot: buildCards })
    const shown = block()!
    shown.scrollIntoView({ block: 'start' })
    // The API answered today's testimonials and the block found itself on screen: its cards have not changed.
    await waitFor(() => expect(reports).toEqual([true]))
    await frames()
    expectCards(buildCards.map(asRow))

    // The visitor scrolls on: the block leaves the screen and takes today's cards, ready for their return.
    window.scrollTo(0, document.documentElement.scrollHeight)
    await waitFor(() => expect(cards()[0]).toMatchTextContent(row!.message))
    expectCards(expectedTestimonials([row!, ...approved]))
    shown.scrollIntoView({ block: 'start' })
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('when the API fails', () => {
  for (const [label, fail] of [
    ['refuses the connection', connectionLost],
    ['answers malformed JSON', () => answer(200, '{"pas du json', { 'Content-Type': 'application/json' })],
    ['answers an HTML error page (502)', () => answer(502, '<html><body>Bad gateway</body></html>', { 'Content-Type': 'text/html' })],
  ] as const) {
    it(`${label}: the build’s cards stay, no error shown (logged); without them, the error text, logged, nothing to retry`, async () => {
      route = routeRest(() => fail())
      renderBlock({ snapshot: buildCards })
      await waitFor(() => expect(logged(text.logged)).toBe(1))
      expectCards(buildCards.map(asRow))
      expect(screen.queryByText(text.error)).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      cleanupPage()

      renderBlock({})
      expect(await within(block()!).findByRole('alert')).toHaveTextContent(text.error)
      expect(cards()).toHaveLength(0)
      expect(within(block()!).queryByRole('button')).toBeNull()
      expect(logged(text.logged)).toBe(2)
      expect(errors).toHaveBeenCalledTimes(2)
      expect(await axeViolations(`testimonials error (${label})`)).toEqual([])
    })
  }
})
