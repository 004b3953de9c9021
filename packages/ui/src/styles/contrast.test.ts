// Every text/background pair the theme contract intends, checked to WCAG AA on the source tokens
// themselves (tokens/*.tokens.json, aliases followed): the values the theme is built from.
import { describe, expect, it } from 'vitest'
import { readSource, type DtcgColor } from '../../tokens/dtcg'
import { contrastRatio } from '../docs/contrast'
import type { Theme } from './tokens'

const source = readSource()

/** The colour a decision resolves to in the source, as CSS `rgb()` from its sRGB components. */
function colorOf(path: string): string {
  const { colorSpace, components } = source.resolve(path) as DtcgColor
  if (colorSpace !== 'srgb') throw new Error(`${path} is not an sRGB colour`)
  return `rgb(${components.map((c) => Math.round(Number(c) * 255)).join(', ')})`
}

type Text = keyof Theme['color']['text']
type Background = keyof Theme['color']['background']
const text = (name: Text) => colorOf(`color.text.${name}`)
const bg = (name: Background) => colorOf(`color.background.${name}`)

/** [text decision, background decision]: normal-size text, AA needs 4.5:1. */
const textPairs: [Text, Background][] = [
  ['body', 'page'],
  ['body', 'subtle'],
  ['heading', 'page'],
  ['heading', 'subtle'],
  ['heading', 'secondary'],
  ['heading', 'secondaryHover'],
  ['muted', 'page'],
  ['muted', 'subtle'],
  ['link', 'page'],
  ['link', 'subtle'],
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

describe('theme contrast (WCAG AA)', () => {
  it.each(textPairs)('text.%s on background.%s reaches 4.5:1', (fg, back) => {
    expect(contrastRatio(text(fg), bg(back))).toBeGreaterThanOrEqual(4.5)
  })

  // Only page and brand: on background.subtle the ring reaches 2.8:1, so components keep focusable
  // controls off that surface (see the Couleurs docs page).
  it.each(['page', 'brand'] as const)('the focus ring on background.%s reaches 3:1', (back) => {
    expect(contrastRatio(colorOf('color.focus'), bg(back))).toBeGreaterThanOrEqual(3)
  })

  // The notifications' dark scheme: its text on its surface (tokens/notification.tokens.json).
  it.each(['light', 'dark'] as const)('the notifications’ %s scheme: text and secondary text on their surface reach 4.5:1', (scheme) => {
    const surface = colorOf(`notification.${scheme}.surface`)
    expect(contrastRatio(colorOf(`notification.${scheme}.text`), surface)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(colorOf(`notification.${scheme}.muted`), surface)).toBeGreaterThanOrEqual(4.5)
  })

  it('computes the reference ratios of the WCAG definition', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })
})
