// The reviews list of /avis-clients (behaviour §2, §4 review list, §7 calls 2 and 3, §8, §9) against the
// real local stack: the build's first page prerendered and then hydrated, loading, loaded, empty and
// error states, the pagination (9 a page, count and page average as the cards say, ends disabled,
// the page in the URL, focus on the list's heading), what each fault of the API leaves on screen
// (down, slow, past the 10 s deadline, answers PostgREST never gives, the count lost, page 2 lost),
// 'Réessayer' reloading the page, and only approved reviews listed.
//
// Left to the browser journeys (e2e/reviews.spec.ts): /avis-clients as the build publishes it (HTML,
// structured data) and without JavaScript, the layout shifts when the API's reviews replace the
// build's, the list's code failing to download, and the journey from the form through the owner's
// CLI to the listed review.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useEffect, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, useLocation } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { page as browserPage } from 'vitest/browser'
import { createSupabaseReviews, type Review } from '../../data/reviews'
import { backendConfig } from '../../data/backends'
import { answer, connectionLost, delay, routeRest, type RestRoute } from '../../test/rest-route'
import {
  approveReviews,
  approvedRows,
  buildSnapshot,
  deleteReviews,
  publishReviews,
  storedWithMessage,
  tableState,
  unpublishAll,
  type AvisRow,
} from '../../test/reviews'
import { axeViolations } from '../../test/axe'
import { addHeadStyles, cleanupPage } from '../../test/page'
import { currentUrl, PageFrame, recordReloads, renderRoutes, type TestRouter } from '../../test/router-page'
import { failRest, resetStack } from '../../test/stack'
import { ISLAND_ATTRIBUTE, ISLAND_REACT_ATTRIBUTE } from '../../islands/early-input'
import { reviewsPage } from '../../content/reviews'
import { PAGE_ATTRIBUTE, reviewsPagesBehaviour, revealInViewFirst } from './reviews-pages-script'
import { ReviewsList } from './ReviewsList'

const LIST = '/avis-clients'
const PAGE_SIZE = 9
const text = {
  title: 'Tous les avis',
  loading: 'Chargement des avis…',
  error: 'Une erreur s’est produite lors du chargement des avis.',
  empty: 'Aucun avis client pour le moment. Soyez le premier à partager votre expérience !',
  average: 'Note moyenne des avis affichés',
  count: 'Avis publiés',
  pagination: 'Pages des avis clients',
  logged: '[Avis clients] chargement des avis impossible',
}

type Snapshot = { total: number; pages: Review[][] }

/** The table as this file found it: it leaves it so (the component-test files share the database). */
let found: Awaited<ReturnType<typeof tableState>>
let built: Snapshot
/** The approved reviews, newest first, as the owner reads them (the seed's). */
let approved: AvisRow[]

let route: RestRoute | undefined
let errors: MockInstance<typeof console.error>
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  found = await tableState()
  built = await buildSnapshot()
  approved = await approvedRows()
  // The seed's approved reviews: four pages, the last one short.
  expect(built.total).toBe(approved.length)
  expect(approved.length).toBeGreaterThanOrEqual(30)
})

afterAll(async () => {
  expect(await tableState()).toEqual(found)
})

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(async () => {
  vi.useRealTimers()
  route?.restore()
  route = undefined
  cleanupPage()
  errors.mockRestore()
  await resetStack()
  for (const undo of cleanups.splice(0).reverse()) await undo()
})

// ---- the page and what a visitor reads of it -------------------------------------------------------

const renderList = (url = LIST, snapshot?: Snapshot) =>
  renderRoutes(
    [
      { path: LIST, title: 'Avis de nos clients', content: <ReviewsList snapshot={snapshot} /> },
      { path: '/avis-clients/nouveau', title: 'Partagez votre expérience' },
    ],
    url,
  )

const list = (scope: HTMLElement = document.body) => within(scope).getByRole('region', { name: text.title })
const cards = (scope?: HTMLElement) => within(list(scope)).queryAllByRole('article')
/**
 * Once the frame after a page turn is drawn: the cards below the screen are shown too (revealInViewFirst
 * holds them for that frame). Checked right after the click, a page at 1280 × 800 had 6 of its 9 cards
 * when the host was slow (npm test, 2026-11-29 14:35).
 */
const frameDrawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
const pagination = (scope: HTMLElement = document.body) => within(scope).queryByRole('navigation', { name: text.pagination })
const pageButton = (name: string) => within(pagination()!).getByRole('button', { name })

/** The value shown under a key figure ('Avis publiés'), or null when the figures are hidden. */
function figure(label: string, scope?: HTMLElement): string | null {
  const term = within(list(scope))
    .queryAllByRole('term')
    .find((node) => node.textContent === label)
  return term ? within(term.parentElement!).getByRole('definition').textContent : null
}

/** The ratings the cards show, read from their star images ('4 sur 5 étoiles'). */
const cardRatings = (scope?: HTMLElement) =>
  cards(scope).map((card) =>
    Number(
      within(card)
        .getByRole('img', { name: /sur 5 étoiles$/ })
        .getAttribute('aria-label')!
        .split(' ')[0]!
        .replace(',', '.'),
    ),
  )

const average = (ratings: readonly number[]) => (ratings.length ? (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1) : '0.0')

/** The count is the total; the average is the one of the cards shown (behaviour §9: the current page only). */
function expectSummaryMatchesCards(total: number, scope?: HTMLElement) {
  expect(figure(text.count, scope)).toBe(String(total))
  const ratings = cardRatings(scope)
  expect(figure(text.average, scope)).toBe(average(ratings))
  return ratings
}

const author = (row: Pick<AvisRow, 'nom' | 'anonyme'>) => (row.anonyme ? 'Client anonyme' : row.nom)

/** The cards are these reviews, in this order: name and text. */
function expectCards(rows: readonly Pick<AvisRow, 'nom' | 'anonyme' | 'message'>[], scope?: HTMLElement) {
  const shown = cards(scope)
  expect(shown.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(rows.map(author))
  shown.forEach((card, i) => expect(card.textContent).toContain(rows[i]!.message))
}

/** The same elements, in the same order: refreshed in place, nothing inserted or moved. */
function expectSameElements(now: readonly HTMLElement[], before: readonly HTMLElement[]) {
  expect(now).toHaveLength(before.length)
  now.forEach((element, i) => expect(element === before[i], `card ${i + 1} is the same element`).toBe(true))
}

/** A build that read only the first page (one with more reviews than it holds, seen from page 2). */
const firstPageOnly = (): Snapshot => ({ total: built.total, pages: built.pages.slice(0, 1) })

const rowsOfPage = (page: number) => approved.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE)
const asRow = (review: Review) => ({ nom: review.name, anonyme: review.anonymous, message: review.message })

const logged = (prefix: string) => errors.mock.calls.filter(([first]) => typeof first === 'string' && first.startsWith(prefix)).length

/** Promise and its release: holds calls until the test lets them through. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/**
 * Clicks 'Réessayer' and does what the browser does next: the reload it asks for (recorded, so the
 * test page stays) and the page rendered again at the same URL.
 */
async function retryByReload(router: TestRouter, snapshot?: Snapshot) {
  const reloading = recordReloads()
  try {
    await userEvent.setup().click(within(list()).getByRole('button', { name: 'Réessayer' }))
    expect(reloading.reloads, 'Réessayer reloads the page').toHaveLength(1)
  } finally {
    reloading.stop()
  }
  const url = currentUrl(router)
  cleanup()
  return renderList(url, snapshot)
}

/**
 * The page as the build writes it: `page` rendered to HTML inside the island's host element (what
 * islands/island.tsx renders), before any code. The test hydrates it with `render(page, { container, hydrate: true })`.
 */
function prerendered(page: ReactElement, html = renderToString(page)) {
  addHeadStyles()
  const host = document.createElement('div')
  host.setAttribute(ISLAND_ATTRIBUTE, 'reviews-list')
  host.innerHTML = html
  document.body.append(host)
  cleanups.push(async () => host.remove())
  return host
}

/** The build's whole page (its four pages, or those of `snapshot`), as the page's script and the hydration tests start from it. */
const builtPage = (snapshot: Snapshot = built) => (
  <MemoryRouter initialEntries={[LIST]}>
    <PageFrame title="Avis de nos clients">
      <ReviewsList snapshot={snapshot} />
    </PageFrame>
  </MemoryRouter>
)
let builtHtml: string | undefined
/** builtPage() prerendered: its HTML rendered once for the file (the same every time, and its dearest render: 36 cards). */
const prerenderedBuiltPage = () => prerendered(builtPage(), (builtHtml ??= renderToString(builtPage())))

/** Fake setTimeout that still moves with real time: the API's deadline and slow answers are jumped, not waited for. */
const jumpableClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })

// ---- prerendered and loaded ------------------------------------------------------------------------

describe('the build’s page, then the API’s', () => {
  it('prerendered: the build’s pages, the first shown with its count and average, no loading state; its pages’ buttons usable, those beyond disabled until the code runs; axe clean; hydrated: all enabled', async () => {
    // The build read two pages of the four (as a build with more reviews than it holds reads its first pages).
    const page = builtPage({ total: built.total, pages: built.pages.slice(0, 2) })
    const container = prerendered(page)

    // The build's HTML, before any code: readable, nothing loading; the second page there but hidden.
    expect(within(container).queryByText(text.loading)).toBeNull()
    expect(within(container).queryByRole('alert')).toBeNull()
    expectCards(built.pages[0]!.map(asRow), container)
    expect(cards(container)).toHaveLength(PAGE_SIZE)
    expect(list(container).querySelectorAll('article')).toHaveLength(2 * PAGE_SIZE)
    expectSummaryMatchesCards(built.total, container)
    const nav = pagination(container)!
    const button = (name: string) => within(nav).getByRole('button', { name })
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page')
    expect(button('Précédent')).toBeDisabled()
    expect(button('Page 2')).toBeEnabled()
    expect(button('Suivant')).toBeEnabled()
    // Pages the HTML does not hold wait for the code: not usable before it.
    expect(button('Page 3')).toBeDisabled()
    expect(button('Page 4')).toBeDisabled()
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 1 sur 4')
    expect(await axeViolations('prerendered')).toEqual([])

    // Hydrated: the same page, now usable; the API's reviews (the same on a fresh stack) take their place.
    const buildCards = cards(container)
    render(page, { container, hydrate: true })
    await waitFor(() => expect(button('Page 3')).toBeEnabled())
    expect(button('Page 4')).toBeEnabled()
    expect(button('Précédent')).toBeDisabled()
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(list(container)).toHaveAttribute('data-reviews-list', 'loaded'))
    expectSameElements(cards(container), buildCards)
    // The build's other page stays as built, hidden: a turn to it shows it at once (below).
    expect(cards(container)).toHaveLength(PAGE_SIZE)
    expect(list(container).querySelectorAll('article')).toHaveLength(2 * PAGE_SIZE)
    expect(errors, 'no hydration error, nothing logged').not.toHaveBeenCalled()
  })

  it('reached by a link (no build’s page): the loading state, figures hidden, then 9 cards with the count and the page’s average; axe clean in both', async () => {
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    renderList()
    const loading = within(list()).getByRole('status')
    expect(loading).toHaveTextContent(text.loading)
    expect(loading).toBeVisible()
    // The figures keep their place but are hidden until known (no '0' read out, no layout shift).
    expect(within(list()).queryAllByRole('term')).toHaveLength(0)
    expect(cards()).toHaveLength(0)
    expect(pagination()).toBeNull()
    expect(await axeViolations('loading')).toEqual([])

    held.open()
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE))
    expect(within(list()).queryByText(text.loading)).toBeNull()
    expectCards(rowsOfPage(0))
    expectSummaryMatchesCards(approved.length)
    expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page')
    expect(pageButton('Précédent')).toBeDisabled()
    expect(pageButton('Suivant')).toBeEnabled()
    // Loaded at once, not after a page change: focus stays where the visitor is.
    expect(screen.getByRole('heading', { name: text.title })).not.toHaveFocus()
    // Calls 2 and 3 of behaviour §7, once each, asking for approved reviews only: the anon role's
    // row-level security hides the pending ones too, but the site asks only for what it may show.
    expect(route.calls.map((call) => call.method)).toEqual(['HEAD', 'GET'])
    const [count, rows] = route.calls.map((call) => Object.fromEntries(call.url.searchParams))
    expect(count).toEqual({ select: '*', approuve: 'eq.true' })
    expect(rows).toEqual({ select: '*', approuve: 'eq.true', order: 'date_creation.desc', offset: '0', limit: String(PAGE_SIZE) })
    expect(await axeViolations('loaded')).toEqual([])
  })

  it('empty (no approved review): the message and its button to the form, 0.0 and 0, no pagination; axe clean', async () => {
    const hidden = await unpublishAll()
    cleanups.push(() => approveReviews(hidden))
    const { router } = renderList()
    const panel = list()
    await within(panel).findByText(text.empty)
    expect(figure(text.average)).toBe('0.0')
    expect(figure(text.count)).toBe('0')
    expect(cards()).toHaveLength(0)
    expect(pagination()).toBeNull()
    expect(await axeViolations('empty')).toEqual([])
    const share = within(panel).getByRole('link', { name: 'Partager mon expérience' })
    expect(share).toHaveAttribute('href', '/avis-clients/nouveau')
    await userEvent.setup().click(share)
    await screen.findByRole('heading', { level: 1, name: 'Partagez votre expérience' })
    expect(currentUrl(router)).toBe('/avis-clients/nouveau')
  })
})

// ---- before the list's code: the page's script -------------------------------------------------------

describe('the build’s pages before the list’s code (the page’s script), then adopted by the list', () => {
  const pageUrl = location.href
  beforeAll(() => {
    // As in the page, after the list: once (its listeners stay for the file; it acts only on a list
    // in an island's host that React has not taken, so the other tests' lists are not its own).
    reviewsPagesBehaviour(window, { status: reviewsPage.paginationStatus }, revealInViewFirst)
  })
  afterEach(() => history.replaceState(null, '', pageUrl))

  /** The page's query string, as the script writes it ('?page=3'; '' for the first page). */
  const windowPage = () => new URL(location.href).searchParams.get('page')
  const shownAverage = () => average(cardRatings())

  it('« Suivant », a page number, « Précédent »: each page at once with its average, current page, ends and status, the URL and focus; hydrated on the page shown (same cards, no mismatch), the router told, then refreshed and paging from the API; axe clean', async () => {
    const user = userEvent.setup()
    const urls: string[] = []
    function RouterUrl() {
      const { pathname, search } = useLocation()
      useEffect(() => void urls.push(pathname + search), [pathname, search])
      return null
    }
    const page = (
      <MemoryRouter initialEntries={[LIST]}>
        <PageFrame title="Avis de nos clients">
          <ReviewsList snapshot={built} />
          <RouterUrl />
        </PageFrame>
      </MemoryRouter>
    )
    const host = prerendered(page)
    const nav = pagination(host)!
    const button = (name: string) => within(nav).getByRole('button', { name })
    const heading = screen.getByRole('heading', { name: text.title })

    await user.click(button('Suivant'))
    // The cards a screen holds in the tap's frame, the others in the next (revealInViewFirst).
    await waitFor(() => expectCards(rowsOfPage(1)))
    expect(button('Page 2')).toHaveAttribute('aria-current', 'page')
    expect(button('Page 1')).not.toHaveAttribute('aria-current')
    expect(button('Précédent')).toBeEnabled()
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 2 sur 4')
    expect(figure(text.average)).toBe(shownAverage())
    expect(figure(text.count)).toBe(String(built.total))
    expect(windowPage()).toBe('2')
    expect(heading).toHaveFocus()

    // The last page, short: Suivant disabled, the page's own average (it differs from the first page's).
    await user.click(button('Page 4'))
    await waitFor(() => expectCards(rowsOfPage(3)))
    expect(cards()).toHaveLength(built.pages[3]!.length)
    expect(button('Suivant')).toBeDisabled()
    expect(figure(text.average)).toBe(shownAverage())
    expect(figure(text.average)).toBe(average(rowsOfPage(3).map((row) => row.note)))
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 4 sur 4')
    expect(windowPage()).toBe('4')

    await user.click(button('Précédent'))
    await waitFor(() => expectCards(rowsOfPage(2)))
    expect(button('Suivant')).toBeEnabled()
    expect(windowPage()).toBe('3')
    expect(await axeViolations('a page turned before the code')).toEqual([])

    // The island's code arrives: React takes the markup (islands/island.tsx marks its host) and
    // hydrates it with the page shown; the router, which read the URL before the script wrote it,
    // is told in place.
    const shownCards = cards()
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    host.setAttribute(ISLAND_REACT_ATTRIBUTE, '')
    render(page, { container: host, hydrate: true })
    await waitFor(() => expect(urls.at(-1)).toBe('/avis-clients?page=3'))
    expectSameElements(cards(), shownCards)
    expect(button('Page 3')).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 3 sur 4')
    expect(list()).toHaveAttribute('data-reviews-list', 'prerendered')
    // Then the API's page 3, in the same cards.
    held.open()
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    expectSameElements(cards(), shownCards)
    expectCards(rowsOfPage(2))
    expect(route.calls.find((call) => call.method === 'GET')?.url.searchParams.get('offset')).toBe(String(2 * PAGE_SIZE))

    // Live: paging goes through the list (the API) and the router; the script leaves the list alone.
    await user.click(button('Suivant'))
    await waitFor(() => expectCards(rowsOfPage(3)))
    await waitFor(() => expect(urls.at(-1)).toBe('/avis-clients?page=4'))
    expect(windowPage(), 'the script did not act on the live list').toBe('3')
    await waitFor(() => expect(heading).toHaveFocus())
    expect(errors, 'no hydration error, nothing logged').not.toHaveBeenCalled()
  })

  it('a shared link or back/forward: the URL’s page when the build holds it, the last past the end (the URL kept for the live list), the first when unreadable (dropped from the URL in place); no focus moved', async () => {
    const host = prerenderedBuiltPage()
    const nav = pagination(host)!
    const go = (search: string) => {
      history.pushState(null, '', `${location.pathname}${search}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }
    go('?page=3')
    expectCards(rowsOfPage(2))
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    expect(figure(text.average)).toBe(shownAverage())
    expect(screen.getByRole('heading', { name: text.title })).not.toHaveFocus()
    expect(windowPage()).toBe('3')
    // Past the build's end: its last page; the URL kept (reviews approved since may have made that
    // page: the live list, which knows the count, shows it or corrects the URL).
    go('?page=9')
    expectCards(rowsOfPage(3))
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 4 sur 4')
    expect(windowPage()).toBe('9')
    // Unreadable: the first page, and no page in the URL, in place (no new entry).
    for (const unreadable of ['?page=0', '?page=abc', '?page=-1', '?page=2.5']) {
      const entries = history.length
      go(unreadable)
      expect(history.length).toBe(entries + 1)
      expectCards(rowsOfPage(0))
      expect(within(nav).getByRole('button', { name: 'Précédent' })).toBeDisabled()
      expect(within(nav).getByRole('status')).toHaveTextContent('Page 1 sur 4')
      expect(windowPage(), unreadable).toBeNull()
      go('?page=2')
    }
  })

  /** « Suivant » clicked in `host`; the cards counted as the tap's frame draws them (in its animation frame callbacks), then once all are drawn, those on the screen. */
  const turnOnPhone = async (host: HTMLElement) => {
    within(pagination(host)!).getByRole('button', { name: 'Suivant' }).click()
    const first = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(cards().length)))
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE))
    await waitFor(() => expect(screen.getByRole('heading', { name: text.title })).toHaveFocus())
    const onScreen = cards().filter((card) => card.getBoundingClientRect().top < window.innerHeight).length
    expect(onScreen).toBeGreaterThan(0)
    return { first, onScreen }
  }

  it('on a phone, a page turn draws the cards the screen holds in the tap’s frame and the others in the next, before the code (the page’s script) and live', async () => {
    await browserPage.viewport(390, 844)
    cleanups.push(() => browserPage.viewport(1280, 800))
    const host = prerenderedBuiltPage()
    const turnTo = async (shown: number) => {
      const { first, onScreen } = await turnOnPhone(host)
      expectCards(rowsOfPage(shown))
      expect(onScreen, 'some cards are below the screen').toBeLessThan(PAGE_SIZE)
      expect(first, 'the tap’s frame draws the cards on the screen, and no other').toBe(onScreen)
    }
    await turnTo(1)
    host.setAttribute(ISLAND_REACT_ATTRIBUTE, '')
    render(builtPage(), { container: host, hydrate: true })
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    await turnTo(2)
    expect(errors, 'no hydration error, nothing logged').not.toHaveBeenCalled()
  })

  it('on a phone, a page of short reviews after long ones: the tap’s frame still draws every card on the screen (no gap under the last), before the code and live', async () => {
    await browserPage.viewport(390, 844)
    cleanups.push(() => browserPage.viewport(1280, 800))
    // Page 1 as built (long reviews), pages 2 and 3 of a few words: the screen holds more of them than of page 1's.
    const snapshot: Snapshot = {
      ...built,
      pages: built.pages.map((reviews, page) => (page === 0 ? reviews : reviews.map((review) => ({ ...review, message: 'Très bien.' })))),
    }
    const host = prerendered(builtPage(snapshot))
    const turn = async () => {
      const { first, onScreen } = await turnOnPhone(host)
      expect(onScreen, 'more short cards than page 1’s long ones on the screen').toBeGreaterThan(2)
      expect(first, 'every card on the screen is drawn in the tap’s frame').toBeGreaterThanOrEqual(onScreen)
    }
    await turn()
    host.setAttribute(ISLAND_REACT_ATTRIBUTE, '')
    render(builtPage(snapshot), { container: host, hydrate: true })
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    await turn()
    expect(errors, 'no hydration error, nothing logged').not.toHaveBeenCalled()
  })

  it('hydrated over the build’s pages, before the API has answered: another of them shows at once (the list renders it), no card twice, then the API’s', async () => {
    const host = prerenderedBuiltPage()
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    host.setAttribute(ISLAND_REACT_ATTRIBUTE, '')
    render(builtPage(), { container: host, hydrate: true })
    const user = userEvent.setup()
    await waitFor(() => expect(route!.calls.length).toBeGreaterThan(0))
    await user.click(pageButton('Page 2'))
    await frameDrawn()
    expectCards(rowsOfPage(1))
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
    await user.click(pageButton('Page 1'))
    await frameDrawn()
    // Exactly the page's cards (none left over from the build's HTML in the element the list renders).
    expectCards(rowsOfPage(0))
    held.open()
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    expectCards(rowsOfPage(0))
    // Each review of the build once: the pages not shown stay as built, hidden.
    expect(list().querySelectorAll('article')).toHaveLength(built.pages.flat().length)
    expect(errors, 'no hydration error, nothing logged').not.toHaveBeenCalled()
  })

  it('live, after the API’s answer: a page the build holds shows in the tap’s own render, its built cards (not rebuilt), not dimmed, then read again from the API; a review changed since the build takes its new text in that page', async () => {
    // As built before one review of page 2 was edited: the API says otherwise for that page only.
    const edited = 'Le texte de cet avis tel que la construction l’a lu.'
    const snapshot: Snapshot = {
      ...built,
      pages: built.pages.map((reviews, page) => (page === 1 ? [{ ...reviews[0]!, message: edited }, ...reviews.slice(1)] : reviews)),
    }
    const page = builtPage(snapshot)
    const host = prerendered(page)
    host.setAttribute(ISLAND_REACT_ATTRIBUTE, '')
    render(page, { container: host, hydrate: true })
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    const user = userEvent.setup()
    const builtCards = (n: number) => [...list().querySelectorAll<HTMLElement>(`[${PAGE_ATTRIBUTE}="${n}"] article`)]
    const page3 = builtCards(3)
    const page2 = builtCards(2)

    // Page 3, as the API says it is too: the build's cards at once, then left as they are.
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    await user.click(pageButton('Page 3'))
    await frameDrawn()
    expectSameElements(cards(), page3)
    expectCards(rowsOfPage(2))
    expect(pageButton('Page 3')).toHaveAttribute('aria-current', 'page')
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
    expect(figure(text.average)).toBe(average(rowsOfPage(2).map((row) => row.note)))
    await waitFor(() => expect(screen.getByRole('heading', { name: text.title })).toHaveFocus())
    held.open()
    await waitFor(() => expect(route!.calls.some((call) => call.url.searchParams.get('offset') === String(2 * PAGE_SIZE))).toBe(true))
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    expectSameElements(cards(), page3)

    // Page 2, edited since the build: its built text at once, then the API's.
    await user.click(pageButton('Précédent'))
    await frameDrawn()
    expectSameElements(cards(), page2)
    expect(cards()[0]!.textContent).toContain(edited)
    await waitFor(() => expectCards(rowsOfPage(1)))
    expect(list().querySelectorAll('article')).toHaveLength(built.pages.flat().length)
    expect(errors, 'no hydration error, nothing logged').not.toHaveBeenCalled()
  })

  it('live before the API has answered: the build’s other pages show at once, not dimmed, then the API’s', async () => {
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    const { router } = renderList(LIST, built)
    await waitFor(() => expect(pageButton('Page 3')).toBeEnabled())
    await userEvent.setup().click(pageButton('Page 3'))
    await waitFor(() => expect(currentUrl(router)).toBe('/avis-clients?page=3'))
    await frameDrawn()
    expectCards(rowsOfPage(2))
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
    await waitFor(() => expect(screen.getByRole('heading', { name: text.title })).toHaveFocus())
    held.open()
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    expectCards(rowsOfPage(2))
    expectSummaryMatchesCards(built.total)
  })

  it('live, after the API’s answers, back and forward: each page known shows at once, not dimmed, while the API is read again', async () => {
    route = routeRest((_call, next) => next())
    const { router } = renderList(LIST, built)
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    await userEvent.setup().click(pageButton('Suivant'))
    await waitFor(() => expect(route!.calls.some((call) => call.url.searchParams.get('offset') === String(PAGE_SIZE))).toBe(true))
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    // The API held from here: what shows comes from the pages known.
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    await router.navigate(-1)
    expect(currentUrl(router)).toBe(LIST)
    await waitFor(() => expectCards(rowsOfPage(0)))
    expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page')
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
    await router.navigate(1)
    expect(currentUrl(router)).toBe('/avis-clients?page=2')
    await waitFor(() => expectCards(rowsOfPage(1)))
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
    expect(route.calls.length, 'the API is being read again').toBeGreaterThan(0)
    held.open()
    await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
    expectCards(rowsOfPage(1))
  })
})

// ---- pagination ------------------------------------------------------------------------------------

describe('pagination', () => {
  it('9 a page, the seed’s reviews newest first; count and page average as the cards say; ends disabled; page in the URL; focus on the heading; back and forward; ?page=3 and ?page=99', async () => {
    const pageCount = Math.ceil(approved.length / PAGE_SIZE)
    expect(pageCount).toBeGreaterThanOrEqual(4)
    // The seed makes a page's average differ from the average of every review: a list that averaged
    // them all would fail here.
    const overall = average(approved.map((row) => row.note))
    expect(average(rowsOfPage(pageCount - 1).map((row) => row.note))).not.toBe(overall)

    const held = { page2: gate() }
    route = routeRest(async (call, next) => {
      if (call.method === 'GET' && call.url.searchParams.get('offset') === String(PAGE_SIZE)) await held.page2.opened
      return next()
    })
    const user = userEvent.setup()
    const { router } = renderList()
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE))
    expectCards(rowsOfPage(0))
    const firstPageRatings = expectSummaryMatchesCards(approved.length)
    expect(pageButton('Précédent')).toBeDisabled()
    expect(pageButton('Suivant')).toBeEnabled()

    // Next: the URL says page 2 (once the tap's frame is drawn: ReviewsList.onPageChange); page 1's
    // cards stay, dimmed and busy, until page 2 arrives.
    await user.click(pageButton('Suivant'))
    await waitFor(() => expect(currentUrl(router)).toBe('/avis-clients?page=2'))
    const busy = await within(list()).findByRole('list', { busy: true })
    expect(within(busy).getAllByRole('article')).toHaveLength(PAGE_SIZE)
    expectCards(rowsOfPage(0))
    held.page2.open()
    await waitFor(() => expectCards(rowsOfPage(1)))
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
    expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page')
    expectSummaryMatchesCards(approved.length)
    expect(pageButton('Précédent')).toBeEnabled()
    // Focus goes back to the top of the list for keyboard and screen-reader users.
    await waitFor(() => expect(screen.getByRole('heading', { name: text.title })).toHaveFocus())

    // A page number: the last page, short; next disabled there.
    await user.click(pageButton(`Page ${pageCount}`))
    await waitFor(() => expect(currentUrl(router)).toBe(`/avis-clients?page=${pageCount}`))
    await waitFor(() => expectCards(rowsOfPage(pageCount - 1)))
    expect(cards()).toHaveLength(approved.length - PAGE_SIZE * (pageCount - 1))
    const lastRatings = expectSummaryMatchesCards(approved.length)
    expect(figure(text.average)).not.toBe(overall)
    expect(lastRatings).toHaveLength(cards().length)
    expect(pageButton('Suivant')).toBeDisabled()
    expect(pageButton('Précédent')).toBeEnabled()
    await waitFor(() => expect(screen.getByRole('heading', { name: text.title })).toHaveFocus())

    // Previous from the last page.
    await user.click(pageButton('Précédent'))
    await waitFor(() => expect(currentUrl(router)).toBe(`/avis-clients?page=${pageCount - 1}`))
    await waitFor(() => expectCards(rowsOfPage(pageCount - 2)))

    // Back and forward move between pages.
    await router.navigate(-1)
    expect(currentUrl(router)).toBe(`/avis-clients?page=${pageCount}`)
    await waitFor(() => expectCards(rowsOfPage(pageCount - 1)))
    await router.navigate(-1)
    await router.navigate(-1)
    expect(currentUrl(router)).toBe(LIST)
    await waitFor(() => expectCards(rowsOfPage(0)))
    expect(cardRatings()).toEqual(firstPageRatings)
    expect(pageButton('Précédent')).toBeDisabled()
    await router.navigate(1)
    expect(currentUrl(router)).toBe('/avis-clients?page=2')
    await waitFor(() => expectCards(rowsOfPage(1)))

    // A shared ?page= link opens that page; past the end, the last page (the URL corrected in place).
    cleanup()
    renderList('/avis-clients?page=3')
    await waitFor(() => expectCards(rowsOfPage(2)))
    expect(pageButton('Page 3')).toHaveAttribute('aria-current', 'page')
    cleanup()
    const past = renderList('/avis-clients?page=99#faq')
    await waitFor(() => expect(currentUrl(past.router)).toBe(`/avis-clients?page=${pageCount}`))
    expect(past.router.state.historyAction).toBe('REPLACE')
    // The anchor the visitor came with stays (the question they were sent to).
    expect(past.router.state.location.hash).toBe('#faq')
    await waitFor(() => expectCards(rowsOfPage(pageCount - 1)))
    expect(pageButton('Suivant')).toBeDisabled()
    // Unreadable: the first page, the URL without a page (in place).
    for (const unreadable of ['0', 'abc', '-1']) {
      cleanup()
      const odd = renderList(`/avis-clients?page=${unreadable}#faq`)
      await waitFor(() => expect(currentUrl(odd.router)).toBe('/avis-clients'))
      expect(odd.router.state.historyAction).toBe('REPLACE')
      expect(odd.router.state.location.hash).toBe('#faq')
      await waitFor(() => expectCards(rowsOfPage(0)))
    }
    expect(errors).not.toHaveBeenCalled()
  })

  for (const outcome of ['answered', 'failed'] as const) {
    it(`a tap while the list’s first answer is on its way, ${outcome} before the router hears of the tap: the page tapped stays, then is read from the API`, async () => {
      const held = gate()
      let settled = 0
      let failing = outcome === 'failed'
      route = routeRest(async (_call, next) => {
        await held.opened
        try {
          return failing ? connectionLost() : await next()
        } finally {
          settled++
        }
      })
      const { router } = renderList(LIST, built)
      await waitFor(() => expect(route!.calls.length).toBe(2))
      // The router hears of the tap once its frame is drawn: frames held back, the first answer lands before.
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
      cleanups.push(async () => void vi.useRealTimers())
      pageButton('Page 3').click()
      await waitFor(() => expect(pageButton('Page 3')).toHaveAttribute('aria-current', 'page'))
      held.open()
      await waitFor(() => expect(settled).toBe(2))
      // Time for that answer's render, if any (a transition: React's own tasks, no frame needed).
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(pageButton('Page 3'), 'the answer for page 1 does not take the page back').toHaveAttribute('aria-current', 'page')
      expect(list()).not.toHaveAttribute('data-reviews-list', 'error')
      failing = false
      vi.advanceTimersToNextFrame()
      vi.useRealTimers()
      await waitFor(() => expect(currentUrl(router)).toBe('/avis-clients?page=3'))
      await waitFor(() => expect(list()).toHaveAttribute('data-reviews-list', 'loaded'))
      expect(route!.calls.at(-1)?.url.searchParams.get('offset')).toBe(String(2 * PAGE_SIZE))
      expectCards(rowsOfPage(2))
      expect(errors, 'the outdated answer is not logged').not.toHaveBeenCalled()
    })
  }

  it('the URL follows the last of quick taps, once drawn; a tap just before leaving the list brings nobody back', async () => {
    route = routeRest((_call, next) => next())
    const { router } = renderList(LIST, built)
    await waitFor(() => expect(pageButton('Suivant')).toBeEnabled())
    const next = () => pageButton('Suivant').click()
    // The second tap once the first one's page is shown, before that page's frame is drawn (frames held
    // back, so that a busy host cannot draw it first, nor the second tap land before the first one's render).
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    cleanups.push(async () => void vi.useRealTimers())
    // Each page's render seen by its current page (the cards past the screen wait for the frame held back).
    next()
    await waitFor(() => expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page'))
    next()
    await waitFor(() => expect(pageButton('Page 3')).toHaveAttribute('aria-current', 'page'))
    vi.advanceTimersToNextFrame()
    vi.useRealTimers()
    await waitFor(() => expect(currentUrl(router)).toBe('/avis-clients?page=3'))
    // The first tap's page 2 was never the router's (no entry of its own): back is the first page.
    await router.navigate(-1)
    expect(currentUrl(router)).toBe(LIST)
    await waitFor(() => expectCards(rowsOfPage(0)))
    // Suivant, then at once a link out of the list (before the tap's frame is drawn); the tap's frame and
    // task then come before React has rendered the link's page (the router is there already).
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] })
    next()
    await router.navigate('/avis-clients/nouveau')
    vi.advanceTimersToNextFrame()
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    await screen.findByRole('heading', { level: 1, name: 'Partagez votre expérience' })
    expect(currentUrl(router)).toBe('/avis-clients/nouveau')
  })
})

// ---- faults of the API -------------------------------------------------------------------------------

describe('when the API fails', () => {
  for (const mode of [500, 'network'] as const) {
    it(`API down (${mode}): the build’s page stays, its figures too (logged), and so does its page 2; a page the build did not hold shows the error state, axe clean; 'Réessayer' reloads the page, which lists it`, async () => {
      await failRest(mode)
      renderList(LIST, built)
      await waitFor(() => expect(logged(text.logged)).toBe(1))
      expectCards(built.pages[0]!.map(asRow))
      expectSummaryMatchesCards(built.total)
      expect(within(list()).queryByRole('alert')).toBeNull()
      expect(pageButton('Suivant')).toBeEnabled()
      cleanup()

      renderList('/avis-clients?page=2', built)
      await waitFor(() => expect(logged(text.logged)).toBe(2))
      expectCards(built.pages[1]!.map(asRow))
      expectSummaryMatchesCards(built.total)
      expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page')
      expect(within(list()).queryByRole('alert')).toBeNull()
      cleanup()

      const { router } = renderList('/avis-clients?page=2', firstPageOnly())
      const alert = await within(list()).findByRole('alert')
      expect(alert).toHaveTextContent(text.error)
      expect(cards()).toHaveLength(0)
      expect(figure(text.count)).toBeNull()
      expect(pagination()).toBeNull()
      expect(await axeViolations(`error ${mode}`)).toEqual([])

      await resetStack()
      await retryByReload(router, firstPageOnly())
      await waitFor(() => expectCards(rowsOfPage(1)))
      expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page')
    })
  }

  it('slow (7 s, under the 10 s deadline): the build’s page holds, not dimmed, then today’s in the same cards; reached by a link, the loading state holds, then the reviews', async () => {
    jumpableClock()
    route = routeRest(async (call, next) => {
      await delay(7_000, call.signal)
      return next()
    })
    // The build's page as of an older build: its first review has been edited since.
    const older: Snapshot = {
      total: built.total,
      pages: [built.pages[0]!.map((review, i) => (i === 0 ? { ...review, message: 'Le texte de cet avis lors du build.' } : review)), ...built.pages.slice(1)],
    }
    renderList(LIST, older)
    const buildCards = cards()
    await waitFor(() => expect(route!.calls).toHaveLength(2))
    await vi.advanceTimersByTimeAsync(5_000)
    expectCards(older.pages[0]!.map(asRow))
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
    expect(within(list()).queryByRole('alert')).toBeNull()
    await vi.advanceTimersByTimeAsync(2_100)
    await waitFor(() => expectCards(rowsOfPage(0)))
    // Refreshed in place: the same cards take today's content (nothing inserted or moved).
    expectSameElements(cards(), buildCards)
    cleanup()

    renderList()
    await waitFor(() => expect(route!.calls).toHaveLength(4))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(within(list()).getByRole('status')).toHaveTextContent(text.loading)
    expect(cards()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(2_100)
    await waitFor(() => expectCards(rowsOfPage(0)))
    expect(errors).not.toHaveBeenCalled()
  })

  it('no answer within the 10 s deadline, on a page the build did not render: the build’s cards dimmed and busy for 10 s, then the error state; Réessayer lists the page', async () => {
    jumpableClock()
    // The stack holds every call without answering; the client gives up at its deadline.
    await failRest('hang')
    route = routeRest()
    // The deadline runs from the calls, sent after this; the faked clock also moves with real time
    // (waitFor's own timers need it), so what a loaded host spends before the check is counted.
    const renderedAt = performance.now()
    const { router } = renderList('/avis-clients?page=2', firstPageOnly())
    const busy = await within(list()).findByRole('list', { busy: true })
    await waitFor(() => expect(route!.calls).toHaveLength(2))
    expect(within(busy).getAllByRole('article')).toHaveLength(PAGE_SIZE)
    await vi.advanceTimersByTimeAsync(Math.max(0, 9_500 - (performance.now() - renderedAt)))
    expect(within(list()).getByRole('list', { busy: true })).toBe(busy)
    expect(within(list()).queryByRole('alert')).toBeNull()
    await vi.advanceTimersByTimeAsync(800)
    // Promptly past 10 s (the faked clock moves on while findBy waits: a later deadline must not pass).
    expect(await within(list()).findByRole('alert', {}, { timeout: 2_000 })).toHaveTextContent(text.error)
    expect(cards()).toHaveLength(0)
    expect(logged(text.logged)).toBe(1)

    vi.useRealTimers()
    await resetStack()
    await retryByReload(router, firstPageOnly())
    await waitFor(() => expectCards(rowsOfPage(1)))
  })

  for (const [label, body] of [
    ['malformed JSON', () => answer(200, '{"pas du json', { 'Content-Type': 'application/json' })],
    ['an HTML error page (502)', () => answer(502, '<html><body>Bad gateway</body></html>', { 'Content-Type': 'text/html' })],
  ] as const) {
    it(`answers ${label}: the build’s page stays (logged); a page the build did not render shows the error state and 'Réessayer'`, async () => {
      route = routeRest(() => body())
      renderList(LIST, built)
      await waitFor(() => expect(logged(text.logged)).toBe(1))
      expectCards(built.pages[0]!.map(asRow))
      expect(within(list()).queryByRole('alert')).toBeNull()
      cleanup()

      renderList('/avis-clients?page=2', firstPageOnly())
      expect(await within(list()).findByRole('alert')).toHaveTextContent(text.error)
      expect(within(list()).getByRole('button', { name: 'Réessayer' })).toBeEnabled()
      expect(cards()).toHaveLength(0)
      expect(logged(text.logged)).toBe(2)
    })
  }

  for (const [label, answerCount] of [
    ['refused', connectionLost],
    ['answered without its Content-Range', () => answer(200, '', { 'Content-Type': 'application/json' })],
  ] as const) {
    it(`the count ${label} while page 2’s rows arrive: the error state and 'Réessayer', not a list with a wrong count`, async () => {
      route = routeRest((call, next) => (call.method === 'HEAD' ? answerCount() : next()))
      renderList('/avis-clients?page=2')
      expect(await within(list()).findByRole('alert')).toHaveTextContent(text.error)
      expect(within(list()).getByRole('button', { name: 'Réessayer' })).toBeEnabled()
      expect(route.calls.map((call) => call.method).sort()).toEqual(['GET', 'HEAD'])
      expect(cards()).toHaveLength(0)
      expect(figure(text.count)).toBeNull()
      expect(logged(text.logged)).toBe(1)
      expect(errors).toHaveBeenCalledTimes(1)
    })
  }

  it("page 2 fails after page 1 loaded: the error state in the URL's page 2; 'Réessayer' opens page 2 once the API answers", async () => {
    let failing = true
    let failed = 0
    route = routeRest((call, next) => {
      // postgrest-js asks for a page with offset/limit: page 2 starts at offset 9.
      if (failing && call.method === 'GET' && call.url.searchParams.get('offset') === String(PAGE_SIZE)) {
        failed++
        return connectionLost()
      }
      return next()
    })
    const { router } = renderList()
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE))
    await userEvent.setup().click(pageButton('Suivant'))
    expect(await within(list()).findByRole('alert')).toHaveTextContent(text.error)
    expect(failed).toBe(1)
    expect(currentUrl(router)).toBe('/avis-clients?page=2')
    expect(cards()).toHaveLength(0)

    failing = false
    await retryByReload(router)
    await waitFor(() => expectCards(rowsOfPage(1)))
    expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page')
    expect(logged(text.logged)).toBe(1)
    expect(errors).toHaveBeenCalledTimes(1)
  })
})

// ---- moderation ----------------------------------------------------------------------------------

describe('only approved reviews', () => {
  it('a review sent (call 4) waits for moderation: not listed, not counted; once approved by the owner, it leads the list and the count', async () => {
    const message = `Avis en attente ${crypto.randomUUID()} : rapport clair et utile.`
    const { id } = await createSupabaseReviews(backendConfig.supabase).submit({
      name: 'Jeanne Martin',
      rating: 5,
      message,
      projectType: 'Expertise fissures',
      location: '34 - Hérault',
      anonymous: false,
    })
    cleanups.push(() => deleteReviews([id]))
    expect(await storedWithMessage(message)).toEqual([expect.objectContaining({ id, approuve: false })])

    renderList()
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE))
    // The seed's pending reviews are newer than its approved ones: none of them may show either.
    expectCards(rowsOfPage(0))
    expect(screen.queryByText(message)).toBeNull()
    expectSummaryMatchesCards(approved.length)
    cleanup()

    await approveReviews([id])
    renderList()
    await waitFor(() => expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Jeanne Martin'))
    expect(cards()[0]).toMatchTextContent(message)
    expect(cards()[0]).toMatchTextContent('Localisation : 34 - Hérault')
    expect(within(cards()[0]!).getByRole('img', { name: '5 sur 5 étoiles' })).toBeVisible()
    expectSummaryMatchesCards(approved.length + 1)
  })

  it('a review approved since the build: it leads the list, taking the first card’s box (the cards keep their places, none is inserted); the build’s other pages, shifted, are read before they show', async () => {
    const [row] = await publishReviews([{ nom: 'Paul Durand', message: `Publié après le build ${crypto.randomUUID()} : expert disponible.` }])
    cleanups.push(() => deleteReviews([row!.id]))
    const held = gate()
    route = routeRest(async (_call, next) => {
      await held.opened
      return next()
    })
    renderList(LIST, built)
    const buildCards = cards()
    expectCards(built.pages[0]!.map(asRow))
    held.open()
    await waitFor(() => expect(cards()[0]).toMatchTextContent(row!.message))
    expectSameElements(cards(), buildCards)
    expectCards([row!, ...rowsOfPage(0).slice(0, PAGE_SIZE - 1)])
    expectSummaryMatchesCards(built.total + 1)

    // The count changed: the build's other pages have shifted by one. Page 2 is read before it shows
    // (page 1's cards stay, dimmed), never the build's page 2 of the day before.
    const turn = gate()
    route = routeRest(async (_call, next) => {
      await turn.opened
      return next()
    })
    await userEvent.setup().click(pageButton('Suivant'))
    expect(within(list()).getByRole('list', { busy: true })).toBeVisible()
    expectCards([row!, ...rowsOfPage(0).slice(0, PAGE_SIZE - 1)])
    turn.open()
    await waitFor(() => expectCards([rowsOfPage(0)[PAGE_SIZE - 1]!, ...rowsOfPage(1).slice(0, PAGE_SIZE - 1)]))
    expect(within(list()).queryByRole('list', { busy: true })).toBeNull()
  })
})
