// Section bands of the content pages (about, services, landing pages): a heading with its optional
// badge and intro, then the content. Thin adapters so every page composes the same parts.
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Container, Stack } from '@expert/ui'
import { Icon, type IconName } from '@expert/ui/Icon'
import * as styles from './PageSection.css'

export type PageSectionProps = {
  title: ReactNode
  /** Short label above the heading ('Notre mission'). */
  badge?: string
  intro?: ReactNode
  /** Alternate bands on long pages. @default 'plain' */
  tone?: 'plain' | 'subtle'
  /** Centre the heading block. @default false */
  centered?: boolean
  id?: string
  children?: ReactNode
}

export function PageSection({ title, badge, intro, tone = 'plain', centered = false, id, children }: PageSectionProps) {
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} className={styles.band[tone]}>
      <Container>
        <Stack space="xl">
          <Stack space="sm" align={centered ? 'center' : 'flex-start'} textAlign={centered ? 'center' : 'left'}>
            {badge && <p className={styles.badge}>{badge}</p>}
            <h2 id={headingId} className={styles.heading}>
              {title}
            </h2>
            {intro && <div className={styles.intro}>{typeof intro === 'string' ? <p>{intro}</p> : intro}</div>}
          </Stack>
          {children}
        </Stack>
      </Container>
    </section>
  )
}

export type FeatureItem = { title: string; text: string; icon?: IconName; href?: string }

/** Titled texts as a grid of cards (values, benefits, sub-topics). */
export function FeatureGrid({ items, columns = 2 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul role="list" className={`${styles.grid} ${styles.gridColumns[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.icon && (
            <span className={styles.cardIcon} aria-hidden="true">
              <Icon name={item.icon} />
            </span>
          )}
          <h3 className={styles.cardTitle}>
            {item.href ? (
              <Link to={item.href} className={styles.cardLink}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** A numbered sequence of steps. */
export function StepList({ items }: { items: readonly FeatureItem[] }) {
  return (
    <ol role="list" className={styles.steps}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** Paragraphs at a comfortable reading width. */
export function Paragraphs({ paragraphs, large = false }: { paragraphs: readonly string[]; large?: boolean }) {
  return (
    <Stack space="md" className={large ? `${styles.measure} ${styles.large}` : styles.measure}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Stack>
  )
}
