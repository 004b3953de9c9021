#!/usr/bin/env node
// A flood of reviews from many client addresses against a running stack (spam brake on), then how
// long a new visitor, from an address the flood never used, waits before a review gets through.
// Loopback addresses stand for clients: all of 127.0.0.0/8 reaches this machine.
//   node packages/local-stack/bench/review-flood.mjs [--url http://127.0.0.1:54321] [--addresses 168]
//     [--per-address 3] [--networks same|spread] [--wait-max 900] [--poll 10]
// --networks same: every address in 127.0.0.0/24 (one network); spread: each in a /24 of its own.
// The flood's reviews stay pending: `npm run reviews -- status` shows it, `reject --since …` cleans it.
import http from 'node:http'
import { DEFAULT_PORT, localKeys } from '../src/config.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : fallback
}
const url = new URL(arg('--url', `http://127.0.0.1:${process.env.LOCAL_STACK_PORT || DEFAULT_PORT}`))
const addresses = Number(arg('--addresses', 168))
const perAddress = Number(arg('--per-address', 3))
const spread = arg('--networks', 'spread') === 'spread'
const waitMax = Number(arg('--wait-max', 900))
const poll = Number(arg('--poll', 10))
const key = localKeys().anonKey
const run = Date.now().toString(36)

/** One anonymous insert from a given local address; resolves with the status. */
function insert(address, n) {
  const body = JSON.stringify([
    { nom: `Flood ${run}`, note: 1, message: `Avis de flood ${run} numéro ${n}, assez long.`, type_projet: 'Autre expertise bâtiment' },
  ])
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/rest/v1/avis',
        localAddress: address,
        headers: { apikey: key, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', () => resolve(0))
    req.end(body)
  })
}

const addressOf = (i) => (spread ? `127.${1 + Math.floor(i / 250)}.${1 + (i % 250)}.1` : `127.0.0.${2 + i}`)
const jobs = []
for (let i = 0; i < addresses; i++) for (let k = 0; k < perAddress; k++) jobs.push([addressOf(i), i * perAddress + k])

const started = performance.now()
const statuses = {}
let next = 0
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (next < jobs.length) {
      const [address, n] = jobs[next++]
      const status = await insert(address, n)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }),
)
const floodSeconds = (performance.now() - started) / 1000
console.log(
  `flood: ${jobs.length} reviews from ${addresses} addresses (${spread ? 'one /24 each' : 'all in 127.0.0.0/24'}) in ${floodSeconds.toFixed(1)} s: ${JSON.stringify(statuses)}`,
)

// A new visitor: an address in a /24 the flood did not use.
const visitor = '127.254.254.1'
const waitStart = performance.now()
let attempt = 0
for (;;) {
  const status = await insert(visitor, `visitor-${attempt++}`)
  const waited = (performance.now() - waitStart) / 1000
  if (status === 201) {
    console.log(`a new visitor's review got through after ${waited.toFixed(0)} s (${attempt} attempt(s))`)
    break
  }
  if (waited >= waitMax) {
    console.log(`a new visitor was still refused (${status}) after ${waited.toFixed(0)} s; gave up`)
    break
  }
  await new Promise((resolve) => setTimeout(resolve, poll * 1000))
}
console.log(`flood run id: ${run} (reviews named "Flood ${run}"); clean with: npm run reviews -- status, then reject --since …`)
