// One review of the domain, drawn by the design system's card: the single place that maps a
// `Review` (data port) to ReviewCard props, shared by the list and the testimonials block.
import { ReviewCard } from '@expert/ui/ReviewCard'
import type { Review } from '../../data/reviews'

export function ReviewItem({ review }: { review: Review }) {
  return (
    <ReviewCard
      name={review.name}
      anonymous={review.anonymous}
      location={review.location ?? undefined}
      rating={review.rating}
      date={review.createdAt}
      projectType={review.projectType}
      message={review.message}
      headingLevel={3}
    />
  )
}
