import * as styles from './Spinner.css'

export type SpinnerProps = {
  /** Accessible label; omit when the surrounding control already announces the busy state. */
  label?: string
}

/** A small rotating ring that inherits the text colour. */
export function Spinner({ label }: SpinnerProps) {
  return label ? (
    <span role="status" aria-label={label} className={styles.spinner} />
  ) : (
    <span aria-hidden="true" className={styles.spinner} />
  )
}
