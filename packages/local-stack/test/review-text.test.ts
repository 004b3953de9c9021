// What a review may contain (migration …_avis_text_hygiene), through real supabase-js → gateway →
// PostgREST → Postgres, as an anonymous visitor would send it.
import { afterAll, describe, expect, test } from 'vitest'
import { clients, newRow, sql, stack } from './helpers.ts'

const { anon, service } = clients()
const created: string[] = []
afterAll(async () => {
  if (created.length) await service.from('avis').delete().in('id', created)
})

/** Each insert is refused (400 23514) by the named check. */
async function expectRefused(cases: Array<[string, Record<string, unknown>, RegExp]>) {
  for (const [label, patch, constraint] of cases) {
    const res = await insert(patch)
    expect(res.status, label).toBe(400)
    expect(res.error, label).toMatchObject({ code: '23514' })
    expect(res.error?.message, label).toMatch(constraint)
  }
}

async function insert(patch: Record<string, unknown>) {
  const row = newRow(patch)
  const res = await anon.from('avis').insert([row])
  if (res.status === 201) created.push(row.id)
  return res
}

describe('blank or invisible text', () => {
  test('is refused (400 23514) where visible text of the same length passes', async () => {
    await expectRefused([
      ['message of ten spaces', { message: ' '.repeat(10) }, /avis_message_check/],
      ['message of ten zero-width spaces', { message: '\u200b'.repeat(10) }, /avis_message_check/],
      ['message: "e" and nine combining accents', { message: `e${'\u0301'.repeat(9)}` }, /avis_message_check/],
      ['message: nine letters padded with no-break and ideographic spaces', { message: `\u00a0\u3000abcdefghi\u2009\u200d` }, /avis_message_check/],
      ['message: nine letters and a BOM', { message: 'abcdefghi\ufeff' }, /avis_message_check/],
      ['nom of a zero-width space', { nom: '\u200b' }, /avis_nom_check/],
      ['nom of no-break spaces', { nom: '\u00a0\u00a0' }, /avis_nom_check/],
      ['nom of a Hangul filler', { nom: '\u3164' }, /avis_nom_check/],
    ])
    // Visible characters are what counts: ten of them with inner spaces, accents or emoji pass.
    for (const message of ['Très bien!', 'e\u0301te\u0301 parfait', '😀😀😀😀😀😀😀😀😀😀', '  Parfait, merci.  ', 'ça va\tbien\net vous']) {
      expect((await insert({ message })).status, message).toBe(201)
    }
    expect((await insert({ nom: 'Zoë' })).status).toBe(201)
  })
})

describe('invisible text, by the Unicode classes (letters, numbers, punctuation and symbols count)', () => {
  test('the reported invisible reviews are refused (400 23514): format characters, marks, padded no-break spaces', async () => {
    await expectRefused([
      ['ten musical format characters U+1D173', { message: '\u{1D173}'.repeat(10) }, /avis_message_check/],
      ['ten shorthand format overlaps U+1BCA0', { message: '\u{1BCA0}'.repeat(10) }, /avis_message_check/],
      ['ten Egyptian hieroglyph joiners U+13430', { message: '\u{13430}'.repeat(10) }, /avis_message_check/],
      ['"e" and nine Hebrew sheva U+05B0', { message: `e${'\u05b0'.repeat(9)}` }, /avis_message_check/],
      ['"e" and nine Arabic fathatan U+064B', { message: `e${'\u064b'.repeat(9)}` }, /avis_message_check/],
      ['"a", eight no-break spaces, "b"', { message: `a${'\u00a0'.repeat(8)}b` }, /avis_message_check/],
      ['a name of a blank Braille pattern', { nom: '\u2800' }, /avis_nom_check/],
      ['a place of bidi and zero-width characters only', { localisation: '\u202e\u200b\u2066' }, /avis_localisation_(check|no_bidi_controls)/],
      ['a place of zero-width spaces', { localisation: '\u200b\u200b' }, /avis_localisation_check/],
      ['a place of spaces', { localisation: '   ' }, /avis_localisation_check/],
    ])
    for (const message of ['Très bien, merci !', 'شكرا جزيلا على العمل', '非常に良い仕事でした。', '👍👍👍👍👍👍👍👍👍👍', 'e\u0301te\u0301 parfait, ok']) {
      expect((await insert({ message })).status, message).toBe(201)
    }
    expect((await insert({ localisation: '2A - Corse-du-Sud' })).status).toBe(201)
  })

  test('bidi controls are refused in every text column, each of them', async () => {
    for (const control of ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const name = `U+${control.codePointAt(0)!.toString(16).toUpperCase()}`
      await expectRefused([
        [`${name} in the name`, { nom: `Jean${control}enaJ` }, /avis_nom_no_bidi_controls/],
        [`${name} in the message`, { message: `Très bon suivi ${control}du dossier.` }, /avis_message_no_bidi_controls/],
        [`${name} in the place`, { localisation: `34 - Hérault${control}` }, /avis_localisation_no_bidi_controls/],
        [`${name} in the e-mail`, { email: `jean${control}@example.fr` }, /review_emails_no_bidi_controls/],
      ])
    }
  })
})

describe('control characters', () => {
  test('are refused in every text column (400 23514); the message keeps tabs and line feeds', async () => {
    await expectRefused([
      ['ESC in the message', { message: 'Avis normal \u001b[2K effacé' }, /avis_message_no_control_chars/],
      ['CR in the message', { message: 'Avis normal\rréécrit ici' }, /avis_message_no_control_chars/],
      ['BEL in the message', { message: 'Avis normal \u0007 sonore' }, /avis_message_no_control_chars/],
      ['C1 CSI in the message', { message: 'Avis normal \u009b2K effacé' }, /avis_message_no_control_chars/],
      ['DEL in the nom', { nom: 'Jean\u007f' }, /avis_nom_no_control_chars/],
      ['tab in the nom', { nom: 'Jean\tDupont' }, /avis_nom_no_control_chars/],
      ['C1 in the nom', { nom: 'Jean\u009d0;titre' }, /avis_nom_no_control_chars/],
      ['BEL in the localisation', { localisation: '34 - Hérault\u0007' }, /avis_localisation_no_control_chars/],
      ['ESC in the e-mail', { email: 'a\u001b@example.fr' }, /review_emails_no_control_chars/],
    ])
    expect((await insert({ message: 'Première ligne\n\tdeuxième ligne, indentée.' })).status).toBe(201)
  })
})

describe('project type', () => {
  test('only the labels the review form offers', async () => {
    const res = await insert({ type_projet: 'Plomberie' })
    expect(res.status).toBe(400)
    expect(res.error?.message).toMatch(/avis_type_projet_check/)
    expect((await insert({ type_projet: 'Expertise fissures ' })).status).toBe(400)
    expect((await insert({ type_projet: 'Litige / désaccord' })).status).toBe(201)
  })
})

describe('public.avis.email cannot be published', () => {
  test('the owner typing an e-mail into the column (service role, as the table editor does) is refused; anon never sees one', async () => {
    const { data } = await anon.from('avis').select('id').limit(1)
    const id = data![0]!.id as string
    const res = await service.from('avis').update({ email: 'publie.par.erreur@example.fr' }).eq('id', id)
    expect(res.status).toBe(400)
    expect(res.error?.message).toMatch(/avis_email_never_stored/)
    const direct = await sql<{ n: number }>('select count(*)::int as n from public.avis where email is not null')
    expect(direct[0]!.n).toBe(0)
    const s = stack()
    const probe = await fetch(`${s.restUrl}/avis?select=nom,email&email=not.is.null`, { headers: { apikey: s.anonKey } })
    expect(await probe.json()).toEqual([])
    // An insert with an e-mail still works: it moves to the private table before the check.
    const withEmail = await insert({ email: 'prive@example.fr' })
    expect(withEmail.status).toBe(201)
  })
})
