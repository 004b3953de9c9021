#!/usr/bin/env node
// 1,000 concurrent anonymous inserts (the site's exact call: supabase-js insert, approuve true, no
// .select()) through the gateway → PostgREST → PGlite. Exits non-zero unless exactly 1,000 new rows,
// all unapproved. Starts its own fresh stack (spam brake off) on a free port.
//   npm run bench:inserts -w @expert/local-stack [-- --n 1000]
import crypto from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { startLocalStack } from '../src/index.mjs'

const i = process.argv.indexOf('--n')
const N = i >= 0 ? Number(process.argv[i + 1]) : 1000

const t0 = performance.now()
const stack = await startLocalStack({ port: 0, fresh: true, databaseUrl: null, quiet: true, pendingPerHourLimit: 0 })
console.log(`stack started in ${((performance.now() - t0) / 1000).toFixed(1)} s (${stack.database.description})`)
const opts = { auth: { persistSession: false, autoRefreshToken: false } }
const anon = createClient(stack.url, stack.anonKey, opts)
const service = createClient(stack.url, stack.serviceKey, opts)

let exitCode = 0
try {
  const before = (await service.from('avis').select('*', { count: 'exact', head: true })).count ?? NaN
  const ids = Array.from({ length: N }, () => crypto.randomUUID())
  const start = performance.now()
  const results = await Promise.all(
    ids.map((id, k) =>
      anon.from('avis').insert([
        {
          id,
          nom: `Bench ${k}`,
          email: null,
          note: 1 + (k % 5),
          message: `Avis de charge numéro ${k}, suffisamment long.`,
          type_projet: 'Expertise fissures',
          localisation: '34 - Hérault',
          anonyme: false,
          date_creation: new Date().toISOString(),
          approuve: true,
        },
      ]),
    ),
  )
  const ms = performance.now() - start
  const statuses = {}
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1
  const after = (await service.from('avis').select('*', { count: 'exact', head: true })).count ?? NaN
  // Straight in SQL: the gateway lets through only the filters the site uses (no like).
  const [{ approved }] = await stack.query("select count(*)::int as approved from public.avis where nom like 'Bench %' and approuve")
  console.log(`${N} concurrent anonymous inserts: ${(ms / 1000).toFixed(2)} s (${Math.round((N / ms) * 1000)} inserts/s)`)
  console.log(`statuses: ${JSON.stringify(statuses)}; rows before ${before}, after ${after} (+${after - before}); bench rows approved: ${approved}`)
  const errors = results.filter((r) => r.error).slice(0, 3)
  if (errors.length) console.log('first errors:', JSON.stringify(errors.map((r) => r.error)))
  if (after - before !== N || statuses[201] !== N || approved !== 0) {
    console.error(`FAIL: expected exactly ${N} new unapproved rows`)
    exitCode = 1
  } else console.log(`OK: exactly ${N} new rows, none lost, all unapproved`)
} finally {
  await stack.stop()
}
process.exit(exitCode)
