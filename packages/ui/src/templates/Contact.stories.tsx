import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Columns, Container, Stack } from '@expert/ui'
import { ContactDetails } from '@expert/ui/ContactDetails'
import { ContactForm } from '@expert/ui/ContactForm'
import { Hero } from '@expert/ui/Hero'
import { IconList } from '@expert/ui/IconList'
import { OpeningHours } from '@expert/ui/OpeningHours'
import { Panel } from '@expert/ui/Panel'
import { sampleContactLabels, sampleContactProjectChoices, samplePrivacyNotice } from '../fixtures/sample-content'
import { sampleContactPage } from '../fixtures/sample-pages'
import { sampleValidateContact } from '../fixtures/sample-validation'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/**
 * The contact page: the full form beside the details, opening hours and commitments. The site gives the
 * form two thirds of the width with a rule of its own (no layout primitive does it yet); two equal
 * columns are the nearest composition of the public primitives.
 */
function ContactTemplate() {
  const page = sampleContactPage
  return (
    <>
      <Hero variant="page" title={page.hero.title}>
        {page.hero.intro}
      </Hero>
      <Container paddingY="xxl">
        <Columns tablet={1} desktop={2} space="xl">
          <Panel variant="raised">
            <ContactForm
              id="demande-de-renseignements"
              title={page.formTitle}
              onSubmit={fn()}
              projectTypes={sampleContactProjectChoices}
              validate={sampleValidateContact}
              labels={sampleContactLabels}
              privacyNotice={samplePrivacyNotice}
            />
          </Panel>
          <Stack as="aside" space="lg" aria-label={page.asideLabel}>
            <Panel title={page.details.title} titleId="contact-coordonnees">
              <ContactDetails items={page.details.items} />
            </Panel>
            <Panel title={page.openingHours.title} titleId="contact-horaires">
              <OpeningHours rows={page.openingHours.rows} />
            </Panel>
            <Panel title={page.commitments.title} titleId="contact-engagements">
              <IconList items={page.commitments.items} />
            </Panel>
          </Stack>
        </Columns>
      </Container>
    </>
  )
}

const meta = {
  title: 'Modèles de pages/Contact',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/contact', children: <ContactTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La page de contact : bandeau, formulaire complet « Demande de renseignements » dans une carte, et à
 * côté (au-dessous sur téléphone) les coordonnées, les horaires et les engagements du cabinet.
 */
export const Contact: Story = {
  name: 'Contact',
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }))
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page')
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Contactez-nous')
    await expect(main.getByRole('form', { name: 'Demande de renseignements' })).toBeVisible()
    const aside = within(main.getByRole('complementary', { name: 'Coordonnées, horaires et engagements' }))
    await expect(aside.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Nos coordonnées', 'Horaires d’ouverture', 'Nos engagements'])
    await expect(aside.getByRole('link', { name: /04 65 71 12 34/ })).toHaveAttribute('href', 'tel:+33465711234')
  },
}

/**
 * La page de contact dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const ContactSombre: Story = { ...darkVariant, name: 'Contact sombre' }
