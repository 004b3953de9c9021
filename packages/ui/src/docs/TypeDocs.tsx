// Helper for the Typographie docs page: every size of the scale, set in the theme's family.
import { vars } from '../styles/contract.css'
import { fontSizeScale } from '../styles/palette'

const usage: Record<keyof typeof fontSizeScale, string> = {
  xs: 'Mentions, pied de page, badges',
  sm: 'Navigation, textes secondaires',
  md: 'Texte courant (17 px)',
  lg: 'Chapeaux, titres de carte',
  xl: 'Titres de niveau 3',
  xxl: 'Titres de niveau 2',
  xxxl: 'Titres de niveau 1 des pages intérieures',
  display: 'Titre de l’accueil (fluide)',
}

export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      {(Object.keys(fontSizeScale) as (keyof typeof fontSizeScale)[]).map((size) => (
        <div key={size} style={{ display: 'grid', gap: 4 }}>
          <code style={{ fontSize: 13 }}>
            font.size.{size} · {fontSizeScale[size]} · {usage[size]}
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
            Une fissure en escalier ? L’expert d’assuré défend vos intérêts.
          </span>
        </div>
      ))}
    </div>
  )
}
