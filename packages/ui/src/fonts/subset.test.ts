// The committed Inter subset (the package's default) is what scripts/font-subset.mjs builds from
// today's sources, an app's subset keeps French text, the components' text and the app's, and the
// coverage check (used on stories and prerendered pages) reports what a subset would lose.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSubset, designSystemCharacters, files, fontCodePoints, fontsDir, subsetCoverage } from '../../scripts/font-subset.mjs'
import { describeCharacters, missingFromSubset } from './coverage'
import manifest from './inter-subset.json' with { type: 'json' }

describe('Inter subset', () => {
  it('is up to date with the sources and the design system’s text (else: npm run fonts:subset)', async () => {
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

  it('keeps every non-ASCII character of the design system’s own text that Inter has', () => {
    const text = [...designSystemCharacters()].join('')
    expect(missingFromSubset(text)).toEqual([])
  }, 60_000)

  it('built from an app’s text: French text, the components’ characters and the app’s, read back from its bytes', async () => {
    const built = await buildSubset({ text: 'Straße' })
    const coverage = await subsetCoverage(built.font)
    expect(missingFromSubset('ß À l’œil « € »', coverage)).toEqual([])
    // The components' own characters (their default labels') are kept without the app naming them.
    expect(manifest.componentCharacters.length).toBeGreaterThan(0)
    expect(missingFromSubset(manifest.componentCharacters, coverage)).toEqual([])
    // What neither the app, the components nor French text uses is left out.
    expect(missingFromSubset('¿', coverage)).toEqual(['¿'])
    expect(built.css).toContain(`unicode-range: ${JSON.parse(built.face).unicodeRange};`)
  }, 60_000)
})
