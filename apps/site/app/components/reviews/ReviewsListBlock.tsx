// The reviews list of /avis-clients as a code-split island (forms/lazy-island.ts): the prerendered
// HTML holds its heading, the moderation notice and the loading state; its JS (cards, pagination,
// states) is a separate chunk fetched when hydration reaches it, then the reviews are read.
// The styles of what the prerendered HTML shows are imported here so it is styled at first paint.
import { Suspense, useId } from 'react'
import { reviewsPage } from '../../content/reviews'
import { IslandErrorBoundary, clientIsland, serverIsland } from '../forms/lazy-island'
import { ReloadButton } from '../ReloadButton'
import '../../../../../packages/ui/src/components/Spinner/Spinner.css'
import * as stateStyles from '../../../../../packages/ui/src/components/States/States.css'
import { reviewsLoadErrorMessage } from './reviews-port'
import * as styles from './reviews.css'

const load = () => import('./ReviewsList').then((m) => m.ReviewsList)
const Island = import.meta.env.SSR ? await serverIsland(load) : clientIsland(load)

/**
 * The list's own JS could not be downloaded: its spec §8 error state (message, 'Réessayer' reloading
 * the page) in plain HTML, since the react-aria button it normally uses is in that JS.
 */
function ReviewsListUnavailable() {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={styles.listSection} data-reviews-list="error">
      <div className={styles.listHeader}>
        <h2 id={titleId} className={styles.listTitle}>
          {reviewsPage.listTitle}
        </h2>
      </div>
      <p className={styles.notice}>{reviewsPage.moderationNotice}</p>
      <div className={stateStyles.state({ tone: 'error' })}>
        <p role="alert" className={[stateStyles.message, stateStyles.errorMessage].join(' ')}>
          {reviewsLoadErrorMessage}
        </p>
        <ReloadButton>Réessayer</ReloadButton>
      </div>
    </section>
  )
}

export function ReviewsListBlock() {
  return (
    <IslandErrorBoundary label="Avis" fallback={<ReviewsListUnavailable />}>
      <Suspense fallback={null}>
        <Island />
      </Suspense>
    </IslandErrorBoundary>
  )
}
