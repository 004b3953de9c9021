import type { HTMLAttributes } from 'react'
import type { Space } from './space'
import * as styles from './layout.css'
import { clsx } from 'clsx/lite'

type Count = 1 | 2 | 3 | 4

export type ColumnsProps = HTMLAttributes<HTMLDivElement> & {
  /** Nombre de colonnes à partir des tablettes (768 px). */
  tablet?: Count
  /** Nombre de colonnes à partir des ordinateurs (1024 px) ; par défaut, celui des tablettes. */
  desktop?: Count
  /** Espace entre les cellules, pris dans l’échelle `space`. */
  space?: Space
}

/** Une colonne sur téléphone, puis `tablet` et `desktop` colonnes égales au-dessus. */
export function Columns({ tablet = 2, desktop, space = 'lg', className, ...rest }: ColumnsProps) {
  const classes = [styles.columns, styles.columnsTablet[tablet], styles.columnsDesktop[desktop ?? tablet], styles.gap[space], className]
  return <div className={clsx(...classes)} {...rest} />
}
