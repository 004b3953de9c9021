// Helpers for the Couleurs docs page: swatches of the palette and of every colour decision in the light
// and the dark theme, and the WCAG contrast of each text/background pair in both. Every value is read
// from tokens.ts, built from the DTCG files (color.tokens.json, color.dark.tokens.json): the source the
// themes' CSS is built from, so nothing is copied into the MDX.
import type { CSSProperties, ReactNode } from 'react'
import { vars } from '../styles/contract.css'
import { darkTheme, palette, theme } from '../styles/tokens'
import { contrastRatio, formatRatio } from './contrast'

const cell: CSSProperties = { padding: '8px 12px', borderBottom: `1px solid ${vars.color.border.subtle}`, textAlign: 'left' }
const swatch = (color: string): CSSProperties => ({
  width: 40,
  height: 40,
  borderRadius: 8,
  background: color,
  border: `1px solid ${vars.color.border.subtle}`,
  flexShrink: 0,
})

/** The raw palette (options): never used by components directly. */
export function Palette() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {Object.entries(palette).map(([family, shades]) => (
        <div key={family}>
          <strong>{family}</strong>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
            {Object.entries(shades).map(([shade, hex]) => (
              <div key={shade} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 13 }}>
                <span style={swatch(hex)} />
                <span>{shade}</span>
                <code>{hex}</code>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}

type ColorTree = { readonly [key: string]: string | ColorTree }

/** Every leaf of a colour tree: [`color.background.page`, value]. */
const leaves = (tree: ColorTree, at: string): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${at}.${key}`, value] as [string, string]] : leaves(value, `${at}.${key}`)))

/** The value of a decision in a theme's colours: `color.text.body` → its CSS colour. */
const valueIn = (colors: ColorTree, path: string): string => {
  const found = path
    .split('.')
    .slice(1)
    .reduce<string | ColorTree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), colors)
  if (typeof found !== 'string') throw new Error(`No colour decision ${path}`)
  return found
}

const light = theme.color as ColorTree
const dark = darkTheme.color as ColorTree

function Swatch({ color }: { color: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <span style={swatch(color)} />
      <code>{color}</code>
    </span>
  )
}

/** Every colour decision of `vars.color`, with its value in the light theme and in the dark one. */
export function Decisions() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Décision</th>
          <th style={cell}>Thème clair</th>
          <th style={cell}>Thème sombre</th>
        </tr>
      </thead>
      <tbody>
        {leaves(light, 'color').map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <Swatch color={value} />
            </td>
            <td style={cell}>
              <Swatch color={valueIn(dark, name)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The pairs the contract intends: [text or ring, background, minimum ratio]. */
const pairs: [string, string, number][] = [
  ['color.text.body', 'color.background.page', 4.5],
  ['color.text.body', 'color.background.subtle', 4.5],
  ['color.text.body', 'color.background.surface', 4.5],
  ['color.text.heading', 'color.background.page', 4.5],
  ['color.text.heading', 'color.background.subtle', 4.5],
  ['color.text.heading', 'color.background.secondary', 4.5],
  ['color.text.muted', 'color.background.page', 4.5],
  ['color.text.muted', 'color.background.subtle', 4.5],
  ['color.text.muted', 'color.background.surface', 4.5],
  ['color.text.link', 'color.background.page', 4.5],
  ['color.text.link', 'color.background.surface', 4.5],
  ['color.text.onBrand', 'color.background.brand', 4.5],
  ['color.text.onBrandMuted', 'color.background.brand', 4.5],
  ['color.text.onBrandMuted', 'color.border.strong', 4.5],
  ['color.text.onAction', 'color.background.action', 4.5],
  ['color.text.onAction', 'color.background.actionHover', 4.5],
  ['color.text.critical', 'color.background.critical', 4.5],
  ['color.text.onCritical', 'color.background.criticalStrong', 4.5],
  ['color.text.success', 'color.background.success', 4.5],
  ['color.border.field', 'color.background.surface', 3],
  ['color.focus', 'color.background.page', 3],
  ['color.focus', 'color.background.brand', 3],
  ['color.focus', 'color.background.subtle', 3],
]

/** A pair drawn in a theme's colours, with its ratio and whether it reaches its minimum. */
function PairSample({ colors, fg, bg, min }: { colors: ColorTree; fg: string; bg: string; min: number }): ReactNode {
  const [front, back] = [valueIn(colors, fg), valueIn(colors, bg)]
  const ratio = contrastRatio(front, back)
  const isRing = fg === 'color.focus'
  const isBorder = fg.startsWith('color.border.')
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <span
        style={{
          display: 'inline-block',
          whiteSpace: 'nowrap',
          padding: '6px 12px',
          borderRadius: 6,
          background: back,
          color: isRing || isBorder ? valueIn(colors, bg.endsWith('brand') ? 'color.text.onBrand' : 'color.text.body') : front,
          outline: isRing ? `3px solid ${front}` : undefined,
          outlineOffset: isRing ? 2 : undefined,
          border: isBorder ? `1px solid ${front}` : undefined,
        }}
      >
        {isRing ? 'Anneau de focus' : isBorder ? 'Champ' : 'Expertise fissures'}
      </span>
      <span style={{ whiteSpace: 'nowrap' }}>
        {formatRatio(ratio)} {ratio >= min ? `≥ ${min} ✓` : `< ${min} ✗ (à éviter)`}
      </span>
    </span>
  )
}

/** Each pair as a sample in both themes, with its WCAG ratio (the source's values). */
export function ContrastPairs() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Paire</th>
          <th style={cell}>Thème clair</th>
          <th style={cell}>Thème sombre</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([fg, bg, min]) => (
          <tr key={`${fg} ${bg}`}>
            <td style={cell}>
              <code>
                {fg.slice('color.'.length)} / {bg.slice('color.'.length)}
              </code>
            </td>
            <td style={cell}>
              <PairSample colors={light} fg={fg} bg={bg} min={min} />
            </td>
            <td style={cell}>
              <PairSample colors={dark} fg={fg} bg={bg} min={min} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
