// The brand mark (an original drawing: a house held by a shield, the expert protecting the home)
// and the wordmark, whose text comes from the consumer's configuration.
import * as styles from './Logo.css'
import { clsx } from 'clsx/lite'

export type LogoProps = {
  /** Nom de l’entreprise, affiché comme logotype (et lu comme le texte du logo). */
  name: string
  /** Courte ligne sous le nom, par exemple « Expert d’assuré en bâtiment ». */
  tagline?: string
  /** `dark` sur le fond de marque (bleu profond). */
  tone?: 'light' | 'dark'
  /** `small` pour l’en-tête après défilement. */
  size?: 'small' | 'medium'
  /**
   * Le texte passe à la ligne au lieu d’être coupé par des points de suspension : là où rien ne le presse
   * sur une ligne (le haut du tiroir de navigation).
   */
  wrap?: boolean
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/**
 * Le symbole et le logotype. Pas un lien : le parent l’enveloppe (l’en-tête en fait un lien vers l’accueil).
 */
export function Logo({ name, tagline, tone = 'light', size = 'medium', wrap = false, className }: LogoProps) {
  return (
    <span className={clsx(styles.logo({ tone, size }), className)}>
      <LogoMark tone={tone} size={size} />
      <span className={styles.words}>
        <span className={styles.name({ size, wrap })}>{name}</span>
        {tagline && <span className={styles.tagline({ tone, wrap })}>{tagline}</span>}
      </span>
    </span>
  )
}

/** Le symbole seul, décoratif (le logotype à côté nomme l’entreprise). */
export function LogoMark({ tone = 'light', size = 'medium' }: Pick<LogoProps, 'tone' | 'size'>) {
  return (
    <svg viewBox="0 0 40 44" aria-hidden="true" focusable="false" className={styles.markSize({ size })}>
      <path
        className={`${styles.shield({ tone })} ${styles.forcedOutline}`}
        d="M20 2.5 35.5 8.2v11.6c0 10.3-6.4 18-15.5 21.7C10.9 37.8 4.5 30.1 4.5 19.8V8.2Z"
      />
      <path
        className={`${styles.house({ tone })} ${styles.forcedHouse}`}
        d="M13.5 21.5v9.5h13v-9.5M20 31v-5.5"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path className={styles.roof} d="M10.5 22.5 20 14l9.5 8.5" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
