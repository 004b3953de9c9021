import type { ReactNode } from 'react'
import * as styles from './KeyFigures.css'
import { clsx } from 'clsx/lite'

export type KeyFigure = {
  /** Ce que mesure le chiffre (« Avis publiés »). */
  label: ReactNode
  /** Le chiffre, éventuellement suivi d’un visuel décoratif (des étoiles). */
  value: ReactNode
  /** Identifiant de test posé sur la valeur. */
  'data-testid'?: string
}

export type KeyFiguresProps = {
  /** Les chiffres, dans l’ordre de lecture. */
  items: KeyFigure[]
  /**
   * `true` tant que les chiffres ne sont pas connus : la liste garde sa place (rien ne bouge quand ils
   * arrivent) mais reste invisible, et cachée aux lecteurs d’écran.
   */
  pending?: boolean
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/** Quelques chiffres clés côte à côte (note moyenne, nombre d’avis), chacun sous son libellé, en liste de définitions. */
export function KeyFigures({ items, pending = false, className }: KeyFiguresProps) {
  return (
    <dl className={clsx(styles.list, pending && styles.pending, className)} aria-hidden={pending ? true : undefined}>
      {items.map((item, index) => (
        // By position: the figures are a fixed set, in a fixed order.
        <div key={index} className={styles.figure}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value} data-testid={item['data-testid']}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
