// The review form and the database must agree on what a review may be: the same visible-character
// count (checked by sending random tricky texts to the real table of the local stack; over every
// code point in packages/local-stack/test/visible-text.test.ts), the same
// project-type labels (the migration's check against reviewProjectTypes), the same retention of the
// address fingerprint (the migration's default against the privacy texts).
import fs from 'node:fs'
import http from 'node:http'
import fc from 'fast-check'
import { describe, expect, inject, test } from 'vitest'
import { reviewModeration, reviewProjectTypes } from './reviews'
import { characterClass, sendableMessage, sendableName, visibleLength } from './review-text'

const MIGRATIONS = new URL('../../../../supabase/migrations/', import.meta.url)
const migrations = fs
  .readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => fs.readFileSync(new URL(f, MIGRATIONS), 'utf8'))

describe('visibleLength', () => {
  test.each([
    ['Très bien!', 10],
    ['  Parfait  ', 7],
    [' '.repeat(10), 0],
    ['\u200b'.repeat(10), 0],
    [`e${'\u0301'.repeat(9)}`, 1],
    ['e\u0301te\u0301', 3],
    ['\u00a0\u3000abc\u2009\u200d', 3],
    ['abc\ufeff', 3],
    ['😀😀', 2],
    ['a\u202eb', 2],
    ['\u3164', 0],
    ['ça va\tbien\net vous', 18],
    // What the first rule let through: format characters, marks, a run of no-break spaces.
    ['\u{1D173}'.repeat(10), 0],
    ['\u{1BCA0}'.repeat(10), 0],
    ['\u{13430}'.repeat(10), 0],
    [`e${'\u05b0'.repeat(9)}`, 1],
    [`e${'\u064b'.repeat(9)}`, 1],
    [`a${'\u00a0'.repeat(8)}b`, 3],
    ['\u2800', 0],
    ['شكرا جزيلا', 10],
    ['非常に良い', 5],
  ])('%j → %i', (text, expected) => {
    expect(visibleLength(text)).toBe(expected)
  })

  test('the classes come from Unicode data: letters, numbers, punctuation, symbols are visible; white space is space; marks, format, controls are not counted', () => {
    for (const char of ['a', 'É', 'ß', 'ж', 'ع', '中', '7', '٣', '!', '«', '€', '😀']) expect(characterClass(char.codePointAt(0)!), char).toBe('V')
    for (const char of [' ', '\t', '\n', '\u00a0', '\u2009', '\u3000', '\u2028']) expect(characterClass(char.codePointAt(0)!), JSON.stringify(char)).toBe('S')
    for (const char of [
      '\u0301',
      '\u05b0',
      '\u200b',
      '\u200d',
      '\u202e',
      '\u2066',
      '\u00ad',
      '\u0007',
      '\u3164',
      '\u{E0041}',
      '\u{1D173}',
      '\u{F0000}',
      '\u{10FFFF}',
    ]) {
      expect(characterClass(char.codePointAt(0)!), JSON.stringify(char)).toBe('I')
    }
  })
})

describe('what the form sends', () => {
  test('a pasted tab or control character in the name becomes a space; nothing else changes', () => {
    expect(sendableName('  Jean\tDupont ')).toBe('Jean Dupont')
    expect(sendableName('Zoé\u0007\u0085')).toBe('Zoé')
    expect(sendableName('\u001b')).toBe('')
    expect(sendableName('Élise d’Arc')).toBe('Élise d’Arc')
  })
  test('the message keeps its tabs and line feeds, other controls become spaces', () => {
    expect(sendableMessage('Ligne 1\n\tLigne 2\r\nFin\u001b[2K.')).toBe('Ligne 1\n\tLigne 2 \nFin [2K.')
  })
  test('bidi controls, which the table refuses in every column, are removed from both', () => {
    expect(sendableName('Jean\u202eenaJ\u2066')).toBe('JeanenaJ')
    expect(sendableMessage('Très \u200fbon\u061c suivi.')).toBe('Très bon suivi.')
  })
})

describe('the form counts like the database', () => {
  const stack = inject('localStack')
  /** An accepted review is deleted at once: the spam brake counts pending reviews, here and beside. */
  const remove = (id: string) =>
    fetch(`${stack.url}/rest/v1/avis?id=eq.${id}`, { method: 'DELETE', headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` } })

  let visitor = 0
  /** One anonymous insert, each from a network of its own (the spam brake counts per address and per /24). */
  const insert = (row: Record<string, unknown>) =>
    new Promise<number>((resolve, reject) => {
      visitor += 1
      const body = JSON.stringify([row])
      const u = new URL(stack.url)
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          method: 'POST',
          path: '/rest/v1/avis',
          localAddress: `127.${20 + Math.floor(visitor / 250)}.${1 + (visitor % 250)}.1`,
          headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end(body)
    })

  // Letters, accents both precomposed and combining, every kind of space, zero-width and format
  // characters, a blank filler, a tag, emoji: what a visitor (or a bot) may paste.
  const pieces = [
    'a',
    'é',
    'Z',
    '\u0301',
    '\u0327',
    ' ',
    '\u00a0',
    '\u2009',
    '\u3000',
    '\u2028',
    '\t',
    '\n',
    '\u200b',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u202e',
    '\u00ad',
    '\u3164',
    '\u{E0041}',
    '😀',
    '❤\ufe0f',
  ]
  const text = (max: number, from = pieces) => fc.array(fc.constantFrom(...from), { maxLength: max }).map((parts) => parts.join(''))
  // A name is one line, but a paste can bring a tab or a bell into its field: the form sends them
  // as spaces (sendableName), which the table takes. The message may also carry pasted controls.
  const namePieces = [...pieces.filter((piece) => piece !== '\n'), '\u0007', '\u0085']
  const messagePieces = [...pieces, '\r', '\u000b', '\u001b', '\u009b']

  test('messages: accepted by the table exactly when the form counts 10 visible characters or more', async () => {
    await fc.assert(
      fc.asyncProperty(text(24, messagePieces), async (typed) => {
        const id = crypto.randomUUID()
        const message = sendableMessage(typed)
        const status = await insert({ id, nom: 'Visiteur', note: 4, message, type_projet: 'Expertise fissures' })
        if (status === 201) await remove(id)
        expect(status, JSON.stringify(typed)).toBe(visibleLength(message) >= 10 ? 201 : 400)
      }),
      { numRuns: 120 },
    )
  }, 120_000)

  test('names: accepted by the table exactly when the form sees a visible character', async () => {
    await fc.assert(
      fc.asyncProperty(text(6, namePieces), async (typed) => {
        const id = crypto.randomUUID()
        const nom = sendableName(typed)
        const status = await insert({ id, nom, note: 4, message: `Avis de contrôle ${id}.`, type_projet: 'Expertise fissures' })
        if (status === 201) await remove(id)
        expect(status, JSON.stringify(typed)).toBe(visibleLength(nom) >= 1 ? 201 : 400)
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})

describe('one list of project types', () => {
  test('the table accepts exactly the labels the review form offers, in the same order', () => {
    const checks = migrations.flatMap((sql) => [...sql.matchAll(/constraint avis_type_projet_check\s+check \(type_projet in \(([^)]*)\)\)/g)])
    const latest = checks.at(-1)
    expect(latest, 'no migration lists the project types').toBeDefined()
    const labels = [...latest![1]!.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"))
    expect(labels).toEqual(reviewProjectTypes.map((type) => type.label))
  })
})

describe('retention of the address fingerprint', () => {
  test('the privacy texts state the database default', () => {
    const defaults = migrations.flatMap((sql) => [...sql.matchAll(/client_retention interval not null default interval '(\d+) hours'/g)])
    const hours = Number(defaults.at(-1)?.[1])
    expect(hours).toBeGreaterThan(0)
    expect(reviewModeration.addressRetention).toBe(`${hours}\u00a0heures`)
  })
})
