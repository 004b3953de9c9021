import type { ReviewsSnapshot } from '../app/data/reviews-snapshot'
export declare const PAGE_SIZE: number
export declare function readReviews(options: {
  url: string
  anonKey: string
  timeoutMs?: number
}): Promise<Pick<ReviewsSnapshot, 'total' | 'pages' | 'testimonials'>>
export declare function takeReviewsSnapshot(options?: { env?: Record<string, string | undefined>; log?: (message: string) => void }): Promise<ReviewsSnapshot>
