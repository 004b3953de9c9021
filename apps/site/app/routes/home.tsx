import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { Icon, type IconName } from '@expert/ui/Icon'
import { Section, SectionHeading } from '@expert/ui/Section'
import { QuickQuoteSection } from '../sections/QuickQuoteSection'
import { TestimonialsSection } from '../sections/TestimonialsSection'
import { home } from '../content/home'
import { pageMeta } from '../lib/meta'
import { ServicesTabsBlock } from '../sections/ServicesTabsBlock'

export const meta = () => pageMeta({ ...home.meta, path: '/' })

const badgeIcons: IconName[] = ['shield', 'graduation', 'award']

/** Home (behaviour §2): hero, services tabs, quick-quote form, testimonials. */
export default function Home() {
  const { hero, servicesSection, quoteSection } = home
  return (
    <>
      <Hero
        variant="home"
        title={hero.headline}
        tagline={hero.tagline}
        actions={
          <>
            <LinkButton href={hero.primaryCta.href} size="large">
              {hero.primaryCta.label}
            </LinkButton>
            <LinkButton href={hero.secondaryCta.href} variant="inverse" size="large">
              {hero.secondaryCta.label}
            </LinkButton>
          </>
        }
        badges={hero.badges.map((badge, index) => ({
          icon: <Icon name={badgeIcons[index] ?? 'shield'} />,
          label: badge.title,
        }))}
      >
        {hero.description}
      </Hero>

      <Section aria-labelledby="nos-services">
        <SectionHeading id="nos-services" badge={servicesSection.badge} title={servicesSection.title} intro={servicesSection.intro} align="center" />
        <ServicesTabsBlock />
      </Section>

      <QuickQuoteSection title={quoteSection.title} />

      <TestimonialsSection />
    </>
  )
}
