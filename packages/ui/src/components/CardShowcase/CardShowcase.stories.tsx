import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyReviews } from '../../private/storyReviews'
import { LinkButton } from '../Button/LinkButton'
import { CardGrid, CardGridItem } from '../CardGrid/CardGrid'
import { ReviewCard } from '../ReviewCard/ReviewCard'
import { ErrorState, LoadingState } from '../States/States'
import { CardShowcase } from './CardShowcase'

const allReviews = (
  <LinkButton href="/avis-clients" variant="outline">
    Voir tous les avis
  </LinkButton>
)

const testimonials = (
  <CardGrid reach="tablet">
    {storyReviews.map((review, slot) => (
      <CardGridItem key={slot}>
        <ReviewCard {...review} headingLevel={3} />
      </CardGridItem>
    ))}
  </CardGrid>
)

const meta = {
  title: 'Composants/CardShowcase',
  component: CardShowcase,
  args: { actions: allReviews, children: testimonials },
  argTypes: { actions: { control: false }, children: { control: false } },
} satisfies Meta<typeof CardShowcase>

export default meta
type Story = StoryObj<typeof meta>

/** Les témoignages de l’accueil : trois cartes, puis « Voir tous les avis » centré. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Voir tous les avis' })
    await expect(link).toHaveAttribute('href', '/avis-clients')
    const list = canvas.getByRole('list').getBoundingClientRect()
    const box = link.getBoundingClientRect()
    // Centred under the cards.
    await expect(Math.abs(box.left + box.width / 2 - (list.left + list.width / 2))).toBeLessThanOrEqual(1)
  },
}

/** Pendant le chargement des avis. */
export const Chargement: Story = {
  name: 'Chargement',
  args: { children: <LoadingState message="Chargement des avis clients…" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement des avis clients…')).toBeVisible()
  },
}

/** Les avis n’ont pas pu être chargés : le message d’erreur, le lien reste. */
export const Erreur: Story = {
  name: 'Erreur',
  args: { children: <ErrorState message="Les avis n’ont pas pu être chargés. Réessayez dans un instant." /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voir tous les avis' })).toBeVisible()
  },
}

/** Plusieurs actions, dont un long libellé : elles passent à la ligne, toujours centrées. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    actions: (
      <>
        {allReviews}
        <LinkButton href="/avis-clients/nouveau">Partager votre expérience après votre expertise</LinkButton>
      </>
    ),
  },
}

/** À la largeur d’un téléphone : une colonne de cartes. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    await expect(first.getBoundingClientRect().left).toBe(second.getBoundingClientRect().left)
  },
}

/** Cartes et actions : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
  },
}
