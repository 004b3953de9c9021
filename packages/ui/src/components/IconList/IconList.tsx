import { Icon, type IconName } from '../Icon/Icon'
import * as styles from './IconList.css'
import { clsx } from 'clsx/lite'

export type IconListItem = {
  /** L’icône décorative du point (`file`, `graduation`, `handshake`…). */
  icon: IconName
  /** Le point lui-même, en gras. */
  title: string
  /** Une courte explication sous le titre, en plus petit. */
  text?: string
}

export type IconListProps = {
  /** Les points, dans l’ordre : icône, titre et, si besoin, une courte explication. */
  items: IconListItem[]
  /** Nom accessible de la liste, quand le titre qui l’entoure ne le donne pas déjà. */
  'aria-label'?: string
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/**
 * Une liste courte de points (des engagements) : une petite icône de couleur d’accent, un titre en gras et
 * une explication discrète. Plus sobre que `FeatureList`, pour un encadré étroit à côté d’un formulaire.
 */
export function IconList({ items, 'aria-label': ariaLabel, className }: IconListProps) {
  return (
    <ul aria-label={ariaLabel} className={clsx(styles.list, className)}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <span>
            <strong className={styles.title}>{item.title}</strong>
            {item.text && <span className={styles.text}>{item.text}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
