#!/usr/bin/env node
// The Inter subset of @expert/ui, built from a text list: the package's default (its own text, for its
// stories and playroom: `npm run fonts:subset` rewrites src/fonts/) or an app's (its strings, given to
// the Vite plugin `interSubset()` or to the CLI `expert-ui-font-subset`). Deterministic: the same
// text gives the same bytes; src/fonts/subset.test.ts fails when the committed default is stale.
//
// Source: @fontsource-variable/inter's Latin file (Inter as Google Fonts builds it, weight axis only).
// Kept from it:
//   - characters: every character a French text needs (BASE), the design system's own text (its
//     components' default labels and messages, which render in any app: `componentCharacters` of the
//     committed manifest) and the text given (string literals and JSX text of the given sources,
//     comments stripped, and/or plain text), as far as Inter has them;
//   - the weight axis limited to 400–700, the weights the theme uses (font.weight.*);
//   - the layout features the browser applies to that text (kerning, marks, contextual alternates,
//     localised forms) plus tabular figures (font-variant-numeric: tabular-nums in the DS).
// Characters Inter itself lacks (the narrow no-break space, arrows, other scripts, emoji) are
// rendered by the fallback faces, as they were with the whole Latin file; the manifest lists them.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { transformSync } from 'esbuild'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Where the package's default subset lives (what `@expert/ui/fonts` serves unless an app gives its own). */
export const fontsDir = path.join(uiDir, 'src', 'fonts')

const sourcePackageFile = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
export const files = { font: 'inter-subset.woff2', css: 'inter.css', face: 'inter-face.json', manifest: 'inter-subset.json' }

/** The weights the theme uses (font.weight: 400, 500, 600, 700). */
const weightAxis = { min: 400, max: 700 }
const layoutFeatures = ['ccmp', 'locl', 'calt', 'kern', 'mark', 'mkmk', 'tnum']

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')
/** What any French text may need, whatever an app says today (reviews are written by visitors). */
const BASE =
  range(0x20, 0x7e) + // ASCII: letters, digits, punctuation, @ € symbols of addresses and prices
  '\u00a0\u202f' + // no-break space, narrow no-break space (before : ; ! ? and inside « »)
  'àâäæçéèêëîïôöùûüÿœÀÂÄÆÇÉÈÊËÎÏÔÖÙÛÜŸŒ' +
  '«»‹›‘’“”„–—…•·€©®™°§'

const isTextSource = (file) => /\.(ts|tsx|js|jsx|mjs)$/.test(file) && !/\.(test|spec)\.[jt]sx?$|\.d\.ts$/.test(file)
/** The design system's own text that renders in an app: everything under src/ but its samples (stories, templates, fixtures, docs). */
const isComponentSource = (file) => !/\.stories\.tsx?$/.test(file) && !/[\\/](templates|fixtures|docs)[\\/]/.test(file)

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
const byCodePoint = (a, b) => a.codePointAt(0) - b.codePointAt(0)

/**
 * Non-ASCII characters of the string literals and JSX text of the TS/JS files under `roots` (files
 * or folders; tests and declarations skipped; comments dropped by esbuild, escapes decoded).
 *
 * @param {readonly string[]} roots
 * @param {{ filter?: (file: string) => boolean }} [options]
 */
export function sourceCharacters(roots, { filter = () => true } = {}) {
  const found = new Set()
  for (const root of roots) {
    const list = statSync(root).isDirectory() ? listFiles(root) : [root]
    for (const file of list.filter((file) => isTextSource(file) && filter(file))) {
      const { code } = transformSync(readFileSync(file, 'utf8'), {
        loader: /\.tsx?$/.test(file) ? (file.endsWith('x') ? 'tsx' : 'ts') : 'jsx',
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

/** The design system's whole text, samples included (its stories', for the default subset). */
export const designSystemCharacters = () => sourceCharacters([path.join(uiDir, 'src')])
/** The design system's text that renders in any app (components' defaults), for an app's subset. */
const componentCharacters = () => sourceCharacters([path.join(uiDir, 'src')], { filter: isComponentSource })

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
const committedManifest = () => JSON.parse(readFileSync(path.join(fontsDir, files.manifest), 'utf8'))

/**
 * The subset's four files (nothing written): the woff2, its `@font-face` stylesheet, the face's
 * descriptors (src/fonts/face.ts) and a manifest (code points, for src/fonts/coverage.ts).
 *
 * - `buildSubset({ text })`: an app's subset — French text, the design system's component text and
 *   `text` (the app's characters, e.g. `sourceCharacters(['app'])`).
 * - `buildSubset()`: the package's default, from its whole text (src/fonts/, its stories and playroom).
 *
 * @param {{ text?: Iterable<string> }} [options]
 */
export async function buildSubset({ text } = {}) {
  const isDefault = text === undefined
  const sourcePath = createRequire(path.join(uiDir, 'package.json')).resolve(sourcePackageFile)
  const source = readFileSync(sourcePath)
  const sourceCodePoints = await fontCodePoints(source)
  const inSource = new Set(sourceCodePoints)
  // The default records its components' characters, so that an app's subset needs no scan of src/.
  const inInter = (char) => inSource.has(char.codePointAt(0))
  const components = isDefault ? [...componentCharacters()].filter(inInter).sort(byCodePoint).join('') : committedManifest().componentCharacters
  const given = isDefault ? designSystemCharacters() : [...text].join('')
  const wanted = [...new Set([...BASE, ...components, ...given])].sort(byCodePoint)
  const kept = wanted.filter(inInter).join('')
  const font = await subsetFont(source, kept, {
    targetFormat: 'woff2',
    variationAxes: { wght: weightAxis },
    keepFeatures: layoutFeatures,
  })
  const codePoints = await fontCodePoints(font)
  const version = JSON.parse(readFileSync(createRequire(sourcePath).resolve('@fontsource-variable/inter/package.json'), 'utf8')).version
  const manifest = {
    generatedBy: isDefault ? 'packages/ui/scripts/font-subset.mjs' : '@expert/ui/font-subset, from an app’s text',
    source: `@fontsource-variable/inter@${version}/files/inter-latin-wght-normal.woff2`,
    sourceSha256: createHash('sha256').update(source).digest('hex'),
    sourceBytes: source.length,
    bytes: font.length,
    weight: weightAxis,
    layoutFeatures,
    unicodeRange: unicodeRange(codePoints),
    // Characters of French text that Inter has no glyph for: rendered by the fallback faces.
    outsideInter: hexList([...BASE].filter((char) => !inSource.has(char.codePointAt(0)))),
    // The components' own characters (that Inter has), which every app's subset keeps.
    ...(isDefault ? { componentCharacters: components } : {}),
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
    `/* Generated by ${isDefault ? 'packages/ui/scripts/font-subset.mjs (npm run fonts:subset)' : '@expert/ui/font-subset'}: do not edit. */\n` +
    `/* Inter, variable weight ${weightAxis.min}–${weightAxis.max}, subset to ${isDefault ? 'the design system’s' : 'the app’s'} characters (${codePoints.length} code points, ${font.length} bytes). */\n` +
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

/** Writes a built subset's four files into `dir` (each through a temporary file: readers never see half a file). */
export function writeSubset(dir, built) {
  mkdirSync(dir, { recursive: true })
  for (const [key, name] of Object.entries(files)) {
    const temporary = path.join(dir, `.${name}.${process.pid}.tmp`)
    writeFileSync(temporary, built[key])
    renameSync(temporary, path.join(dir, name))
  }
}

/**
 * What a shipped subset covers, read from its own bytes (for a check of the app's built pages:
 * `missingFromSubset(text, await subsetCoverage(woff2))` of `@expert/ui/fonts/coverage`).
 *
 * @param {Uint8Array} font
 */
export async function subsetCoverage(font) {
  return { codePoints: await fontCodePoints(font), sourceCodePoints: committedManifest().sourceCodePoints }
}

/**
 * Vite plugin: the app's own Inter subset in place of the package's default. `@expert/ui/fonts`
 * (its `@font-face`), `@expert/ui/fonts/inter.woff2` and `@expert/ui/fonts/face` then serve a subset
 * built at startup from French text, the design system's component text and the app's: the
 * characters of `sources` (folders or files, relative to Vite's root) and `text`. Built files are
 * kept in node_modules/.cache/expert-ui-font/<digest>/ (the same text reuses them).
 *
 * @param {{ sources?: readonly string[], text?: string }} options
 * @returns {import('vite').Plugin}
 */
export function interSubset({ sources = [], text = '' }) {
  const targets = new Map(Object.values(files).map((name) => [path.join(fontsDir, name), name]))
  let root = process.cwd()
  let dir
  const subsetDir = () =>
    (dir ??= (async () => {
      const chars = [...new Set([...sourceCharacters(sources.map((source) => path.resolve(root, source))), ...text])].sort(byCodePoint).join('')
      const key = createHash('sha256')
        .update(`${readFileSync(path.join(fontsDir, files.manifest))}\0${readFileSync(fileURLToPath(import.meta.url))}\0${chars}`)
        .digest('hex')
        .slice(0, 16)
      const out = path.join(root, 'node_modules', '.cache', 'expert-ui-font', key)
      if (!Object.values(files).every((name) => existsSync(path.join(out, name)))) writeSubset(out, await buildSubset({ text: chars }))
      return out
    })())
  return {
    name: '@expert/ui:inter-subset',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      await subsetDir()
    },
    async resolveId(source, importer, options) {
      if (!source.includes('inter')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return null
      const [file, query] = resolved.id.split('?')
      const name = targets.get(path.normalize(file))
      return name ? path.join(await subsetDir(), name) + (query === undefined ? '' : `?${query}`) : null
    },
  }
}

// CLI: `expert-ui-font-subset --out DIR [--text-file FILE] [SOURCE…]` writes an app's subset;
// with no argument (`npm run fonts:subset`), the package's default into src/fonts/.
// The bin link (node_modules/.bin/expert-ui-font-subset) is a symlink: compare real paths.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, 'text-file': { type: 'string' } } })
  const isDefault = !values.out && !values['text-file'] && positionals.length === 0
  if (!isDefault && !values.out) throw new Error('expert-ui-font-subset: --out DIR is required with an app’s text')
  const text = isDefault ? undefined : [...sourceCharacters(positionals), ...(values['text-file'] ? readFileSync(values['text-file'], 'utf8') : '')]
  const out = isDefault ? fontsDir : path.resolve(values.out)
  const built = await buildSubset({ text })
  writeSubset(out, built)
  const manifest = JSON.parse(built.manifest)
  console.log(
    `${path.relative(process.cwd(), out) || '.'}/${files.font}: ${manifest.codePoints.length} code points, ${manifest.bytes} bytes ` +
      `(source ${manifest.sourceBytes} bytes); outside Inter: ${manifest.outsideInter.join(' ') || 'none'}`,
  )
}
