import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyReviews } from '../../private/storyReviews'
import { ReviewCard } from '../ReviewCard/ReviewCard'
import { CardGrid, CardGridItem, cardGridColumns } from './CardGrid'

const cards = (count = storyReviews.length) =>
  Array.from({ length: count }, (_, slot) => (
    <CardGridItem key={slot}>
      <ReviewCard {...storyReviews[slot % storyReviews.length]!} headingLevel={3} />
    </CardGridItem>
  ))

const meta = {
  title: 'Composants/CardGrid',
  component: CardGrid,
  args: { 'aria-label': 'Avis clients' },
  argTypes: {
    columns: { control: 'inline-radio', options: cardGridColumns },
    reach: { control: 'inline-radio', options: ['tablet', 'desktop'] },
    children: { control: false },
  },
  render: (args) => <CardGrid {...args}>{cards()}</CardGrid>,
} satisfies Meta<typeof CardGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Trois colonnes sur ordinateur, deux sur tablette, une sur téléphone (la page des avis clients). */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Avis clients' })
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(getComputedStyle(list).display).toBe('grid')
    // Each cell lays its card out as a grid: the card fills the cell (and the row's height).
    const [item] = canvas.getAllByRole('listitem') as [HTMLElement]
    await expect(canvas.getAllByRole('article')[0]!.getBoundingClientRect().height).toBe(item.getBoundingClientRect().height)
  },
}

/** Trois colonnes dès la tablette (les témoignages de l’accueil). */
export const DesLaTablette: Story = {
  name: 'Trois colonnes dès la tablette',
  args: { reach: 'tablet' },
}

/** Un long avis : les autres cartes de la rangée prennent sa hauteur, le texte ne déborde pas. */
export const TexteLong: Story = {
  name: 'Texte long',
  render: (args) => <CardGrid {...args}>{cards(6)}</CardGrid>,
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth)
  },
}

/**
 * Pendant le chargement d’une autre page : les cartes restent en place, atténuées, la liste est occupée.
 * L’atténuation baisse volontairement le contraste des cartes le temps du chargement : le contrôle de contraste
 * ne s’applique pas à cet état passager.
 */
export const Occupee: Story = {
  name: 'Autre page en chargement',
  args: { 'aria-busy': true },
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Avis clients' })
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(getComputedStyle(list).opacity).toBe('0.6')
  },
}

/** Sans aucune carte : la liste est vide et ne prend aucune hauteur. */
export const Vide: Story = {
  name: 'Vide',
  render: (args) => <CardGrid {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Avis clients' }).getBoundingClientRect().height).toBe(0)
  },
}

/** À la largeur d’un téléphone : une seule colonne. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    await expect(first.getBoundingClientRect().left).toBe(second.getBoundingClientRect().left)
  },
}

/** Deux, trois et quatre colonnes : la référence visuelle (une colonne à la largeur du téléphone). */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <CardGrid {...args} columns={2} aria-label="Deux colonnes">
        {cards(2)}
      </CardGrid>
      <CardGrid {...args} columns={3} aria-label="Trois colonnes">
        {cards(3)}
      </CardGrid>
      <CardGrid {...args} columns={4} aria-label="Quatre colonnes">
        {cards(4)}
      </CardGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(3)
  },
}
