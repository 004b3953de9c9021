// Part of `npm run size` (in `npm test`): every prerendered page's text — text nodes, placeholders,
// button values, and the CSS's generated content — must be in the Inter subset the site ships (the
// one woff2 of the build, built from the site's text by interSubset() in vite.config.ts, read back
// from its own bytes) wherever Inter has the character; otherwise that character would be drawn by
// a fallback face. Exits 1 with the characters and pages when one is missing.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { subsetCoverage } from '@expert/ui/font-subset'
import { describeCharacters, missingFromSubset, regenerateHint } from '@expert/ui/fonts/coverage'

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const decodeEntities = (text) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (match, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (entities[name] ?? match),
  )

/** What a page shows in its own font: body text and the attributes a form control displays. */
export function visibleText(html) {
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html).replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
  const attributes = [...body.matchAll(/<[a-z][^>]*?\s(?:placeholder|value)="([^"]*)"/gi)].map(([, value]) => value)
  return decodeEntities([body.replace(/<[^>]+>/g, ' '), ...attributes].join(' '))
}

/** Strings of `content:` (and `quotes:`) declarations, CSS escapes decoded. */
export function generatedContent(css) {
  const strings = [...css.matchAll(/(?:content|quotes)\s*:\s*((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^;}"'])+)/g)].flatMap(([, value]) =>
    [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)].map(([, a, b]) => a ?? b),
  )
  return strings.join(' ').replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_, hex, char) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char))
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return entry === 'assets' ? [] : htmlFiles(full)
    return entry.endsWith('.html') ? [full] : []
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')
  const pages = htmlFiles(root)
  if (pages.length === 0) {
    console.error('No prerendered page found: run the build first.')
    process.exit(1)
  }
  const assets = readdirSync(path.join(root, 'assets'))
  const stylesheets = assets.filter((file) => file.endsWith('.css'))
  const fonts = assets.filter((file) => file.endsWith('.woff2'))
  if (fonts.length !== 1) {
    console.error(`Expected the build to ship one font file (the Inter subset), found ${fonts.length}: ${fonts.join(', ')}`)
    process.exit(1)
  }
  const font = await subsetCoverage(readFileSync(path.join(root, 'assets', fonts[0])))
  const problems = []
  const cssMissing = missingFromSubset(stylesheets.map((file) => generatedContent(readFileSync(path.join(root, 'assets', file), 'utf8'))).join(' '), font)
  if (cssMissing.length) problems.push(`stylesheets (content:): ${describeCharacters(cssMissing)}`)
  for (const file of pages) {
    const missing = missingFromSubset(visibleText(readFileSync(file, 'utf8')), font)
    if (missing.length) problems.push(`${path.relative(root, file)}: ${describeCharacters(missing)}`)
  }
  if (problems.length) {
    console.error(
      `Characters that Inter has but the font subset lacks (they would render in a fallback face):\n  ${problems.join('\n  ')}\nFix: ${regenerateHint}.`,
    )
    process.exit(1)
  }
  console.log(`Font subset ${fonts[0]}: covers the text of ${pages.length} prerendered pages and ${stylesheets.length} stylesheets.`)
}
