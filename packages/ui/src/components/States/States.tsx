// The three states a data-driven list goes through besides "loaded" (spec §4): loading, error, empty.
import type { ReactNode } from 'react'
import { CircleAlert, RotateCcw } from 'lucide-react'
import { Button } from '../Button/Button'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './States.css'

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ')

export type LoadingStateProps = {
  /** What is loading. @default 'Chargement...' */
  message?: string
  className?: string
}

/** A spinner and a line of text, announced politely as a status. */
export function LoadingState({ message = 'Chargement...', className }: LoadingStateProps) {
  return (
    <div role="status" className={cx(styles.state({ tone: 'loading' }), className)}>
      <span className={styles.loadingRow}>
        <Spinner />
        {message}
      </span>
    </div>
  )
}

export type ErrorStateProps = {
  /** @default 'Une erreur s’est produite lors du chargement.' */
  message?: string
  /** Called by the retry button; without it there is no button. */
  onRetry?: () => void
  /** @default 'Réessayer' */
  retryLabel?: string
  className?: string
}

/** A failure message, announced at once (role alert), with a retry button. */
export function ErrorState({
  message = 'Une erreur s’est produite lors du chargement.',
  onRetry,
  retryLabel = 'Réessayer',
  className,
}: ErrorStateProps) {
  return (
    <div className={cx(styles.state({ tone: 'error' }), className)}>
      <CircleAlert className={styles.icon} aria-hidden="true" />
      <p role="alert" className={cx(styles.message, styles.errorMessage)}>
        {message}
      </p>
      {onRetry && (
        <Button variant="outline" icon={<RotateCcw size={18} aria-hidden="true" />} onPress={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  )
}

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
