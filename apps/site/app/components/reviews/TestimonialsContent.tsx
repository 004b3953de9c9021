// What the testimonials block shows once its data has settled: the cards, or the error state.
// A separate chunk, fetched with the reviews when the block nears the viewport, so the pages that
// hold the block carry only its frame and loading line up front.
import { ErrorState } from '@expert/ui/States'
import type { Review } from '../../data/reviews'
import * as styles from './reviews.css'
import { ReviewItem } from './ReviewItem'

export type TestimonialsContentProps = { reviews: readonly Review[] } | { error: string }

export function TestimonialsContent(props: TestimonialsContentProps) {
  if ('error' in props) return <ErrorState message={props.error} />
  return (
    <ul role="list" className={styles.testimonialsGrid}>
      {props.reviews.map((review) => (
        <li key={review.id} className={styles.gridItem}>
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  )
}
