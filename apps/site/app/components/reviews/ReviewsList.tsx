// The list of /avis-clients (behaviour §2 "Customer reviews", §4 review list, §7 calls 2 and 3, §9):
// approved reviews, newest first, 9 a page; the total count; the average of the page shown
// ('0.0' when none); pagination only above one page; empty, loading and error states.
//
// The prerendered HTML holds the first pages as of the build (`snapshot`, app/data/reviews-snapshot.ts),
// the first one shown: average, count and cards, readable without JavaScript. Its pagination turns
// them before this code has arrived: the page's inline script (reviews-pages-script.ts) shows another
// of them as this component would render it, and the list hydrates with the page it finds shown
// (`prerenderedPage`), so that a page chosen before stays chosen. Pages beyond them wait for this code
// (their buttons are disabled until it runs). Once hydrated, the list reads the API again
// and swaps the build's reviews for today's in place — same cards, same boxes when nothing changed
// (no layout shift); when a review was approved since the build, each card keeps its box and takes
// its new content (the cards are keyed by position, not by review: keyed by id, the new review would
// be inserted above the others and push the card the visitor sees out of place, a layout shift). If that read fails, the build's reviews stay (the failure is logged): they were
// approved, and an error in their place would tell the visitor less. The build's other pages stay
// too, hidden, as built (`knownPages`): a turn to one of them shows it in the tap's own render, then
// reads it again, before and after the API's first answer alike, unless the count has changed since
// (they have shifted: read first). Without a snapshot (a client-side navigation) the list starts in
// its loading state, as the spec describes.
//
// The page index lives in the URL (?page=2, 1-based) so back/forward and shared links keep the
// page; a tap writes it once the page it shows is drawn (onPageChange). While another page loads the
// current cards stay in place (dimmed, aria-busy); once it has arrived, focus moves to the list
// heading so keyboard and screen-reader users start reading from the top.
import { memo, startTransition, useContext, useEffect, useId, useRef, useState } from 'react'
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router'
import { LinkButton } from '@expert/ui/Button'
import { CardGrid, CardGridItem } from '@expert/ui/CardGrid'
import { KeyFigures } from '@expert/ui/KeyFigures'
import { ListPanel } from '@expert/ui/ListPanel'
import { Pagination } from '@expert/ui/Pagination'
import { StarRating } from '@expert/ui/StarRating'
import { EmptyState, ErrorState, LoadingState } from '@expert/ui/States'
import { reviewsPage } from '../../content/reviews'
import type { Review } from '../../data/reviews'
import type { ReviewsSnapshot } from '../../data/reviews-snapshot'
import { constants } from '../../site.config'
import { averageRating, loadReviewsPort, reviewsLoadErrorMessage, sameReviews } from './reviews-port'
import { AVERAGE_ATTRIBUTE, AVERAGE_FIGURE_ATTRIBUTE, PAGE_ATTRIBUTE, prerenderedPage, revealInViewFirst } from './reviews-pages-script'
import { ReviewItem } from './ReviewItem'

export const reviewsListCopy = {
  loading: 'Chargement des avis…',
  error: reviewsLoadErrorMessage,
  empty: 'Aucun avis client pour le moment. Soyez le premier à partager votre expérience !',
  averageLabel: 'Note moyenne des avis affichés',
  countLabel: 'Avis publiés',
  paginationLabel: 'Pages des avis clients',
} as const

/** 'Page 2 sur 4' (numbers from 1), as the page's script writes it too. */
const pageStatus = (page: number, count: number) => reviewsPage.paginationStatus.replace('{page}', String(page)).replace('{count}', String(count))

const PAGE_PARAM = 'page'

/** Constant: React compares it by identity and never touches the element's content. */
const LEAVE_CONTENT_ALONE = { __html: '' }

/** '?page=3' → 2; anything missing or unreadable → 0. */
export function pageFromParam(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0
}

/**
 * `reviews`: the page shown. `knownPages`: the build's pages, each replaced by the API's answer for it
 * once read (kept as the build's when it says the same), all rendered, the others hidden: the list
 * turns among them at once, before and after the API's answers (the page's script may have turned to
 * one of them before), and reads the page shown again from the API. A count that changed since they
 * were read (a review approved or removed since) has shifted them: the others are forgotten (undefined)
 * and read before they are shown.
 */
type Loaded = { reviews: Review[]; total: number; page: number; knownPages?: (Review[] | undefined)[] }
/**
 * `prerendered`: the build's reviews, being refreshed; `refresh-failed`: the build's reviews, the
 * API could not be read; `loaded`: the API's answer.
 */
type Shown = 'prerendered' | 'refresh-failed' | 'loaded'
type State = { status: 'loading' } | { status: 'error' } | { status: Shown; data: Loaded; pending: boolean }

/**
 * The state that answers a request for `page`: a page known (the build's, or read before) shown at
 * once, not dimmed; another page than the one shown: the cards shown stay, dimmed, until it arrives;
 * the page shown (read again) as it is.
 */
const showOrWait =
  (page: number) =>
  (current: State): State => {
    if (!('data' in current)) return { status: 'loading' }
    const known = current.data.knownPages?.[page]
    if (known) {
      if (current.data.page === page && current.data.reviews === known && !current.pending) return current
      return { ...current, data: { ...current.data, reviews: known, page }, pending: false }
    }
    return { ...current, pending: current.data.page !== page }
  }

/**
 * A page's cards, by position (see the header: a card holds no state of its own). Rendered again only
 * when its reviews change: a page turn re-renders the list, not the nine cards of each page it holds.
 */
const Cards = memo(function Cards({ reviews }: { reviews: readonly Review[] }) {
  return reviews.map((review, slot) => (
    <CardGridItem key={slot}>
      <ReviewItem review={review} />
    </CardGridItem>
  ))
})

export type ReviewsListProps = {
  /** The reviews as of the build (prerendered pages only). */
  snapshot?: Pick<ReviewsSnapshot, 'total' | 'pages'>
}

export function ReviewsList({ snapshot }: ReviewsListProps) {
  const size = constants.reviewsPageSize
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  // The router itself (a data router: the site's, the tests'), whose location moves before React renders it.
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router
  const location = useLocation()
  const latestLocation = useRef(location)
  latestLocation.current = location
  const requested = pageFromParam(searchParams.get(PAGE_PARAM))
  const titleId = useId()
  // The build rendered its pages, the first one shown; the page's script may have shown another since.
  // Hydration starts from exactly what is shown (undefined: not hydrating the build's HTML).
  const [hydratedOn] = useState(() => (snapshot ? prerenderedPage(titleId, snapshot.pages.length) : undefined))
  const [state, setState] = useState<State>(() => {
    if (!snapshot) return { status: 'loading' }
    const page = hydratedOn ?? 0
    return { status: 'prerendered', data: { reviews: snapshot.pages[page] ?? [], total: snapshot.total, page, knownPages: snapshot.pages }, pending: false }
  })
  // A page the script turned to after the router had read the URL: the script wrote it in the URL,
  // the router does not know it yet. It is told (in place of that entry) before anything is loaded.
  const routerBehindBy = useRef(
    hydratedOn !== undefined && hydratedOn !== requested && pageFromParam(new URLSearchParams(window.location.search).get(PAGE_PARAM)) === hydratedOn
      ? hydratedOn
      : null,
  )
  // The buttons of pages the HTML does not hold work only once this code runs: prerendered disabled
  // (they must not look usable before, nor if the code never arrives), enabled from the first commit.
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const headingRef = useRef<HTMLHeadingElement>(null)
  /**
   * The page a tap turned to, until it is shown: then the heading takes focus and is scrolled to, and
   * the screen is filled (revealInViewFirst). By page, not a flag: a render already under way when the
   * tap came (the API's answer) runs its effects first, with the page before.
   */
  const focusAfterLoad = useRef<number | null>(null)
  const fillScreen = useRef(() => {})
  /**
   * The page the last tap turned to, until the router asks for it: an answer for the page asked for
   * before, landing in between (the frame the router waits for), would take the page back or, failed,
   * put the error state over a page the list holds. It is left alone; the router's page is loaded next.
   */
  const turnedTo = useRef<number | null>(null)
  /** Cancels the navigation a page turn has scheduled and not made yet (onPageChange). */
  const cancelNavigation = useRef(() => {})
  useEffect(() => () => cancelNavigation.current(), [])

  const goTo = (page: number, replace = false) => {
    // A correction in place (?page=99, ?page=abc) keeps the anchor the visitor came with (#faq); a page
    // the visitor turns is a new address of the list, without it. Read through a ref: goTo also runs
    // from the fetch's answer, after renders its closure has not seen.
    const { pathname, search, hash } = latestLocation.current
    // Never once the router has left the list's page (a link followed since a tap, or since the API was
    // asked): its location moves before React renders it, and a query alone would land on that page.
    if (dataRouter && dataRouter.state.location.pathname !== pathname) return
    const next = new URLSearchParams(search)
    if (page === 0) next.delete(PAGE_PARAM)
    else next.set(PAGE_PARAM, String(page + 1))
    const query = next.toString()
    void navigate({ search: query ? `?${query}` : '', hash: replace ? hash : '' }, { preventScrollReset: true, replace })
  }

  // The URL names the page shown: an unreadable page (?page=0, ?page=abc) is the first, and the URL
  // says so (corrected in place, as ?page=99 is once the count is known).
  const rawPage = searchParams.get(PAGE_PARAM)
  useEffect(() => {
    if (rawPage !== null && requested === 0 && rawPage !== '1') goTo(0, true)
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [rawPage, requested])

  useEffect(() => {
    const shown = routerBehindBy.current
    if (shown !== null) {
      routerBehindBy.current = null
      goTo(shown, true)
      return
    }
    if (turnedTo.current === requested) turnedTo.current = null
    let ignore = false
    const outdated = () => ignore || (turnedTo.current !== null && turnedTo.current !== requested)
    // Usually already done by the tap (onPageChange); a page reached by back/forward or a link is shown here.
    setState(showOrWait(requested))
    loadReviewsPort()
      .then((port) => Promise.all([port.count(), port.listPage(requested, size)]))
      .then(
        ([total, reviews]) => {
          if (outdated()) return
          const pageCount = Math.ceil(total / size)
          if (pageCount > 0 && requested >= pageCount) {
            // ?page=99: show the last page instead of an empty one.
            goTo(pageCount - 1, true)
            return
          }
          // A transition: React renders the page of cards in slices, yielding to the visitor's
          // input between them, instead of one long task on a phone.
          startTransition(() =>
            setState((current) => {
              const previous = 'data' in current ? current.data : undefined
              const known = previous?.knownPages
              if (!known) return { status: 'loaded', data: { reviews, total, page: requested }, pending: false }
              // The same reviews as the page known: that page kept as it is (its HTML when it is the build's).
              const was = known[requested]
              const answer = was && sameReviews(was, reviews) ? was : reviews
              const shifted = previous.total !== total
              const knownPages = known.map((page, index) => (index === requested ? answer : shifted ? undefined : page))
              return { status: 'loaded', data: { reviews: answer, total, page: requested, knownPages }, pending: false }
            }),
          )
        },
        (error: unknown) => {
          if (outdated()) return
          console.error('[Avis clients] chargement des avis impossible :', error)
          // A page known (the build's, or read before) is still true (approved reviews): kept. Any
          // other page: the error state.
          setState((current) =>
            'data' in current && current.data.page === requested && current.data.knownPages?.[requested] === current.data.reviews
              ? { ...current, status: 'refresh-failed', pending: false }
              : { status: 'error' },
          )
        },
      )
    return () => {
      ignore = true
    }
    // goTo reads the current location through its ref; the page index drives the fetch.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/use-memo
  }, [requested, size])

  useEffect(() => {
    if ('data' in state && !state.pending && state.data.page === focusAfterLoad.current) {
      focusAfterLoad.current = null
      headingRef.current?.focus({ preventScroll: true })
      headingRef.current?.scrollIntoView({ block: 'start' })
      fillScreen.current()
      fillScreen.current = () => {}
    }
  }, [state])

  const onPageChange = (page: number) => {
    focusAfterLoad.current = page
    turnedTo.current = page
    // A page the list holds (rendered hidden: only a known page is, and it shows at once) draws its cards
    // in two frames, as the page's script does: those the screen holds in this tap's, the others in the next.
    const list = headingRef.current?.closest('[data-reviews-list]')
    const cards = list?.querySelector(`ul[${PAGE_ATTRIBUTE}="${page + 1}"][hidden]`)
    fillScreen.current = list && cards ? revealInViewFirst(window, list, cards) : () => {}
    // Shown in this tap's own render, before the router hears of it: the answer to the tap waits for
    // neither the navigation nor the effect below.
    setState(showOrWait(page))
    // The router hears of it once that render is drawn: its navigation re-renders the page's routes
    // (about half of a live tap's work on a phone, docs/performance.md), and the URL can wait a frame.
    // Only the last of quick taps is told; none once the list has gone (nor once the router has left its
    // page: goTo).
    cancelNavigation.current()
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => goTo(page))))
    cancelNavigation.current = () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }

  const loaded = 'data' in state ? state.data : null
  const pending = 'data' in state && state.pending
  const pageCount = loaded ? Math.ceil(loaded.total / size) : 0
  const averageOf = (reviews: readonly Review[]) => averageRating(reviews.map((review) => review.rating))
  const average = averageOf(loaded ? loaded.reviews : [])
  // The pages rendered: the build's (one shown, each marked for the page's script), or the one loaded
  // (none yet: the figures' empty page keeps their place).
  const built = loaded?.knownPages
  const pages = built
    ? [
        ...built.flatMap((reviews, page) => (page === loaded.page ? [{ page, reviews: loaded.reviews }] : reviews ? [{ page, reviews }] : [])),
        ...(loaded.page >= built.length ? [{ page: loaded.page, reviews: loaded.reviews }] : []),
      ]
    : [{ page: loaded?.page ?? 0, reviews: loaded?.reviews ?? [] }]
  const pageParts = (page: number) => (built ? { [PAGE_ATTRIBUTE]: page + 1, hidden: page !== loaded?.page } : {})
  // A page of the build's HTML that React has not rendered and whose reviews are still the build's:
  // left as it is, shown and hidden by its attribute only (no card rebuilt for a page turn).
  const fromHtml = (page: number, reviews: Review[]) => hydratedOn !== undefined && page !== hydratedOn && reviews === snapshot?.pages[page]

  return (
    <ListPanel
      title={reviewsPage.listTitle}
      titleId={titleId}
      titleRef={headingRef}
      focusableTitle
      data-reviews-list={state.status}
      // Always laid out, hidden until the reviews arrive: its height is reserved from the first
      // paint, so the notice and the list below do not move when it fills (no layout shift).
      figures={
        <KeyFigures
          pending={!loaded}
          items={[
            {
              label: reviewsListCopy.averageLabel,
              value: (
                <>
                  <span data-testid={loaded ? 'reviews-average' : undefined} {...{ [AVERAGE_FIGURE_ATTRIBUTE]: '' }}>
                    {average}
                  </span>
                  {pages.map(({ page, reviews }) => (
                    <span key={page} aria-hidden="true" {...pageParts(page)} {...(built ? { [AVERAGE_ATTRIBUTE]: averageOf(reviews) } : {})}>
                      <StarRating value={Number(averageOf(reviews))} size="small" />
                    </span>
                  ))}
                </>
              ),
            },
            {
              label: reviewsListCopy.countLabel,
              value: loaded ? loaded.total : 0,
              'data-testid': loaded ? 'reviews-count' : undefined,
            },
          ]}
        />
      }
      notice={reviewsPage.moderationNotice}
      // Its buttons need JavaScript (this code, or the page's script for the build's pages): without
      // any they are hidden, and a sentence says the first page is all there is.
      pagination={
        loaded && (
          <Pagination
            page={loaded.page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            label={reviewsListCopy.paginationLabel}
            statusLabel={pageStatus}
            isPageAvailable={(page) => live || page < (built?.length ?? 0)}
          />
        )
      }
      paginationWithoutScript={pageCount > 1 && reviewsPage.paginationWithoutScript}
    >
      {state.status === 'loading' && <LoadingState message={reviewsListCopy.loading} />}
      {state.status === 'error' && <ErrorState message={reviewsListCopy.error} onRetry={() => window.location.reload()} />}
      {loaded && loaded.reviews.length === 0 && (
        <EmptyState message={reviewsListCopy.empty} action={<LinkButton href={reviewsPage.hero.button.href}>{reviewsPage.shareButtonLabel}</LinkButton>} />
      )}
      {loaded &&
        loaded.reviews.length > 0 &&
        pages.map(({ page, reviews }) =>
          fromHtml(page, reviews) ? (
            // A build's page the list did not hydrate on: left to the HTML (nothing to hydrate in it,
            // React never touches its content). Once the API says otherwise, rendered afresh under its own key.
            <CardGrid
              key={`built-${page}`}
              aria-busy={page === loaded.page && pending}
              {...pageParts(page)}
              dangerouslySetInnerHTML={LEAVE_CONTENT_ALONE}
              suppressHydrationWarning
            />
          ) : (
            // By page: the build's page shown is the element the API's answer fills in place.
            <CardGrid key={page} aria-busy={page === loaded.page && pending} {...pageParts(page)}>
              <Cards reviews={reviews} />
            </CardGrid>
          ),
        )}
    </ListPanel>
  )
}
