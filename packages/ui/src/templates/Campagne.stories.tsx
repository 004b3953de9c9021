import { useId, type ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LinkButton } from '@expert/ui/Button'
import { CardGrid } from '@expert/ui/CardGrid'
import { FeatureCard } from '@expert/ui/FeatureCard'
import { FeatureList } from '@expert/ui/FeatureList'
import { Hero } from '@expert/ui/Hero'
import { Highlight } from '@expert/ui/Highlight'
import { Icon } from '@expert/ui/Icon'
import { Section, SectionHeading } from '@expert/ui/Section'
import { sampleHeader, sampleLanding } from '../fixtures/sample-pages'
import { SampleQuickQuote } from './parts'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/** A band of the page named by its centred heading (the site's PageSection). */
function Band({ title, intro, tone, children }: { title: string; intro?: string; tone: 'default' | 'subtle'; children: ReactNode }) {
  const headingId = useId()
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} intro={intro} align="center" />
      {children}
    </Section>
  )
}

/** A campaign's landing page, as the site composes it: call and scroll buttons, sub-topics, steps, benefits, form. */
function LandingTemplate() {
  const { hero, highlight, topics, steps, benefits, form } = sampleLanding
  return (
    <>
      <Hero
        variant="landing"
        eyebrow={hero.badge}
        title={hero.title}
        tagline={hero.subtitle}
        claims={hero.claims}
        actions={
          <>
            <LinkButton href={sampleHeader.phone.href} size="large" icon={<Icon name="phone" />}>
              {hero.phoneLabel} <span style={{ whiteSpace: 'nowrap' }}>{sampleHeader.phone.display}</span>
            </LinkButton>
            <LinkButton href={`#${form.id}`} variant="inverse" size="large" icon={<Icon name="arrowRight" />}>
              {hero.scrollLabel}
            </LinkButton>
          </>
        }
      />
      <Highlight claim={highlight.claim}>{highlight.text}</Highlight>
      <Band title={topics.title} intro={topics.intro} tone="default">
        <CardGrid columns={3}>
          {topics.items.map((item) => (
            <FeatureCard key={item.title} as="li" title={item.title} icon={item.icon && <Icon name={item.icon} />}>
              {item.text}
            </FeatureCard>
          ))}
        </CardGrid>
      </Band>
      <Band title={steps.title} tone="subtle">
        <FeatureList variant="steps" items={steps.items.map((item) => ({ title: item.title, description: item.text }))} />
      </Band>
      <Band title={benefits.title} tone="default">
        <FeatureList variant="check" columns={2} items={benefits.items.map((item) => ({ title: item.title, description: item.text }))} />
      </Band>
      <SampleQuickQuote id={form.id} title={form.title} presetProjectType={form.preset} />
    </>
  )
}

const meta = {
  title: 'Modèles de pages/Campagne',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/expertise-fissures', children: <LandingTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La page d’une campagne publicitaire : bandeau avec l’appel direct et le bouton qui descend au
 * formulaire, chiffre clé, sous-thèmes en cartes, étapes numérotées, bénéfices, puis le formulaire rapide
 * avec le type de projet déjà choisi.
 */
export const Campagne: Story = {
  name: 'Campagne',
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Fissures sur votre maison')
    await expect(main.getByRole('link', { name: /Appeler un expert/ })).toHaveAttribute('href', 'tel:+33465711234')
    // The scroll button leads to the form's band.
    await expect(main.getByRole('link', { name: 'Être rappelé gratuitement' })).toHaveAttribute('href', '#formulaire')
    await expect(main.getByRole('region', { name: 'Être rappelé par un expert' })).toHaveAttribute('id', 'formulaire')
    await expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Toutes les fissures n’ont pas la même gravité',
      'Comment se déroule l’expertise\u00a0?',
      'Pourquoi un expert d’assuré\u00a0?',
      'Être rappelé par un expert',
    ])
    // The campaign preselects its project type in the form.
    await expect(main.getByRole('combobox', { name: /Type de projet/ })).toHaveValue('fissures')
  },
}

/**
 * La page de campagne dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const CampagneSombre: Story = { ...darkVariant, name: 'Campagne sombre' }
