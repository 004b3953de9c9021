// Blocks several page templates share, as the site's pages share them: the services tabs, the quick
// quote band and the testimonials band. Compositions of public components, fed the sample content.
import { useId } from 'react'
import { fn } from 'storybook/test'
import { LinkButton } from '@expert/ui/Button'
import { CardGrid, CardGridItem } from '@expert/ui/CardGrid'
import { CardShowcase } from '@expert/ui/CardShowcase'
import { FormSection } from '@expert/ui/FormSection'
import { Icon } from '@expert/ui/Icon'
import { QuickQuoteForm } from '@expert/ui/QuickQuoteForm'
import { ReviewCard } from '@expert/ui/ReviewCard'
import { Section, SectionHeading } from '@expert/ui/Section'
import { ServiceCard } from '@expert/ui/ServiceCard'
import { Tab, TabList, TabPanel, Tabs } from '@expert/ui/Tabs'
import { samplePrivacyNotice, sampleQuickLabels, sampleQuickProjectTypes } from '../fixtures/sample-content'
import { sampleHome, sampleReviews, sampleServiceTabs } from '../fixtures/sample-pages'
import { sampleValidateQuickQuote } from '../fixtures/sample-validation'

/** The services in three tabs, the first selected, each panel a grid of cards to the service pages. */
export function SampleServicesTabs({ label }: { label: string }) {
  return (
    <Tabs>
      <TabList aria-label={label}>
        {sampleServiceTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {sampleServiceTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <CardGrid>
            {tab.services.map((service) => (
              <CardGridItem key={service.href}>
                <ServiceCard
                  title={service.title}
                  description={service.description}
                  icon={<Icon name={service.icon} size="large" />}
                  href={service.href}
                  linkLabel={sampleHome.services.cardLinkLabel}
                />
              </CardGridItem>
            ))}
          </CardGrid>
        </TabPanel>
      ))}
    </Tabs>
  )
}

export type SampleQuickQuoteProps = {
  title: string
  intro?: string
  /** Anchor of the band (the target of « Devis gratuit » and scroll buttons). */
  id?: string
  /** A project type `id` a campaign page preselects. */
  presetProjectType?: string
}

/** The quick quote band: heading and intro, the quick form in its card. Sending is a spy. */
export function SampleQuickQuote({ title, intro, id = 'devis', presetProjectType }: SampleQuickQuoteProps) {
  return (
    <FormSection id={id} title={title} intro={intro}>
      <QuickQuoteForm
        id={`${id}-formulaire`}
        onSubmit={fn()}
        projectTypes={sampleQuickProjectTypes}
        validate={sampleValidateQuickQuote}
        labels={sampleQuickLabels}
        privacyNotice={samplePrivacyNotice}
        presetProjectType={presetProjectType}
      />
    </FormSection>
  )
}

/** The testimonials band: the three latest reviews and a link to all of them. */
export function SampleTestimonials() {
  const headingId = useId()
  const { badge, title, allReviews } = sampleHome.testimonials
  return (
    // The default tone, as on the site: the quick form's subtle band comes just before it.
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId} badge={badge} title={title} />
      <CardShowcase
        actions={
          <LinkButton href={allReviews.href} variant="outline">
            {allReviews.label}
          </LinkButton>
        }
      >
        <CardGrid reach="tablet">
          {sampleReviews.slice(0, 3).map((review, slot) => (
            <CardGridItem key={slot}>
              <ReviewCard {...review} headingLevel={3} />
            </CardGridItem>
          ))}
        </CardGrid>
      </CardShowcase>
    </Section>
  )
}
