// Row-level security (behaviour §6) through real supabase-js → gateway → real PostgREST → Postgres (PGlite).
import { afterAll, describe, expect, test } from 'vitest'
import { signJwt } from '../src/index.mjs'
import { clients, newRow, sql, stack } from './helpers.ts'

const { anon, service } = clients()
const created: string[] = []
afterAll(async () => {
  if (created.length) await service.from('avis').delete().in('id', created)
})

async function stored(id: string) {
  const { data, error } = await service.from('avis').select('*').eq('id', id)
  expect(error).toBeNull()
  return data?.[0]
}

describe('schema and privileges (1)', () => {
  test('RLS is on and anon holds only SELECT and INSERT', async () => {
    const [t] = await sql<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.avis'::regclass")
    expect(t?.relrowsecurity).toBe(true)
    const grants = await sql<{ grantee: string; privilege_type: string }>(
      "select grantee, privilege_type from information_schema.role_table_grants where table_schema = 'public' and table_name = 'avis' and grantee in ('anon', 'authenticated', 'PUBLIC') order by 1, 2",
    )
    expect(grants).toEqual([
      { grantee: 'anon', privilege_type: 'INSERT' },
      { grantee: 'anon', privilege_type: 'SELECT' },
    ])
  })

  test('the moderation trigger function is SECURITY INVOKER', async () => {
    const rows = await sql<{ proname: string; prosecdef: boolean }>(
      "select proname, prosecdef from pg_proc where proname in ('avis_force_moderation', 'avis_spam_brake') order by 1",
    )
    expect(rows).toEqual([
      { proname: 'avis_force_moderation', prosecdef: false },
      { proname: 'avis_spam_brake', prosecdef: true },
    ])
  })
})

describe('anonymous insert (2, 6)', () => {
  test('approuve: true is accepted (201, no body) and stored false, with the server date', async () => {
    const row = newRow({ date_creation: '2030-01-01T00:00:00.000Z' })
    created.push(row.id)
    const before = Date.now()
    const res = await anon.from('avis').insert([row])
    expect(res.error).toBeNull()
    expect(res.status).toBe(201)
    expect(res.data).toBeNull()
    const s = await stored(row.id)
    expect(s).toMatchObject({ id: row.id, nom: row.nom, note: 5, message: row.message, approuve: false })
    const at = new Date(s.date_creation).getTime()
    expect(at).toBeGreaterThan(before - 60_000)
    expect(at).toBeLessThan(Date.now() + 60_000)
  })

  test('chaining .select() after the insert fails (the new row is not readable): the site must not', async () => {
    const row = newRow()
    const res = await anon.from('avis').insert([row]).select()
    expect(res.status).toBe(401)
    expect(res.error?.code).toBe('42501')
    expect(await stored(row.id)).toBeUndefined()
  })

  test('the service role may insert an approved row (privileged: kept as sent)', async () => {
    const row = newRow({ date_creation: '2020-05-05T10:00:00.000Z' })
    created.push(row.id)
    expect((await service.from('avis').insert([row])).status).toBe(201)
    expect(await stored(row.id)).toMatchObject({ approuve: true, date_creation: '2020-05-05T10:00:00+00:00' })
    await service.from('avis').delete().eq('id', row.id)
  })
})

describe('anonymous reads (3)', () => {
  test('anon sees approved rows only', async () => {
    const { data, error } = await anon.from('avis').select('*')
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
    expect(data!.every((r) => r.approuve === true)).toBe(true)
    const all = await service.from('avis').select('id', { count: 'exact', head: true }).eq('approuve', true)
    expect(data!.length).toBe(all.count)
  })

  test('approuve=eq.false → [] although pending rows exist', async () => {
    const pending = await service.from('avis').select('id', { count: 'exact', head: true }).eq('approuve', false)
    expect(pending.count).toBeGreaterThan(0)
    const { data, error, status } = await anon.from('avis').select('*').eq('approuve', false)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([])
  })

  test('a pending row is invisible by id, and hidden from counts', async () => {
    const row = newRow()
    created.push(row.id)
    await anon.from('avis').insert([row])
    expect((await anon.from('avis').select('*').eq('id', row.id)).data).toEqual([])
    const c = await anon.from('avis').select('*', { count: 'exact', head: true }).eq('id', row.id)
    expect(c.count).toBe(0)
  })
})

describe('anonymous PATCH / DELETE (4)', () => {
  test('PATCH is refused (401 42501) and changes nothing', async () => {
    const { data: before } = await service.from('avis').select('*').order('id')
    const res = await anon.from('avis').update({ approuve: true, note: 1 }).eq('approuve', false)
    expect(res.status).toBe(401)
    expect(res.error).toMatchObject({ code: '42501', message: 'permission denied for table avis' })
    const res2 = await anon.from('avis').update({ message: 'vandalisme complet' }).eq('approuve', true)
    expect(res2.status).toBe(401)
    const { data: after } = await service.from('avis').select('*').order('id')
    expect(after).toEqual(before)
  })

  test('DELETE is refused (401 42501) and removes nothing', async () => {
    const { count: before } = await service.from('avis').select('*', { count: 'exact', head: true })
    const res = await anon.from('avis').delete().eq('approuve', true)
    expect(res.status).toBe(401)
    expect(res.error?.code).toBe('42501')
    const res2 = await anon.from('avis').delete().eq('approuve', false)
    expect(res2.status).toBe(401)
    const { count: after } = await service.from('avis').select('*', { count: 'exact', head: true })
    expect(after).toBe(before)
  })

  test('upsert (POST with on-conflict update) cannot rewrite an existing row', async () => {
    const { data } = await anon.from('avis').select('*').limit(1)
    const victim = data![0]!
    const res = await anon.from('avis').upsert([{ ...victim, message: 'réécrit par un attaquant' }])
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect((await stored(victim.id)).message).toBe(victim.message)
  })
})

describe('constraint violations → 4xx with PostgREST error body (5)', () => {
  const cases: Array<[string, Record<string, unknown>, number, string, RegExp]> = [
    ['note 0', { note: 0 }, 400, '23514', /avis_note_check/],
    ['note 6', { note: 6 }, 400, '23514', /avis_note_check/],
    ['note not a number', { note: 'cinq' }, 400, '22P02', /integer/],
    ['message of 9 characters', { message: '123456789' }, 400, '23514', /avis_message_check/],
    ['message of 2,001 characters', { message: 'x'.repeat(2001) }, 400, '23514', /avis_message_check/],
    ['message null', { message: null }, 400, '23502', /message/],
    ['nom null', { nom: null }, 400, '23502', /nom/],
    ['nom blank', { nom: '   ' }, 400, '23514', /avis_nom_check/],
    ['nom of 101 characters', { nom: 'n'.repeat(101) }, 400, '23514', /avis_nom_check/],
    ['nom padded past 100 with spaces', { nom: `Jean${' '.repeat(200)}` }, 400, '23514', /avis_nom_check/],
    ['type_projet blank', { type_projet: '' }, 400, '23514', /avis_type_projet_check/],
    ['email of 255 characters', { email: `${'e'.repeat(243)}@example.com` }, 400, '23514', /avis_email_check/],
    ['type_projet null', { type_projet: null }, 400, '23502', /type_projet/],
    ['type_projet of 101 characters', { type_projet: 't'.repeat(101) }, 400, '23514', /avis_type_projet_check/],
    ['localisation of 101 characters', { localisation: 'l'.repeat(101) }, 400, '23514', /avis_localisation_check/],
    ['malformed uuid', { id: 'pas-un-uuid' }, 400, '22P02', /uuid/],
    ['unknown column', { honeypot: 'x' }, 400, 'PGRST204', /honeypot/],
  ]
  test.each(cases)('%s', async (_label, patch, status, code, message) => {
    const row = newRow(patch)
    const res = await anon.from('avis').insert([row])
    expect(res.status).toBe(status)
    expect(Object.keys(res.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message'])
    expect(res.error?.code).toBe(code)
    expect(res.error?.message).toMatch(message)
    if (typeof row.id === 'string' && /^[0-9a-f-]{36}$/.test(row.id)) expect(await stored(row.id)).toBeUndefined()
  })

  test('boundaries are accepted: note 1 and 5, message of 10 and 2,000, nom of 100', async () => {
    for (const patch of [{ note: 1 }, { message: '1234567890' }, { message: 'y'.repeat(2000), nom: 'n'.repeat(100) }]) {
      const row = newRow(patch)
      created.push(row.id)
      expect((await anon.from('avis').insert([row])).status).toBe(201)
    }
  })

  test('duplicate id → 409 23505 and the first row is untouched', async () => {
    const row = newRow()
    created.push(row.id)
    expect((await anon.from('avis').insert([row])).status).toBe(201)
    const res = await anon.from('avis').insert([{ ...row, message: 'Un second avis avec le même id.' }])
    expect(res.status).toBe(409)
    expect(res.error).toMatchObject({ code: '23505' })
    expect(Object.keys(res.error!).sort()).toEqual(['code', 'details', 'hint', 'message'])
    expect((await stored(row.id)).message).toBe(row.message)
  })

  test('duplicate of an approved seed id → 409, seed row unchanged', async () => {
    const { data } = await anon.from('avis').select('*').limit(1)
    const seed = data![0]!
    const res = await anon.from('avis').insert([newRow({ id: seed.id })])
    expect(res.status).toBe(409)
    expect(await stored(seed.id)).toEqual(seed)
  })
})

describe('no way around it', () => {
  test('private schemas are not exposed', async () => {
    const s = stack()
    const res = await fetch(`${s.restUrl}/settings`, {
      headers: { apikey: s.anonKey, 'Accept-Profile': 'avis_private' },
    })
    expect(res.status).toBe(406)
    const rpc = await anon.rpc('avis_force_moderation')
    expect(rpc.status).toBe(404)
  })

  test('a self-made service_role JWT (wrong secret) is rejected', async () => {
    const s = stack()
    const forged = signJwt({ role: 'service_role' }, 'another-secret-of-at-least-32-characters!!')
    const res = await fetch(`${s.restUrl}/avis?approuve=eq.false`, {
      headers: { apikey: s.anonKey, Authorization: `Bearer ${forged}` },
    })
    expect(res.status).toBe(401)
    expect((await res.json()).code).toBe('PGRST301')
  })
})
