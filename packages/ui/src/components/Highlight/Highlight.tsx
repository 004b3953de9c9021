import type { ReactNode } from 'react'
import * as styles from './Highlight.css'
import { clsx } from 'clsx/lite'

export type HighlightProps = {
  /** L’engagement mis en avant, en grand (« Rapport remis sous 48 heures »). Il nomme aussi la section. */
  claim: string
  /** Le paragraphe qui le précise, sous l’engagement. */
  children?: ReactNode
  /** Classe CSS ajoutée au bandeau, pour la mise en page du parent. */
  className?: string
}

/**
 * Un bandeau qui met en avant un engagement, centré sur fond clair, entre deux sections d’une page
 * d’atterrissage. Une section nommée par son engagement.
 */
export function Highlight({ claim, children, className }: HighlightProps) {
  return (
    <section aria-label={claim} className={clsx(styles.band, className)}>
      <p className={styles.claim}>{claim}</p>
      {children && <p className={styles.text}>{children}</p>}
    </section>
  )
}
