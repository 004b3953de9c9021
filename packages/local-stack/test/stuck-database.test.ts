// A query that never ends must not take the stack down with it. Own stack for this file: a data
// directory on disk (as `npm start` uses) and a short watchdog, so that restarts stay out of the
// shared stack of the other files.
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLocalStack, type LocalStack } from '../src/index.mjs'
import { newRow } from './helpers.ts'

let s: LocalStack
let dir: string
beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'local-stack-stuck-'))
  s = await startLocalStack({
    port: 0,
    dataDir: path.join(dir, 'pglite'),
    databaseUrl: null,
    quiet: true,
    // Its tests count the rows they insert: the seed's 36 reviews would only lengthen the start.
    seed: false,
    pendingPerHourLimit: 0,
    databaseWatchdogMs: 3000,
  })
}, 180_000)
afterAll(async () => {
  await s?.stop()
  await fsp.rm(dir, { recursive: true, force: true })
})

/** A REST read with a deadline: a frozen stack answers nothing at all. */
async function read(query = 'select=id&limit=1', ms = 20_000) {
  const started = Date.now()
  try {
    const res = await fetch(`${s.restUrl}/avis?${query}`, { headers: { apikey: s.anonKey }, signal: AbortSignal.timeout(ms) })
    return { status: res.status, body: await res.text(), ms: Date.now() - started }
  } catch (err) {
    return { status: 0, body: String(err), ms: Date.now() - started }
  }
}

async function untilAnswered(deadlineMs = 60_000) {
  const started = Date.now()
  for (;;) {
    const r = await read('select=id&limit=1', 10_000)
    if (r.status === 200) return Date.now() - started
    if (Date.now() - started > deadlineMs) throw new Error(`no 200 within ${deadlineMs} ms (last: ${r.status} ${r.body})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function insertRows(n: number) {
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const row = newRow({ message: `Avis enregistré avant le blocage, numéro ${i}.` })
    const res = await fetch(`${s.restUrl}/avis`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify([row]),
    })
    expect(res.status).toBe(201)
    ids.push(row.id)
  }
  return ids
}

const countOf = async (ids: string[]) =>
  ((await s.query<{ n: number }>('select count(*)::int as n from public.avis where id = any($1::uuid[])', [ids]))[0] as { n: number }).n

const direct = async () => {
  const client = new pg.Client({ connectionString: s.database.uri })
  client.on('error', () => {})
  await client.connect()
  return client
}

describe('the regular-expression freeze, as reported', () => {
  test('imatch is refused at the gateway; the next erroneous request still answers, and so does the rest of the stack', async () => {
    const regex = await read(`select=id&message=imatch.${encodeURIComponent('(.{1,200}){1,200}x')}`)
    expect(regex.status).toBe(400)
    expect(JSON.parse(regex.body)).toMatchObject({ code: 'PGRST100' })
    const typo = await read('select=id&note=eq.cinq')
    expect(typo.status).toBe(400)
    expect(JSON.parse(typo.body)).toMatchObject({ code: '22P02' })
    expect((await fetch(`${s.url}/__health`, { signal: AbortSignal.timeout(5000) })).status).toBe(200)
  })
})

describe('a query that never ends', () => {
  test('the requests waiting on it get a 5xx, the database is reopened from its files, no committed row is lost', async () => {
    const ids = await insertRows(20)
    const restartsBefore = s.databaseRestarts()
    const client = await direct()
    // A loop that never ends and writes nothing (a huge generate_series would also fill the disk
    // with its temporary files).
    const stuck = client.query('do $$ begin loop perform 1; end loop; end $$').then(
      () => 'finished',
      (err: Error) => err.message,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    const during = await read()
    expect(during.status).toBeGreaterThanOrEqual(500)
    expect(during.ms).toBeLessThan(20_000)
    expect(await stuck).toMatch(/terminated|closed|ECONNRESET/i)
    await client.end().catch(() => {})

    await untilAnswered()
    expect(s.databaseRestarts()).toBe(restartsBefore + 1)
    expect(await countOf(ids)).toBe(20)
    // And it takes writes again.
    expect(await countOf(await insertRows(1))).toBe(1)
  })

  test('PGlite swallowing a stack overflow (what the regex did) is caught at once: the next error is answered, not looped on', async () => {
    const ids = await insertRows(5)
    const restartsBefore = s.databaseRestarts()
    const client = await direct()
    // Deep enough to overflow V8's stack inside Postgres' regex compiler even in a worker thread.
    const overflow = await client.query("select 'abc' ~ '(.{1,255}){1,255}(.{1,255}){1,255}x' as m").then(
      (r) => `answered ${JSON.stringify(r.rows)}`,
      (err: Error) => `failed: ${err.message}`,
    )
    await client.end().catch(() => {})
    // Before: "answered []" (a select that returns no row and no error), then the next error hung.
    expect(overflow).toMatch(/^failed/)

    await untilAnswered()
    expect(s.databaseRestarts()).toBe(restartsBefore + 1)
    const after = await direct()
    const started = Date.now()
    await expect(after.query('select 1/0')).rejects.toMatchObject({ code: '22012' })
    expect(Date.now() - started).toBeLessThan(5000)
    await after.end()
    expect(await countOf(ids)).toBe(5)
  })
})
