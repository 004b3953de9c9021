import type { ReactNode } from 'react'
import { Glyph } from '../Icon/Glyph'
import * as styles from './FeatureList.css'
import { clsx } from 'clsx/lite'

export type FeatureListVariant = 'check' | 'icon' | 'number' | 'steps'
export const featureListVariants = ['check', 'icon', 'number', 'steps'] as const satisfies readonly FeatureListVariant[]

export type FeatureItem = {
  /** Le point lui-même (court, en gras). */
  title: ReactNode
  /** Explication facultative sous le titre. */
  description?: ReactNode
  /** Marqueur de la variante `icon` (décoratif). */
  icon?: ReactNode
}

export type FeatureListProps = {
  /** Les points, dans l’ordre : `title`, et si besoin `description` et `icon`. */
  items: FeatureItem[]
  /**
   * Marqueur : `check` (avantages, engagements), `icon` (l’icône propre à chaque point), `number` (points
   * ordonnés) ou `steps` (un processus numéroté, avec un trait entre les étapes ; une seule colonne).
   */
  variant?: FeatureListVariant
  /** Colonnes à partir des tablettes (2 au plus) et des ordinateurs ; sans effet sur `steps`. */
  columns?: 1 | 2 | 3
  /** Espacements resserrés, pour des points courts tenant sur une ligne. */
  compact?: boolean
  /** Nom accessible de la liste, quand le titre qui l’entoure ne le donne pas déjà. */
  'aria-label'?: string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/** Une liste de points avec des marqueurs ; `number` et `steps` produisent une liste ordonnée. */
export function FeatureList({ items, variant = 'check', columns = 1, compact = false, className, ...rest }: FeatureListProps) {
  const ordered = variant === 'number' || variant === 'steps'
  const List = ordered ? 'ol' : 'ul'
  const markerStyle = variant === 'steps' ? 'number' : variant
  const bigMarker = markerStyle !== 'check'
  const classes = [styles.list, variant !== 'steps' && styles.columns[columns], compact && styles.compact, className]
  return (
    <List role="list" aria-label={rest['aria-label']} className={clsx(...classes)}>
      {items.map((item, index) => (
        <li key={index} className={clsx(styles.item, variant === 'steps' && styles.stepItem)}>
          <span className={styles.marker[markerStyle]} aria-hidden="true">
            {markerStyle === 'check' ? <Glyph name="check" size={16} strokeWidth={3} /> : markerStyle === 'number' ? index + 1 : item.icon}
          </span>
          <div className={clsx(styles.content, bigMarker && styles.contentWithBigMarker)}>
            <span className={styles.title}>{item.title}</span>
            {item.description && <div className={styles.description}>{item.description}</div>}
          </div>
        </li>
      ))}
    </List>
  )
}
