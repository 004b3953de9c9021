// Requests meant to freeze or flood the embedded stack, through the real gateway: oversized and
// slowly sent bodies, bulk inserts, filter operators the site never uses, and a flooded outbox.
import http from 'node:http'
import net from 'node:net'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { localKeys } from '../src/index.mjs'
import { createGateway } from '../src/gateway.mjs'
import { newRow, sql, stack, storedIds } from './helpers.ts'

/** Raw HTTP exchange: what a client gets back, even when the server answers before reading everything. */
function exchange(head: string, body: Buffer | null, { chunked = false } = {}): Promise<{ status: number; text: string; reset: boolean }> {
  const u = new URL(stack().url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port) })
    const chunks: Buffer[] = []
    let reset = false
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', () => {
      reset = true
    })
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, text, reset })
    })
    socket.write(head)
    if (body) {
      if (chunked) {
        for (let i = 0; i < body.length; i += 64 * 1024) {
          const part = body.subarray(i, i + 64 * 1024)
          socket.write(`${part.length.toString(16)}\r\n`)
          socket.write(part)
          socket.write('\r\n')
        }
        socket.write('0\r\n\r\n')
      } else socket.write(body)
    }
    socket.setTimeout(30_000, () => socket.destroy())
  })
}

const restHead = (length: number | null, path = '/rest/v1/avis') => {
  const s = stack()
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${s.anonKey}\r\nContent-Type: application/json\r\nConnection: close\r\n` +
    (length === null ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
    '\r\n'
  )
}

const read = async (query = 'select=id&limit=1') => {
  const s = stack()
  const started = Date.now()
  const res = await fetch(`${s.restUrl}/avis?${query}`, { headers: { apikey: s.anonKey }, signal: AbortSignal.timeout(20_000) })
  return { status: res.status, json: await res.json(), ms: Date.now() - started }
}

describe('/rest/v1 bodies', () => {
  test('a body over 16 KB is refused with a 413 that the client actually receives (declared or chunked)', async () => {
    const big = Buffer.from(JSON.stringify([newRow({ message: 'x'.repeat(30 * 1024 * 1024) })]))
    const started = Date.now()
    const declared = await exchange(restHead(big.length), big)
    expect(declared.status).toBe(413)
    expect(declared.text).toContain('"code":"PGRST413"')
    expect(Date.now() - started).toBeLessThan(10_000)
    const chunked = await exchange(restHead(null), big.subarray(0, 200 * 1024), { chunked: true })
    expect(chunked.status).toBe(413)
    // Reads were never held up by it.
    expect((await read()).status).toBe(200)
    // A real review just under the cap still goes through: 2,000 characters of 4-byte emoji.
    const row = newRow({ message: '😀'.repeat(2000) })
    const body = Buffer.from(JSON.stringify([row]))
    expect(body.length).toBeGreaterThan(8000)
    expect((await exchange(restHead(body.length), body)).status).toBe(201)
    await sql('delete from public.avis where id = $1', [row.id])
  })

  test('several rows in one request are refused (400) and none is stored', async () => {
    const rows = [newRow(), newRow()]
    const body = Buffer.from(JSON.stringify(rows))
    const answer = await exchange(restHead(body.length), body)
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('one review per request')
    expect(await storedIds(rows.map((r) => r.id))).toEqual([])
  })

  test('bodies sent slowly get a 408 after the deadline, while normal reads beside them keep answering', async () => {
    const u = new URL(stack().url)
    const senders = Array.from({ length: 16 }, () => {
      const socket = net.connect({ host: u.hostname, port: Number(u.port) })
      const state = { status: 0, closedAfter: 0 }
      const opened = Date.now()
      socket.on('error', () => {})
      socket.on('data', (c: Buffer) => {
        state.status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(c.toString())?.[1] ?? 0)
      })
      socket.write(restHead(5000))
      socket.write('[')
      const drip = setInterval(() => socket.writable && socket.write(' '), 500)
      socket.on('close', () => {
        clearInterval(drip)
        state.closedAfter = Date.now() - opened
      })
      return { socket, state, drip }
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const reads = await Promise.all([read(), read(), read(), read()])
      for (const r of reads) {
        expect(r.status).toBe(200)
        expect(r.ms).toBeLessThan(5000)
      }
      // Each slow sender is answered 408 and closed once the deadline has passed, not before.
      const deadline = stack().requestTimeoutMs
      await expect.poll(() => senders.filter(({ state }) => state.closedAfter > 0).length, { timeout: deadline + 10_000, interval: 250 }).toBe(senders.length)
      for (const { state } of senders) {
        expect(state.status).toBe(408)
        expect(state.closedAfter).toBeGreaterThanOrEqual(deadline - 100)
      }
    } finally {
      for (const { socket, drip } of senders) {
        clearInterval(drip)
        socket.destroy()
      }
    }
  })
})

describe('/rest/v1 query strings', () => {
  test('only the filters the site and the owner use reach PostgREST: regular expressions, like, full-text, or-trees, casts and embeds get a 400', async () => {
    for (const query of [
      'message=imatch.(.{1,200}){1,200}x',
      'message=match.abc',
      'message=not.imatch.abc',
      'message=like.*a*',
      'message=ilike.*a*',
      'message=fts.avis',
      'or=(note.eq.1,note.eq.5)',
      'select=nom,note::text',
      'select=*,avis(*)',
      'message->>x=eq.1',
    ]) {
      const r = await read(`${query.startsWith('select=') ? '' : 'select=id&'}${query.replace(/[(){}>]/g, encodeURIComponent)}`)
      expect(r.status, query).toBe(400)
      expect(r.json, query).toMatchObject({ code: 'PGRST100' })
    }
    // What the site (its three reads) and the owner's tools send still passes.
    for (const query of [
      'select=*&approuve=eq.true&note=gte.4&type_projet=eq.Expertise+fissures&order=date_creation.desc&limit=3',
      'select=*&approuve=eq.true&order=date_creation.desc&offset=9&limit=9',
      'select=id&id=in.(0f1e8c52-6b0d-4a52-9a37-1c2f4d5e6a01)&email=not.is.null',
    ]) {
      expect((await read(query)).status, query).toBe(200)
    }
  })
})

describe('/rest/v1 query strings split on ;', () => {
  test('a filter smuggled after a ";" (PostgREST splits on it as on "&") is refused like the same filter after "&"', async () => {
    for (const query of [
      'select=nom,note&note=gt.0;nom=imatch.%5EMarc%20D',
      'select=nom,note&note=gt.0&nom=imatch.%5EMarc%20D',
      'select=nom;or=(note.eq.1,note.eq.5)',
      'select=id&note=gt.0;message=imatch.(.%7B1,200%7D)%7B1,200%7Dx',
      'select=id;select=*,avis(*)',
      'select=id&note=eq.5;and=(note.eq.1)',
    ]) {
      const r = await read(query)
      expect(r.status, query).toBe(400)
      expect(r.json, query).toMatchObject({ code: 'PGRST100' })
    }
    // An escaped ";" is data, not a separator: the value reaches PostgREST whole (and is not a number).
    const escaped = await read('select=id&note=gt.0%3Bnom%3Dimatch.x')
    expect(escaped.status).toBe(400)
    expect(escaped.json).toMatchObject({ code: '22P02' })
  })
})

const tally = (answers: Array<{ status: number }>) => answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {})

/** One EmailJS send to a gateway, from a given loopback address (the rate limit counts per address). */
function sendFrom(origin: string, address: string, params: Record<string, unknown>): Promise<{ status: number; text: string }> {
  const e = stack().emailjs
  const body = JSON.stringify({ user_id: e.publicKey, service_id: e.serviceId, template_id: e.templateId, template_params: params })
  const u = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        method: 'POST',
        path: '/api/v1.0/email/send',
        localAddress: address,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A second, real gateway in front of the suite's database and PostgREST, with other outbox settings. */
async function ownGateway(options: Partial<Parameters<typeof createGateway>[0]>) {
  const pool = new pg.Pool({ connectionString: stack().dbUri, max: 1 })
  pool.on('error', () => {})
  const gateway = createGateway({ keys: localKeys(), emailjs: stack().emailjs, log: () => {}, ...options })
  gateway.setBackend({ postgrestUrl: stack().postgrestUrl, pool, generation: () => 0 })
  const port = await gateway.listen(0)
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await gateway.close()
      await pool.end()
    },
  }
}

const genuine = { form_source: 'Demande de devis rapide', name: 'Jeanne Dupont', email: 'jeanne@example.fr', message: 'Fissures en façade depuis l’été.' }

describe('the outbox', () => {
  const send = (params: Record<string, unknown>) =>
    fetch(`${stack().url}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user_id: stack().emailjs.publicKey,
        service_id: stack().emailjs.serviceId,
        template_id: stack().emailjs.templateId,
        template_params: params,
      }),
    })
  afterAll(async () => {
    await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
  })

  test('a body over 1 MiB gets its 413, not a dropped connection', async () => {
    const e = stack().emailjs
    const body = Buffer.from(
      JSON.stringify({ user_id: e.publicKey, service_id: e.serviceId, template_id: e.templateId, template_params: { message: 'x'.repeat(2 * 1024 * 1024) } }),
    )
    const answer = await exchange(
      `POST /api/v1.0/email/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    )
    expect(answer.status).toBe(413)
  })

  test('a flood from one address gets 429 once its burst is spent, and the genuine request sent before it stays', async () => {
    // Its own gateway on the suite's database and PostgREST, with the rate limit on (the suite's is
    // off); a refill too slow to matter within the test, so that what passes does not depend on time.
    const gateway = await ownGateway({ outboxRatePerMinute: 0.001, outboxBurst: 3 })
    try {
      await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
      expect((await sendFrom(gateway.url, '127.0.8.1', genuine)).status).toBe(200)
      const big = 'y'.repeat(1_000_000)
      const flood = await Promise.all(Array.from({ length: 33 }, (_, i) => sendFrom(gateway.url, '127.0.8.2', { name: `Gros envoi ${i}`, message: big })))
      expect(tally(flood)).toEqual({ 200: 3, 429: 30 })
      expect(flood.find((a) => a.status === 429)?.text).toBe('Too Many Requests')
      // Another client is not held up by the first one's limit.
      expect((await sendFrom(gateway.url, '127.0.8.3', { name: 'Autre client' })).status).toBe(200)
      const list = await (await fetch(`${stack().url}/__outbox`)).json()
      expect(list.messages.map((m: { template_params: { name: string } }) => m.template_params.name)).toContain('Jeanne Dupont')
      expect(list.total).toBe(5)
    } finally {
      await gateway.close()
    }
  })

  test('a full outbox refuses the newcomer (429) and keeps every message it holds, by size and by count', async () => {
    const gateway = await ownGateway({ outboxRatePerMinute: 0, outboxMaxMessages: 10, outboxMaxBytes: 4 * 1024 * 1024 })
    try {
      await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
      expect((await sendFrom(gateway.url, '127.0.9.1', genuine)).status).toBe(200)
      const big = 'y'.repeat(1_000_000)
      const bigSends = []
      for (let i = 0; i < 6; i++) bigSends.push(await sendFrom(gateway.url, `127.0.9.${10 + i}`, { name: `Gros envoi ${i}`, message: big }))
      expect(bigSends.map((a) => a.status)).toEqual([200, 200, 200, 200, 429, 429])
      expect(bigSends[4]!.text).toMatch(/^The local outbox is full/)
      const small = []
      for (let i = 0; i < 6; i++) small.push((await sendFrom(gateway.url, `127.0.9.${30 + i}`, { name: `Petit envoi ${i}` })).status)
      expect(small).toEqual([200, 200, 200, 200, 200, 429])
      const list = await (await fetch(`${stack().url}/__outbox`)).json()
      expect(list.total).toBe(10)
      expect(list.refused).toBe(3)
      expect(list.messages[0].template_params).toEqual(genuine)
      const page = await (await fetch(`${stack().url}/__outbox/ui`)).text()
      expect(page).toContain('3 envoi(s) refusé(s) : la boîte est pleine')
    } finally {
      await gateway.close()
    }
  })

  test('the page of 20 messages of 1 MB of zero-width spaces is bounded: runs collapsed, values cut, every message listed', async () => {
    await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
    const invisible = '\u200b'.repeat(340_000)
    const sends = await Promise.all(Array.from({ length: 20 }, (_, i) => sendFrom(stack().url, '127.0.10.1', { name: `Invisible ${i}`, message: invisible })))
    expect(sends.map((a) => a.status)).toEqual(Array(20).fill(200))
    const res = await fetch(`${stack().url}/__outbox/ui`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page.length).toBeLessThan(200_000)
    expect(page.match(/<article>/g)).toHaveLength(20)
    expect(page).toContain('Invisible 19')
    expect(page).toContain('<span class="hidden-char">&lt;U+200B&gt;×1500</span>')
    expect(page).toMatch(/340\s000 caractères en tout/)
  })

  test('the page lists 20 messages, newest first, and links to the older ones', async () => {
    await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
    for (let i = 1; i <= 25; i++) expect((await send({ name: `Envoi ${i}` })).status).toBe(200)
    const page1 = await (await fetch(`${stack().url}/__outbox/ui`)).text()
    expect(page1.match(/<article>/g)).toHaveLength(20)
    expect(page1.indexOf('Envoi 25<')).toBeLessThan(page1.indexOf('Envoi 24<'))
    expect(page1).not.toContain('Envoi 5<')
    expect(page1).toContain('Page 1 sur 2')
    const page2 = await (await fetch(`${stack().url}/__outbox/ui?page=2`)).text()
    expect(page2.match(/<article>/g)).toHaveLength(5)
    expect(page2).toContain('Envoi 1<')
    expect(page2).not.toContain('Envoi 25<')
  })

  test('the UI shows control and invisible characters as visible tokens', async () => {
    await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
    expect((await send({ phone: '06 12 34 56 78\u001b[2K\u001b[1G\r07 00 00 00 00', name: 'Jean\u200bne\u202e' })).status).toBe(200)
    const page = await (await fetch(`${stack().url}/__outbox/ui`)).text()
    expect(page).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202e]/)
    expect(page).toContain(
      '06 12 34 56 78<span class="hidden-char">\\x1b</span>[2K<span class="hidden-char">\\x1b</span>[1G<span class="hidden-char">\\r</span>07 00 00 00 00',
    )
    expect(page).toContain('Jean<span class="hidden-char">&lt;U+200B&gt;</span>ne<span class="hidden-char">&lt;U+202E&gt;</span>')
  })
})
