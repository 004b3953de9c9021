// The three reads of behaviour §7 (1 testimonials, 2 count, 3 page) on the seed, through supabase-js.
import { describe, expect, test } from 'vitest'
import { clients, sql, stack } from './helpers.ts'

const { anon, service } = clients()

type Row = { id: string; note: number; type_projet: string; date_creation: string; approuve: boolean }

async function approvedNewestFirst(): Promise<Row[]> {
  const { data, error } = await service.from('avis').select('*').eq('approuve', true)
  expect(error).toBeNull()
  return (data as Row[]).sort((a, b) => Date.parse(b.date_creation) - Date.parse(a.date_creation))
}

describe('seed', () => {
  test('≥ 30 reviews, 30 approved, some pending, every project type the table accepts, notes 1–5', async () => {
    const { data } = await service.from('avis').select('*')
    const rows = (data as Row[]).filter((r) => r.id.startsWith('0f1e8c52-6b0d-4a52-9a37-1c2f4d5e6a'))
    expect(rows.length).toBeGreaterThanOrEqual(30)
    expect(rows.filter((r) => r.approuve).length).toBe(30)
    expect(rows.some((r) => !r.approuve)).toBe(true)
    // Every project type the table accepts (its check lists the review form's labels) is in the seed.
    const [{ def }] = (await sql<{ def: string }>("select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'avis_type_projet_check'")) as [
      { def: string },
    ]
    const allowed = [...def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"))
    expect(allowed).toHaveLength(8)
    expect(new Set(rows.map((r) => r.type_projet))).toEqual(new Set(allowed))
    expect(new Set(rows.map((r) => r.note))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(rows.filter((r) => r.note >= 4).length / rows.length).toBeGreaterThan(0.7)
  })
})

describe('call 2: count', () => {
  test('HEAD with count=exact returns the number of approved reviews and no rows', async () => {
    const res = await anon.from('avis').select('*', { count: 'exact', head: true }).eq('approuve', true)
    expect(res.error).toBeNull()
    expect(res.status).toBe(200)
    expect(res.data).toBeNull()
    expect(res.count).toBe((await approvedNewestFirst()).length)
    expect(res.count).toBe(30)
  })

  test('Content-Range is exposed to a localhost page (CORS), or count would be null in the browser', async () => {
    const s = stack()
    const res = await fetch(`${s.restUrl}/avis?select=*&approuve=eq.true`, {
      method: 'HEAD',
      headers: { apikey: s.anonKey, Prefer: 'count=exact', Origin: 'http://localhost:5173' },
    })
    expect(res.headers.get('content-range')).toBe('0-29/30')
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/)
  })
})

describe('call 3: pages', () => {
  const page = (n: number, size: number) =>
    anon
      .from('avis')
      .select('*')
      .eq('approuve', true)
      .order('date_creation', { ascending: false })
      .range(n * size, n * size + size - 1)

  test('pages of 9 cover every approved review once, newest first (9, 9, 9, 3, then [])', async () => {
    const expected = (await approvedNewestFirst()).map((r) => r.id)
    const seen: string[] = []
    const sizes: number[] = []
    for (let n = 0; n < 5; n++) {
      const { data, error, status } = await page(n, 9)
      expect(error).toBeNull()
      expect(status).toBe(200)
      sizes.push(data!.length)
      seen.push(...data!.map((r) => r.id))
    }
    expect(sizes).toEqual([9, 9, 9, 3, 0])
    expect(seen).toEqual(expected)
  })

  test('dates are strictly decreasing and every row is a full approved row', async () => {
    const { data } = await page(0, 30)
    const times = data!.map((r) => Date.parse(r.date_creation))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Object.keys(data![0]!).sort()).toEqual(
      ['anonyme', 'approuve', 'date_creation', 'email', 'id', 'localisation', 'message', 'nom', 'note', 'type_projet'].sort(),
    )
  })
})

describe('call 1: testimonials', () => {
  const testimonials = (type?: string) => {
    let q = anon.from('avis').select('*').eq('approuve', true).gte('note', 4)
    if (type) q = q.eq('type_projet', type)
    return q.order('date_creation', { ascending: false }).limit(3)
  }

  test('the 3 newest approved reviews rated 4 or 5', async () => {
    const expected = (await approvedNewestFirst())
      .filter((r) => r.note >= 4)
      .slice(0, 3)
      .map((r) => r.id)
    const { data, error } = await testimonials()
    expect(error).toBeNull()
    expect(data!.map((r) => r.id)).toEqual(expected)
    expect(data!.every((r) => r.note >= 4 && r.approuve)).toBe(true)
  })

  test.each(['Expertise fissures', 'Litige / désaccord', 'Infiltrations ou humidité', 'Autre expertise bâtiment', 'Type inconnu'])(
    'filtered by project type %s (labels with spaces, slash, accents)',
    async (type) => {
      const expected = (await approvedNewestFirst())
        .filter((r) => r.note >= 4 && r.type_projet === type)
        .slice(0, 3)
        .map((r) => r.id)
      const { data, error } = await testimonials(type)
      expect(error).toBeNull()
      expect(data!.map((r) => r.id)).toEqual(expected)
    },
  )

  test('a pending 5-star review never becomes a testimonial', async () => {
    const { data } = await testimonials()
    const pendingIds = ((await service.from('avis').select('id').eq('approuve', false)).data ?? []).map((r) => r.id)
    expect(data!.some((r) => pendingIds.includes(r.id))).toBe(false)
  })
})
