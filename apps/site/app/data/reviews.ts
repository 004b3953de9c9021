// Customer reviews: the port the UI depends on (domain terms), its domain errors, and the Supabase
// adapter making exactly the four calls of behaviour §7.
//
// Client choice: @supabase/postgrest-js alone, loaded with a dynamic import on the first call.
// Measured with esbuild --bundle --minify (browser, ESM) + gzip -9, a client doing one query:
//   @supabase/postgrest-js 2.119.1  17.9 KB min,  5.7 KB gz
//   @supabase/supabase-js  2.119.1 225.6 KB min, 57.7 KB gz (auth, realtime, storage, functions)
// The site uses only the table API with the anon key (no login, no realtime), and postgrest-js is
// the very builder supabase-js delegates to, so the requests on the wire are the same (supabase-js
// only adds an X-Client-Info header). The dynamic import keeps even those 5.7 KB off routes that
// show no reviews.
//
// Built-in GET retries are off: on a network error postgrest-js would retry 3 times (1 s + 2 s + 4 s)
// before answering; the pages have their own "Réessayer" and a bounded wait is better.
import type { PostgrestClient } from '@supabase/postgrest-js'

// ---- domain ---------------------------------------------------------------------------------

/** A published customer review, as the pages show it. The e-mail is never exposed here. */
export interface Review {
  id: string
  /** Author name as stored ('Client Anonyme' when anonymous was ticked). */
  name: string
  /** 1 to 5. */
  rating: number
  message: string
  /** Project type label, e.g. 'Expertise fissures'. */
  projectType: string
  /** Department label, e.g. '34 - Hérault', or null. */
  location: string | null
  anonymous: boolean
  /** ISO 8601 timestamp. */
  createdAt: string
  approved: boolean
}

/** What the review form submits. */
export interface NewReview {
  /** Made in the browser when absent (crypto.randomUUID()). */
  id?: string
  name: string
  email?: string | null
  rating: number
  message: string
  projectType: string
  location?: string | null
  anonymous: boolean
  /** Defaults to now. */
  createdAt?: Date
}

export interface TestimonialsQuery {
  /** Project type label; all types when absent. */
  projectType?: string
}

export interface ReviewsPort {
  /** Approved reviews, newest first; page is 0-based. */
  listPage(page: number, size: number): Promise<Review[]>
  /** Number of approved reviews. */
  count(): Promise<number>
  /** At most 3 approved reviews rated 4 or more, newest first. */
  testimonials(query?: TestimonialsQuery): Promise<Review[]>
  /** Sends a review; the server stores it for moderation. Resolves with its id. */
  submit(review: NewReview): Promise<{ id: string }>
}

export type ReviewsOperation = 'listPage' | 'count' | 'testimonials' | 'submit'

/**
 * 'network': no answer (server down, offline, connection cut); 'timeout': no answer in time;
 * 'server': 5xx or an unusable answer; 'rate-limited': the server's spam brake refused the review
 * (HTTP 429: too many reviews sent recently, retry later); 'rejected': the server refused the
 * request for good (other 4xx: invalid data, duplicate id, bad key…).
 */
export type ReviewsErrorKind = 'network' | 'timeout' | 'server' | 'rate-limited' | 'rejected'

export class ReviewsError extends Error {
  readonly kind: ReviewsErrorKind
  readonly operation: ReviewsOperation
  /** HTTP status, 0 when there was no response. */
  readonly status: number
  /** PostgREST / Postgres error code (e.g. '23514', '23505', 'PT429'), when the server gave one. */
  readonly code: string | undefined
  readonly details: string | null | undefined
  readonly hint: string | null | undefined

  constructor(
    kind: ReviewsErrorKind,
    operation: ReviewsOperation,
    init: { status: number; code?: string; message?: string; details?: string | null; hint?: string | null; cause?: unknown },
  ) {
    super(`Reviews ${operation} failed (${kind}${init.status ? ` ${init.status}` : ''}${init.code ? ` ${init.code}` : ''}): ${init.message ?? ''}`, {
      cause: init.cause,
    })
    this.name = new.target.name
    this.kind = kind
    this.operation = operation
    this.status = init.status
    this.code = init.code || undefined
    this.details = init.details
    this.hint = init.hint
  }
}

/** The API could not be used right now (network, timeout, 5xx): retrying later may work. */
export class ReviewsUnavailableError extends ReviewsError {}

/** The server refused the request (4xx): retrying the same request will not help. */
export class ReviewRejectedError extends ReviewsError {}

/** Too many reviews sent recently (429, the spam brake): the same review may go through later. */
export class ReviewsRateLimitedError extends ReviewsError {}

export const isReviewsError = (error: unknown): error is ReviewsError => error instanceof ReviewsError

// ---- table avis ----------------------------------------------------------------------------

/** A row of table avis (behaviour §3). */
export interface AvisRow {
  id: string
  nom: string
  email: string | null
  note: number
  message: string
  type_projet: string
  localisation: string | null
  anonyme: boolean
  date_creation: string
  approuve: boolean
}

export const reviewFromRow = (row: AvisRow): Review => ({
  id: row.id,
  name: row.nom,
  rating: row.note,
  message: row.message,
  projectType: row.type_projet,
  location: row.localisation,
  anonymous: row.anonyme,
  createdAt: row.date_creation,
  approved: row.approuve,
})

/** The insert of behaviour §7.4, kept as specified: approuve true (the server stores it unapproved). */
export const rowFromNewReview = (review: NewReview, id: string, now: Date): AvisRow => ({
  id,
  nom: review.name,
  email: review.email?.trim() ? review.email.trim() : null,
  note: review.rating,
  message: review.message,
  type_projet: review.projectType,
  localisation: review.location ? review.location : null,
  anonyme: review.anonymous,
  date_creation: (review.createdAt ?? now).toISOString(),
  approuve: true,
})

// ---- Supabase adapter ------------------------------------------------------------------------

export interface SupabaseReviewsOptions {
  /** Project URL, e.g. https://xyz.supabase.co or the local stack's http://127.0.0.1:54321. */
  url: string
  /** The public anon key. */
  anonKey: string
  fetch?: typeof fetch
  /** Per call; default 10 s. */
  timeoutMs?: number
  randomUUID?: () => string
  now?: () => Date
}

interface PostgrestOutcome {
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null
  status: number
  data?: unknown
  count?: number | null
}

export function createSupabaseReviews(options: SupabaseReviewsOptions): ReviewsPort {
  const restUrl = `${options.url.replace(/\/+$/, '')}/rest/v1`
  const timeoutMs = options.timeoutMs ?? 10_000
  const randomUUID = options.randomUUID ?? (() => crypto.randomUUID())
  const now = options.now ?? (() => new Date())

  let client: Promise<PostgrestClient> | undefined
  const getClient = (operation: ReviewsOperation) => {
    client ??= import('@supabase/postgrest-js').then(
      ({ PostgrestClient }) =>
        new PostgrestClient(restUrl, {
          headers: { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` },
          fetch: options.fetch,
          retry: false,
        }),
    )
    return client.catch((cause: unknown) => {
      client = undefined // a failed chunk load may succeed next time
      throw new ReviewsUnavailableError('network', operation, { status: 0, message: 'could not load the client', cause })
    })
  }

  /** Runs one call with a deadline and turns any failure into a domain error. */
  const run = async <T extends PostgrestOutcome>(
    operation: ReviewsOperation,
    call: (db: PostgrestClient, signal: AbortSignal) => PromiseLike<T>,
  ): Promise<T> => {
    const db = await getClient(operation)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    let result: T
    try {
      result = await call(db, controller.signal)
    } catch (cause) {
      // postgrest-js resolves on failures; a throw here is unexpected (e.g. a broken fetch).
      throw new ReviewsUnavailableError(timedOut ? 'timeout' : 'network', operation, {
        status: 0,
        message: cause instanceof Error ? cause.message : String(cause),
        cause,
      })
    } finally {
      clearTimeout(timer)
    }
    const { error, status } = result
    if (!error) return result
    const init = { status, code: error.code, message: error.message, details: error.details, hint: error.hint }
    if (timedOut) throw new ReviewsUnavailableError('timeout', operation, { ...init, status: 0 })
    if (status === 0) throw new ReviewsUnavailableError('network', operation, init)
    if (status === 429) throw new ReviewsRateLimitedError('rate-limited', operation, init)
    if (status >= 400 && status < 500) throw new ReviewRejectedError('rejected', operation, init)
    throw new ReviewsUnavailableError('server', operation, init)
  }

  const rows = (operation: ReviewsOperation, data: unknown): Review[] => {
    if (!Array.isArray(data)) throw new ReviewsUnavailableError('server', operation, { status: 200, message: 'expected a list of rows' })
    return (data as AvisRow[]).map(reviewFromRow)
  }

  return {
    async testimonials(query = {}) {
      // Call 1: approved, note >= 4, optional project type, newest first, 3 rows.
      const { data } = await run('testimonials', (db, signal) => {
        let q = db.from('avis').select('*').eq('approuve', true).gte('note', 4)
        if (query.projectType) q = q.eq('type_projet', query.projectType)
        return q.order('date_creation', { ascending: false }).limit(3).abortSignal(signal)
      })
      return rows('testimonials', data)
    },

    async count() {
      // Call 2: HEAD with Prefer: count=exact, the total read from Content-Range.
      const { count } = await run('count', (db, signal) => db.from('avis').select('*', { count: 'exact', head: true }).eq('approuve', true).abortSignal(signal))
      if (typeof count !== 'number' || Number.isNaN(count)) {
        throw new ReviewsUnavailableError('server', 'count', { status: 200, message: 'no count in the answer (Content-Range not exposed?)' })
      }
      return count
    },

    async listPage(page, size) {
      // Call 3: approved, newest first, rows page*size … page*size+size-1.
      if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1) {
        throw new RangeError(`listPage(${page}, ${size}): page must be an integer ≥ 0 and size ≥ 1`)
      }
      const { data } = await run('listPage', (db, signal) =>
        db
          .from('avis')
          .select('*')
          .eq('approuve', true)
          .order('date_creation', { ascending: false })
          .range(page * size, page * size + size - 1)
          .abortSignal(signal),
      )
      return rows('listPage', data)
    },

    async submit(review) {
      // Call 4: one row, approuve true, and no .select() (the stored row is unapproved, hence not
      // readable by anon: asking for it back would turn the insert into a 401).
      const id = review.id ?? randomUUID()
      const row = rowFromNewReview(review, id, now())
      await run('submit', (db, signal) => db.from('avis').insert([row]).abortSignal(signal))
      return { id }
    },
  }
}
