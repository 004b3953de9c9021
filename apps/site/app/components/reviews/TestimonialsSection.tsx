// The testimonials block (spec §2 "Testimonials block", §7 call 1): up to 3 approved reviews rated
// 4 or more, newest first, optionally of one project type.
//
// The prerendered HTML holds the heading and the loading line. In the browser the reviews are
// fetched once the block comes within a screen of the viewport (IntersectionObserver; at once where
// it is missing), so a visitor who never scrolls that far downloads neither the adapter nor its
// PostgREST client. Loading → list | error (text, logged) | nothing at all when no review matches.
import { useEffect, useId, useRef, useState } from 'react'
import { LinkButton } from '@expert/ui/Button'
import { ReviewCard } from '@expert/ui/ReviewCard'
import { Section, SectionHeading } from '@expert/ui/Section'
import { ErrorState, LoadingState } from '@expert/ui/States'
import type { Review } from '../../data/reviews'
import { loadReviewsPort, reviewsLoadErrorMessage } from './reviews-port'
import * as styles from './reviews.css'

export const testimonialsCopy = {
  badge: 'Témoignages Clients',
  title: 'Ce que nos clients disent de nous',
  loading: 'Chargement des avis clients...',
  error: reviewsLoadErrorMessage,
  allReviews: { label: 'Voir tous les avis', href: '/avis-clients' },
} as const

export type TestimonialsSectionProps = {
  /** Project type label ('Expertise fissures'): only reviews of that type. All types when absent. */
  projectType?: string
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; reviews: Review[] }

/** Starts `load` when `element` comes near the viewport (or at once without IntersectionObserver). */
function useWhenNearViewport(load: () => void) {
  const ref = useRef<HTMLDivElement>(null)
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      loadRef.current()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          loadRef.current()
        }
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return ref
}

export function TestimonialsSection({ projectType }: TestimonialsSectionProps) {
  const headingId = useId()
  const [state, setState] = useState<State>({ status: 'loading' })
  const active = useRef(true)
  useEffect(() => {
    active.current = true
    return () => {
      active.current = false
    }
  }, [])

  const ref = useWhenNearViewport(() => {
    loadReviewsPort()
      .then((port) => port.testimonials({ projectType }))
      .then(
        (reviews) => active.current && setState({ status: 'loaded', reviews }),
        (error: unknown) => {
          console.error('[Témoignages] chargement des avis impossible :', error)
          if (active.current) setState({ status: 'error' })
        },
      )
  })

  // Spec §2: no review, no block.
  if (state.status === 'loaded' && state.reviews.length === 0) return null

  return (
    <div ref={ref} data-testimonials="">
      <Section aria-labelledby={headingId} tone="subtle">
        <SectionHeading id={headingId} badge={testimonialsCopy.badge} title={testimonialsCopy.title} />
        <div className={styles.testimonialsBody}>
          {state.status === 'loading' && <LoadingState message={testimonialsCopy.loading} />}
          {state.status === 'error' && <ErrorState message={testimonialsCopy.error} />}
          {state.status === 'loaded' && (
            <ul role="list" className={styles.testimonialsGrid}>
              {state.reviews.map((review) => (
                <li key={review.id} className={styles.gridItem}>
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
                </li>
              ))}
            </ul>
          )}
          <div className={styles.centeredActions}>
            <LinkButton href={testimonialsCopy.allReviews.href} variant="outline">
              {testimonialsCopy.allReviews.label}
            </LinkButton>
          </div>
        </div>
      </Section>
    </div>
  )
}
