import type { HTMLAttributes, ReactNode } from 'react'
import * as styles from './Badge.css'
import { clsx } from 'clsx/lite'

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success'
export const badgeTones = ['neutral', 'brand', 'accent', 'success'] as const satisfies readonly BadgeTone[]

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Famille de couleur. `accent` attire l’œil : une seule pastille de ce ton par écran. */
  tone?: BadgeTone
  /** Icône décorative avant le texte (masquée aux technologies d’assistance). */
  icon?: ReactNode
  /** Le texte de la pastille, court. */
  children: ReactNode
}

/**
 * Une petite pastille de texte : le surtitre d’une section (« Témoignages Clients »), un statut, une étiquette.
 * Non interactive.
 */
export function Badge({ tone = 'brand', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={clsx(styles.badge({ tone }), className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </span>
  )
}
