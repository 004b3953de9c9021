import crypto from 'node:crypto'
import http from 'node:http'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { inject } from 'vitest'

export const stack = () => inject('stack')

/** Real supabase-js clients, as the site (anon) and the owner (service_role) use them. */
export function clients() {
  const s = stack()
  const opts = { auth: { persistSession: false, autoRefreshToken: false }, db: { retry: false } } as const
  return {
    anon: createClient(s.url, s.anonKey, opts),
    service: createClient(s.url, s.serviceKey, opts),
  }
}

/** A row exactly like the site's insert (behaviour §7.4): approuve true, no .select(). */
export function newRow(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    nom: 'Test Visiteur',
    email: null,
    note: 5,
    message: 'Un avis de test suffisamment long.',
    type_projet: 'Expertise fissures',
    localisation: '34 - Hérault',
    anonyme: false,
    date_creation: new Date().toISOString(),
    approuve: true,
    ...overrides,
  }
}

export async function sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack().dbUri })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

export interface Answer {
  status: number
  body: string
  json: () => any
}

/**
 * One anonymous insert through the gateway, sent from a given loopback address (127.0.0.0/8 all
 * reaches this machine), so that the gateway sees distinct clients exactly as it would on a network.
 */
export function insertFrom(
  address: string,
  row: Record<string, unknown>,
  { headers = {}, agent }: { headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<Answer> {
  const s = stack()
  const u = new URL(s.url)
  const body = JSON.stringify([row])
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        method: 'POST',
        path: '/rest/v1/avis?columns=%22id%22,%22nom%22,%22email%22,%22note%22,%22message%22,%22type_projet%22,%22localisation%22,%22anonyme%22,%22date_creation%22,%22approuve%22',
        localAddress: address,
        agent,
        headers: {
          apikey: s.anonKey,
          Authorization: `Bearer ${s.anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Rows (as the owner sees them) among these ids. */
export async function storedIds(ids: string[]): Promise<string[]> {
  const rows = await sql<{ id: string }>('select id::text as id from public.avis where id = any($1::uuid[])', [ids])
  return rows.map((r) => r.id)
}
