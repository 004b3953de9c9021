import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Hero } from '@expert/ui/Hero'
import { Section } from '@expert/ui/Section'
import { visuallyHidden } from '@expert/ui/styles'
import { sampleServicesPage } from '../fixtures/sample-pages'
import { SampleQuickQuote, SampleServicesTabs } from './parts'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/** The services list, as the site composes it: hero, the services tabs under a hidden heading, quick quote. */
function ServicesTemplate() {
  const page = sampleServicesPage
  return (
    <>
      <Hero title={page.title}>{page.subtitle}</Hero>
      <Section aria-labelledby="categories">
        <h2 id="categories" style={visuallyHidden}>
          {page.tabsLabel}
        </h2>
        <SampleServicesTabs label={page.tabsLabel} />
      </Section>
      <SampleQuickQuote title={page.formTitle} />
    </>
  )
}

const meta = {
  title: 'Modèles de pages/Services',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/services', children: <ServicesTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La liste des services : bandeau de page, onglets des trois catégories (la première choisie), une carte
 * par service vers sa page, puis la demande de devis rapide.
 */
export const Services: Story = {
  name: 'Services',
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }))
    await expect(nav.getByRole('link', { name: 'Nos Services' })).toHaveAttribute('aria-current', 'page')
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Nos expertises')
    // The tabs' band is named by a heading only screen readers see.
    await expect(main.getByRole('region', { name: 'Catégories de services' })).toBeInTheDocument()
    await expect(main.getByRole('tab', { name: 'Expertise bâtiment' })).toHaveAttribute('aria-selected', 'true')
    const cards = within(main.getByRole('tabpanel')).getAllByRole('link')
    await expect(cards).toHaveLength(5)
    await expect(cards[0]).toHaveAccessibleName('Expertise malfaçons')
    await expect(cards[0]).toHaveAttribute('href', '/services/malfacons')
    await expect(main.getByRole('region', { name: 'Une question sur votre situation\u00a0?' })).toBeInTheDocument()
  },
}

/**
 * La page des services dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const ServicesSombre: Story = { ...darkVariant, name: 'Services sombre' }
