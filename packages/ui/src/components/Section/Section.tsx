import type { HTMLAttributes, ReactNode } from 'react'
import { Badge } from '../Badge/Badge'
import * as styles from './Section.css'

export const sectionTones = ['default', 'subtle', 'brand'] as const

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Background band. `brand` turns text and `SectionHeading` to the on-brand colours. @default 'default' */
  tone?: (typeof sectionTones)[number]
  /** Vertical padding. @default 'default' */
  spacing?: 'default' | 'compact'
  /** Width of the centred content: site content width, reading width (~70ch) or full bleed. @default 'content' */
  width?: 'content' | 'reading' | 'full'
  /** The element to render; `section` becomes a landmark once named with `aria-labelledby`. @default 'section' */
  as?: 'section' | 'div' | 'aside'
  children?: ReactNode
}

/** A full-width band of a page: background tone, generous vertical rhythm, centred content column. */
export function Section({ tone, spacing, width, as: Element = 'section', className, children, ...rest }: SectionProps) {
  return (
    <Element {...rest} className={[styles.section({ tone, spacing }), className].filter(Boolean).join(' ')}>
      <div className={styles.inner({ width })}>{children}</div>
    </Element>
  )
}

export type SectionHeadingProps = {
  /** The heading text. */
  title: ReactNode
  /** Short kicker above the title, shown as a badge ('Témoignages Clients'). */
  badge?: ReactNode
  /** Decorative icon inside the badge. */
  badgeIcon?: ReactNode
  /** Paragraph under the title. */
  intro?: ReactNode
  /** @default 'center' */
  align?: 'center' | 'left'
  /** Heading level, to keep the outline correct (the page's h1 is the hero). @default 2 */
  level?: 2 | 3 | 4
  /** Id of the heading, to name the enclosing section with `aria-labelledby`. */
  id?: string
  className?: string
}

/** Badge, title and intro at the top of a section. */
export function SectionHeading({ title, badge, badgeIcon, intro, align, level = 2, id, className }: SectionHeadingProps) {
  const Heading = `h${level}` as const
  return (
    <div className={[styles.heading({ align }), className].filter(Boolean).join(' ')}>
      {badge && <Badge icon={badgeIcon}>{badge}</Badge>}
      <Heading id={id} className={[styles.title, level > 2 && styles.titleSmall].filter(Boolean).join(' ')}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}
