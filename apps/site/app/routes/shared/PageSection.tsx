// Section bands of the content pages (about, services, landing pages): a heading with its optional
// badge and intro, then the content. Thin adapters so every page composes the same parts.
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Stack } from '@expert/ui'
import { FeatureList } from '@expert/ui/FeatureList'
import { Icon, type IconName } from '@expert/ui/Icon'
import { Section, SectionHeading } from '@expert/ui/Section'
import * as styles from './PageSection.css'

export type PageSectionProps = {
  title: ReactNode
  /** Short label above the heading ('Notre mission'). */
  badge?: string
  intro?: string
  /** Alternate bands on long pages. @default 'default' */
  tone?: 'default' | 'subtle'
  /** Heading alignment. @default 'center' */
  align?: 'left' | 'center'
  id?: string
  children?: ReactNode
}

/** A page band (design-system Section) named by its heading. */
export function PageSection({ title, badge, intro, tone = 'default', align = 'center', id, children }: PageSectionProps) {
  const headingId = useId()
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} badge={badge} intro={intro} align={align} />
      {children}
    </Section>
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

/** A numbered sequence of steps (design-system FeatureList, `steps`). */
export function StepList({ items }: { items: readonly FeatureItem[] }) {
  return (
    <div className={styles.centeredMeasure}>
      <FeatureList variant="steps" items={items.map((item) => ({ title: item.title, description: item.text }))} />
    </div>
  )
}

/** Benefits or commitments with a check mark (design-system FeatureList, `check`). */
export function CheckList({ items, columns = 1 }: { items: readonly FeatureItem[]; columns?: 1 | 2 }) {
  return <FeatureList variant="check" columns={columns} items={items.map((item) => ({ title: item.title, description: item.text }))} />
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
