import type { ReactNode } from 'react'
import * as styles from './CardShowcase.css'
import { clsx } from 'clsx/lite'

export type CardShowcaseProps = {
  /** Le contenu : une grille de cartes (`CardGrid`), ou l’état de chargement ou d’erreur qui la remplace. */
  children?: ReactNode
  /** Les actions centrées sous les cartes (« Voir tous les avis »). */
  actions?: ReactNode
  /** Classe CSS ajoutée au bloc, pour la mise en page du parent. */
  className?: string
}

/** Une sélection de cartes suivie de ses actions, centrées en dessous (les témoignages de l’accueil). */
export function CardShowcase({ children, actions, className }: CardShowcaseProps) {
  return (
    <div className={clsx(styles.body, className)}>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
