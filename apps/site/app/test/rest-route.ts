// The reviews API as the page's code calls it, watched and, when a test says so, answered otherwise:
// what Playwright's page.route does for the browser journeys, here in the page itself by wrapping
// fetch (the PostgREST client reads the global fetch at each query). Every call goes on to the real
// local stack unless the test's handler answers it another way: an answer that is not PostgREST's
// (malformed JSON, an HTML error page, a count without its Content-Range), a slow answer, a cut
// connection, or an answer held past the client's deadline after the stack has stored the row.
// Unlike the stack's failure switches (stack.ts failRest), a handler can pick one call among others
// (page 2's rows, the count only) and act after the stack has answered.
//
// Only the site's own calls (the anon key) are watched: the owner's (stack.ts asOwner, service key)
// pass untouched. Lift the route after each test (`restore()`).
import { backendConfig } from '../data/backends'
import { stackUrl } from './stack'

/** One call of the reviews API, as the page sent it. */
export type RestCall = {
  method: string
  url: URL
  /** The JSON body sent (the insert's rows), parsed; undefined for reads. */
  body: unknown
  /** Aborted when the client gives up (its 10 s deadline). */
  signal: AbortSignal | null | undefined
}

/** What answers a call: `next()` sends it to the stack and returns the stack's answer. */
export type RestHandler = (call: RestCall, next: () => Promise<Response>) => Response | Promise<Response>

export type RestRoute = {
  /** Every call the page made to the reviews API, in order. */
  calls: RestCall[]
  /** The inserts (call 4): their rows, in order. */
  inserts: () => Record<string, unknown>[][]
  /** Lifts the route: calls go to the stack unwatched again. */
  restore: () => void
}

const restPrefix = `${stackUrl}/rest/v1/`

const headerOf = (headers: HeadersInit | undefined, name: string) => new Headers(headers).get(name)

type Route = { calls: RestCall[]; handler: RestHandler }

/** The route in force (one at a time), or none: every call goes to the stack unwatched. */
let current: Route | undefined

const pageFetch = globalThis.fetch

// Installed once, when a test file imports this module: the PostgREST client keeps the fetch it
// finds when it is created (the adapter's first call, in the first test that reads the reviews), so
// routes are switched behind this one wrapper rather than by replacing fetch for each test.
globalThis.fetch = async (input, init) => {
  const route = current
  const url = new URL(input instanceof Request ? input.url : String(input))
  const apikey = headerOf(init?.headers ?? (input instanceof Request ? input.headers : undefined), 'apikey')
  if (!route || !url.href.startsWith(restPrefix) || apikey !== backendConfig.supabase.anonKey) return pageFetch(input, init)
  const rawBody = init?.body
  const call: RestCall = {
    method: (init?.method ?? 'GET').toUpperCase(),
    url,
    body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : undefined,
    signal: init?.signal,
  }
  route.calls.push(call)
  return route.handler(call, () => pageFetch(input, init))
}

/**
 * Watches the page's calls to the reviews API; `handler` (when given) answers them, `next()` being
 * the real call. One route at a time: a new one replaces the one in force.
 */
export function routeRest(handler: RestHandler = (_call, next) => next()): RestRoute {
  const route: Route = { calls: [], handler }
  current = route
  return {
    calls: route.calls,
    inserts: () => route.calls.filter((call) => call.method === 'POST').map((call) => call.body as Record<string, unknown>[]),
    restore: () => {
      if (current === route) current = undefined
    },
  }
}

/** An answer of the test's own, with the CORS headers the gateway sends (Content-Range readable). */
export const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(status === 204 || status === 304 ? null : body, {
    status,
    headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Range', ...headers },
  })

/** What fetch does when the connection is refused or cut: it rejects with a TypeError. */
export const connectionLost = (): never => {
  throw new TypeError('Failed to fetch')
}

/** Resolves after `ms` (the page's setTimeout: fake timers move it), or rejects as fetch does once `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason as Error)
      },
      { once: true },
    )
  })
}

/** Never answers: rejects as fetch does when the client aborts (its deadline). */
export const heldUntilAborted = (signal?: AbortSignal | null): Promise<never> =>
  new Promise((_resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
  })
