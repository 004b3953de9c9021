import { Glyph } from '../Icon/Glyph'
import { Button } from '../Button/Button'
import { ErrorPanel } from './ErrorPanel'

export type ErrorStateProps = {
  /** Le message d’échec. */
  message?: string
  /** Appelée par le bouton « Réessayer » ; sans elle, pas de bouton. */
  onRetry?: () => void
  /** Libellé du bouton pour réessayer. */
  retryLabel?: string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/** Un message d’échec, annoncé aussitôt (rôle alert), avec un bouton pour réessayer. */
export function ErrorState({ message = 'Une erreur s’est produite lors du chargement.', onRetry, retryLabel = 'Réessayer', className }: ErrorStateProps) {
  return (
    <ErrorPanel message={message} className={className}>
      {onRetry && (
        <Button variant="outline" icon={<Glyph name="rotateCcw" size={18} />} onPress={onRetry}>
          {retryLabel}
        </Button>
      )}
    </ErrorPanel>
  )
}
