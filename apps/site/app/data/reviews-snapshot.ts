// The approved reviews as of the build (issue 23): what the prerendered pages show before, or
// without, JavaScript — the first pages of /avis-clients with the count, and the home's testimonials.
// Taken once per build by scripts/reviews-snapshot.mjs (through the same adapter and the same
// calls as the browser, behaviour §7 calls 1–3) and written to node_modules/.cache (React Router empties
// the build directory when it starts); the prerender reads it here. The pages then refresh it from the API after hydration.
import type { Review } from './reviews'

export type ReviewsSnapshot = {
  /** ISO 8601: when the API was read. */
  takenAt: string
  /** Where the reviews came from: the configured API, or a fresh local stack with the seed. */
  source: 'api' | 'seed'
  pageSize: number
  /** Approved reviews in all (call 2). */
  total: number
  /**
   * The first pages of the list, newest first (call 3), `snapshotPageCount` at most: /avis-clients
   * holds them all in its HTML, so that its pagination turns them before its code is live.
   */
  pages: Review[][]
  /** Up to 3 approved reviews rated 4 or more, all project types (call 1). */
  testimonials: Review[]
}

/** The file the build writes and the prerender reads, relative to apps/site: one per build directory. */
export const snapshotFile = (buildDirectory = 'build') => `node_modules/.cache/reviews-snapshot/${buildDirectory.replace(/[^\w.-]/g, '_')}.json`

/**
 * How many pages of reviews the build reads and prerenders (9 reviews each). Four, because the
 * pagination offers the same buttons on pages 1 to 4 whatever the number of pages (the first five
 * numbers and the last, behaviour §9's pagination drawn by @expert/ui/Pagination's `pageItems`): the
 * page's inline script only moves their states, never rebuilds them. Each page costs about 3 KB of
 * gzipped HTML; the seed's 30 approved reviews are 4 pages, all of them.
 */
export const snapshotPageCount = 4

let snapshot: Promise<ReviewsSnapshot | undefined> | undefined

/**
 * Build only (Node): the snapshot of this build. Missing (a bare `react-router build`, `react-router
 * dev`): undefined, and the pages show their loading state as before — except in a deploy build
 * (SITE_DEPLOY=production), which must not publish pages without their reviews.
 */
export function readReviewsSnapshot(): Promise<ReviewsSnapshot | undefined> {
  snapshot ??= (async () => {
    // Node's own modules without an import the browser's bundle would try to resolve (this module
    // is in it, unused: the callers pass it only when import.meta.env.SSR).
    const { readFile } = process.getBuiltinModule('node:fs/promises')
    const path = process.getBuiltinModule('node:path')
    const file = path.resolve(snapshotFile(process.env.SITE_BUILD_DIR))
    try {
      return JSON.parse(await readFile(file, 'utf8')) as ReviewsSnapshot
    } catch (error) {
      if (process.env.SITE_DEPLOY === 'production') {
        throw new Error(`Avis du build introuvables (${file}) : lancez le build par « npm run build ». / No reviews snapshot: build with \`npm run build\`.`, {
          cause: error,
        })
      }
      console.warn(`[reviews] no snapshot at ${file}: the pages will show their loading state`)
      return undefined
    }
  })()
  return snapshot
}
