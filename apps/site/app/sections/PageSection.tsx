// Section bands of the content pages (about, services, landing pages): a heading with its optional
// badge and intro, then the content. Thin adapters so every page composes the same parts.
import { useId, type ReactNode } from 'react'
import { Stack } from '@expert/ui'
import { CardGrid } from '@expert/ui/CardGrid'
import { FeatureCard } from '@expert/ui/FeatureCard'
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

/** Titled texts as a grid of cards (values, benefits, sub-topics): design-system CardGrid of FeatureCards. */
export function FeatureGrid({ items, columns = 2 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <FeatureCard key={item.title} as="li" title={item.title} href={item.href} icon={item.icon && <Icon name={item.icon} />}>
          {item.text}
        </FeatureCard>
      ))}
    </CardGrid>
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
