// The gateway keeps its connections to PostgREST alive; PostgREST closes one after it idles. A request
// written on a connection as it is being closed meets a reset before PostgREST read it: the gateway
// sends it once more on a new connection instead of answering 502 « PostgREST unavailable: socket hang
// up » (met in loaded npm tests, 2026-11-27). A stand-in for PostgREST resets exactly that case, on every
// kept-alive connection at once: the copy must go on a new connection, not on another idled-out one.
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { createGateway } from '../src/gateway.mjs'

const keys = { anonKey: 'anon-test-key', serviceKey: 'service-test-key' }
const seen: { socket: number; reset: boolean }[] = []
const sockets = new Map<Socket, number>()
/** From this many connections on, every request on an already used connection is reset (they all idled out). */
let resetUsedFrom = Infinity
/** Requests held until this many have arrived, so that the gateway opens that many connections. */
let holdUntil = 0
const held: (() => void)[] = []
const postgrest = http.createServer({ keepAlive: true }, (req, res) => {
  const socket = sockets.get(req.socket) ?? sockets.size + 1
  sockets.set(req.socket, socket)
  const reset = sockets.size >= resetUsedFrom && seen.some((request) => request.socket === socket)
  seen.push({ socket, reset })
  if (reset) {
    req.socket.resetAndDestroy()
    return
  }
  const answer = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id":"1"}]')
  held.push(answer)
  if (held.length >= holdUntil) held.splice(0).forEach((release) => release())
})
await new Promise<void>((done) => postgrest.listen(0, '127.0.0.1', done))
const gateway = createGateway({ keys, emailjs: { serviceId: 's', templateIds: [], publicKey: 'p' }, log: () => {} } as never)
gateway.setBackend({ postgrestUrl: `http://127.0.0.1:${(postgrest.address() as AddressInfo).port}`, pool: null as never, generation: () => 0 })
const port = await gateway.listen(0)
afterAll(async () => {
  await gateway.close()
  postgrest.close()
})

const read = () => fetch(`http://127.0.0.1:${port}/rest/v1/avis?select=id`, { headers: { apikey: keys.anonKey } })

test('a request reset on a kept-alive connection to PostgREST is sent again on a new one, answered once', async () => {
  // Two reads at once: the gateway keeps two connections alive.
  holdUntil = 2
  expect((await Promise.all([read(), read()])).map((answer) => answer.status)).toEqual([200, 200])
  holdUntil = 0
  resetUsedFrom = 2
  const answer = await read()
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual([{ id: '1' }])
  // The third request was written on a kept-alive connection and reset; its copy went on a new one,
  // not on the other kept-alive connection, which had idled out too.
  expect(seen.slice(2)).toEqual([
    { socket: expect.any(Number), reset: true },
    { socket: 3, reset: false },
  ])
  expect(seen[2]?.socket).toBeLessThanOrEqual(2)
})
