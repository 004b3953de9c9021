// Helpers for the foundations docs pages (spacing and shapes, motion, breakpoints): each sample is
// drawn with the contract variable itself, each value is read back from the theme the browser
// applies, and each usage note is the token's `$description` in its DTCG file (tokens/*.tokens.json),
// so nothing is copied into the MDX. Every token of the contract is listed, and tokens/dtcg.test.ts
// fails on a token without a description.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { vars } from '../styles/contract.css'
import { breakpoints } from '../styles/tokens'
import { usageOf } from './usageOf'
import { mq } from '../styles/breakpoints'

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'left',
  verticalAlign: 'middle',
}

/** `var(--space-md__1x2y3z)` → `--space-md__1x2y3z`. */
const propertyOf = (cssVar: string) => cssVar.replace(/^var\((--[^),]+).*$/, '$1')

/** The value the applied theme gives each contract variable (read once mounted: docs run in the browser). */
function useThemeValues(cssVars: string[]): string[] | undefined {
  const [values, setValues] = useState<string[]>()
  const key = cssVars.join('|')
  useEffect(() => {
    const root = getComputedStyle(document.documentElement)
    setValues(cssVars.map((cssVar) => root.getPropertyValue(propertyOf(cssVar)).trim()))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return values
}

type Row = { token: string; cssVar: string; usage: ReactNode }

/** A table of tokens: name, value from the theme, a sample drawn with the variable, what it is for. */
function TokenTable({ rows, sample, sampleLabel = 'Aperçu' }: { rows: Row[]; sample: (cssVar: string, token: string) => ReactNode; sampleLabel?: string }) {
  const values = useThemeValues(rows.map((row) => row.cssVar))
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Jeton</th>
          <th style={cell}>Valeur</th>
          <th style={cell}>{sampleLabel}</th>
          <th style={cell}>Usage</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.token}>
            <td style={cell}>
              <code>{row.token}</code>
            </td>
            <td style={{ ...cell, fontVariantNumeric: 'tabular-nums' }}>
              <code>{values?.[i] ?? '…'}</code>
            </td>
            <td style={cell}>{sample(row.cssVar, row.token)}</td>
            <td style={cell}>{row.usage}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const rowsOf = (prefix: string, tokens: Record<string, string>): Row[] =>
  Object.entries(tokens).map(([name, cssVar]) => ({ token: `${prefix}.${name}`, cssVar, usage: usageOf(`${prefix}.${name}`) }))

// --- Spacing and shapes ---

/** Every step of `vars.space`, drawn as a bar of that length. */
export function SpaceScale() {
  return (
    <TokenTable
      rows={rowsOf('space', vars.space)}
      sample={(cssVar) => <span style={{ display: 'block', width: cssVar, height: 16, background: vars.color.background.brand, borderRadius: 2 }} />}
    />
  )
}

/** Every corner radius of `vars.radius`, on a square. */
export function Radii() {
  return (
    <TokenTable
      rows={rowsOf('radius', vars.radius)}
      sample={(cssVar) => (
        <span
          style={{
            display: 'block',
            width: 72,
            height: 48,
            borderRadius: cssVar,
            background: vars.color.background.subtle,
            border: `2px solid ${vars.color.border.strong}`,
          }}
        />
      )}
    />
  )
}

/** Every elevation of `vars.shadow`, on a card. */
export function Shadows() {
  return (
    <TokenTable
      rows={rowsOf('shadow', vars.shadow)}
      sample={(cssVar) => (
        <span
          style={{
            display: 'block',
            width: 120,
            height: 64,
            margin: 12,
            borderRadius: vars.radius.lg,
            background: vars.color.background.surface,
            boxShadow: cssVar,
          }}
        />
      )}
    />
  )
}

/** The layout measures of `vars.layout`, as bars (capped to the page width). */
export function LayoutSizes() {
  return (
    <TokenTable
      rows={rowsOf('layout', vars.layout)}
      sample={(cssVar, token) => (
        <span
          style={{
            display: 'block',
            width: token.includes('header') ? 16 : cssVar,
            height: token.includes('header') ? cssVar : 12,
            maxWidth: 240,
            background: vars.color.background.secondaryHover,
            borderRadius: 2,
          }}
        />
      )}
    />
  )
}

/** The stacking layers of `vars.zIndex`, in order. */
export function ZIndices() {
  return (
    <TokenTable
      rows={rowsOf('zIndex', vars.zIndex)}
      sampleLabel="Ordre"
      sample={(cssVar) => (
        <span
          style={{
            display: 'inline-block',
            position: 'relative',
            zIndex: cssVar,
            padding: '2px 8px',
            borderRadius: vars.radius.full,
            background: vars.color.background.brand,
            color: vars.color.text.onBrand,
            fontSize: 13,
          }}
        >
          couche
        </span>
      )}
    />
  )
}

// --- Motion ---

/** Durations and easing of `vars.motion`; “Lancer” moves a dot with each duration and the easing. */
export function MotionTokens() {
  const [moved, setMoved] = useState(false)
  const durations = (Object.keys(vars.motion) as (keyof typeof vars.motion)[]).filter((name) => name !== 'easing')
  const rows = rowsOf('motion', vars.motion)
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TokenTable
        rows={rows}
        sample={(cssVar) =>
          cssVar === vars.motion.easing ? (
            <EasingCurve />
          ) : (
            <span style={{ display: 'block', width: 160, height: 16, background: vars.color.background.subtle, borderRadius: 8 }}>
              <span
                style={{
                  display: 'block',
                  width: 16,
                  height: 16,
                  borderRadius: vars.radius.full,
                  background: vars.color.background.brand,
                  transform: moved ? 'translateX(144px)' : 'none',
                  transition: `transform ${cssVar} ${vars.motion.easing}`,
                }}
              />
            </span>
          )
        }
      />
      <div>
        <button type="button" onClick={() => setMoved((value) => !value)} style={{ font: 'inherit', padding: '8px 16px' }}>
          {moved ? 'Revenir' : 'Lancer'} ({durations.map((name) => `motion.${name}`).join(', ')})
        </button>
      </div>
    </div>
  )
}

/** The easing curve, drawn from the `cubic-bezier()` the theme gives `motion.easing`. */
function EasingCurve() {
  const [value] = useThemeValues([vars.motion.easing]) ?? []
  const points = value
    ?.match(/cubic-bezier\(([^)]*)\)/)?.[1]
    ?.split(',')
    .map(Number)
  if (!points || points.length !== 4) return <code>{value ?? '…'}</code>
  const [x1, y1, x2, y2] = points as [number, number, number, number]
  const size = 64
  const at = (x: number, y: number) => `${x * size},${size - y * size}`
  return (
    <svg width={size} height={size} viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={`Courbe ${value}`}>
      <rect x={0} y={0} width={size} height={size} fill="none" stroke={vars.color.border.subtle} />
      <path d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`} fill="none" stroke={vars.color.background.brand} strokeWidth={2} />
    </svg>
  )
}

// --- Breakpoints ---

/** The widths the site is reviewed at (the Storybook toolbar offers the same ones). */
export const reviewWidths = [
  { width: 360, label: 'Petit téléphone' },
  { width: 390, label: 'Téléphone' },
  { width: 768, label: 'Tablette' },
  { width: 1440, label: 'Ordinateur' },
] as const

/** Every breakpoint (mobile first: each one adds to the previous), with the media query to use. */
export function Breakpoints() {
  const names = Object.keys(breakpoints) as (keyof typeof breakpoints)[]
  const [viewport, setViewport] = useState<number>()
  useEffect(() => {
    const update = () => setViewport(window.innerWidth)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  const max = 1440
  const current = viewport === undefined ? undefined : (names.filter((name) => viewport >= breakpoints[name]).at(-1) ?? 'téléphone')
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Palier</th>
            <th style={cell}>À partir de</th>
            <th style={cell}>Requête</th>
            <th style={cell}>Ce qui change</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td style={cell}>téléphone</td>
            <td style={cell}>0 px</td>
            <td style={cell}>(aucune : styles de base)</td>
            <td style={cell}>Une colonne, navigation dans le tiroir, marges de `space.md`.</td>
          </tr>
          {names.map((name) => (
            <tr key={name}>
              <td style={cell}>
                <code>mq.{name}</code>
              </td>
              <td style={{ ...cell, fontVariantNumeric: 'tabular-nums' }}>{breakpoints[name]} px</td>
              <td style={cell}>
                <code>{mq[name]}</code>
              </td>
              <td style={cell}>{usageOf(`breakpoint.${name}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figure style={{ margin: 0 }}>
        <div style={{ position: 'relative', height: 56, background: vars.color.background.subtle, borderRadius: vars.radius.md }} aria-hidden="true">
          {names.map((name) => (
            <span
              key={name}
              style={{
                position: 'absolute',
                left: `${(breakpoints[name] / max) * 100}%`,
                top: 0,
                bottom: 0,
                borderLeft: `2px solid ${vars.color.border.strong}`,
                paddingLeft: 4,
                fontSize: 12,
              }}
            >
              {name} {breakpoints[name]}
            </span>
          ))}
          {reviewWidths.map(({ width }) => (
            <span
              key={width}
              style={{
                position: 'absolute',
                left: `calc(${(width / max) * 100}% - 6px)`,
                bottom: 4,
                width: 12,
                height: 12,
                borderRadius: vars.radius.full,
                background: vars.color.accent,
              }}
            />
          ))}
        </div>
        <figcaption style={{ fontSize: 13, marginTop: 8 }}>
          Traits : les paliers. Points : les largeurs de relecture ({reviewWidths.map(({ width, label }) => `${label.toLowerCase()} ${width} px`).join(', ')}).
          {viewport !== undefined && ` Cette page mesure ${viewport} px : palier ${current}.`}
        </figcaption>
      </figure>
    </div>
  )
}
