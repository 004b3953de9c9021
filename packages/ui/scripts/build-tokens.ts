// Builds the design system's tokens from their one source, the DTCG files of tokens/ (W3C Design
// Tokens Community Group format, 2025.10), with Style Dictionary, once per colour mode (the light
// theme, and the dark one where tokens/color.dark.tokens.json replaces tokens/color.tokens.json):
//   - src/styles/tokens.generated.ts: every value as the CSS text the theme declares (palette, theme in
//     the contract's shape, the dark theme's colours, breakpoints, the notification schemes, each token's
//     description): the module behind `@expert/ui/tokens`, the theme contract (contract.css.ts), the
//     theme (theme.css.ts) and the dark theme (themes.css.ts);
//   - tokens/export/tokens-studio.json: the same tokens in Tokens Studio's single-file format, for Figma,
//     with a light and a dark colour set and a theme for each.
// Both are committed; tokens/build.test.ts fails when they are not what this script gives.
//
//   npm run tokens:build -w packages/ui
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import StyleDictionary from 'style-dictionary'
import type { Dictionary, TransformedToken } from 'style-dictionary/types'
import {
  aliasOf,
  MODE_SETS,
  setsOf,
  SETS,
  sourceFiles,
  type DtcgColor,
  type DtcgDimension,
  type DtcgDuration,
  type DtcgShadowLayer,
  type Mode,
} from '../tokens/dtcg.ts'

export const packageDir = path.resolve(import.meta.dirname, '..')
export const MODULE_FILE = 'src/styles/tokens.generated.ts'
export const STUDIO_FILE = 'tokens/export/tokens-studio.json'

/** Where a token gives the CSS text DTCG cannot express (a fluid size, an em measure): `$extensions[EXTENSION].css`. */
export const EXTENSION = 'fr.expert.ui'

/** The groups of the theme contract (`vars`), in the contract's order: the CSS declares them in it. */
const CONTRACT_GROUPS = ['color', 'space', 'radius', 'shadow', 'font', 'motion', 'layout', 'zIndex']
const setOf = (token: TransformedToken) => path.basename(token.filePath, '.tokens.json')

// --- DTCG value → CSS text ---

const channel = (component: number | 'none') => (component === 'none' ? 0 : Math.round(component * 255))
const hexOf = ({ components, hex }: DtcgColor) => hex ?? `#${components.map((c) => channel(c).toString(16).padStart(2, '0')).join('')}`

/** An sRGB colour: its hex when opaque, `rgba()` when it has an alpha. */
export function cssColor(color: DtcgColor): string {
  if (color.colorSpace !== 'srgb') throw new Error(`Only sRGB colours are written to CSS, not ${color.colorSpace}`)
  if (color.alpha === undefined || color.alpha === 1) return hexOf(color).toLowerCase()
  return `rgba(${color.components.map(channel).join(', ')}, ${color.alpha})`
}

/** A dimension or a duration: `16px`, `0.875rem`, `150ms`; a zero length is written `0`. */
export const cssDimension = ({ value, unit }: DtcgDimension | DtcgDuration): string => (value === 0 && unit !== 'ms' && unit !== 's' ? '0' : `${value}${unit}`)

// Generic families and system keywords are written bare; any other family name is quoted unless it
// is one plain word (Roboto, Menlo).
const FAMILY_KEYWORDS = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  '-apple-system',
  'emoji',
  'math',
])
const cssFamily = (name: string) => (FAMILY_KEYWORDS.has(name) || /^[A-Za-z]+$/.test(name) ? name : `'${name}'`)

// Layers in the source are resolved (no alias inside) by the time a value reaches CSS.
type ResolvedShadowLayer = { [K in keyof DtcgShadowLayer]: Exclude<DtcgShadowLayer[K], string> }
const layersOf = (value: ResolvedShadowLayer | ResolvedShadowLayer[]) => (Array.isArray(value) ? value : [value])

const cssShadowLayer = ({ color, offsetX, offsetY, blur, spread, inset }: ResolvedShadowLayer) =>
  [inset ? 'inset' : '', cssDimension(offsetX), cssDimension(offsetY), cssDimension(blur), spread.value === 0 ? '' : cssDimension(spread), cssColor(color)]
    .filter(Boolean)
    .join(' ')

/** The CSS text of a token whose value is resolved. */
export function cssValue(token: TransformedToken): string {
  const own = (token.$extensions?.[EXTENSION] as { css?: string } | undefined)?.css
  if (own !== undefined) return own
  const value: unknown = token.$value
  switch (token.$type) {
    case 'color':
      return cssColor(value as DtcgColor)
    case 'dimension':
    case 'duration':
      return cssDimension(value as DtcgDimension)
    case 'fontFamily':
      return (Array.isArray(value) ? (value as string[]) : [value as string]).map(cssFamily).join(', ')
    case 'fontWeight':
    case 'number':
      return String(value)
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`
    case 'shadow':
      return layersOf(value as ResolvedShadowLayer)
        .map(cssShadowLayer)
        .join(', ')
    default:
      throw new Error(`No CSS for ${token.path.join('.')} of type ${token.$type}`)
  }
}

// --- DTCG value → Tokens Studio value ---

/** Tokens Studio's own type names where they differ from DTCG's. */
const studioTypes: Record<string, string> = { fontFamily: 'fontFamilies', fontWeight: 'fontWeights', shadow: 'boxShadow' }
const studioType = (token: TransformedToken) =>
  token.path[0] === 'font' && token.path[1] === 'lineHeight' ? 'lineHeights' : (studioTypes[token.$type!] ?? token.$type!)

function studioValue(token: TransformedToken): unknown {
  const value: unknown = token.$value
  switch (token.$type) {
    case 'fontFamily':
      return Array.isArray(value) ? value.join(', ') : value
    case 'shadow': {
      const layers = layersOf(value as ResolvedShadowLayer).map(({ color, offsetX, offsetY, blur, spread, inset }) => ({
        x: cssDimension(offsetX),
        y: cssDimension(offsetY),
        blur: cssDimension(blur),
        spread: cssDimension(spread),
        color: cssColor(color),
        type: inset ? 'innerShadow' : 'dropShadow',
      }))
      return layers.length === 1 ? layers[0] : layers
    }
    case 'fontWeight':
    case 'number':
      return value
    default:
      // Tokens Studio reads colours, dimensions, durations and curves as CSS text; a fluid size or an em
      // measure keeps its DTCG value there (the largest size, the measure in px).
      return cssValue({ ...token, $extensions: undefined })
  }
}

// --- Outputs ---

type Tree = { [key: string]: unknown }
function setIn(target: Tree, keys: string[], value: unknown) {
  let node = target
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree
  node[keys.at(-1)!] = value
}

/** The tokens of the sets a mode has in place of the theme's (the dark colour decisions), in the contract's shape. */
function modeTree({ allTokens }: Dictionary, mode: Mode): Tree {
  const own = new Set(Object.values(MODE_SETS[mode]))
  const tree: Tree = {}
  for (const token of allTokens) if (own.has(setOf(token))) setIn(tree, token.path, token.$value)
  return tree
}

function moduleFile({ allTokens }: Dictionary, dark: Dictionary): string {
  const palette: Tree = {}
  const theme: Tree = Object.fromEntries(CONTRACT_GROUPS.map((group) => [group, {}]))
  const breakpoints: Tree = {}
  const notification: Tree = {}
  const descriptions: Record<string, string> = {}
  for (const token of allTokens) {
    const [group = '', ...rest] = token.path
    const where = token.path.join('.')
    if (token.$description) descriptions[where] = token.$description
    if (setOf(token) === 'palette') setIn(palette, rest, token.$value)
    else if (group === 'breakpoint') setIn(breakpoints, rest, (token.original.$value as DtcgDimension).value)
    else if (group === 'notification') {
      const target = aliasOf(token.original.$value)
      if (!target) throw new Error(`${where} must be an alias of a decision of the theme`)
      setIn(notification, rest, target)
    } else if (group in theme) setIn(theme[group] as Tree, rest, token.$value)
    else throw new Error(`${where}: no output takes the group "${group}"`)
  }
  const constant = (name: string, doc: string, value: unknown) =>
    `/** ${doc} */\n// oxfmt-ignore\nexport const ${name} = ${JSON.stringify(value, null, 2)} as const\n`
  return [
    '// Generated by scripts/build-tokens.ts from tokens/*.tokens.json (Style Dictionary): do not edit.',
    '// Change a token in its DTCG file, then run `npm run tokens:build -w packages/ui`.',
    '',
    constant('palette', 'Tier 1, options: the raw palette (tokens/palette.tokens.json). Components never read it.', palette),
    constant('theme', 'Tier 2, decisions: the value of each variable of the theme contract, in its shape.', theme),
    constant(
      'darkTheme',
      'The dark theme: the value of each colour variable of the contract in it (tokens/color.dark.tokens.json), in its shape; every other variable keeps the theme’s.',
      modeTree(dark, 'dark'),
    ),
    constant('breakpoints', 'The minimum width of each layout step, in px (mobile first).', breakpoints),
    constant('notification', 'The notifications’ light and dark schemes: the decision each part of a toast reads.', notification),
    constant('descriptions', 'The `$description` of every token that has one, by token path.', descriptions),
  ].join('\n')
}

/**
 * Tokens Studio's name of a source set: a set a mode replaces and its replacements are one folder
 * (`color/light`, `color/dark`), the others keep their file's name.
 */
export function studioSetName(set: string): string {
  for (const [base, replacement] of Object.entries(MODE_SETS.dark)) {
    if (set === base) return `${base}/light`
    if (set === replacement) return `${base}/dark`
  }
  return set
}

/** Every set of the Tokens Studio file, in order: a set that has modes is followed by its other modes. */
export const STUDIO_SETS = SETS.flatMap((set) => {
  const replacement = MODE_SETS.dark[set]
  return replacement ? [studioSetName(set), studioSetName(replacement)] : [set]
})

/** Tokens Studio's themes, one per mode (group « Mode »): the palette is a source, the mode's sets are on, the other mode's off. */
export const STUDIO_THEMES = (
  [
    ['light', 'expert-ui', 'Clair'],
    ['dark', 'expert-ui-dark', 'Sombre'],
  ] as const
).map(([mode, id, name]) => {
  const on = new Set(setsOf(mode).map(studioSetName))
  return {
    id,
    name,
    group: 'Mode',
    // The palette is a source: decisions refer to it, designers apply decisions.
    selectedTokenSets: Object.fromEntries(STUDIO_SETS.map((set) => [set, set === 'palette' ? 'source' : on.has(set) ? 'enabled' : 'disabled'])),
  }
})

/** The light theme's sets, then the sets the dark mode puts in their place (its colour decisions). */
function studioFile(light: Dictionary, dark: Dictionary): string {
  const darkOwn = new Set(Object.values(MODE_SETS.dark))
  const sets: Record<string, Tree> = {}
  for (const token of [...light.allTokens, ...dark.allTokens.filter((each) => darkOwn.has(setOf(each)))]) {
    const original: unknown = token.original.$value
    const entry: Record<string, unknown> = { $type: studioType(token), $value: aliasOf(original) ? original : studioValue(token) }
    if (token.$description) entry.$description = token.$description
    setIn((sets[studioSetName(setOf(token))] ??= {}), token.path, entry)
  }
  const file = { ...Object.fromEntries(STUDIO_SETS.map((set) => [set, sets[set]])), $themes: STUDIO_THEMES, $metadata: { tokenSetOrder: STUDIO_SETS } }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** Style Dictionary over one mode's source files: `module` gives CSS text, `studio` leaves DTCG values as they are. */
function dictionaryOf(mode: Mode) {
  return new StyleDictionary({
    source: sourceFiles(mode),
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'error' },
    hooks: {
      transforms: {
        // The token's path as its name: unique, so Style Dictionary's collision check holds.
        'expert/name': { type: 'name', transform: (token) => token.path.join('.') },
        'expert/css': { type: 'value', transform: (token) => cssValue(token) },
      },
    },
    platforms: {
      module: { transforms: ['expert/name', 'expert/css'] },
      // DTCG values left as they are: the Tokens Studio file converts them and keeps aliases as references.
      studio: { transforms: ['expert/name'] },
    },
  })
}

/** Every generated file, by path relative to the package, as the source gives it. */
export async function generate(): Promise<Record<string, string>> {
  const light = dictionaryOf('light')
  const dark = dictionaryOf('dark')
  return {
    [MODULE_FILE]: moduleFile(await light.getPlatformTokens('module'), await dark.getPlatformTokens('module')),
    [STUDIO_FILE]: studioFile(await light.getPlatformTokens('studio'), await dark.getPlatformTokens('studio')),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, content] of Object.entries(await generate())) {
    mkdirSync(path.dirname(path.join(packageDir, file)), { recursive: true })
    writeFileSync(path.join(packageDir, file), content)
    console.log(`wrote ${file}`)
  }
}
