import { Hero } from '@expert/ui/Hero'
import { Section } from '@expert/ui/Section'
import { QuickQuoteSection } from '../sections/QuickQuoteSection'
import { servicesPage } from '../content/services'
import { pageMeta } from '../lib/meta'
import * as styles from '../sections/PageSection.css'
import { ServicesTabsBlock } from '../sections/ServicesTabsBlock'

export const meta = () => pageMeta({ ...servicesPage.meta, path: '/services' })

/** Services list (behaviour §2): three tabs, the first selected, cards to each service page; quick-quote form. */
export default function Services() {
  const { hero } = servicesPage
  return (
    <>
      <Hero title={hero.title}>{hero.subtitle}</Hero>

      <Section aria-labelledby="categories">
        <h2 id="categories" className={styles.visuallyHidden}>
          {servicesPage.tabsLabel}
        </h2>
        <ServicesTabsBlock />
      </Section>

      <QuickQuoteSection title={servicesPage.formTitle} />
    </>
  )
}
