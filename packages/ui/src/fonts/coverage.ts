// Does a font subset cover a text? Used by the story tests (packages/ui/.storybook/vitest.setup.ts), the
// prerendered pages' check (apps/site/scripts/font-coverage.mjs) and src/fonts/subset.test.ts.
import manifest from './inter-subset.json' with { type: 'json' }

export interface SubsetManifest {
  /** Code points of the subset. */
  codePoints: number[]
  /** Code points of the font the subset was cut from. */
  sourceCodePoints: number[]
}

/**
 * Controls, format characters and lone combining marks draw no glyph of their own (a hostile review
 * may hold U+0000, which Inter's cmap maps): never reported, as scripts/font-subset.mjs never keeps them.
 */
const invisible = /[\p{C}\p{M}\p{Zl}\p{Zp}]/u

/**
 * Characters of `text` that Inter has and the subset lacks, in order of first use: each would be
 * drawn by a fallback face instead of Inter. Characters Inter itself has no glyph for (other scripts,
 * emoji, the narrow no-break space) are not reported: they never were in Inter.
 */
export function missingFromSubset(text: string, font: SubsetManifest = manifest): string[] {
  const subset = new Set(font.codePoints)
  const source = new Set(font.sourceCodePoints)
  const missing = new Set<string>()
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    if (invisible.test(char)) continue
    if (source.has(codePoint) && !subset.has(codePoint)) missing.add(char)
  }
  return [...missing]
}

/** `"×" U+00D7, "→" U+2192` */
export function describeCharacters(chars: string[]): string {
  return chars.map((char) => `"${char}" U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(', ')
}

export const regenerateHint =
  'add them to the subset: an app gives its text to interSubset() of @expert/ui/font-subset (its Vite config); the design system’s own default: npm run fonts:subset, then commit src/fonts/'
