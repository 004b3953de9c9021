// The token files are valid DTCG (Format Module 2025.10), in each colour mode, and so is what designers
// import: the Tokens Studio file holds every token, in sets and a theme per mode Tokens Studio reads,
// with aliases that resolve.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { defineConfig, Logger, parse } from '@terrazzo/parser'
import { describe, expect, it } from 'vitest'
import { STUDIO_SETS, STUDIO_THEMES, studioSetName } from '../scripts/build-tokens.ts'
import { aliasOf, MODE_SETS, MODES, readSource, setsOf, sourceDir, sourceFiles, TokenSet, type DtcgColor, type DtcgGroup } from './dtcg.ts'

describe.each(MODES)('the DTCG source (tokens/*.tokens.json), %s theme', (mode) => {
  const source = readSource(sourceFiles(mode))

  it('follows the format: names, groups, types, aliases and the value of each type', () => {
    expect(source.validate()).toEqual([])
    expect(source.tokens.size).toBeGreaterThan(100)
  })

  it('gives every colour a hex that agrees with its sRGB components', () => {
    const disagreements = [...source.tokens.keys()]
      .filter((where) => source.typeOf(where) === 'color')
      .map((where) => [where, source.resolve(where) as DtcgColor] as const)
      .filter(
        ([, color]) =>
          color.hex !==
          `#${color.components
            .map((c) =>
              Math.round(Number(c) * 255)
                .toString(16)
                .padStart(2, '0'),
            )
            .join('')}`,
      )
    expect(disagreements).toEqual([])
  })

  it('describes, in French, every token the foundation pages and Figma show with a usage', () => {
    const undescribed = [...source.tokens.values()].filter((token) => !token.path.startsWith('color.') && !token.$description).map((token) => token.path)
    expect(undescribed).toEqual([])
  })
})

describe('the colour modes', () => {
  /** The token paths of one source file, read alone (its aliases point into other files). */
  const pathsOf = (set: string) => [...readSource([path.join(sourceDir, `${set}.tokens.json`)]).tokens.keys()].sort()

  it('give every decision a value in each mode: a mode’s file has the same tokens as the file it replaces', () => {
    for (const [base, replacement] of Object.entries(MODE_SETS.dark)) expect(pathsOf(replacement), replacement).toEqual(pathsOf(base))
    expect(pathsOf('color.dark').length).toBeGreaterThan(30)
  })

  it('differ only where a mode replaces a set', () => {
    expect(setsOf('dark').filter((set, i) => set !== setsOf('light')[i])).toEqual(['color.dark'])
  })
})

describe('the validator', () => {
  const errorsOf = (document: DtcgGroup) => new TokenSet([document]).validate()

  it('accepts the value of each type of the format', () => {
    const px = (value: number) => ({ value, unit: 'px' })
    const red = { colorSpace: 'srgb', components: [1, 0, 0] }
    expect(
      errorsOf({
        c: { $type: 'color', $value: red },
        d: { $type: 'dimension', $value: { value: 1.5, unit: 'rem' } },
        f: { $type: 'fontFamily', $value: ['Inter', 'sans-serif'] },
        w: { $type: 'fontWeight', $value: 'semi-bold' },
        t: { $type: 'duration', $value: { value: 0.2, unit: 's' } },
        e: { $type: 'cubicBezier', $value: [0.5, -1, 0.5, 2] },
        n: { $type: 'number', $value: 1.5 },
        s: { $type: 'strokeStyle', $value: { dashArray: [px(2), '{d}'], lineCap: 'round' } },
        b: { $type: 'border', $value: { color: '{c}', width: px(1), style: 'solid' } },
        tr: { $type: 'transition', $value: { duration: '{t}', delay: { value: 0, unit: 'ms' }, timingFunction: '{e}' } },
        sh: { $type: 'shadow', $value: [{ color: red, offsetX: px(0), offsetY: px(1), blur: px(2), spread: px(0), inset: true }] },
        g: {
          $type: 'gradient',
          $value: [
            { color: '{c}', position: 0 },
            { color: red, position: '{n}' },
          ],
        },
        ty: { $type: 'typography', $value: { fontFamily: '{f}', fontSize: '{d}', fontWeight: 400, letterSpacing: px(0), lineHeight: 1.2 } },
      }),
    ).toEqual([])
  })

  it('refuses what the format does not allow', () => {
    const errors = errorsOf({
      hexString: { $type: 'color', $value: '#ff0000' },
      em: { $type: 'dimension', $value: { value: 2, unit: 'em' } },
      stringSize: { $type: 'dimension', $value: '16px' },
      unknownType: { $type: 'size', $value: 1 },
      untyped: { $value: 1 },
      'dotted.name': { $type: 'number', $value: 1 },
      dangling: { $type: 'number', $value: '{nowhere}' },
      wrongAlias: { $type: 'dimension', $value: '{hexString}' },
      extra: { $type: 'number', $value: 1, $unknown: true },
      bezier: { $type: 'cubicBezier', $value: [2, 0, 0, 1] },
      loopA: { $type: 'number', $value: '{loopB}' },
      loopB: { $type: 'number', $value: '{loopA}' },
    })
    for (const where of ['hexString', 'em', 'stringSize', 'unknownType', 'untyped', 'dotted.name', 'dangling', 'wrongAlias', 'extra', 'bezier', 'loopA']) {
      expect(
        errors.some((error) => error.startsWith(`${where}:`)),
        `${where} in ${errors.join('\n')}`,
      ).toBe(true)
    }
  })

  it('takes a token’s type from its group, then from the token it aliases', () => {
    const tokens = new TokenSet([{ size: { $type: 'dimension', md: { $value: { value: 16, unit: 'px' } } }, gap: { $value: '{size.md}' } }])
    expect(tokens.validate()).toEqual([])
    expect(tokens.typeOf('gap')).toBe('dimension')
    expect(tokens.resolve('gap')).toEqual({ value: 16, unit: 'px' })
  })
})

describe('the Tokens Studio file (tokens/export/tokens-studio.json)', () => {
  const studio = JSON.parse(readFileSync(path.join(import.meta.dirname, 'export/tokens-studio.json'), 'utf8')) as Record<string, unknown>
  const sets = Object.keys(studio).filter((key) => !key.startsWith('$'))
  const TOKENS_STUDIO_TYPES = [
    'color',
    'dimension',
    'spacing',
    'sizing',
    'borderRadius',
    'fontFamilies',
    'fontWeights',
    'fontSizes',
    'lineHeights',
    'boxShadow',
    'number',
    'duration',
    'cubicBezier',
  ]

  /** Every token of a set: [path, token]. */
  const tokensOf = (group: Record<string, unknown>, at: string[] = []): [string, Record<string, unknown>][] =>
    Object.entries(group).flatMap(([key, child]) => {
      const node = child as Record<string, unknown>
      return '$value' in node ? [[[...at, key].join('.'), node] as [string, Record<string, unknown>]] : tokensOf(node, [...at, key])
    })
  /** The tokens of the given sets, by path. */
  const tokensIn = (...names: string[]) => new Map(names.flatMap((set) => tokensOf(studio[set] as Record<string, unknown>)))

  it('is a token set per source file, in order, the colours as a light and a dark set, with a theme per mode', () => {
    expect(sets).toEqual(STUDIO_SETS)
    expect(sets).toEqual(['palette', 'color/light', 'color/dark', 'notification', 'space', 'radius', 'shadow', 'type', 'motion', 'layout', 'breakpoint'])
    expect(studio.$metadata).toEqual({ tokenSetOrder: STUDIO_SETS })
    expect(studio.$themes).toEqual(STUDIO_THEMES)
    const themes = studio.$themes as { id: string; name: string; group: string; selectedTokenSets: Record<string, string> }[]
    expect(themes.map(({ id, name, group }) => [id, name, group])).toEqual([
      ['expert-ui', 'Clair', 'Mode'],
      ['expert-ui-dark', 'Sombre', 'Mode'],
    ])
    // Each theme: the palette as a source, its own mode's sets on, the other mode's off.
    for (const [theme, mode] of [
      [themes[0]!, 'light'],
      [themes[1]!, 'dark'],
    ] as const) {
      const enabled = Object.entries(theme.selectedTokenSets)
        .filter(([, status]) => status === 'enabled')
        .map(([set]) => set)
      expect(theme.selectedTokenSets.palette, theme.name).toBe('source')
      expect(enabled, theme.name).toEqual(
        setsOf(mode)
          .filter((set) => set !== 'palette')
          .map(studioSetName),
      )
      expect(Object.keys(theme.selectedTokenSets).sort(), theme.name).toEqual([...STUDIO_SETS].sort())
    }
  })

  describe.each([
    ['light', 0],
    ['dark', 1],
  ] as const)('through its %s theme', (mode, index) => {
    const modeSource = readSource(sourceFiles(mode))
    const theme = (studio.$themes as { selectedTokenSets: Record<string, string> }[])[index]!
    /** The tokens Tokens Studio resolves with this theme: its enabled and source sets. */
    const applied = tokensIn(
      ...Object.entries(theme.selectedTokenSets)
        .filter(([, status]) => status !== 'disabled')
        .map(([set]) => set),
    )

    it('holds every source token, with a type Tokens Studio knows, its description, and aliases kept as aliases', () => {
      expect([...applied.keys()].sort()).toEqual([...modeSource.tokens.keys()].sort())
      for (const [where, token] of applied) {
        const original = modeSource.tokens.get(where)!
        expect(TOKENS_STUDIO_TYPES, where).toContain(token.$type)
        expect(token.$description, where).toBe(original.$description)
        if (aliasOf(original.$value)) expect(token.$value, where).toBe(original.$value)
        else if (typeof token.$value === 'string') expect(token.$value, where).not.toMatch(/^\{/)
      }
    })

    it('resolves every alias within the theme’s sets, to a token of the same type', () => {
      for (const [where, token] of applied) {
        const target = aliasOf(token.$value)
        if (target) expect(applied.get(target)?.$type, `${where} → ${target}`).toBe(token.$type)
      }
    })
  })

  it('writes colours and dimensions as the CSS text Tokens Studio reads', () => {
    const all = tokensIn(...sets.filter((set) => set !== 'color/dark'))
    expect(all.get('color.blue.900')?.$value).toBe('#12355b')
    expect(all.get('color.background.overlay')?.$value).toBe('rgba(11, 35, 64, 0.55)')
    expect(tokensIn('color/dark').get('color.background.overlay')?.$value).toBe('rgba(5, 8, 12, 0.7)')
    expect(tokensIn('color/dark').get('color.background.page')?.$value).toBe('{color.slate.950}')
    expect(all.get('space.md')).toMatchObject({ $type: 'dimension', $value: '16px' })
    expect(all.get('font.family.sans')?.$value).toBe('Inter Variable, Inter Fallback, system-ui, -apple-system, Segoe UI, Roboto, sans-serif')
    expect(all.get('shadow.raised')?.$value).toEqual({ x: '0', y: '6px', blur: '20px', spread: '0', color: 'rgba(18, 53, 91, 0.12)', type: 'dropShadow' })
  })
})

// Our validator (dtcg.ts) is checked against an implementation it does not share code with: Terrazzo's
// parser, which reads DTCG documents for its own tools (aliases, types, the 2025.10 colour objects).
// Its lint is left out: its default naming style (kebab-case) is a taste, not the format.
describe.each(MODES)('the DTCG source read by Terrazzo’s parser, %s theme', (mode) => {
  it('parses every file of the theme with no error, and finds every token our validator finds', async () => {
    const files = sourceFiles(mode)
    const logger = new Logger({ level: 'error' })
    const config = defineConfig({ tokens: files }, { cwd: pathToFileURL(`${sourceDir}/`), logger })
    const input = files.map((file) => ({ filename: pathToFileURL(file), src: readFileSync(file, 'utf8') }))
    const { tokens } = await parse(input, { config, logger, skipLint: true })
    expect(logger.errorCount).toBe(0)
    expect(Object.keys(tokens).sort()).toEqual([...readSource(files).tokens.keys()].sort())
  })
})
