import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { storyReviews } from '../../private/storyReviews'
import { LinkButton } from '../Button/LinkButton'
import { CardGrid, CardGridItem } from '../CardGrid/CardGrid'
import { KeyFigures } from '../KeyFigures/KeyFigures'
import { Pagination } from '../Pagination/Pagination'
import { ReviewCard } from '../ReviewCard/ReviewCard'
import { StarRating } from '../StarRating/StarRating'
import { EmptyState, ErrorState, LoadingState } from '../States/States'
import { ListPanel } from './ListPanel'

const figures = (average: string, count: number, pending = false) => (
  <KeyFigures
    pending={pending}
    items={[
      {
        label: 'Note moyenne des avis affichés',
        value: (
          <>
            <span>{average}</span>
            <span aria-hidden="true">
              <StarRating value={Number(average)} size="small" />
            </span>
          </>
        ),
      },
      { label: 'Avis publiés', value: count },
    ]}
  />
)

const reviews = (
  <CardGrid>
    {storyReviews.map((review, slot) => (
      <CardGridItem key={slot}>
        <ReviewCard {...review} headingLevel={3} />
      </CardGridItem>
    ))}
  </CardGrid>
)

const meta = {
  title: 'Composants/ListPanel',
  component: ListPanel,
  args: {
    title: 'Tous les avis',
    figures: figures('4.7', 12),
    notice: 'Les avis sont publiés après vérification par notre équipe, sous 48\u00a0heures ouvrées.',
    children: reviews,
    pagination: <Pagination page={0} pageCount={2} onPageChange={fn()} label="Pages des avis clients" />,
    paginationWithoutScript: 'Sans JavaScript, seule la première page des avis s’affiche\u00a0: activez-le pour lire les suivantes.',
  },
  argTypes: {
    title: { control: 'text' },
    notice: { control: 'text' },
    paginationWithoutScript: { control: 'text' },
    figures: { control: false },
    children: { control: false },
    pagination: { control: false },
    titleRef: { control: false },
  },
} satisfies Meta<typeof ListPanel>

export default meta
type Story = StoryObj<typeof meta>

/** La liste des avis clients : titre et chiffres clés, l’encadré de modération, les cartes, la pagination. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tous les avis' })
    await expect(region.tagName).toBe('SECTION')
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tous les avis' })).not.toHaveAttribute('tabindex')
    await expect(canvas.getByText(/publiés après vérification/)).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Pages des avis clients' })).toBeVisible()
    // Its stand-in for a browser without JavaScript stays hidden while scripting is on.
    await expect(canvas.getByText(/seule la première page des avis/)).not.toBeVisible()
  },
}

/** Avant l’arrivée des avis : les chiffres gardent leur place, invisibles ; l’état de chargement. */
export const Chargement: Story = {
  name: 'Chargement',
  args: { figures: figures('0.0', 0, true), children: <LoadingState message="Chargement des avis…" />, pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement des avis…')).toBeVisible()
  },
}

/** Aucun avis publié : l’état vide et son invitation. */
export const Vide: Story = {
  name: 'Vide',
  args: {
    figures: figures('0.0', 0),
    children: (
      <EmptyState
        message={'Aucun avis client pour le moment. Soyez le premier à partager votre expérience\u00a0!'}
        action={<LinkButton href="/avis-clients/nouveau">Laisser un avis</LinkButton>}
      />
    ),
    pagination: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Laisser un avis' })).toBeVisible()
  },
}

/** Les avis n’ont pas pu être chargés. */
export const Erreur: Story = {
  name: 'Erreur',
  args: {
    figures: undefined,
    children: <ErrorState message="Les avis n’ont pas pu être chargés. Réessayez dans un instant." onRetry={fn()} />,
    pagination: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  },
}

/** Le titre reçoit le focus par programme (après un changement de page), sans entrer dans l’ordre de tabulation. */
export const TitreFocalisable: Story = {
  name: 'Titre focalisable',
  args: { focusableTitle: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Tous les avis' })
    await expect(heading).toHaveAttribute('tabindex', '-1')
    heading.focus()
    await expect(heading).toHaveFocus()
  },
}

/** Un long titre et un long encadré : les chiffres passent sous le titre. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    title: 'Ce que nos clients pensent de nos expertises après sinistre et de nos réceptions de travaux',
    notice:
      'Chaque avis est lu par notre équipe avant sa publication, sous 48\u00a0heures ouvrées. Nous ne publions ni les coordonnées, ni les noms des entreprises mises en cause, ni les propos injurieux\u00a0; un avis négatif mais courtois est publié comme les autres.',
  },
}

/** À la largeur d’un téléphone : les chiffres sous le titre, une colonne de cartes. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Tous les avis' }).getBoundingClientRect()
    const figure = canvas.getAllByRole('term')[0]!.getBoundingClientRect()
    await expect(figure.top).toBeGreaterThanOrEqual(heading.bottom)
  },
}

/** Avec avis, texte long et erreur : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '3rem' }}>
      <ListPanel {...args} />
      <ListPanel {...args} {...TexteLong.args} pagination={undefined}>
        <LoadingState message="Chargement des avis…" />
      </ListPanel>
      <ListPanel {...args} {...Erreur.args} title="Avis de la page suivante" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(3)
  },
}
