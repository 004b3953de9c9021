// /avis-clients (behaviour §2 "Customer reviews"): hero with the button to the form, the reviews with
// their average and count (fetched in the browser), the moderation notice next to them, the FAQ
// of three questions, a call to action to /services, and the fixed 4.8/47 aggregate rating in
// structured data (behaviour §9: hard-coded, not computed).
import { useId } from 'react'
import { Link } from 'react-router'
import { Accordion } from '@expert/ui/Accordion'
import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { Section, SectionHeading } from '@expert/ui/Section'
import { KeepTogether, hyphenatedPattern } from '../components/KeepTogether'
import { ReviewsListBlock } from '../sections/ReviewsListBlock'
import { reviewsPage } from '../content/reviews'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import * as styles from './reviews.css'

/** The business with its fixed aggregate rating (siteConfig.aggregateRating), linked to the site-wide entity. */
function aggregateRatingJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteConfig.url}/#organisation`,
    name: siteConfig.name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: siteConfig.aggregateRating.value,
      ratingCount: siteConfig.aggregateRating.count,
      bestRating: 5,
      worstRating: 1,
    },
  }
}

export const meta = () => pageMeta({ ...reviewsPage.meta, path: '/avis-clients', jsonLd: [aggregateRatingJsonLd()] })

export default function Reviews() {
  const { hero, faq, cta } = reviewsPage
  const faqId = useId()
  const ctaId = useId()
  return (
    <>
      <Hero
        title={hero.title}
        eyebrow={hero.badge}
        actions={
          <LinkButton href={hero.button.href} size="large">
            {hero.button.label}
          </LinkButton>
        }
      >
        {hero.intro}
      </Hero>

      <Section>
        <ReviewsListBlock />
      </Section>

      <Section tone="subtle" width="reading" aria-labelledby={faqId}>
        <SectionHeading id={faqId} title={faq.title} />
        <Accordion
          className={styles.faq}
          items={faq.items.map((item, index) => ({
            id: `faq-${index + 1}`,
            title: item.question,
            content: (
              <>
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {'links' in item && item.links && (
                  <p>
                    {item.links.map((link) => (
                      <Link key={link.href} to={link.href}>
                        {link.label}
                      </Link>
                    ))}
                  </p>
                )}
              </>
            ),
          }))}
        />
      </Section>

      <Section tone="brand" aria-labelledby={ctaId}>
        <SectionHeading id={ctaId} title={<KeepTogether text={cta.title} pattern={hyphenatedPattern} />} intro={cta.text} />
        <div className={styles.ctaActions}>
          <LinkButton href={cta.button.href} variant="inverse" size="large">
            {cta.button.label}
          </LinkButton>
        </div>
      </Section>
    </>
  )
}
