// The gateway keeps its connections to PostgREST alive; PostgREST closes one after it idles. A request
// written on a connection as it is being closed meets a reset before PostgREST read it: the gateway
// sends it once more on a new connection instead of answering 502 « PostgREST unavailable: socket hang
// up » (met once in a loaded npm test, 2026-11-27). A stand-in for PostgREST resets exactly that case.
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { createGateway } from '../src/gateway.mjs'

const keys = { anonKey: 'anon-test-key', serviceKey: 'service-test-key' }
const seen: { socket: number; reset: boolean }[] = []
const sockets = new Map<Socket, number>()
let resetNext = false
const postgrest = http.createServer({ keepAlive: true }, (req, res) => {
  const socket = sockets.get(req.socket) ?? sockets.size + 1
  sockets.set(req.socket, socket)
  const reset = resetNext && seen.some((request) => request.socket === socket)
  seen.push({ socket, reset })
  if (reset) {
    resetNext = false
    req.socket.resetAndDestroy()
    return
  }
  res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id":"1"}]')
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
  expect((await read()).status).toBe(200)
  resetNext = true
  const answer = await read()
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual([{ id: '1' }])
  // The second request was written on the first's connection and reset; its copy went on a new one.
  expect(seen).toEqual([
    { socket: 1, reset: false },
    { socket: 1, reset: true },
    { socket: 2, reset: false },
  ])
})
