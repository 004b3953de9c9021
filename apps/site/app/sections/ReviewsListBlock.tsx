// The reviews list of /avis-clients as an island (islands/island.tsx): the prerendered HTML holds
// its heading, the moderation notice and the first pages of reviews as of the build (the snapshot,
// rendered and handed to the island as its build-time props), the first one shown; its JS (cards,
// pagination, states) is a separate chunk fetched with the page, then the reviews are read again from
// the API. Until that chunk has run, the page's inline script after the list turns its pages
// (reviews-pages-script.ts, allowed by the page's policy through its hash).
import { ListPanel } from '@expert/ui/ListPanel'
import { ErrorPanel } from '@expert/ui/States'
import { reviewsPage } from '../content/reviews'
import { readReviewsSnapshot } from '../data/reviews-snapshot'
import { island } from '../islands/island'
import { ReloadButton } from '../components/ReloadButton'
import type { ReviewsListProps } from '../components/reviews/ReviewsList'
import { reviewsPagesScript } from '../components/reviews/reviews-pages-script'
import { reviewsLoadErrorMessage } from '../components/reviews/reviews-port'

/**
 * The list's own JS could not be downloaded: its behaviour §8 error state (message, 'Réessayer' reloading
 * the page) in plain HTML, since the react-aria button it normally uses is in that JS.
 */
function ReviewsListUnavailable() {
  return (
    <ListPanel title={reviewsPage.listTitle} notice={reviewsPage.moderationNotice} data-reviews-list="error">
      <ErrorPanel message={reviewsLoadErrorMessage}>
        <ReloadButton>Réessayer</ReloadButton>
      </ErrorPanel>
    </ListPanel>
  )
}

const ReviewsListIsland = island<ReviewsListProps>({
  name: 'reviews-list',
  label: 'Avis',
  load: () => import('../components/reviews/ReviewsList').then((m) => m.ReviewsList),
  hydrate: 'load',
  serverProps: import.meta.env.SSR
    ? () => readReviewsSnapshot().then((snapshot) => (snapshot ? { snapshot: { total: snapshot.total, pages: snapshot.pages } } : undefined))
    : undefined,
  // The build's reviews, prerendered, stay when the list's JS cannot be downloaded.
  unavailable: { render: () => <ReviewsListUnavailable />, replace: true, onlyWhenEmpty: true },
})

/** In the HTML only: it has run by the time the page hydrates, and hydration leaves a script's text alone. */
const PAGES_SCRIPT = { __html: import.meta.env.SSR ? reviewsPagesScript({ status: reviewsPage.paginationStatus }) : '' }

export function ReviewsListBlock() {
  return (
    <>
      <ReviewsListIsland />
      {/* After the list: it shows a shared link's page (?page=3) as soon as the list is parsed. */}
      <script dangerouslySetInnerHTML={PAGES_SCRIPT} suppressHydrationWarning />
    </>
  )
}
