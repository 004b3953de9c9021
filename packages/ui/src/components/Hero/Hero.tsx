import { useId, type ReactNode } from 'react'
import { Glyph } from '../Icon/Glyph'
import * as styles from './Hero.css'
import { clsx } from 'clsx/lite'

export type HeroVariant = 'home' | 'page' | 'landing'
export const heroVariants = ['home', 'page', 'landing'] as const satisfies readonly HeroVariant[]

export type HeroBadge = {
  /** Icône décorative (une icône lucide, par exemple) ; masquée aux technologies d’assistance. */
  icon?: ReactNode
  /** Le texte de la pastille. */
  label: ReactNode
}

export type HeroProps = {
  /**
   * `home` : toute la hauteur de l’écran (moins l’en-tête) sur le bleu de marque, avec un bandeau de pastilles.
   * `page` : bandeau clair et court pour les pages intérieures. `landing` : bandeau de marque avec des
   * arguments, pour les campagnes.
   */
  variant?: HeroVariant
  /** L’unique `h1` de la page. */
  title: ReactNode
  /** Court surtitre au-dessus du titre. */
  eyebrow?: ReactNode
  /** Promesse d’une ligne sous le titre (sous-titre des pages de campagne). */
  tagline?: ReactNode
  /** Paragraphe(s) de description. Un texte simple est placé dans un `<p>`. */
  children?: ReactNode
  /** Arguments précédés d’une coche (pages de campagne : « 24 h/24 », « Rapport sous 48 h »…). */
  claims?: ReactNode[]
  /** Boutons d’action, par exemple un `LinkButton` principal et un `inverse` sur les variantes sombres. */
  actions?: ReactNode
  /** Pastilles du bandeau du bas (variante `home`). */
  badges?: HeroBadge[]
  /** Nom accessible de la liste des pastilles. */
  badgesLabel?: string
  /** Navigation affichée au-dessus du titre (fil d’Ariane, lien de retour). */
  breadcrumb?: ReactNode
  /**
   * Contenu à côté du texte à partir des ordinateurs (illustration, mini-formulaire) ; en dessous sur
   * téléphone.
   */
  aside?: ReactNode
  /** Identifiant du `h1` ; généré quand il est absent. */
  titleId?: string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/** Le bandeau d’ouverture d’une page. Du balisage pur (aucun effet) : le texte du titre est l’élément LCP. */
export function Hero({
  variant = 'page',
  title,
  eyebrow,
  tagline,
  children,
  claims,
  actions,
  badges,
  badgesLabel = 'Nos engagements',
  breadcrumb,
  aside,
  titleId,
  className,
}: HeroProps) {
  const generatedId = useId()
  const headingId = titleId ?? generatedId
  const dark = variant !== 'page'
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root({ variant }), className)}>
      {dark && <div className={styles.pattern} aria-hidden="true" />}
      {variant === 'home' && !aside && <HouseDrawing />}
      <div className={styles.inner({ variant, withAside: Boolean(aside) })}>
        <div className={styles.body}>
          {breadcrumb && <div className={styles.breadcrumb}>{breadcrumb}</div>}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={headingId} className={styles.title({ variant })}>
            {title}
          </h1>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          {children && <div className={styles.description}>{typeof children === 'string' ? <p>{children}</p> : children}</div>}
          {claims && claims.length > 0 && (
            <ul role="list" className={styles.claims}>
              {claims.map((claim, index) => (
                <li key={index} className={styles.claim}>
                  <span className={styles.claimIcon} aria-hidden="true">
                    <Glyph name="check" size={20} strokeWidth={2.5} />
                  </span>
                  <span>{claim}</span>
                </li>
              ))}
            </ul>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      {badges && badges.length > 0 && (
        <div className={styles.strip}>
          <ul role="list" aria-label={badgesLabel} className={styles.badges}>
            {badges.map((badge, index) => (
              <li key={index} className={styles.badge}>
                {badge.icon && (
                  <span className={styles.badgeIcon} aria-hidden="true">
                    {badge.icon}
                  </span>
                )}
                <span>{badge.label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/** A house elevation drawn like a surveyor's sketch, with dimension lines. */
function HouseDrawing() {
  return (
    <svg
      className={styles.drawing}
      viewBox="0 0 400 300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 270h360" />
      <path d="M70 270V140l130-90 130 90v130" />
      <path d="M50 154 200 50l150 104" />
      <path d="M270 98V52h28v66" />
      <path d="M175 270v-80h50v80" />
      <path d="M100 170h50v45h-50zM125 170v45M100 192h50M250 170h50v45h-50zM275 170v45M250 192h50" />
      <path d="M180 120h40v30h-40zM200 120v30" />
      <path d="M70 290h260M70 284v12M330 284v12" strokeDasharray="4 4" />
      <path d="M360 50v220M354 50h12M354 270h12" strokeDasharray="4 4" />
      <path d="m236 108 14 24-10 18 12 22" />
    </svg>
  )
}
