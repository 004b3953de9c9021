import * as styles from './BulletList.css'
import { clsx } from 'clsx/lite'

export type BulletListProps = {
  /** Les points, dans l’ordre : des phrases courtes. */
  items: string[]
  /** Nom accessible de la liste, quand le titre qui l’entoure ne le donne pas déjà. */
  'aria-label'?: string
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/**
 * Une simple liste à puces hors d’un texte (`Prose`) : des exemples, des cas courants. Les puces rondes
 * prennent la couleur du texte ; un petit écart régulier sépare les points.
 */
export function BulletList({ items, 'aria-label': ariaLabel, className }: BulletListProps) {
  return (
    <ul aria-label={ariaLabel} className={clsx(styles.list, className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
