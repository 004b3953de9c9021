import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { mq, vars } from '@expert/ui'
import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { Icon } from '@expert/ui/Icon'
import { Section, SectionHeading } from '@expert/ui/Section'
import { sampleHome } from '../fixtures/sample-pages'
import { SampleQuickQuote, SampleServicesTabs, SampleTestimonials } from './parts'
import { SamplePage } from './SamplePage'
import { visualViewports } from '../../../../scripts/visual/viewports.mjs'
import { darkVariant } from './dark'

/** The home, as the site composes it: hero, services tabs, quick quote, testimonials. */
function HomeTemplate() {
  const { hero, services, quote } = sampleHome
  return (
    <>
      <Hero
        variant="home"
        title={hero.title}
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
        badges={hero.badges.map((badge) => ({ icon: <Icon name={badge.icon} />, label: badge.label }))}
      >
        {hero.description}
      </Hero>
      <Section aria-labelledby="nos-services">
        <SectionHeading id="nos-services" badge={services.badge} title={services.title} intro={services.intro} align="center" />
        <SampleServicesTabs label={services.tabsLabel} />
      </Section>
      <SampleQuickQuote title={quote.title} intro={quote.intro} />
      <SampleTestimonials />
    </>
  )
}

/**
 * The home hero fills the screen (`100svh` less the header). The story shots resize the viewport to the
 * whole page's height, which would stretch the hero with it: here it is held to its height on the
 * reference screens (phone 844 px, desktop 900 px tall), the screen a visitor sees before scrolling, as
 * the site's full-page shot of the home shows it. An unlayered rule: it wins over the component layer.
 */
const referenceScreenHeight = [
  `#contenu > section:first-child { min-height: calc(${visualViewports.phone.height}px - ${vars.layout.headerHeight}) }`,
  `@media ${mq.tablet} { #contenu > section:first-child { min-height: calc(${visualViewports.desktop.height}px - ${vars.layout.headerHeight}) } }`,
].join('\n')

const meta = {
  title: 'Modèles de pages/Accueil',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  decorators: [
    (Story) => (
      <>
        <style>{referenceScreenHeight}</style>
        <Story />
      </>
    ),
  ],
  args: { currentPath: '/', children: <HomeTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La page d’accueil composée des unités du système de design, avec un contenu d’exemple : en-tête,
 * bandeau d’accueil et ses deux actions, onglets des services, demande de devis rapide, témoignages, pied
 * de page. Référence visuelle à la largeur d’un téléphone et d’un ordinateur.
 */
export const Accueil: Story = {
  name: 'Accueil',
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument()
    const main = within(canvas.getByRole('main'))
    await expect(main.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Expert d’assuré indépendant'])
    // The bands in the site's order, each named by its heading.
    await expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Une expertise pour chaque situation',
      'Parlez-nous de votre projet',
      'Ce que nos clients disent de nous',
    ])
    await expect(main.getByRole('link', { name: 'Consultation gratuite' })).toHaveAttribute('href', '/contact')
    // The services tabs: the first selected; the arrow keys move between them.
    const tabs = main.getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Expertise bâtiment', 'Problèmes durant / réception chantier', 'Expertise biens & immobilier'])
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await expect(within(main.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(5)
    tabs[0]!.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    await expect(within(main.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(1)
    // Back to the first tab: the reference shot shows the page as it loads.
    await userEvent.keyboard('{Home}')
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    tabs[0]!.blur()
    const quote = within(main.getByRole('region', { name: 'Parlez-nous de votre projet' }))
    await expect(quote.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled()
    await expect(within(main.getByRole('region', { name: 'Ce que nos clients disent de nous' })).getAllByRole('article')).toHaveLength(3)
  },
}

/**
 * L’accueil dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const AccueilSombre: Story = { ...darkVariant, name: 'Accueil sombre' }
