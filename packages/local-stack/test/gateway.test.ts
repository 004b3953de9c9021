// Supabase's URL layout and key handling, CORS, readiness, and a clear error on a busy port.
import { describe, expect, test } from 'vitest'
import { startLocalStack } from '../src/index.mjs'
import { stack } from './helpers.ts'

describe('gateway', () => {
  test('health answers ok once ready', async () => {
    const res = await fetch(`${stack().url}/__health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  test('apikey alone works (used as the bearer token), like Supabase', async () => {
    const s = stack()
    const res = await fetch(`${s.restUrl}/avis?select=id&limit=1`, { headers: { apikey: s.anonKey } })
    expect(res.status).toBe(200)
    expect(await res.json()).toHaveLength(1)
  })

  test('no key → 401, unknown apikey → 401', async () => {
    const s = stack()
    const none = await fetch(`${s.restUrl}/avis`)
    expect(none.status).toBe(401)
    expect((await none.json()).message).toBe('No API key found in request')
    const bad = await fetch(`${s.restUrl}/avis`, { headers: { apikey: 'sb_publishable_nope' } })
    expect(bad.status).toBe(401)
    expect((await bad.json()).message).toBe('Invalid API key')
  })

  test('CORS preflight: any localhost origin allowed with the requested headers; foreign origins not', async () => {
    const s = stack()
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:3000']) {
      const res = await fetch(`${s.restUrl}/avis`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, content-type, content-profile, x-client-info',
        },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-headers')).toMatch(/content-profile/)
      expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/)
    }
    const foreign = await fetch(`${s.restUrl}/avis`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('a DNS-rebinding Host is refused', async () => {
    const { default: http } = await import('node:http')
    const u = new URL(stack().url)
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: u.hostname, port: u.port, path: '/__outbox', headers: { Host: 'evil.example' } }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .on('error', reject)
    })
    expect(status).toBe(403)
  })

  test('starting a second stack on a busy port fails fast with a clear message', async () => {
    const port = Number(new URL(stack().url).port)
    const started = Date.now()
    await expect(startLocalStack({ port, fresh: true, quiet: true, databaseUrl: null })).rejects.toThrow(
      new RegExp(`Port ${port} is already in use.*LOCAL_STACK_PORT`),
    )
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
