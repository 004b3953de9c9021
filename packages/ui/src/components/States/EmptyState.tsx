import type { ReactNode } from 'react'
import * as styles from './States.css'

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ')

export type EmptyStateProps = {
  message: string
  /** A decorative icon above the message, e.g. `<MessageSquareText size={32} />` (hidden from assistive technology). */
  icon?: ReactNode
  /** An action under the message, e.g. a share button. */
  action?: ReactNode
  className?: string
}

/** Nothing to show yet: a message and, optionally, what to do about it. */
export function EmptyState({ message, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.state({ tone: 'empty' }), className)}>
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
