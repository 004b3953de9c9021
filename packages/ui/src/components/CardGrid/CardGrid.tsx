import type { HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react'
import * as styles from './CardGrid.css'
import { clsx } from 'clsx/lite'

export type CardGridColumns = 2 | 3 | 4
export const cardGridColumns = [2, 3, 4] as const satisfies readonly CardGridColumns[]
export type CardGridReach = 'tablet' | 'desktop'

export type CardGridProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  /** Nombre de colonnes sur grand écran ; une seule sur téléphone. */
  columns?: CardGridColumns
  /**
   * À partir de quelle largeur toutes les colonnes s’affichent : `tablet` dès la tablette ; `desktop` sur
   * ordinateur, avec deux colonnes entre les deux.
   */
  reach?: CardGridReach
  /**
   * `true` pendant qu’une autre page de cartes arrive : les cartes restent en place, atténuées, et la liste
   * est annoncée occupée.
   */
  'aria-busy'?: boolean
  /** Nom accessible de la liste, quand rien d’autre ne la nomme. */
  'aria-label'?: string
  /** Les cellules de la grille, des `CardGridItem`. */
  children?: ReactNode
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/**
 * Une grille de cartes, exposée comme une liste : une colonne sur téléphone, deux, trois ou quatre sur grand
 * écran. Les cartes d’une même rangée ont la même hauteur.
 */
export function CardGrid({ columns = 3, reach = 'desktop', className, children, ...rest }: CardGridProps) {
  return (
    <ul role="list" {...rest} className={clsx(styles.grid({ columns, reach }), className)}>
      {children}
    </ul>
  )
}

export type CardGridItemProps = LiHTMLAttributes<HTMLLIElement> & {
  /** La carte de cette cellule. */
  children?: ReactNode
  /** Classe CSS ajoutée à la cellule. */
  className?: string
}

/** Une cellule de `CardGrid` : sa carte occupe toute la hauteur de la rangée. */
export function CardGridItem({ className, children, ...rest }: CardGridItemProps) {
  return (
    <li {...rest} className={clsx(styles.item, className)}>
      {children}
    </li>
  )
}
