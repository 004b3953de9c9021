// The testimonials block (spec §2 "Testimonials block", §7 call 1): up to 3 approved reviews rated
// 4 or more, newest first, optionally of one project type.
//
// The prerendered HTML holds the heading, the badge, the loading line and the link to every review.
// In the browser nothing more is fetched until the block comes within a screen height of the
// viewport (IntersectionObserver; at once where it is missing): then, in parallel, the chunk that
// draws the cards and the reviews (the adapter and its PostgREST client load on that first call).
// A visitor who never scrolls that far downloads none of it.
// Loading → cards | error (text, logged) | nothing at all when no review matches.
import { startTransition, useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { LinkButton } from '@expert/ui/Button'
import { Section, SectionHeading } from '@expert/ui/Section'
import { LoadingState } from '@expert/ui/States'
import type { Review } from '../../data/reviews'
import type { TestimonialsContentProps } from './TestimonialsContent'
import { loadReviewsPort, reviewsLoadErrorMessage } from './reviews-port'
import * as styles from './reviews.css'

export const testimonialsCopy = {
  badge: 'Témoignages Clients',
  title: 'Ce que nos clients disent de nous',
  loading: 'Chargement des avis clients…',
  error: reviewsLoadErrorMessage,
  allReviews: { label: 'Voir tous les avis', href: '/avis-clients' },
} as const

export type TestimonialsSectionProps = {
  /** Project type label ('Expertise fissures'): only reviews of that type. All types when absent. */
  projectType?: string
}

type View = ComponentType<TestimonialsContentProps>
type State =
  | { status: 'loading' }
  | { status: 'error'; View?: View }
  | { status: 'loaded'; reviews: Review[]; View: View }

/** Calls `start` once, when the returned ref's element comes near the viewport. */
function useNearViewport(start: () => void) {
  const ref = useRef<HTMLDivElement>(null)
  const startRef = useRef(start)
  startRef.current = start
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      startRef.current()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          startRef.current()
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
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const ref = useNearViewport(() => {
    const view = import('./TestimonialsContent').then((m) => m.TestimonialsContent)
    const reviews = loadReviewsPort().then((port) => port.testimonials({ projectType }))
    void Promise.allSettled([view, reviews]).then(([viewResult, reviewsResult]) => {
      if (viewResult.status === 'rejected' || reviewsResult.status === 'rejected') {
        const reason = reviewsResult.status === 'rejected' ? reviewsResult.reason : (viewResult as PromiseRejectedResult).reason
        console.error('[Témoignages] chargement des avis impossible :', reason)
        if (mounted.current) setState({ status: 'error', View: viewResult.status === 'fulfilled' ? viewResult.value : undefined })
        return
      }
      // A transition: the cards render in slices that yield to input (see ReviewsList).
      if (mounted.current) startTransition(() => setState({ status: 'loaded', reviews: reviewsResult.value, View: viewResult.value }))
    })
  })

  // Spec §2: no review, no block.
  if (state.status === 'loaded' && state.reviews.length === 0) return null

  return (
    <div ref={ref} data-testimonials={state.status}>
      <Section aria-labelledby={headingId} tone="subtle">
        <SectionHeading id={headingId} badge={testimonialsCopy.badge} title={testimonialsCopy.title} />
        <div className={styles.testimonialsBody}>
          {state.status === 'loading' && <LoadingState message={testimonialsCopy.loading} />}
          {state.status === 'error' &&
            (state.View ? (
              <state.View error={testimonialsCopy.error} />
            ) : (
              // The cards' chunk itself could not be loaded: the same text, without the icon.
              <p role="alert" className={styles.plainError}>
                {testimonialsCopy.error}
              </p>
            ))}
          {state.status === 'loaded' && <state.View reviews={state.reviews} />}
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
