// Helper for the Typographie docs page: every size of the scale, set in the theme's family; each
// usage note is the token's `$description` in tokens/type.tokens.json.
import { vars } from '../styles/contract.css'
import { fontSizeScale } from '../styles/tokens'
import { usageOf } from './usageOf'

export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      {(Object.keys(fontSizeScale) as (keyof typeof fontSizeScale)[]).map((size) => (
        <div key={size} style={{ display: 'grid', gap: 4 }}>
          <code style={{ fontSize: 13 }}>
            font.size.{size} · {fontSizeScale[size]} · {usageOf(`font.size.${size}`)}
          </code>
          <span
            style={{
              fontFamily: vars.font.family.sans,
              fontSize: vars.font.size[size],
              lineHeight: size === 'md' || size === 'sm' || size === 'xs' ? vars.font.lineHeight.body : vars.font.lineHeight.tight,
              fontWeight: ['xl', 'xxl', 'xxxl', 'display'].includes(size) ? vars.font.weight.bold : vars.font.weight.regular,
              color: vars.color.text.heading,
            }}
          >
            Une fissure en escalier ? L’expert d’assuré défend vos intérêts.
          </span>
        </div>
      ))}
    </div>
  )
}

/** Every weight of `vars.font.weight`, set in that weight. */
export function FontWeights() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {(Object.keys(vars.font.weight) as (keyof typeof vars.font.weight)[]).map((weight) => (
        <div key={weight} style={{ display: 'grid', gap: 2 }}>
          <code style={{ fontSize: 13 }}>
            font.weight.{weight} · {usageOf(`font.weight.${weight}`)}
          </code>
          <span
            style={{
              fontFamily: vars.font.family.sans,
              fontSize: vars.font.size.lg,
              fontWeight: vars.font.weight[weight],
              color: vars.color.text.heading,
            }}
          >
            Rapport d’expertise remis sous 48 h
          </span>
        </div>
      ))}
    </div>
  )
}

/** Every line height of `vars.font.lineHeight`, on a paragraph narrow enough to wrap. */
export function LineHeights() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {(Object.keys(vars.font.lineHeight) as (keyof typeof vars.font.lineHeight)[]).map((lineHeight) => (
        <div key={lineHeight} style={{ display: 'grid', gap: 4, width: 220, alignContent: 'start' }}>
          <code style={{ fontSize: 13 }}>
            font.lineHeight.{lineHeight} · {usageOf(`font.lineHeight.${lineHeight}`)}
          </code>
          <p
            style={{
              margin: 0,
              fontFamily: vars.font.family.sans,
              fontSize: vars.font.size.md,
              lineHeight: vars.font.lineHeight[lineHeight],
              background: vars.color.background.subtle,
            }}
          >
            Une fissure en escalier sur la façade ? L’expert d’assuré constate, mesure et défend vos intérêts.
          </p>
        </div>
      ))}
    </div>
  )
}

/** The two families of `vars.font.family`, each set in itself. */
export function FontFamilies() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {(Object.keys(vars.font.family) as (keyof typeof vars.font.family)[]).map((family) => (
        <div key={family} style={{ display: 'grid', gap: 2 }}>
          <code style={{ fontSize: 13 }}>font.family.{family}</code>
          <span style={{ fontFamily: vars.font.family[family], fontSize: vars.font.size.lg }}>Expert d’assuré — 0123 456 789</span>
        </div>
      ))}
    </div>
  )
}
