#!/usr/bin/env node
// The EmailJS-compatible outbox under a flood, against a running stack. EMPTIES THE OUTBOX first.
//   node packages/local-stack/bench/outbox-flood.mjs evict [--url …] [--sends 33] [--small 500]
//     one genuine quote, then --sends sends of 1 MB from one address as fast as possible, then --small
//     small sends from as many addresses: is the genuine quote still there?
//   node packages/local-stack/bench/outbox-flood.mjs page [--url …] [--site http://127.0.0.1:3000/] [--pid <stack pid>] [--pages 1]
//     20 sends of 1 MB of U+200B (from 20 addresses), then --pages concurrent GET /__outbox/ui: the page's
//     size and time, the longest wait of a static-site probe sent every 100 ms meanwhile, the peak RSS of --pid.
import fs from 'node:fs'
import http from 'node:http'
import { DEFAULT_PORT, LOCAL_EMAILJS } from '../src/config.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : fallback
}
const mode = process.argv[2]
const url = new URL(arg('--url', `http://127.0.0.1:${process.env.LOCAL_STACK_PORT || DEFAULT_PORT}`))
// Just under the 1 MiB a send may carry.
const ONE_MB = 1_040_000

/** One EmailJS send from a given local address; resolves with the status and text. */
function send(address, params) {
  const body = JSON.stringify({
    lib_version: '4.4.1',
    user_id: LOCAL_EMAILJS.publicKey,
    service_id: LOCAL_EMAILJS.serviceId,
    template_id: LOCAL_EMAILJS.templateId,
    template_params: params,
  })
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/v1.0/email/send',
        localAddress: address,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', (e) => resolve({ status: 0, text: e.message }))
    req.end(body)
  })
}
const tally = (answers) => answers.reduce((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {})
const list = async () => (await fetch(`${url.origin}/__outbox?last=1000`)).json()

await fetch(`${url.origin}/__outbox`, { method: 'DELETE' })

if (mode === 'evict') {
  const genuine = { form_source: 'Demande de devis rapide', name: 'Jeanne Dupont', email: 'jeanne@example.fr', message: 'Fissures en façade.' }
  console.log(`genuine quote: ${(await send('127.0.8.1', genuine)).status}`)
  const sends = Number(arg('--sends', 33))
  const big = 'y'.repeat(ONE_MB - 300)
  const t0 = performance.now()
  const answers = await Promise.all(Array.from({ length: sends }, (_, i) => send('127.0.8.2', { name: `Gros envoi ${i}`, message: big })))
  console.log(`${sends} sends of 1 MB from one address in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(tally(answers))}`)
  let state = await list()
  const kept = () => state.messages.some((m) => m.template_params.name === 'Jeanne Dupont')
  console.log(`outbox: ${state.total} message(s), ${state.dropped ?? 0} dropped, ${state.refused ?? 0} refused; genuine quote ${kept() ? 'kept' : 'GONE'}`)
  const small = Number(arg('--small', 500))
  const smallAnswers = []
  for (let i = 0; i < small; i++) smallAnswers.push(await send(`127.0.${9 + Math.floor(i / 250)}.${1 + (i % 250)}`, { name: `Petit envoi ${i}` }))
  state = await list()
  console.log(`${small} small sends from ${small} addresses: ${JSON.stringify(tally(smallAnswers))}`)
  console.log(`outbox: ${state.total} message(s), ${state.dropped ?? 0} dropped, ${state.refused ?? 0} refused; genuine quote ${kept() ? 'kept' : 'GONE'}`)
} else if (mode === 'page') {
  const invisible = '\u200b'.repeat(Math.floor((ONE_MB - 300) / 3))
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(`127.0.7.${1 + i}`, { name: `Invisible ${i}`, message: invisible })))
  console.log(`20 sends of 1 MB of U+200B: ${JSON.stringify(tally(answers))}`)
  const site = arg('--site', null)
  const pid = arg('--pid', null)
  const peak = () => (pid ? Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024 : 0)
  const rssBefore = peak()
  let probing = Boolean(site)
  let longestProbe = 0
  const probe = (async () => {
    while (probing) {
      const t = performance.now()
      try {
        await (await fetch(site, { signal: AbortSignal.timeout(120_000) })).arrayBuffer()
      } catch {}
      longestProbe = Math.max(longestProbe, performance.now() - t)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  const pages = Number(arg('--pages', 1))
  const t0 = performance.now()
  const sizes = await Promise.all(
    Array.from({ length: pages }, async () => {
      const res = await fetch(`${url.origin}/__outbox/ui`)
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength }
    }),
  )
  const seconds = (performance.now() - t0) / 1000
  probing = false
  await probe
  console.log(`${pages} GET /__outbox/ui: ${sizes.map((s) => `${s.status} ${(s.bytes / 1024).toFixed(0)} KB`).join(', ')} in ${seconds.toFixed(1)} s`)
  if (site) console.log(`longest static-site answer meanwhile: ${(longestProbe / 1000).toFixed(1)} s`)
  if (pid) console.log(`peak RSS of ${pid}: ${Math.round(peak())} MB (${Math.round(rssBefore)} MB before the page)`)
} else {
  console.error('Usage: outbox-flood.mjs evict|page [options] (see the comment at the top)')
  process.exit(2)
}
