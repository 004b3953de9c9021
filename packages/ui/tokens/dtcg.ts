// The Design Tokens Community Group format (DTCG, Format Module 2025.10) as this package uses it: the
// value types, a validator that holds a token document to the format's rules (names, groups, types
// and their inheritance, aliases, the value of each type), and a reader that resolves aliases, for
// the tests that work on the source files themselves (the contrast test, the format test).
// No dependency: Node runs this file as is.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type DtcgColor = { colorSpace: string; components: (number | 'none')[]; alpha?: number; hex?: string }
export type DtcgDimension = { value: number; unit: 'px' | 'rem' }
export type DtcgDuration = { value: number; unit: 'ms' | 's' }
export type DtcgShadowLayer = {
  color: DtcgColor | string
  offsetX: DtcgDimension | string
  offsetY: DtcgDimension | string
  blur: DtcgDimension | string
  spread: DtcgDimension | string
  inset?: boolean
}

/** A token as written: its value may be an alias (`{group.token}`). */
export type DtcgToken = { $value: unknown; $type?: string; $description?: string; $extensions?: Record<string, unknown>; $deprecated?: boolean | string }
export type DtcgGroup = { [key: string]: unknown }

export const TYPES = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'duration',
  'cubicBezier',
  'number',
  'strokeStyle',
  'border',
  'transition',
  'shadow',
  'gradient',
  'typography',
] as const
export type DtcgType = (typeof TYPES)[number]

const COLOR_SPACES = [
  'srgb',
  'srgb-linear',
  'hsl',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz-d65',
  'xyz-d50',
]
const FONT_WEIGHT_NAMES = [
  'thin',
  'hairline',
  'extra-light',
  'ultra-light',
  'light',
  'normal',
  'regular',
  'book',
  'medium',
  'semi-bold',
  'demi-bold',
  'bold',
  'extra-bold',
  'ultra-bold',
  'black',
  'heavy',
  'extra-black',
  'ultra-black',
]
const STROKE_STYLES = ['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'outset', 'inset']
const TOKEN_PROPERTIES = new Set(['$value', '$type', '$description', '$extensions', '$deprecated'])
const GROUP_PROPERTIES = new Set(['$type', '$description', '$extensions', '$deprecated', '$schema'])

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** `{color.blue.900}` → `color.blue.900`; undefined when the value is not an alias. */
export const aliasOf = (value: unknown): string | undefined => (typeof value === 'string' ? /^\{([^{}]+)\}$/.exec(value)?.[1] : undefined)

/** Every token of a document, by dotted path, with the type it has once groups are taken into account. */
export type FlatToken = DtcgToken & { path: string; inheritedType?: string }

function flatten(group: DtcgGroup, at: string[], inheritedType: string | undefined, tokens: Map<string, FlatToken>, errors: string[]) {
  const type = typeof group.$type === 'string' ? group.$type : inheritedType
  for (const [key, child] of Object.entries(group)) {
    if (key.startsWith('$')) {
      if (!GROUP_PROPERTIES.has(key)) errors.push(`${at.join('.') || '(root)'}: a group has no property "${key}"`)
      continue
    }
    const where = [...at, key].join('.')
    if (/[{}.]/.test(key)) errors.push(`${where}: a name must not contain "{", "}" or "."`)
    if (!isObject(child)) {
      errors.push(`${where}: a group's member must be a token or a group`)
      continue
    }
    if ('$value' in child) {
      for (const property of Object.keys(child)) {
        if (!TOKEN_PROPERTIES.has(property)) errors.push(`${where}: a token has no property "${property}"`)
      }
      if (tokens.has(where)) errors.push(`${where}: defined twice`)
      tokens.set(where, { ...(child as DtcgToken), path: where, inheritedType: type })
    } else flatten(child, [...at, key], type, tokens, errors)
  }
}

/** Reads the token files into one document, in the given order (later files add to earlier groups). */
export function readDocuments(files: string[]): { path: string; document: DtcgGroup }[] {
  return files.map((file) => ({ path: file, document: JSON.parse(readFileSync(file, 'utf8')) as DtcgGroup }))
}

/** The folder of the source files (tokens/<set>.tokens.json). */
export const sourceDir = import.meta.dirname

/**
 * The source files of the theme (the light one, declared on :root), options before the decisions that
 * refer to them: Tokens Studio lists its sets in this order. A file left out of this list and of
 * MODE_SETS is an error, not a silently ignored source.
 */
export const SETS = ['palette', 'color', 'notification', 'space', 'radius', 'shadow', 'type', 'motion', 'layout', 'breakpoint'] as const
export type SetName = (typeof SETS)[number]

/** The colour modes of the theme: light is the theme as SETS give it. */
export const MODES = ['light', 'dark'] as const
export type Mode = (typeof MODES)[number]

/**
 * The sets a mode puts in place of a set of the theme: the dark theme replaces the colour decisions
 * (color.tokens.json) with its own file, every path the same, aliases to the same palette. Each file
 * is a DTCG document on its own; with the other sets it is a whole theme.
 */
export const MODE_SETS: Record<Mode, Partial<Record<SetName, string>>> = { light: {}, dark: { color: 'color.dark' } }

/** The sets of a mode, in the order of SETS. */
export const setsOf = (mode: Mode): string[] => SETS.map((set) => MODE_SETS[mode][set] ?? set)

export function sourceFiles(mode: Mode = 'light'): string[] {
  const known = new Set<string>([...SETS, ...MODES.flatMap((each) => Object.values(MODE_SETS[each]))])
  const unlisted = readdirSync(sourceDir)
    .filter((name) => name.endsWith('.tokens.json'))
    .filter((name) => !known.has(name.slice(0, -'.tokens.json'.length)))
  if (unlisted.length > 0) throw new Error(`Token files missing from SETS and MODE_SETS in tokens/dtcg.ts: ${unlisted.join(', ')}`)
  return setsOf(mode).map((set) => path.join(sourceDir, `${set}.tokens.json`))
}

export class TokenSet {
  readonly tokens = new Map<string, FlatToken>()
  readonly errors: string[] = []

  constructor(documents: DtcgGroup[]) {
    for (const document of documents) flatten(document, [], undefined, this.tokens, this.errors)
  }

  /** The token's type: its own, else its group's, else that of the token it aliases. */
  typeOf(tokenPath: string, seen: string[] = []): string | undefined {
    const token = this.tokens.get(tokenPath)
    if (!token) return undefined
    if (token.$type ?? token.inheritedType) return token.$type ?? token.inheritedType
    const target = aliasOf(token.$value)
    if (!target || seen.includes(target)) return undefined
    return this.typeOf(target, [...seen, tokenPath])
  }

  /** The token's value with every alias followed (aliases inside composite values included). */
  resolve(tokenPath: string, seen: string[] = []): unknown {
    const token = this.tokens.get(tokenPath)
    if (!token) throw new Error(`No token ${tokenPath}`)
    return this.resolveValue(token.$value, [...seen, tokenPath])
  }

  private resolveValue(value: unknown, seen: string[]): unknown {
    const target = aliasOf(value)
    if (target !== undefined) {
      if (seen.includes(target)) throw new Error(`Alias cycle: ${[...seen, target].join(' → ')}`)
      return this.resolve(target, seen)
    }
    if (Array.isArray(value)) return value.map((item) => this.resolveValue(item, seen))
    if (isObject(value) && !('colorSpace' in value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolveValue(v, seen)]))
    return value
  }

  /** Every rule of the format the document breaks (empty when it is valid). */
  validate(): string[] {
    const errors = [...this.errors]
    for (const [where, token] of this.tokens) {
      const type = this.typeOf(where)
      if (type === undefined) {
        errors.push(`${where}: no $type (on the token, a parent group or the token it aliases)`)
        continue
      }
      if (!(TYPES as readonly string[]).includes(type)) {
        errors.push(`${where}: unknown $type "${type}"`)
        continue
      }
      if (token.$description !== undefined && typeof token.$description !== 'string') errors.push(`${where}: $description must be a string`)
      if (token.$extensions !== undefined && !isObject(token.$extensions)) errors.push(`${where}: $extensions must be an object`)
      if (token.$deprecated !== undefined && typeof token.$deprecated !== 'boolean' && typeof token.$deprecated !== 'string') {
        errors.push(`${where}: $deprecated must be a boolean or a string`)
      }
      errors.push(...this.checkValue(where, type as DtcgType, token.$value, [where]))
    }
    return errors
  }

  /** A value of the given type, or an alias to a token of that type. */
  private checkValue(where: string, type: DtcgType, value: unknown, chain: string[]): string[] {
    const target = aliasOf(value)
    if (target !== undefined) {
      // Follow the chain of aliases to its end: every link must name a token, and none twice.
      const seen = [...chain]
      for (let link: string | undefined = target; link !== undefined; link = aliasOf(this.tokens.get(link)?.$value)) {
        if (!this.tokens.has(link)) return [`${where}: the alias {${link}} names no token`]
        if (seen.includes(link)) return [`${where}: alias cycle through {${link}}`]
        seen.push(link)
      }
      const targetType = this.typeOf(target)
      return targetType === type ? [] : [`${where}: {${target}} is a ${targetType}, not a ${type}`]
    }
    const fail = (what: string) => [`${where}: ${what} (${JSON.stringify(value)})`]
    const sub = (name: string, subType: DtcgType, subValue: unknown) => this.checkValue(`${where}.${name}`, subType, subValue, chain)
    switch (type) {
      case 'color': {
        if (!isObject(value)) return fail('a color is an object { colorSpace, components, alpha?, hex? }')
        const { colorSpace, components, alpha, hex } = value
        if (typeof colorSpace !== 'string' || !COLOR_SPACES.includes(colorSpace)) return fail('unknown colorSpace')
        if (!Array.isArray(components) || components.length !== 3 || !components.every((c) => isNumber(c) || c === 'none')) {
          return fail('components are three numbers (or "none")')
        }
        if (colorSpace === 'srgb' && !components.every((c) => c === 'none' || (c >= 0 && c <= 1))) return fail('sRGB components lie between 0 and 1')
        if (alpha !== undefined && !(isNumber(alpha) && alpha >= 0 && alpha <= 1)) return fail('alpha lies between 0 and 1')
        if (hex !== undefined && !(typeof hex === 'string' && /^#[0-9a-fA-F]{6}$/.test(hex))) return fail('hex is a 6-digit CSS hex colour')
        const extra = Object.keys(value).filter((key) => !['colorSpace', 'components', 'alpha', 'hex'].includes(key))
        return extra.length > 0 ? fail(`a color has no property ${extra.join(', ')}`) : []
      }
      case 'dimension':
        return isObject(value) && isNumber(value.value) && (value.unit === 'px' || value.unit === 'rem') && Object.keys(value).length === 2
          ? []
          : fail('a dimension is { value: number, unit: "px" | "rem" }')
      case 'duration':
        return isObject(value) && isNumber(value.value) && value.value >= 0 && (value.unit === 'ms' || value.unit === 's') && Object.keys(value).length === 2
          ? []
          : fail('a duration is { value: number ≥ 0, unit: "ms" | "s" }')
      case 'fontFamily':
        return (typeof value === 'string' && value !== '') ||
          (Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string' && name !== ''))
          ? []
          : fail('a font family is a name or a non-empty list of names')
      case 'fontWeight':
        return (isNumber(value) && value >= 1 && value <= 1000) || (typeof value === 'string' && FONT_WEIGHT_NAMES.includes(value))
          ? []
          : fail('a font weight is a number from 1 to 1000 or a weight name')
      case 'number':
        return isNumber(value) ? [] : fail('a number')
      case 'cubicBezier':
        return Array.isArray(value) && value.length === 4 && value.every(isNumber) && [value[0], value[2]].every((x) => x !== undefined && x >= 0 && x <= 1)
          ? []
          : fail('a cubic Bézier is [x1, y1, x2, y2] with x1 and x2 between 0 and 1')
      case 'strokeStyle':
        if (typeof value === 'string') return STROKE_STYLES.includes(value) ? [] : fail('unknown stroke style')
        if (!isObject(value) || !Array.isArray(value.dashArray) || !['round', 'butt', 'square'].includes(value.lineCap as string)) {
          return fail('a stroke style is a keyword or { dashArray, lineCap }')
        }
        return value.dashArray.flatMap((dash, i) => sub(`dashArray.${i}`, 'dimension', dash))
      case 'border':
        if (!isObject(value)) return fail('a border is { color, width, style }')
        return [...sub('color', 'color', value.color), ...sub('width', 'dimension', value.width), ...sub('style', 'strokeStyle', value.style)]
      case 'transition':
        if (!isObject(value)) return fail('a transition is { duration, delay, timingFunction }')
        return [
          ...sub('duration', 'duration', value.duration),
          ...sub('delay', 'duration', value.delay),
          ...sub('timingFunction', 'cubicBezier', value.timingFunction),
        ]
      case 'shadow': {
        const layers = Array.isArray(value) ? value : [value]
        if (layers.length === 0) return fail('a shadow has at least one layer')
        return layers.flatMap((layer, i) => {
          const at = Array.isArray(value) ? `${i}.` : ''
          if (!isObject(layer)) return fail('a shadow is { color, offsetX, offsetY, blur, spread, inset? } or a list of them')
          if (layer.inset !== undefined && typeof layer.inset !== 'boolean') return fail('inset is a boolean')
          return [
            ...sub(`${at}color`, 'color', layer.color),
            ...(['offsetX', 'offsetY', 'blur', 'spread'] as const).flatMap((name) => sub(`${at}${name}`, 'dimension', layer[name])),
          ]
        })
      }
      case 'gradient':
        if (!Array.isArray(value)) return fail('a gradient is a list of stops')
        return value.flatMap((stop, i) =>
          isObject(stop)
            ? [...sub(`${i}.color`, 'color', stop.color), ...sub(`${i}.position`, 'number', stop.position)]
            : fail('a stop is { color, position }'),
        )
      case 'typography':
        if (!isObject(value)) return fail('a typography is { fontFamily, fontSize, fontWeight, letterSpacing, lineHeight }')
        return [
          ...sub('fontFamily', 'fontFamily', value.fontFamily),
          ...sub('fontSize', 'dimension', value.fontSize),
          ...sub('fontWeight', 'fontWeight', value.fontWeight),
          ...sub('letterSpacing', 'dimension', value.letterSpacing),
          ...sub('lineHeight', 'number', value.lineHeight),
        ]
    }
  }
}

/** The source token files, read and merged. */
export const readSource = (files: string[] = sourceFiles()) => new TokenSet(readDocuments(files).map(({ document }) => document))
