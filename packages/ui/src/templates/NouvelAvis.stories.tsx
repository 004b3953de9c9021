import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { BackLink } from '@expert/ui/BackLink'
import { Hero } from '@expert/ui/Hero'
import { Panel } from '@expert/ui/Panel'
import { ReviewForm } from '@expert/ui/ReviewForm'
import { Section } from '@expert/ui/Section'
import { sampleDepartments, samplePrivacyNotice, sampleQuickProjectTypes, sampleReviewLabels } from '../fixtures/sample-content'
import { sampleValidateReview } from '../fixtures/sample-validation'
import { sampleNewReviewPage } from '../fixtures/sample-pages'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

const titleId = 'avis-nouveau-titre'

/** The review form page, as the site composes it: hero with the way back to the reviews, the form in a card. */
function NewReviewTemplate() {
  const page = sampleNewReviewPage
  return (
    <>
      <Hero
        title={page.title}
        titleId={titleId}
        breadcrumb={
          <BackLink href={page.backLink.href} tone="link">
            {page.backLink.label}
          </BackLink>
        }
      >
        {page.intro}
      </Hero>
      <Section spacing="compact" width="reading">
        <Panel variant="raised" padding="compact">
          <ReviewForm
            id="formulaire-avis"
            labelledBy={titleId}
            labels={sampleReviewLabels}
            projectTypes={sampleQuickProjectTypes}
            locations={sampleDepartments}
            privacyNotice={samplePrivacyNotice}
            validate={sampleValidateReview}
            onSubmit={fn()}
          />
        </Panel>
      </Section>
    </>
  )
}

const meta = {
  title: 'Modèles de pages/NouvelAvis',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/avis-clients/nouveau', children: <NewReviewTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La page où un client laisse son avis : bandeau avec le retour à la liste des avis, puis le formulaire
 * d’avis dans une carte, nommé par le titre de la page.
 */
export const NouvelAvis: Story = {
  name: 'Nouvel avis',
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }))
    await expect(nav.getByRole('link', { name: 'Avis Clients' })).toHaveAttribute('aria-current', 'true')
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('link', { name: /Retour aux avis clients/ })).toHaveAttribute('href', '/avis-clients')
    await expect(main.getByRole('form', { name: 'Partagez votre expérience' })).toBeVisible()
    await expect(main.getByRole('textbox', { name: /Votre nom/ })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Envoyer mon avis' })).toBeEnabled()
  },
}

/**
 * La page « Laisser un avis » dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const NouvelAvisSombre: Story = { ...darkVariant, name: 'Nouvel avis sombre' }
