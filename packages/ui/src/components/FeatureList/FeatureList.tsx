import type { ReactNode } from 'react'
import { Check } from 'lucide-react'
import * as styles from './FeatureList.css'

export const featureListVariants = ['check', 'icon', 'number', 'steps'] as const

export type FeatureItem = {
  /** The point itself (short, bold). */
  title: ReactNode
  /** Optional explanation under the title. */
  description?: ReactNode
  /** Marker of the `icon` variant (decorative). */
  icon?: ReactNode
}

export type FeatureListProps = {
  items: FeatureItem[]
  /**
   * Marker: `check` (benefits, commitments), `icon` (each item's own icon), `number` (ordered points)
   * or `steps` (a numbered process with a connector between steps; single column).
   * @default 'check'
   */
  variant?: (typeof featureListVariants)[number]
  /** Columns from tablets (max 2) and desktops; ignored by `steps`. @default 1 */
  columns?: 1 | 2 | 3
  /** Tighter gaps, for short one-line items. @default false */
  compact?: boolean
  /** Accessible name of the list, when the surrounding heading does not already give it. */
  'aria-label'?: string
  className?: string
}

/** A list of points with markers; `number` and `steps` render an ordered list. */
export function FeatureList({
  items,
  variant = 'check',
  columns = 1,
  compact = false,
  className,
  ...rest
}: FeatureListProps) {
  const ordered = variant === 'number' || variant === 'steps'
  const List = ordered ? 'ol' : 'ul'
  const markerStyle = variant === 'steps' ? 'number' : variant
  const bigMarker = markerStyle !== 'check'
  const classes = [
    styles.list,
    variant !== 'steps' && styles.columns[columns],
    compact && styles.compact,
    className,
  ]
  return (
    <List role="list" aria-label={rest['aria-label']} className={classes.filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={index} className={[styles.item, variant === 'steps' && styles.stepItem].filter(Boolean).join(' ')}>
          <span className={styles.marker[markerStyle]} aria-hidden="true">
            {markerStyle === 'check' ? <Check size={16} strokeWidth={3} /> : markerStyle === 'number' ? index + 1 : item.icon}
          </span>
          <div className={[styles.content, bigMarker && styles.contentWithBigMarker].filter(Boolean).join(' ')}>
            <span className={styles.title}>{item.title}</span>
            {item.description && <div className={styles.description}>{item.description}</div>}
          </div>
        </li>
      ))}
    </List>
  )
}
