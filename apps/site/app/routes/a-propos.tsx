import { Hero } from '@expert/ui/Hero'
import type { IconName } from '@expert/ui/Icon'
import { QuickQuoteSection } from '../sections/QuickQuoteSection'
import { about } from '../content/about'
import { pageMeta } from '../lib/meta'
import { FeatureGrid, PageSection, Paragraphs } from '../sections/PageSection'

export const meta = () => pageMeta({ ...about.meta, path: '/a-propos' })

/** Competence, independence, reactivity, amicable solution: in the content's order. */
const valueIcons: IconName[] = ['graduation', 'scale', 'clock', 'handshake']

/** About (behaviour §2): hero, mission, four values, eight intervention areas, quick-quote form. */
export default function About() {
  const { hero, mission, values, areas, quoteSection } = about
  return (
    <>
      <Hero title={hero.title}>{hero.subtitle}</Hero>

      <PageSection badge={mission.badge} title={mission.title} align="left">
        <Paragraphs paragraphs={mission.paragraphs} />
      </PageSection>

      <PageSection title={values.title} tone="subtle">
        <FeatureGrid columns={4} items={values.items.map((item, index) => ({ ...item, icon: valueIcons[index] }))} />
      </PageSection>

      <PageSection title={areas.title} intro={areas.intro}>
        <FeatureGrid columns={4} items={areas.items} />
      </PageSection>

      <QuickQuoteSection title={quoteSection.title} />
    </>
  )
}
