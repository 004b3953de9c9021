// The spam brake (migration …_avis_spam_brake_per_client) through the real gateway, PostgREST and
// Postgres. Clients are told apart by their address: each test sends from its own 127.x.y.z address
// (all of 127.0.0.1/8 reaches this machine), exactly as the gateway would see distinct visitors.
import http from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertFrom, newRow, sql, stack, storedIds, type Answer } from './helpers.ts'

const REFUSAL = {
  code: 'PT429',
  details: null,
  hint: 'spam_brake',
  message: 'too many reviews awaiting moderation, try again later',
}

const created: string[] = []
const row = (overrides: Record<string, unknown> = {}) => {
  const r = newRow({ message: `Avis de test numéro ${created.length + 1}, assez long.`, ...overrides })
  created.push(r.id)
  return r
}
const tally = (answers: Answer[]) => answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {})

/** The defaults of the migrations (the suite's stack runs with the brake off). */
async function brakeOn(overrides: { perClient?: number; perNetwork?: number; total?: number } = {}) {
  await sql(
    `update avis_private.settings set max_pending_per_client = $1, max_pending_per_network = $2, max_pending_total = $3,
       client_window = interval '1 hour', network_window = interval '1 hour', total_window = interval '10 minutes', duplicate_window = interval '10 minutes'`,
    [overrides.perClient ?? 3, overrides.perNetwork ?? 10, overrides.total ?? 60],
  )
}

/** Pending reviews received within the total window (10 minutes), whoever sent them. */
const pendingInWindow = async () =>
  (
    (await sql<{ n: number }>("select count(*)::int as n from public.avis where not approuve and date_creation > now() - interval '10 minutes'")) as [
      { n: number },
    ]
  )[0].n

/** Every pending review of the total window pushed out of it, as if its minutes had passed. */
const windowPasses = (ids: string[]) => sql("update public.avis set date_creation = now() - interval '11 minutes' where id = any($1::uuid[])", [ids])

beforeAll(async () => {
  await brakeOn()
})
afterAll(async () => {
  await sql("update avis_private.settings set max_pending_per_client = 0, max_pending_per_network = 0, max_pending_total = 0, duplicate_window = interval '0'")
  await sql('delete from public.avis where id = any($1::uuid[])', [created])
})

describe('per-client limit', () => {
  test('one client flooding 100 inserts is stopped at 3 pending reviews; a second client still gets through', async () => {
    const flood = Array.from({ length: 100 }, () => row())
    const answers = await Promise.all(flood.map((r) => insertFrom('127.2.0.1', r)))
    expect(tally(answers)).toEqual({ 201: 3, 429: 97 })
    for (const a of answers.filter((x) => x.status === 429)) expect(a.json()).toEqual(REFUSAL)
    // Exactly the accepted ones are stored: no refused review half-stored.
    const accepted = flood.filter((_, i) => answers[i]!.status === 201).map((r) => r.id)
    expect((await storedIds(flood.map((r) => r.id))).sort()).toEqual(accepted.sort())

    const other = row({ nom: 'Autre Visiteur' })
    expect((await insertFrom('127.3.0.1', other)).status).toBe(201)
    expect(await storedIds([other.id])).toEqual([other.id])
  })

  test('forged forwarded headers do not lift the limit: the gateway sets the address from the connection', async () => {
    const accepted = [row(), row(), row()]
    for (const r of accepted) expect((await insertFrom('127.4.0.1', r)).status).toBe(201)
    for (let i = 0; i < 5; i++) {
      const forged = await insertFrom('127.4.0.1', row(), {
        headers: {
          'CF-Connecting-IP': `198.51.100.${i}`,
          'X-Forwarded-For': `203.0.113.${i}, 198.51.100.${i}`,
          'X-Real-IP': `192.0.2.${i}`,
          Forwarded: `for=192.0.2.${i}`,
        },
      })
      expect(forged.status).toBe(429)
    }
    const [{ n }] = (await sql<{ n: number }>('select count(distinct client_hash)::int as n from avis_private.review_clients where avis_id = any($1::uuid[])', [
      accepted.map((r) => r.id),
    ])) as [{ n: number }]
    expect(n).toBe(1)
  })

  test('only a salted hash of the address is stored, and anon can read none of it', async () => {
    const r = row()
    expect((await insertFrom('127.5.0.1', r)).status).toBe(201)
    const [stored] = await sql<{ client_hash: string }>('select client_hash from avis_private.review_clients where avis_id = $1', [r.id])
    expect(stored!.client_hash).toMatch(/^[0-9a-f]{64}$/)
    const [{ unsalted }] = (await sql<{ unsalted: string }>("select encode(sha256(convert_to('127.5.0.1', 'UTF8')), 'hex') as unsalted")) as [
      { unsalted: string },
    ]
    expect(stored!.client_hash).not.toBe(unsalted)
    expect(JSON.stringify(await sql('select * from public.avis where id = $1', [r.id]))).not.toContain('127.5.0.1')

    const s = stack()
    const res = await fetch(`${s.restUrl}/review_clients`, { headers: { apikey: s.anonKey, 'Accept-Profile': 'avis_private' } })
    expect(res.status).toBe(406)
    const rpc = await fetch(`${s.restUrl}/rpc/avis_spam_brake_status`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(rpc.status).toBe(401)
    expect((await rpc.json()).code).toBe('42501')
  })

  test('a client hash is kept 24 hours at most (deleted at the next insert, or by the hourly purge)', async () => {
    const old = row()
    expect((await insertFrom('127.11.0.1', old)).status).toBe(201)
    await sql("update avis_private.review_clients set received_at = now() - interval '25 hours' where avis_id = $1", [old.id])
    expect((await insertFrom('127.12.0.1', row())).status).toBe(201)
    expect(await sql('select 1 from avis_private.review_clients where avis_id = $1', [old.id])).toEqual([])
    // The review itself stays: only the fingerprint of its sender goes.
    expect(await storedIds([old.id])).toEqual([old.id])
    await sql("update avis_private.review_clients set received_at = now() - interval '25 hours' where avis_id = $1", [created.at(-1)])
    await sql('select avis_private.purge_client_hashes()')
    expect(await sql('select 1 from avis_private.review_clients where avis_id = $1', [created.at(-1)])).toEqual([])
  })

  test('a review no longer counts once approved, or once older than the window', async () => {
    const mine = [row(), row(), row()]
    for (const r of mine) expect((await insertFrom('127.6.0.1', r)).status).toBe(201)
    expect((await insertFrom('127.6.0.1', row())).status).toBe(429)
    await sql('update public.avis set approuve = true where id = $1', [mine[0]!.id])
    const next = row()
    expect((await insertFrom('127.6.0.1', next)).status).toBe(201)
    expect((await insertFrom('127.6.0.1', row())).status).toBe(429)
    // Pending for more than an hour: not counted any more (the owner is on holiday, not the visitor's fault).
    await sql("update public.avis set date_creation = now() - interval '2 hours' where id = any($1::uuid[])", [[mine[1]!.id, mine[2]!.id]])
    expect((await insertFrom('127.6.0.1', row())).status).toBe(201)
  })
})

/**
 * The brake exactly as the migrations leave it (every limit and window at its column's default), and
 * no pending review of the last day left in its windows by the tests before: a flood meets the
 * brake a real site has.
 */
async function brakeAtDefaults() {
  const columns = await sql<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'avis_private' and table_name = 'settings' and column_default is not null
        and column_name not in ('singleton', 'client_salt', 'client_address_header', 'client_retention')`,
  )
  await sql(`update avis_private.settings set ${columns.map((c) => `${c.column_name} = default`).join(', ')}`)
  await sql("update public.avis set date_creation = now() - interval '25 hours' where not approuve and date_creation > now() - interval '25 hours'")
}

describe('floods', () => {
  beforeAll(brakeAtDefaults)
  afterAll(() => brakeOn())

  /** 3 reviews from each address, 16 at a time; the answers in order. */
  async function flood(addresses: string[]) {
    const jobs = addresses.flatMap((address) => [0, 1, 2].map(() => ({ address, r: row() })))
    const answers: Answer[] = []
    for (let i = 0; i < jobs.length; i += 16) answers.push(...(await Promise.all(jobs.slice(i, i + 16).map(({ address, r }) => insertFrom(address, r)))))
    return { ids: jobs.map((j) => j.r.id), answers }
  }

  test('168 addresses of one /24 get 10 pending reviews an hour between them; a visitor from another network is not held up', async () => {
    const { answers } = await flood(Array.from({ length: 168 }, (_, i) => `127.50.0.${2 + i}`))
    expect(tally(answers)).toEqual({ 201: 10, 429: 494 })
    expect((await insertFrom('127.51.0.1', row())).status).toBe(201)
  })

  test('a flood from 168 networks fills the ceiling (60 in 10 minutes); a new visitor waits until it leaves the window, not a day', async () => {
    await brakeAtDefaults()
    const { ids, answers } = await flood(Array.from({ length: 168 }, (_, i) => `127.60.${1 + i}.1`))
    expect(tally(answers)).toEqual({ 201: 60, 429: 444 })
    expect((await insertFrom('127.59.0.1', row())).status).toBe(429)
    await windowPasses(ids)
    expect((await insertFrom('127.59.0.1', row())).status).toBe(201)
  })
})

describe('exact duplicates', () => {
  test('the same review sent again within minutes is answered 201 and stored once (and costs nothing)', async () => {
    const first = row({ message: 'Très bon suivi du dossier de fissures, merci.' })
    expect((await insertFrom('127.7.0.1', first)).status).toBe(201)
    const again = row({ message: first.message })
    expect((await insertFrom('127.7.0.1', again)).status).toBe(201)
    expect(await storedIds([first.id, again.id])).toEqual([first.id])
    // The same id again is a retry of that review: the primary key still answers 409.
    expect((await insertFrom('127.7.0.1', { ...first })).status).toBe(409)
    // Not a duplicate: another note.
    const other = row({ message: first.message, note: 4 })
    expect((await insertFrom('127.7.0.1', other)).status).toBe(201)
    // The duplicates did not use up the client's 3: one more passes, the next does not.
    expect((await insertFrom('127.7.0.1', row())).status).toBe(201)
    expect((await insertFrom('127.7.0.1', row())).status).toBe(429)
  })
})

describe('what the duplicate check tells an outsider', () => {
  /** The whole answer to an insert with these Prefer options: status, body, and the headers that could tell. */
  async function answerTo(address: string, r: Record<string, unknown>, prefer: string) {
    const a = await insertFrom(address, r, { headers: { Prefer: prefer } })
    return { status: a.status, body: a.body }
  }

  test('someone else’s pending review sent again gets exactly the answer any other review gets, whatever Prefer asks', async () => {
    const victim = row({ nom: 'Marie D.', note: 2, message: 'Expert injoignable, rapport en retard.', localisation: '34 - Hérault' })
    expect((await insertFrom('127.70.0.1', victim)).status).toBe(201)
    const { id: _id, ...content } = victim
    for (const prefer of ['return=representation', 'return=headers-only', 'count=exact', 'return=minimal']) {
      const copy = await answerTo('127.71.0.1', row(content), prefer)
      const other = await answerTo('127.72.0.1', row({ ...content, note: 3 }), prefer)
      expect(copy, prefer).toEqual(other)
    }
    // From another client the same text is a review of its own: stored, like any review.
    const copy = row(content)
    expect((await insertFrom('127.73.0.1', copy)).status).toBe(201)
    expect(await storedIds([copy.id])).toEqual([copy.id])
  })

  test('the same client’s duplicate is answered like a new review and stored once, with Prefer or without', async () => {
    const first = row({ message: 'Rapport clair, expert disponible, je recommande.' })
    expect((await insertFrom('127.74.0.1', first)).status).toBe(201)
    const { id: _id, ...content } = first
    const again = row(content)
    const fresh = row({ ...content, note: 4 })
    const [a, b] = [await answerTo('127.74.0.1', again, 'return=representation'), await answerTo('127.75.0.1', fresh, 'return=representation')]
    expect(a).toEqual(b)
    expect(a.status).toBe(401)
    const twice = row(content)
    expect((await insertFrom('127.74.0.1', twice, { headers: { Prefer: 'count=exact' } })).status).toBe(201)
    expect(await storedIds([first.id, again.id, twice.id])).toEqual([first.id])
  })
})

describe('what the refusal tells an outsider', () => {
  test('the same body whatever the queue holds, and a bulk insert cannot probe it', async () => {
    const bodies = new Set<string>()
    for (let i = 0; i < 4; i++) {
      const a = await insertFrom('127.8.0.1', row())
      if (a.status === 429) bodies.add(a.body)
    }
    await brakeOn({ perClient: 50, total: 1 })
    const a = await insertFrom('127.9.0.1', row())
    expect(a.status).toBe(429)
    bodies.add(a.body)
    await brakeOn()
    expect([...bodies].map((b) => JSON.parse(b))).toEqual([REFUSAL])

    // Several rows in one request (the probe: N valid rows + an invalid one) never reach the brake.
    const u = new URL(stack().url)
    const bulk = JSON.stringify([row(), row(), { ...row(), note: 9 }])
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          method: 'POST',
          path: '/rest/v1/avis',
          localAddress: '127.10.0.1',
          headers: { apikey: stack().anonKey, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(bulk) },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end(bulk)
    })
    expect(status).toBe(400)
  })

  test('the database itself refuses several rows in one insert (hosted Supabase has no such gateway)', async () => {
    const client = new pg.Client({ connectionString: stack().dbUri })
    await client.connect()
    try {
      const [a, b] = [row(), row()]
      await client.query('begin')
      await client.query("select set_config('role', 'anon', true), set_config('request.headers', '{\"cf-connecting-ip\":\"198.51.100.7\"}', true)")
      const error = await client
        .query(
          `insert into public.avis (id, nom, note, message, type_projet) values ($1, 'A', 5, 'Premier avis du lot.', 'Expertise fissures'), ($2, 'B', 5, 'Second avis du lot.', 'Expertise fissures')`,
          [a.id, b.id],
        )
        .then(
          () => null,
          (e: { code?: string; message?: string }) => e,
        )
      await client.query('rollback')
      expect(error).toMatchObject({ code: 'PT400', message: 'one review per request' })
    } finally {
      await client.end()
    }
  })
})

describe('total ceiling', () => {
  test('1,000 concurrent inserts from 50 addresses: exactly the ceiling is stored, nothing lost, nothing twice', async () => {
    const before = await pendingInWindow()
    // 20 per address would let all 1,000 through: only the ceiling (500 more than already waiting) stops them.
    await brakeOn({ perClient: 20, perNetwork: 0, total: before + 500 })
    try {
      const agents = Array.from({ length: 50 }, () => new http.Agent({ keepAlive: true, maxSockets: 20 }))
      const sends = Array.from({ length: 1000 }, (_, k) => ({ address: `127.0.1.${1 + (k % 50)}`, agent: agents[k % 50]!, r: row() }))
      const started = Date.now()
      const answers = await Promise.all(sends.map(({ address, agent, r }) => insertFrom(address, r, { agent })))
      const seconds = (Date.now() - started) / 1000
      for (const agent of agents) agent.destroy()
      console.log(`[spam brake] 1,000 concurrent inserts from 50 addresses in ${seconds.toFixed(1)} s: ${JSON.stringify(tally(answers))}`)

      expect(tally(answers)).toEqual({ 201: 500, 429: 500 })
      const accepted = sends.filter((_, i) => answers[i]!.status === 201).map((s) => s.r.id)
      const stored = await storedIds(sends.map((s) => s.r.id))
      expect(stored.length).toBe(500)
      expect(new Set(stored)).toEqual(new Set(accepted))
      expect(await pendingInWindow()).toBe(before + 500)
    } finally {
      await brakeOn()
    }
  })
})
