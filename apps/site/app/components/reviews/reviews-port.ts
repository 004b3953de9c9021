// The reviews adapter as the pages get it: created on first use from a dynamic import, so neither
// the adapter module, its backend's URL and key, nor its PostgREST client (loaded by the adapter on its
// first call) is part of any route's initial JavaScript.
import type { Review, ReviewsPort } from '../../data/reviews'

let port: Promise<ReviewsPort> | undefined

/** The Supabase adapter with the configured URL and anon key. A failed chunk load is retried next time. */
export function loadReviewsPort(): Promise<ReviewsPort> {
  port ??= Promise.all([import('../../data/reviews'), import('../../data/backends')]).then(([{ createSupabaseReviews }, { backendConfig }]) =>
    createSupabaseReviews(backendConfig.supabase),
  )
  port.catch(() => {
    port = undefined
  })
  return port
}

/** Average note of the reviews shown, one decimal; '0.0' when there is none (behaviour §9). */
export function averageRating(ratings: readonly number[]): string {
  if (ratings.length === 0) return '0.0'
  return (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1)
}

/** Behaviour §8: the text of both load failures (list and testimonials). */
export const reviewsLoadErrorMessage = 'Une erreur s’est produite lors du chargement des avis.'

/** The same reviews in the same order, each as it was (an edit since the build counts as a change). */
export const sameReviews = (a: readonly Review[], b: readonly Review[]) => JSON.stringify(a) === JSON.stringify(b)
