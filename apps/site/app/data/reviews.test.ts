// The Supabase reviews adapter against the real local stack (gateway → PostgREST → Postgres).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import { ReviewRejectedError, ReviewsError, ReviewsRateLimitedError, ReviewsUnavailableError, createSupabaseReviews, type NewReview } from './reviews.ts'

const stack = inject('localStack')
const reviews = createSupabaseReviews({ url: stack.url, anonKey: stack.anonKey })

/** Rows as the owner sees them (service key, all rows). */
async function ownerRows(filter = ''): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${stack.url}/rest/v1/avis?select=*${filter}`, { headers: { apikey: stack.serviceKey } })
  return res.json()
}

const restFail = (body: unknown) =>
  fetch(`${stack.url}/__rest/fail`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
afterEach(async () => {
  await fetch(`${stack.url}/__rest/fail`, { method: 'DELETE' })
})

const review = (over: Partial<NewReview> = {}): NewReview => ({
  name: 'Camille Test',
  email: ' camille@example.fr ',
  rating: 4,
  message: 'Très bon accompagnement pour la réception.',
  projectType: 'Réception de chantier',
  location: '',
  anonymous: false,
  ...over,
})

async function failure(p: Promise<unknown>) {
  try {
    await p
  } catch (e) {
    return e
  }
  throw new Error('expected a rejection')
}

describe('reads (behaviour §7 calls 1–3)', () => {
  test('count() is the number of approved reviews', async () => {
    expect(await reviews.count()).toBe((await ownerRows('&approuve=eq.true')).length)
  })

  test('listPage() maps rows to Review, newest first, in pages', async () => {
    const total = await reviews.count()
    const first = await reviews.listPage(0, 9)
    expect(first).toHaveLength(Math.min(9, total))
    expect(first[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      rating: expect.any(Number),
      message: expect.any(String),
      projectType: expect.any(String),
      location: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      anonymous: expect.any(Boolean),
      createdAt: expect.any(String),
      approved: true,
    })
    expect(first[0]).not.toHaveProperty('email')
    const pages = Math.ceil(total / 9)
    const all = []
    for (let p = 0; p < pages; p++) all.push(...(await reviews.listPage(p, 9)))
    expect(all).toHaveLength(total)
    expect(new Set(all.map((r) => r.id)).size).toBe(total)
    const times = all.map((r) => Date.parse(r.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(await reviews.listPage(pages, 9)).toEqual([])
  })

  test('testimonials() gives at most 3, rated ≥ 4, newest first, optionally one project type', async () => {
    const all = await reviews.testimonials()
    expect(all).toHaveLength(3)
    expect(all.every((r) => r.rating >= 4 && r.approved)).toBe(true)
    const fissures = await reviews.testimonials({ projectType: 'Expertise fissures' })
    expect(fissures.length).toBeGreaterThan(0)
    expect(fissures.every((r) => r.projectType === 'Expertise fissures' && r.rating >= 4)).toBe(true)
    expect(await reviews.testimonials({ projectType: 'Type inconnu' })).toEqual([])
  })
})

describe('submit (behaviour §7 call 4)', () => {
  test('resolves with the id; the server keeps the review for moderation', async () => {
    const { id } = await reviews.submit(review())
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const [row] = await ownerRows(`&id=eq.${id}`)
    expect(row).toMatchObject({
      nom: 'Camille Test',
      // The e-mail never stays in the public table (migration avis_private_email): the owner reads it by RPC.
      email: null,
      note: 4,
      type_projet: 'Réception de chantier',
      localisation: null,
      anonyme: false,
      approuve: false,
    })
    expect((await reviews.listPage(0, 100)).some((r) => r.id === id)).toBe(false)
    const owner = await fetch(`${stack.url}/rest/v1/rpc/avis_contact_email`, {
      method: 'POST',
      headers: { apikey: stack.serviceKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ review_id: id }),
    })
    expect(await owner.json()).toBe('camille@example.fr')
  })

  test('a caller-made id is used; the same id twice is rejected (409 23505)', async () => {
    const id = crypto.randomUUID()
    expect(await reviews.submit(review({ id, anonymous: true, name: 'Client Anonyme', email: null }))).toEqual({ id })
    const e = await failure(reviews.submit(review({ id })))
    expect(e).toBeInstanceOf(ReviewRejectedError)
    expect(e).toMatchObject({ kind: 'rejected', status: 409, code: '23505', operation: 'submit' })
  })

  test('invalid data is rejected by the server with its code (message too short → 23514)', async () => {
    const e = await failure(reviews.submit(review({ message: 'court' })))
    expect(e).toBeInstanceOf(ReviewRejectedError)
    expect(e).toMatchObject({ kind: 'rejected', status: 400, code: '23514' })
  })
})

/**
 * fetch through node:http from a given loopback address: the stack sees a distinct visitor, exactly
 * as the spam brake tells visitors apart (by the address of the connection).
 */
function fetchFrom(localAddress: string): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      const request = http.request(url, { method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers)), localAddress }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value)
          const empty = res.statusCode === 204 || init.method === 'HEAD'
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }))
        })
      })
      request.on('error', reject)
      init.signal?.addEventListener('abort', () => request.destroy(new DOMException('aborted', 'AbortError')))
      request.end(typeof init.body === 'string' ? init.body : undefined)
    })
}

describe('the spam brake (production settings: 3 pending reviews per address per hour)', () => {
  test('the fourth review within the hour → ReviewsRateLimitedError (rate-limited, 429 PT429), nothing stored; another visitor still gets through', async () => {
    const visitor = createSupabaseReviews({ url: stack.url, anonKey: stack.anonKey, fetch: fetchFrom('127.0.9.9') })
    for (let i = 1; i <= 3; i++) await visitor.submit(review({ message: `Avis numéro ${i} du même visiteur, envoyé dans l’heure.` }))
    const id = crypto.randomUUID()
    const e = await failure(visitor.submit(review({ id, message: 'Un quatrième avis dans la même heure.' })))
    expect(e).toBeInstanceOf(ReviewsRateLimitedError)
    expect(e).toMatchObject({ kind: 'rate-limited', status: 429, code: 'PT429', operation: 'submit' })
    expect(await ownerRows(`&id=eq.${id}`)).toEqual([])

    const other = createSupabaseReviews({ url: stack.url, anonKey: stack.anonKey, fetch: fetchFrom('127.0.9.10') })
    const { id: otherId } = await other.submit(review({ message: 'Un avis d’un autre visiteur, au même moment.' }))
    expect(await ownerRows(`&id=eq.${otherId}`)).toHaveLength(1)
  })
})

describe('domain errors', () => {
  test('API down (nothing listening) → ReviewsUnavailableError network, without retry delays', async () => {
    const srv = http.createServer()
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r))
    const port = (srv.address() as AddressInfo).port
    await new Promise((r) => srv.close(r))
    const down = createSupabaseReviews({ url: `http://127.0.0.1:${port}`, anonKey: stack.anonKey })
    const started = Date.now()
    for (const call of [() => down.count(), () => down.listPage(0, 9), () => down.testimonials(), () => down.submit(review())]) {
      const e = await failure(call())
      expect(e).toBeInstanceOf(ReviewsUnavailableError)
      expect(e).toMatchObject({ kind: 'network', status: 0 })
    }
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('HTTP 500 → ReviewsUnavailableError server', async () => {
    await restFail({ mode: 500, count: 1 })
    const e = await failure(reviews.listPage(0, 9))
    expect(e).toBeInstanceOf(ReviewsUnavailableError)
    expect(e).toMatchObject({ kind: 'server', status: 500, operation: 'listPage' })
    expect(await reviews.listPage(0, 1)).toHaveLength(1)
  })

  test('503 on the count → server', async () => {
    await restFail({ mode: 503, count: 1, method: 'HEAD' })
    expect(await failure(reviews.count())).toMatchObject({ kind: 'server', status: 503 })
  })

  test('no answer in time → ReviewsUnavailableError timeout', async () => {
    await restFail({ mode: 'hang', count: 1 })
    const slow = createSupabaseReviews({ url: stack.url, anonKey: stack.anonKey, timeoutMs: 300 })
    const e = await failure(slow.testimonials())
    expect(e).toBeInstanceOf(ReviewsUnavailableError)
    expect(e).toMatchObject({ kind: 'timeout', status: 0, operation: 'testimonials' })
  })

  test('connection cut mid-request → ReviewsUnavailableError network', async () => {
    await restFail({ mode: 'network', count: 1, method: 'POST' })
    const e = await failure(reviews.submit(review()))
    expect(e).toBeInstanceOf(ReviewsUnavailableError)
    expect(e).toMatchObject({ kind: 'network', status: 0, operation: 'submit' })
  })

  test('a wrong key → rejected (401)', async () => {
    const bad = createSupabaseReviews({ url: stack.url, anonKey: 'not-a-key' })
    const e = await failure(bad.count())
    expect(e).toBeInstanceOf(ReviewsError)
    expect(e).toMatchObject({ kind: 'rejected', status: 401 })
  })
})
