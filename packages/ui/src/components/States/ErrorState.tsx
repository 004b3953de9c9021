import { CircleAlert, RotateCcw } from 'lucide-react'
import { Button } from '../Button/Button'
import * as styles from './States.css'

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ')

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

