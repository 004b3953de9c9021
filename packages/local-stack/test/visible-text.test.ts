// One definition of visible text: the table's function (avis_private.visible_length) and the review
// form's count (apps/site/app/content/review-text.ts) agree on every code point, both come from the
// generator as it runs today, and the owner's tools never hide a character the table counts.
import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { characterClass, visibleLength } from '../../../apps/site/app/content/review-text.ts'
import { generate, SQL_FILE, TS_FILE } from '../scripts/generate-visible-text.mjs'
import { segments } from '../src/visible-text.mjs'
import { sql } from './helpers.ts'

/**
 * One probe per code point c: c + "a" + c + c + "b" counts 5 when c is visible, 3 when it is white
 * space (leading space trimmed, the pair between "a" and "b" one gap), 2 when it is ignored.
 */
const probe = (c: string) => `${c}a${c}${c}b`
const isSurrogate = (cp: number) => cp >= 0xd800 && cp <= 0xdfff
const LAST = 0x10ffff
const SLICE = 0x8000

/** Maximal runs of equal counts, code points in order (surrogates skipped: text cannot hold them). */
function runsOf(count: (cp: number) => number) {
  const runs: Array<[number, number, number]> = []
  for (let cp = 1; cp <= LAST; cp++) {
    if (isSurrogate(cp)) continue
    const n = count(cp)
    const last = runs.at(-1)
    if (last && last[2] === n) last[1] = cp
    else runs.push([cp, cp, n])
  }
  return runs
}

/** The code points of [from, to] (surrogates skipped) that `keep` keeps, as one string. */
function kept(from: number, to: number, keep: (cp: number) => boolean) {
  let out = ''
  for (let cp = from; cp <= to; cp++) if (!isSurrogate(cp) && keep(cp)) out += String.fromCodePoint(cp)
  return out
}

/** Where two strings of code points part: the first code point one holds and the other does not. */
function firstDifference(table: string, form: string): string | undefined {
  if (table === form) return undefined
  const a = [...table]
  const b = [...form]
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  const hex = (c: string | undefined) => (c === undefined ? 'end' : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
  return `table ${hex(a[i])}, form ${hex(b[i])}`
}

describe('visible text', () => {
  // The table's count is char_length(btrim(regexp_replace(regexp_replace(value, IGNORED, ''), SPACE, ' '), ' ')):
  // what it counts for any text follows from which code points its two character classes hold. So
  // each class is checked on every code point, in bulk (one regexp_replace over each slice of the
  // code space, against the code points the form's table puts in that class), and the function
  // itself on probes at both ends of every run of equal counts. Before (2026-11-27), one probe per
  // code point through the function: 1.1 million calls, 38 s of the suite; this: a few seconds.
  test('the table and the form count the same for every code point', async () => {
    const [definition] = await sql<{ body: string }>(
      "select prosrc as body from pg_catalog.pg_proc where oid = 'avis_private.visible_length(text)'::pg_catalog.regprocedure",
    )
    const shape =
      /^\s*select pg_catalog\.char_length\(\s*pg_catalog\.btrim\(\s*pg_catalog\.regexp_replace\(\s*pg_catalog\.regexp_replace\(value, '([^']+)', '', 'g'\),\s*'([^']+)', ' ', 'g'\),\s*' '\)\)\s*$/
    const [, ignored, space] = shape.exec(definition!.body) ?? []
    expect(ignored, 'the function has the shape this test reads').toBeDefined()
    expect(space).toBeDefined()

    for (let from = 1; from <= LAST; from += SLICE) {
      const to = Math.min(from + SLICE - 1, LAST)
      const [row] = await sql<{ withoutIgnored: string; withoutSpace: string }>(
        `with slice as (select pg_catalog.string_agg(pg_catalog.chr(cp), '' order by cp) as text
                          from pg_catalog.generate_series($1::int, $2::int) cp where cp not between 55296 and 57343)
         select pg_catalog.regexp_replace(text, $3, '', 'g') as "withoutIgnored", pg_catalog.regexp_replace(text, $4, '', 'g') as "withoutSpace" from slice`,
        [from, to, ignored, space],
      )
      // What each class leaves of the slice: the first code point where the table and the form part, if any.
      expect(
        firstDifference(
          row!.withoutIgnored,
          kept(from, to, (cp) => characterClass(cp) !== 'I'),
        ),
        'ignored class',
      ).toBeUndefined()
      expect(
        firstDifference(
          row!.withoutSpace,
          kept(from, to, (cp) => characterClass(cp) !== 'S'),
        ),
        'white-space class',
      ).toBeUndefined()
    }

    // The function on both ends of every run, against the form's count.
    const form = runsOf((cp) => visibleLength(probe(String.fromCodePoint(cp))))
    const ends = [...new Set(form.flatMap(([first, last]) => [first, last]))]
    const rows = await sql<{ cp: number; n: number }>(
      "select cp, avis_private.visible_length(pg_catalog.chr(cp) || 'a' || pg_catalog.chr(cp) || pg_catalog.chr(cp) || 'b') as n from pg_catalog.unnest($1::int[]) cp",
      [ends],
    )
    const expected = new Map(
      form.flatMap(([first, last, n]) => [
        [first, n],
        [last, n],
      ]),
    )
    expect(rows.filter(({ cp, n }) => expected.get(cp) !== n)).toEqual([])
    expect(rows).toHaveLength(ends.length)
    // The three classes are all there: the probe tells them apart.
    expect(new Set(form.map((r) => r[2]))).toEqual(new Set([2, 3, 5]))
  }, 300_000)

  test('the committed class table and migration are what the generator gives from this Node.js’s Unicode data', () => {
    const { ts, sql: migration } = generate()
    expect(fs.readFileSync(TS_FILE, 'utf8')).toBe(ts)
    expect(fs.readFileSync(SQL_FILE, 'utf8')).toBe(migration)
  })

  test('the owner’s tools show as a token no character the table counts as visible', () => {
    // Every visible code point in one text: segments() decides each character alone (only U+200D
    // and U+FE0F depend on their neighbours, and neither is visible), so one call over all of them
    // finds what a million calls over one each would (1.9 s before, 2026-11-27).
    const visible = kept(0, LAST, (cp) => characterClass(cp) === 'V')
    expect(visible.includes('\u200d') || visible.includes('\ufe0f')).toBe(false)
    const tokens = segments(visible)
      .filter((s) => s.hidden)
      .map((s) => s.text)
    expect(tokens, 'counted as visible by the table, shown as a token by the CLI').toEqual([])
    expect([...visible].length).toBeGreaterThan(100_000)
  })
})
