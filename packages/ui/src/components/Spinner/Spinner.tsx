import * as styles from './Spinner.css'

export type SpinnerProps = {
  /** Libellé accessible ; à omettre quand le contrôle qui l’entoure annonce déjà l’attente. */
  label?: string
}

/** Un petit anneau qui tourne et hérite de la couleur du texte. */
export function Spinner({ label }: SpinnerProps) {
  return label ? <span role="status" aria-label={label} className={styles.spinner} /> : <span aria-hidden="true" className={styles.spinner} />
}
