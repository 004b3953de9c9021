import { RotateCcw } from 'lucide-react'
import { Button } from '../Button/Button'
import { ErrorPanel } from './ErrorPanel'

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
    <ErrorPanel message={message} className={className}>
      {onRetry && (
        <Button variant="outline" icon={<RotateCcw size={18} aria-hidden="true" />} onPress={onRetry}>
          {retryLabel}
        </Button>
      )}
    </ErrorPanel>
  )
}
