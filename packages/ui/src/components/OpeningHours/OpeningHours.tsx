import * as styles from './OpeningHours.css'
import { clsx } from 'clsx/lite'

export type OpeningHoursRow = {
  /** Les jours (« Lundi – Jeudi »). */
  days: string
  /** Les heures d’ouverture de ces jours (« 9 h – 19 h »). */
  hours: string
}

export type OpeningHoursProps = {
  /** Les lignes d’horaires, dans l’ordre de la semaine. */
  rows: OpeningHoursRow[]
  /** Nom accessible de la liste, quand le titre qui l’entoure ne le donne pas déjà. */
  'aria-label'?: string
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/**
 * Des horaires d’ouverture : une ligne par groupe de jours, les jours à gauche et les heures en gras à
 * droite. Une liste de définitions (`<dl>`) : les jours sont les termes, les heures leurs valeurs.
 */
export function OpeningHours({ rows, 'aria-label': ariaLabel, className }: OpeningHoursProps) {
  return (
    <dl aria-label={ariaLabel} className={clsx(styles.list, className)}>
      {rows.map((row) => (
        <div key={row.days} className={styles.row}>
          <dt className={styles.days}>{row.days}</dt>
          <dd className={styles.hours}>{row.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
