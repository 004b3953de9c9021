import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { sampleNotFound } from '../fixtures/sample-pages'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/** The not-found page, as the site composes it: one hero, its explanation and the way home. */
function NotFoundTemplate() {
  const page = sampleNotFound
  return (
    <>
      <Hero
        eyebrow={page.eyebrow}
        title={page.title}
        actions={
          <LinkButton href={page.homeLink.href} size="large">
            {page.homeLink.label}
          </LinkButton>
        }
      >
        {page.explanation}
      </Hero>
    </>
  )
}

const meta = {
  title: 'Modèles de pages/Introuvable',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/une-page-disparue', children: <NotFoundTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La page introuvable (erreur 404) : un seul bandeau, l’explication et le retour à l’accueil, entre
 * l’en-tête et le pied de page, sans rubrique courante dans la navigation.
 */
export const Introuvable: Story = {
  name: 'Introuvable',
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }))
    await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0)
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable')
    await expect(main.getByText('404')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  },
}

/**
 * La page introuvable dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const IntrouvableSombre: Story = { ...darkVariant, name: 'Introuvable sombre' }
