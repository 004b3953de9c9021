import type { ReactNode } from 'react'
import * as styles from './States.css'
import { clsx } from 'clsx/lite'

export type EmptyStateProps = {
  message: string
  /**
   * Une icône décorative au-dessus du message, par exemple `<MessageSquareText size={32} />` (masquée aux
   * technologies d’assistance).
   */
  icon?: ReactNode
  /** Une action sous le message, par exemple un bouton de partage. */
  action?: ReactNode
  className?: string
}

/** Rien à afficher pour l’instant : un message et, si besoin, ce qu’on peut y faire. */
export function EmptyState({ message, icon, action, className }: EmptyStateProps) {
  return (
    <div className={clsx(styles.state({ tone: 'empty' }), className)}>
      {icon && (
        <span className={styles.emptyIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  )
}
