import { useLocation } from 'react-router'
import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { Highlight } from '@expert/ui/Highlight'
import { Icon } from '@expert/ui/Icon'
import { QuickQuoteSection } from '../sections/QuickQuoteSection'
import { landingClaims, landings, type LandingContent, type LandingPath } from '../content/landings'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import type { Route } from './+types/landing'
import { CheckList, FeatureGrid, PageSection, StepList } from '../sections/PageSection'
import * as styles from './landing.css'

/** Anchor of the mini form the hero's scroll button leads to. */
const FORM_ID = 'formulaire'

/** The five landing paths share this module (routes.ts gives each its own id). */
const landingOf = (pathname: string): LandingContent => {
  const path = (pathname.replace(/\/+$/, '') || '/') as LandingPath
  const landing = landings[path]
  if (!landing) throw new Error(`No landing content for ${pathname}`)
  return landing
}

export const meta = ({ location }: Route.MetaArgs) => {
  const landing = landingOf(location.pathname)
  return pageMeta({ ...landing.meta, path: landing.path })
}

/** Landing page (behaviour §2): hero with phone and scroll buttons, sub-topics or steps, benefits, contact form. */
export default function Landing() {
  const landing = landingOf(useLocation().pathname)
  const { hero, highlight, sections, benefits, form } = landing
  return (
    <>
      <Hero
        variant="landing"
        eyebrow={hero.badge}
        title={hero.title}
        tagline={hero.subtitle}
        claims={hero.claims.map((claim) => landingClaims[claim])}
        actions={
          <>
            <LinkButton href={siteConfig.phone.href} size="large" icon={<Icon name="phone" />}>
              <span className={styles.callText}>
                <span>{hero.phoneLabel}</span> <span className={styles.phoneNumber}>{siteConfig.phone.display}</span>
              </span>
            </LinkButton>
            <LinkButton href={`#${FORM_ID}`} variant="inverse" size="large" icon={<Icon name="arrowRight" />}>
              {hero.scrollLabel}
            </LinkButton>
          </>
        }
      />

      {highlight && <Highlight claim={landingClaims[highlight.claim]}>{highlight.text}</Highlight>}

      {sections.map((section, index) => (
        <PageSection key={section.title} title={section.title} intro={section.intro} tone={index % 2 ? 'subtle' : 'default'}>
          {section.kind === 'steps' ? <StepList items={section.items} /> : <FeatureGrid columns={3} items={section.items} />}
        </PageSection>
      ))}

      <PageSection title={benefits.title} tone={sections.length % 2 ? 'subtle' : 'default'}>
        <CheckList columns={2} items={benefits.items} />
      </PageSection>

      <QuickQuoteSection id={FORM_ID} title={form.title} presetProjectType={form.preset?.label} />
    </>
  )
}
