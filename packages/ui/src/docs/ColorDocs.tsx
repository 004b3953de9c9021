// Helpers for the Couleurs docs page: swatches of the palette and of every colour decision, and
// the WCAG contrast of each text/background pair as the browser actually resolves the theme.
import { useEffect, useState, type CSSProperties } from 'react'
import { vars } from '../styles/contract.css'
import { palette } from '../styles/tokens'
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

/** Resolves CSS custom properties to `rgb()` strings once mounted (docs run in the browser). */
function useResolved(colors: string[]): string[] | undefined {
  const [resolved, setResolved] = useState<string[]>()
  const key = colors.join('|')
  useEffect(() => {
    const probe = document.createElement('span')
    document.body.append(probe)
    setResolved(
      colors.map((color) => {
        probe.style.color = color
        return getComputedStyle(probe).color
      }),
    )
    probe.remove()
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/use-memo
  }, [key])
  return resolved
}

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

type Group = 'background' | 'text' | 'border'

/** Every colour decision of `vars.color`, with the value the theme gives it. */
export function Decisions() {
  const entries: [string, string][] = [
    ...(['background', 'text', 'border'] as Group[]).flatMap((group) =>
      Object.entries(vars.color[group]).map(([name, value]): [string, string] => [`color.${group}.${name}`, value]),
    ),
    ['color.focus', vars.color.focus],
    ['color.accent', vars.color.accent],
    ['color.star', vars.color.star],
  ]
  const resolved = useResolved(entries.map(([, value]) => value))
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Décision</th>
          <th style={cell}>Valeur</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([name, value], index) => (
          <tr key={name}>
            <td style={cell}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
                <span style={swatch(value)} />
                <code>{name}</code>
              </span>
            </td>
            <td style={cell}>
              <code>{resolved?.[index] ?? '…'}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The pairs the contract intends: [label, text colour, background colour, minimum ratio]. */
const pairs: [string, string, string, number][] = [
  ['text.body / background.page', vars.color.text.body, vars.color.background.page, 4.5],
  ['text.body / background.subtle', vars.color.text.body, vars.color.background.subtle, 4.5],
  ['text.heading / background.page', vars.color.text.heading, vars.color.background.page, 4.5],
  ['text.heading / background.subtle', vars.color.text.heading, vars.color.background.subtle, 4.5],
  ['text.heading / background.secondary', vars.color.text.heading, vars.color.background.secondary, 4.5],
  ['text.muted / background.page', vars.color.text.muted, vars.color.background.page, 4.5],
  ['text.muted / background.subtle', vars.color.text.muted, vars.color.background.subtle, 4.5],
  ['text.link / background.page', vars.color.text.link, vars.color.background.page, 4.5],
  ['text.onBrand / background.brand', vars.color.text.onBrand, vars.color.background.brand, 4.5],
  ['text.onBrandMuted / background.brand', vars.color.text.onBrandMuted, vars.color.background.brand, 4.5],
  ['text.onAction / background.action', vars.color.text.onAction, vars.color.background.action, 4.5],
  ['text.onAction / background.actionHover', vars.color.text.onAction, vars.color.background.actionHover, 4.5],
  ['text.critical / background.critical', vars.color.text.critical, vars.color.background.critical, 4.5],
  ['text.onCritical / background.criticalStrong', vars.color.text.onCritical, vars.color.background.criticalStrong, 4.5],
  ['text.success / background.success', vars.color.text.success, vars.color.background.success, 4.5],
  ['focus / background.page', vars.color.focus, vars.color.background.page, 3],
  ['focus / background.brand', vars.color.focus, vars.color.background.brand, 3],
  ['focus / background.subtle', vars.color.focus, vars.color.background.subtle, 3],
]

/** Each pair as a sample, with its WCAG ratio as the browser resolves the theme. */
export function ContrastPairs() {
  const resolved = useResolved(pairs.flatMap(([, fg, bg]) => [fg, bg]))
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Paire</th>
          <th style={cell}>Exemple</th>
          <th style={cell}>Contraste</th>
          <th style={cell}>Seuil</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([label, fg, bg, min], index) => {
          const ratio = resolved ? contrastRatio(resolved[index * 2]!, resolved[index * 2 + 1]!) : undefined
          const isRing = label.startsWith('focus')
          return (
            <tr key={label}>
              <td style={cell}>
                <code>{label}</code>
              </td>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '6px 12px',
                    borderRadius: 6,
                    background: bg,
                    color: isRing ? (label.endsWith('brand') ? vars.color.text.onBrand : vars.color.text.body) : fg,
                    outline: isRing ? `3px solid ${fg}` : undefined,
                    outlineOffset: isRing ? 2 : undefined,
                  }}
                >
                  {isRing ? 'Anneau de focus' : 'Expertise fissures'}
                </span>
              </td>
              <td style={cell}>{ratio === undefined ? '…' : formatRatio(ratio)}</td>
              <td style={cell}>{ratio === undefined ? '' : ratio >= min ? `≥ ${min} ✓` : `< ${min} ✗ (à éviter)`}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
