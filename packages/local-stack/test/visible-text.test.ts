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

/** Maximal runs of equal counts, code points in order (surrogates skipped: text cannot hold them). */
function runsOf(count: (cp: number) => number) {
  const runs: Array<[number, number, number]> = []
  for (let cp = 1; cp <= 0x10ffff; cp++) {
    if (isSurrogate(cp)) continue
    const n = count(cp)
    const last = runs.at(-1)
    if (last && last[2] === n) last[1] = cp
    else runs.push([cp, cp, n])
  }
  return runs
}

describe('visible text', () => {
  test('the table and the form count the same for every code point', async () => {
    const form = runsOf((cp) => visibleLength(probe(String.fromCodePoint(cp))))
    // In slices: one query over the whole code space would hold the embedded database longer than
    // its watchdog allows.
    const table: Array<[number, number, number]> = []
    for (let from = 1; from <= 0x10ffff; from += 0x8000) {
      const rows = await sql<{ first: number; last: number; n: number }>(
        `with counted as (
           select cp, avis_private.visible_length(chr(cp) || 'a' || chr(cp) || chr(cp) || 'b') as n
             from generate_series($1::int, least($1::int + 32767, 1114111)) cp where cp not between 55296 and 57343),
         grouped as (select cp, n, row_number() over (order by cp) - row_number() over (partition by n order by cp) as island from counted)
         select min(cp) as first, max(cp) as last, n from grouped group by n, island order by first`,
        [from],
      )
      for (const { first, last, n } of rows) {
        const previous = table.at(-1)
        if (previous && previous[2] === n) previous[1] = last
        else table.push([first, last, n])
      }
    }
    expect(table).toEqual(form)
    // The three classes are all there: the probe tells them apart.
    expect(new Set(form.map((r) => r[2]))).toEqual(new Set([2, 3, 5]))
  }, 300_000)

  test('the committed class table and migration are what the generator gives from this Node.js’s Unicode data', () => {
    const { ts, sql: migration } = generate()
    expect(fs.readFileSync(TS_FILE, 'utf8')).toBe(ts)
    expect(fs.readFileSync(SQL_FILE, 'utf8')).toBe(migration)
  })

  test('the owner’s tools show as a token no character the table counts as visible', () => {
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (isSurrogate(cp) || characterClass(cp) !== 'V') continue
      const shown = segments(String.fromCodePoint(cp))
      if (shown.some((s) => s.hidden)) throw new Error(`U+${cp.toString(16)} counts as visible but the CLI shows it as a token`)
    }
  })
})
