import crypto from 'node:crypto'
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

/** A row exactly like the site's insert (spec §7.4): approuve true, no .select(). */
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
