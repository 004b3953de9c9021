// Kept apart from ErrorState.tsx: the panel imports no react-aria code, so a page can show it when
// its scripts failed to download (ErrorState's retry is a react-aria Button, in those scripts).
import type { HTMLAttributes, ReactNode } from 'react'
import { Glyph } from '../Icon/Glyph'
import * as styles from './States.css'
import { clsx } from 'clsx/lite'

export type ErrorPanelProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** L’échec, en une phrase. */
  message: ReactNode
  /**
   * La zone annoncée : le message seul (lu dès qu’il apparaît) ou tout le panneau (message, détails et
   * actions ; ajoutez `tabIndex={-1}` pour y déplacer le focus).
   */
  alert?: 'message' | 'panel'
  /** Sous le message : détails, autres moyens de joindre le cabinet, une action comme un NativeButton. */
  children?: ReactNode
}

/** Le panneau de l’état d’erreur (icône, message, ce qui suit) sans aucun script : pour un échec affiché quand le JavaScript de la page n’a pas pu être chargé. */
export function ErrorPanel({ message, alert = 'message', children, className, ...rest }: ErrorPanelProps) {
  return (
    <div {...rest} role={alert === 'panel' ? 'alert' : rest.role} className={clsx(styles.state({ tone: 'error' }), className)}>
      <Glyph name="circleExclamationPoint" className={styles.icon} />
      <p role={alert === 'message' ? 'alert' : undefined} className={clsx(styles.message, styles.errorMessage)}>
        {message}
      </p>
      {children}
    </div>
  )
}
