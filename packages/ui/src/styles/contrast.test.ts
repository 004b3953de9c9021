// Every text/background pair the theme contract intends, checked to WCAG AA on the theme's own
// values (tokens.ts, the module theme.css.ts applies).
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../docs/contrast'
import { theme } from './tokens'

const bg = theme.color.background
const text = theme.color.text
const focus = theme.color.focus

/** [text decision, background decision]: normal-size text, AA needs 4.5:1. */
const textPairs: [keyof typeof text, keyof typeof bg][] = [
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
    expect(contrastRatio(text[fg], bg[back])).toBeGreaterThanOrEqual(4.5)
  })

  // Only page and brand: on background.subtle the ring reaches 2.8:1, so components keep focusable
  // controls off that surface (see the Couleurs docs page).
  it.each(['page', 'brand'] as const)('the focus ring on background.%s reaches 3:1', (back) => {
    expect(contrastRatio(focus, bg[back])).toBeGreaterThanOrEqual(3)
  })

  it('computes the reference ratios of the WCAG definition', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })
})
