// The testimonials block (behaviour §2 "Testimonials block", §7 call 1): up to 3 approved reviews rated
// 4 or more, newest first, optionally of one project type. The island's component
// (TestimonialsSection.tsx places it).
//
// Prerendered with the build's testimonials (`snapshot`, all project types): readable without
// JavaScript. Once hydrated (when the block nears the viewport), the API is read again and the
// cards are swapped in place (no layout shift when nothing changed); if that read fails, the build's
// cards stay and the failure is logged. When the answer differs (a review approved since the build)
// while the block is on screen (a visitor who jumped or flung to it), the swap waits until the block
// is off screen: the cards the visitor reads do not change or move under their eyes, and the build's
// cards were approved too. Without a snapshot (a client-side navigation, or a block of
// one project type): loading → cards | error (text, logged) | nothing at all when no review matches.
import { startTransition, useEffect, useId, useRef, useState } from 'react'
import { LinkButton } from '@expert/ui/Button'
import { CardGrid, CardGridItem } from '@expert/ui/CardGrid'
import { CardShowcase } from '@expert/ui/CardShowcase'
import { Section, SectionHeading } from '@expert/ui/Section'
import { ErrorState, LoadingState } from '@expert/ui/States'
import type { Review } from '../../data/reviews'
import { loadReviewsPort, reviewsLoadErrorMessage, sameReviews } from './reviews-port'
import { ReviewItem } from './ReviewItem'

export const testimonialsCopy = {
  badge: 'Témoignages Clients',
  title: 'Ce que nos clients disent de nous',
  loading: 'Chargement des avis clients…',
  error: reviewsLoadErrorMessage,
  allReviews: { label: 'Voir tous les avis', href: '/avis-clients' },
} as const

export type TestimonialsProps = {
  /** Project type label ('Expertise fissures'): only reviews of that type. All types when absent. */
  projectType?: string
  /** The testimonials of every project type as of the build (prerendered pages only). */
  snapshot?: Review[]
}

/** `prerendered`: the build's cards, being refreshed; `refresh-failed`: the build's cards, the API could not be read. */
type State = { status: 'loading' | 'error' } | { status: 'prerendered' | 'refresh-failed' | 'loaded'; reviews: Review[] }

export function Testimonials({ projectType, snapshot }: TestimonialsProps) {
  const headingId = useId()
  const initial = projectType ? undefined : snapshot
  const [state, setState] = useState<State>(() => (initial ? { status: 'prerendered', reviews: initial } : { status: 'loading' }))
  const blockRef = useRef<HTMLDivElement>(null)
  // The build's cards, as first shown (the island's props do not change during its life).
  const built = useRef(initial)

  useEffect(() => {
    let ignore = false
    let observer: IntersectionObserver | undefined
    loadReviewsPort()
      .then((port) => port.testimonials({ projectType }))
      .then(
        (reviews) => {
          if (ignore) return
          // A transition: the cards render in slices that yield to input (see ReviewsList).
          const apply = () => startTransition(() => setState({ status: 'loaded', reviews }))
          const block = blockRef.current
          const shown = built.current
          if (!shown || sameReviews(shown, reviews) || !block || typeof IntersectionObserver === 'undefined') return apply()
          // Its first report says whether the block is on screen now; then, when it leaves.
          observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) return
            observer?.disconnect()
            apply()
          })
          observer.observe(block)
        },
        (error: unknown) => {
          if (ignore) return
          console.error('[Témoignages] chargement des avis impossible :', error)
          setState((current) => ('reviews' in current ? { ...current, status: 'refresh-failed' } : { status: 'error' }))
        },
      )
    return () => {
      ignore = true
      observer?.disconnect()
    }
  }, [projectType])

  // Behaviour §2: no review, no block.
  if ('reviews' in state && state.reviews.length === 0) return null

  return (
    <div ref={blockRef} data-testimonials={state.status}>
      {/* The default tone: the quick form's subtle band comes just before on the home page. */}
      <Section aria-labelledby={headingId}>
        <SectionHeading id={headingId} badge={testimonialsCopy.badge} title={testimonialsCopy.title} />
        <CardShowcase
          actions={
            <LinkButton href={testimonialsCopy.allReviews.href} variant="outline">
              {testimonialsCopy.allReviews.label}
            </LinkButton>
          }
        >
          {state.status === 'loading' && <LoadingState message={testimonialsCopy.loading} />}
          {state.status === 'error' && <ErrorState message={testimonialsCopy.error} />}
          {'reviews' in state && (
            <CardGrid reach="tablet">
              {state.reviews.map((review, slot) => (
                // By position, as the /avis-clients cards (ReviewsList.tsx): a review approved since the
                // build takes the first card's box instead of pushing the others.
                <CardGridItem key={slot}>
                  <ReviewItem review={review} />
                </CardGridItem>
              ))}
            </CardGrid>
          )}
        </CardShowcase>
      </Section>
    </div>
  )
}
