// Every text/background pair the theme contract intends, checked to WCAG AA on the source tokens
// themselves (tokens/*.tokens.json, aliases followed): the values the theme is built from. Both
// themes: the light one (color.tokens.json) and the dark one (color.dark.tokens.json in its place).
import { describe, expect, it } from 'vitest'
import { MODES, readSource, sourceFiles, type DtcgColor, type Mode } from '../../tokens/dtcg'
import { contrastRatio } from '../docs/contrast'
import type { Theme } from './tokens'

type Text = keyof Theme['color']['text']
type Background = keyof Theme['color']['background']

/** [text decision, background decision]: normal-size text, AA needs 4.5:1. */
const textPairs: [Text, Background][] = [
  ['body', 'page'],
  ['body', 'subtle'],
  ['body', 'surface'],
  ['heading', 'page'],
  ['heading', 'subtle'],
  ['heading', 'surface'],
  ['heading', 'secondary'],
  ['heading', 'secondaryHover'],
  ['muted', 'page'],
  ['muted', 'subtle'],
  ['muted', 'surface'],
  ['link', 'page'],
  ['link', 'subtle'],
  ['link', 'surface'],
  ['linkHover', 'page'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandStrong'],
  ['onBrandMuted', 'brand'],
  ['onAction', 'action'],
  ['onAction', 'actionHover'],
  ['critical', 'critical'],
  ['critical', 'page'],
  ['onCritical', 'criticalStrong'],
  ['success', 'success'],
  ['success', 'page'],
]

/**
 * Where the focus ring reaches 3:1. In the light theme only page and brand: on background.subtle it
 * reaches 2.8:1, so components keep focusable controls off that surface (see the Couleurs docs page).
 * The dark theme holds it on every surface.
 */
const focusBackgrounds: Record<Mode, Background[]> = { light: ['page', 'brand'], dark: ['page', 'brand', 'subtle', 'surface'] }

describe.each(MODES)('theme contrast (WCAG AA), %s theme', (mode) => {
  const source = readSource(sourceFiles(mode))

  /** The colour a decision resolves to in the source, as CSS `rgb()` from its sRGB components. */
  function colorOf(path: string): string {
    const { colorSpace, components } = source.resolve(path) as DtcgColor
    if (colorSpace !== 'srgb') throw new Error(`${path} is not an sRGB colour`)
    return `rgb(${components.map((c) => Math.round(Number(c) * 255)).join(', ')})`
  }
  const text = (name: Text) => colorOf(`color.text.${name}`)
  const bg = (name: Background) => colorOf(`color.background.${name}`)

  it.each(textPairs)('text.%s on background.%s reaches 4.5:1', (fg, back) => {
    expect(contrastRatio(text(fg), bg(back))).toBeGreaterThanOrEqual(4.5)
  })

  // The home and landing heroes glow with border.strong under their title and texts (Hero.css.ts).
  it.each(['onBrand', 'onBrandMuted'] as const)('text.%s on border.strong, the glow of the brand heroes, reaches 4.5:1', (fg) => {
    expect(contrastRatio(text(fg), colorOf('color.border.strong'))).toBeGreaterThanOrEqual(4.5)
  })

  it.each(focusBackgrounds[mode])('the focus ring on background.%s reaches 3:1', (back) => {
    expect(contrastRatio(colorOf('color.focus'), bg(back))).toBeGreaterThanOrEqual(3)
  })

  // A field's boundary is what identifies it (WCAG 1.4.11): on the page, in a subtle band, and against
  // its own background (background.surface).
  it.each(['page', 'subtle', 'surface'] as const)('a field’s border on background.%s reaches 3:1', (back) => {
    expect(contrastRatio(colorOf('color.border.field'), bg(back))).toBeGreaterThanOrEqual(3)
  })

  // The notifications' two schemes: their text on their surface (tokens/notification.tokens.json).
  it.each(['light', 'dark'] as const)('the notifications’ %s scheme: text and secondary text on their surface reach 4.5:1', (scheme) => {
    const surface = colorOf(`notification.${scheme}.surface`)
    expect(contrastRatio(colorOf(`notification.${scheme}.text`), surface)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(colorOf(`notification.${scheme}.muted`), surface)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('contrastRatio', () => {
  it('computes the reference ratios of the WCAG definition', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })
})
