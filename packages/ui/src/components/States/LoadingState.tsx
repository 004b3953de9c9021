// Split from the other states so a page showing only a loading text (e.g. the testimonials block)
// does not download the react-aria Button of ErrorState.
import { Spinner } from '../Spinner/Spinner'
import * as styles from './States.css'
import { clsx } from 'clsx/lite'

export type LoadingStateProps = {
  /** Ce qui est en cours de chargement. */
  message?: string
  className?: string
}

/** Une roue et une ligne de texte, annoncées poliment comme un état. */
export function LoadingState({ message = 'Chargement…', className }: LoadingStateProps) {
  return (
    <div role="status" className={clsx(styles.state({ tone: 'loading' }), className)}>
      <span className={styles.loadingRow}>
        <Spinner />
        {message}
      </span>
    </div>
  )
}
