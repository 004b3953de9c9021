// The committed Inter subset is what scripts/font-subset.mjs builds from today's sources, and the
// coverage check (used on stories and prerendered pages) reports what the subset would lose.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSubset, files, fontCodePoints, fontsDir, siteCharacters } from '../../scripts/font-subset.mjs'
import { describeCharacters, missingFromSubset } from './coverage'
import manifest from './inter-subset.json' with { type: 'json' }

describe('Inter subset', () => {
  it('is up to date with the sources and the site’s text (else: npm run fonts:subset)', async () => {
    const built = await buildSubset()
    expect(built.manifest).toBe(readFileSync(path.join(fontsDir, files.manifest), 'utf8'))
    expect(built.css).toBe(readFileSync(path.join(fontsDir, files.css), 'utf8'))
    expect(built.face).toBe(readFileSync(path.join(fontsDir, files.face), 'utf8'))
    expect(Buffer.from(built.font).equals(readFileSync(path.join(fontsDir, files.font)))).toBe(true)
  }, 60_000)

  it('maps exactly the code points its manifest and its unicode-range declare', async () => {
    expect(await fontCodePoints(readFileSync(path.join(fontsDir, files.font)))).toEqual(manifest.codePoints)
  })

  it('has every character of French text that Inter has: accents, ligatures, « » ’ … – € and the no-break space', () => {
    const french = 'À l’œil : « Ça coûte 1 250 € — déjà payé… » ; Ève, Œuvre, naïve, Noël, où, île, hôte, Ÿ – ÆÇÉÈÊËÎÏÔÙÛÜ'
    expect(missingFromSubset(french)).toEqual([])
    // Inter has no narrow no-break space nor Ÿ: the fallback faces draw them, as before the subset.
    expect(manifest.codePoints).not.toContain(0x202f)
    expect(manifest.sourceCodePoints).not.toContain(0x202f)
  })

  it('reports a character Inter has and the subset dropped, not one Inter never had', () => {
    // ß and ¿ are in Inter's Latin file, not in the site's text; → and emoji are not in Inter at all.
    expect(missingFromSubset('Straße ¿ → 👍 é')).toEqual(['ß', '¿'])
    // Controls draw nothing: a review holding U+0000 is not a missing glyph.
    expect(manifest.sourceCodePoints).toContain(0)
    expect(missingFromSubset('a\u0000b\u200bc')).toEqual([])
    expect(describeCharacters(['ß'])).toBe('"ß" U+00DF')
  })

  it('keeps every non-ASCII character of the site’s own text that Inter has', () => {
    const text = [...siteCharacters()].join('')
    expect(missingFromSubset(text)).toEqual([])
  }, 60_000)
})
