// Builds the site's Inter subset: `npm run fonts:subset` rewrites src/fonts/ (woff2, @font-face CSS,
// manifest). Deterministic: the same sources give the same bytes, and src/fonts/subset.test.ts fails
// when the committed files differ from what this script would write now.
//
// Source: @fontsource-variable/inter's Latin file (Inter as Google Fonts builds it, weight axis only).
// Kept from it:
//   - characters: every character a French text needs (BASE) plus every character of the site's and
//     the design system's own text (string literals and JSX text of apps/site/app and packages/ui/src,
//     comments stripped), as far as Inter has them;
//   - the weight axis limited to 400–700, the weights the theme uses (font.weight.*);
//   - the layout features the browser applies to that text (kerning, marks, contextual alternates,
//     localised forms) plus tabular figures (font-variant-numeric: tabular-nums in the DS).
// Characters Inter itself lacks (the narrow no-break space, arrows, other scripts, emoji) are
// rendered by the fallback faces, as they were with the whole Latin file; the manifest lists them.
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { transformSync } from 'esbuild'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoDir = path.resolve(uiDir, '..', '..')
export const fontsDir = path.join(uiDir, 'src', 'fonts')

const sourcePackageFile = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
export const files = { font: 'inter-subset.woff2', css: 'inter.css', face: 'inter-face.json', manifest: 'inter-subset.json' }

/** The weights the theme uses (font.weight: 400, 500, 600, 700). */
const weightAxis = { min: 400, max: 700 }
const layoutFeatures = ['ccmp', 'locl', 'calt', 'kern', 'mark', 'mkmk', 'tnum']

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')
/** What any French text may need, whatever the site says today (reviews are written by visitors). */
const BASE =
  range(0x20, 0x7e) + // ASCII: letters, digits, punctuation, @ € symbols of addresses and prices
  '\u00a0\u202f' + // no-break space, narrow no-break space (before : ; ! ? and inside « »)
  'àâäæçéèêëîïôöùûüÿœÀÂÄÆÇÉÈÊËÎÏÔÖÙÛÜŸŒ' +
  '«»‹›‘’“”„–—…•·€©®™°§'

/** Where the site's own text lives: every string and JSX text of these trees, tests excluded. */
const textRoots = ['apps/site/app', 'packages/ui/src']
const isTextSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file)

function listFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = path.join(dir, entry)
      return statSync(full).isDirectory() ? listFiles(full) : [full]
    })
}

/** Controls, format characters and lone combining marks: no glyph of their own (they appear in the sanitiser's patterns); src/fonts/coverage.ts ignores the same. */
const invisible = /[\p{C}\p{M}\p{Zl}\p{Zp}]/u

/** Non-ASCII characters of the code's strings and JSX text (comments dropped by esbuild, escapes decoded). */
export function siteCharacters() {
  const found = new Set()
  for (const root of textRoots) {
    for (const file of listFiles(path.join(repoDir, root)).filter(isTextSource)) {
      const { code } = transformSync(readFileSync(file, 'utf8'), {
        loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'automatic',
        charset: 'utf8',
        legalComments: 'none',
      })
      const decoded = code.replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, a, b, c) =>
        String.fromCodePoint(parseInt(a ?? b ?? c, 16)),
      )
      for (const char of decoded) if (char.codePointAt(0) > 0x7e && !invisible.test(char)) found.add(char)
    }
  }
  return found
}

/** Code points a font maps (its cmap), from an SFNT, WOFF or WOFF2 buffer. */
export async function fontCodePoints(buffer) {
  // harfbuzz reads SFNT only: an instancing pass that keeps every glyph converts it.
  const sfnt = await subsetFont(buffer, undefined, { keepAllGlyphs: true, targetFormat: 'sfnt' })
  const face = new Face(new Blob(sfnt), 0)
  try {
    return [...face.collectUnicodes()].sort((a, b) => a - b)
  } finally {
    face.destroy?.()
  }
}

/** `U+20-7E, U+A0, …`: consecutive code points merged into ranges. */
export function unicodeRange(codePoints) {
  const parts = []
  for (let i = 0; i < codePoints.length; i++) {
    let end = i
    while (end + 1 < codePoints.length && codePoints[end + 1] === codePoints[end] + 1) end++
    const hex = (cp) => cp.toString(16).toUpperCase()
    parts.push(end === i ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[end])}`)
    i = end
  }
  return parts.join(', ')
}

const hexList = (chars) => [...chars].map((char) => `U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`)

/** Computes the three files of src/fonts/ (nothing written). */
export async function buildSubset() {
  const sourcePath = createRequire(path.join(uiDir, 'package.json')).resolve(sourcePackageFile)
  const source = readFileSync(sourcePath)
  const sourceCodePoints = await fontCodePoints(source)
  const inSource = new Set(sourceCodePoints)
  const wanted = [...new Set([...BASE, ...siteCharacters()])].sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
  const text = wanted.filter((char) => inSource.has(char.codePointAt(0))).join('')
  const font = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weightAxis },
    keepFeatures: layoutFeatures,
  })
  const codePoints = await fontCodePoints(font)
  const version = JSON.parse(readFileSync(createRequire(sourcePath).resolve('@fontsource-variable/inter/package.json'), 'utf8')).version
  const manifest = {
    generatedBy: 'packages/ui/scripts/font-subset.mjs',
    source: `@fontsource-variable/inter@${version}/files/inter-latin-wght-normal.woff2`,
    sourceSha256: createHash('sha256').update(source).digest('hex'),
    sourceBytes: source.length,
    bytes: font.length,
    weight: weightAxis,
    layoutFeatures,
    unicodeRange: unicodeRange(codePoints),
    // Characters of French text that Inter has no glyph for: rendered by the fallback faces.
    outsideInter: hexList([...BASE].filter((char) => !inSource.has(char.codePointAt(0)))),
    codePoints,
    sourceCodePoints,
  }
  // The face's descriptors, once: the stylesheet's @font-face and the FontFace API (src/fonts/face.ts).
  const face = {
    family: 'Inter Variable',
    style: 'normal',
    weight: `${weightAxis.min} ${weightAxis.max}`,
    display: 'swap',
    unicodeRange: manifest.unicodeRange,
  }
  const css =
    `/* Generated by packages/ui/scripts/font-subset.mjs (npm run fonts:subset): do not edit. */\n` +
    `/* Inter, variable weight ${weightAxis.min}–${weightAxis.max}, subset to the site's characters (${codePoints.length} code points, ${font.length} bytes). */\n` +
    `@font-face {\n` +
    `  font-family: '${face.family}';\n` +
    `  font-style: ${face.style};\n` +
    `  font-display: ${face.display};\n` +
    `  font-weight: ${face.weight};\n` +
    `  src: url('./${files.font}') format('woff2');\n` +
    `  unicode-range: ${face.unicodeRange};\n` +
    `}\n`
  return { font, css, face: `${JSON.stringify(face, null, 2)}\n`, manifest: `${JSON.stringify(manifest, null, 2)}\n` }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = await buildSubset()
  writeFileSync(path.join(fontsDir, files.font), built.font)
  writeFileSync(path.join(fontsDir, files.css), built.css)
  writeFileSync(path.join(fontsDir, files.face), built.face)
  writeFileSync(path.join(fontsDir, files.manifest), built.manifest)
  const manifest = JSON.parse(built.manifest)
  console.log(
    `${path.relative(repoDir, fontsDir)}/${files.font}: ${manifest.codePoints.length} code points, ${manifest.bytes} bytes ` +
      `(source ${manifest.sourceBytes} bytes); outside Inter: ${manifest.outsideInter.join(' ') || 'none'}`,
  )
}
