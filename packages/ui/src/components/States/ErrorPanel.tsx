// Kept apart from ErrorState.tsx: the panel imports no react-aria code, so a page can show it when
// its scripts failed to download (ErrorState's retry is a react-aria Button, in those scripts).
import type { HTMLAttributes, ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import * as styles from './States.css'

export type ErrorPanelProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The failure, in one sentence. */
  message: ReactNode
  /**
   * Which element is the live region: the message alone (read as it appears) or the whole panel
   * (message, details and actions; give it `tabIndex={-1}` to move focus to it). @default 'message'
   */
  alert?: 'message' | 'panel'
  /** Under the message: details, other ways to reach the firm, an action such as a `NativeButton`. */
  children?: ReactNode
}

/** The error state's panel (icon, message, what follows) with no script of its own. */
export function ErrorPanel({ message, alert = 'message', children, className, ...rest }: ErrorPanelProps) {
  return (
    <div {...rest} role={alert === 'panel' ? 'alert' : rest.role} className={[styles.state({ tone: 'error' }), className].filter(Boolean).join(' ')}>
      <CircleAlert className={styles.icon} aria-hidden="true" />
      <p role={alert === 'message' ? 'alert' : undefined} className={[styles.message, styles.errorMessage].join(' ')}>
        {message}
      </p>
      {children}
    </div>
  )
}
