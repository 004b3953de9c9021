import type { HTMLAttributes, ReactNode } from 'react'
import * as styles from './Badge.css'

export const badgeTones = ['neutral', 'brand', 'accent', 'success'] as const

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Colour family. `accent` is loud: keep it for one badge per screen. @default 'brand' */
  tone?: (typeof badgeTones)[number]
  /** Decorative icon shown before the text (hidden from assistive technology). */
  icon?: ReactNode
  children: ReactNode
}

/** A small pill of text: a section kicker ('Témoignages Clients'), a status, a label. Not interactive. */
export function Badge({ tone, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[styles.badge({ tone }), className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </span>
  )
}
