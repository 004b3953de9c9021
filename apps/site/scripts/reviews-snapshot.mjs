// The build-time read of the approved reviews (issue 23), run by `npm run build` before
// `react-router build`: writes node_modules/.cache/reviews-snapshot/<build dir>.json, which the prerender renders into
// /avis-clients (count, the first pages and their averages) and the home's testimonials (app/data/reviews-snapshot.ts).
//
// Which API:
//   - VITE_SUPABASE_URL (environment, or apps/site/.env.production like the build) when it is not a
//     loopback address: hosted Supabase. Unreachable or failing → the build fails, naming the URL:
//     a deploy must not publish pages without their reviews (or with someone else's).
//   - a loopback URL (the local default, http://127.0.0.1:54321, or LOCAL_STACK_PORT's): that stack
//     if it answers (`npm start` running: its reviews); otherwise a fresh in-process local stack
//     with the seed (a fresh machine, `npm test`: no network needed), stopped afterwards.
//   - SITE_DEPLOY=production with a loopback URL is refused earlier by the deploy guard (vite.config.ts).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { localKeys, startLocalStack } from '@expert/local-stack'
import { loadEnv } from 'vite'
import { createSupabaseReviews } from '../app/data/reviews.ts'
import { localStackDefaults } from './deploy-env.mjs'
import { snapshotFile, snapshotPageCount } from '../app/data/reviews-snapshot.ts'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Reviews a page of /avis-clients lists (site.config.ts `constants.reviewsPageSize`, checked by a unit test). */
export const PAGE_SIZE = 9

const isLoopback = (url) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/** Calls 1–3 of behaviour §7 through the site's own adapter; call 3 once for the first pages together. */
export async function readReviews({ url, anonKey, timeoutMs = 10_000 }) {
  const port = createSupabaseReviews({ url, anonKey, timeoutMs })
  const [total, first, testimonials] = await Promise.all([port.count(), port.listPage(0, PAGE_SIZE * snapshotPageCount), port.testimonials()])
  const pages = []
  for (let start = 0; start < first.length; start += PAGE_SIZE) pages.push(first.slice(start, start + PAGE_SIZE))
  return { total, pages, testimonials }
}

/**
 * Takes the snapshot as described above.
 * @param {{ env?: Record<string, string | undefined>, log?: (message: string) => void }} [options]
 */
export async function takeReviewsSnapshot({ env = process.env, log = console.log } = {}) {
  const url = env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321'
  const anonKey = env.VITE_SUPABASE_ANON_KEY || localKeys().anonKey
  const takenAt = new Date().toISOString()
  if (!isLoopback(url)) {
    try {
      return { takenAt, source: 'api', pageSize: PAGE_SIZE, ...(await readReviews({ url, anonKey })) }
    } catch (error) {
      throw new Error(
        `Lecture des avis impossible pour le build (${url}) : le site ne peut pas être publié sans ses avis. ` +
          `Vérifiez VITE_SUPABASE_URL et VITE_SUPABASE_ANON_KEY, puis relancez le build.\n` +
          `Could not read the reviews for the build from ${url}: ${error instanceof Error ? error.message : error}`,
        { cause: error },
      )
    }
  }
  try {
    const reviews = await readReviews({ url, anonKey, timeoutMs: 2_000 })
    log(`[reviews] snapshot from the running local stack ${url}: ${reviews.total} approved`)
    return { takenAt, source: 'api', pageSize: PAGE_SIZE, ...reviews }
  } catch {
    // Nothing answers there: the seed, through a stack of our own on a free port.
  }
  const started = performance.now()
  const stack = await startLocalStack({ port: 0, fresh: true, databaseUrl: null, quiet: true })
  try {
    const reviews = await readReviews({ url: stack.url, anonKey: stack.anonKey })
    log(`[reviews] snapshot from a fresh local stack (seed): ${reviews.total} approved, ${Math.round(performance.now() - started)} ms`)
    return { takenAt, source: 'seed', pageSize: PAGE_SIZE, ...reviews }
  } finally {
    await stack.stop()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const fileAndProcessEnv = { ...loadEnv('production', siteDir, 'VITE_'), ...process.env }
  const env = { ...fileAndProcessEnv, ...localStackDefaults(fileAndProcessEnv) }
  const file = path.resolve(siteDir, snapshotFile(env.SITE_BUILD_DIR))
  try {
    const snapshot = await takeReviewsSnapshot({ env })
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, `${JSON.stringify(snapshot, null, 1)}\n`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  process.exit(0)
}
