import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StarRating } from '../StarRating/StarRating'
import { KeyFigures } from './KeyFigures'

const meta = {
  title: 'Composants/KeyFigures',
  component: KeyFigures,
  args: {
    items: [
      {
        label: 'Note moyenne des avis affichés',
        value: (
          <>
            <span>4.7</span>
            <span aria-hidden="true">
              <StarRating value={4.7} size="small" />
            </span>
          </>
        ),
      },
      { label: 'Avis publiés', value: 42, 'data-testid': 'nombre-avis' },
    ],
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof KeyFigures>

export default meta
type Story = StoryObj<typeof meta>

/** La note moyenne et le nombre d’avis, chacun sous son libellé. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Note moyenne des avis affichés', 'Avis publiés'])
    await expect(canvas.getByTestId('nombre-avis')).toHaveTextContent('42')
  },
}

/** Avant l’arrivée des chiffres : la liste garde sa place mais reste invisible et cachée aux lecteurs d’écran. */
export const EnAttente: Story = {
  name: 'En attente',
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!
    await expect(list).toHaveAttribute('aria-hidden', 'true')
    await expect(getComputedStyle(list).visibility).toBe('hidden')
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(0)
  },
}

/** Sans avis : zéro, sans étoile pleine. */
export const Vide: Story = {
  name: 'Aucun avis',
  args: {
    items: [
      { label: 'Note moyenne des avis affichés', value: '0.0' },
      { label: 'Avis publiés', value: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(['0.0', '0'])
  },
}

/** Des libellés longs passent à la ligne ; les chiffres vont sous les précédents quand la place manque. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    items: [
      { label: 'Note moyenne des avis publiés au cours des douze derniers mois', value: '4.9' },
      { label: 'Nombre d’expertises réalisées dans la région depuis la création du cabinet', value: 1250 },
      { label: 'Délai moyen de remise du rapport', value: '48\u00a0h' },
    ],
  },
}

/** À la largeur d’un téléphone. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  play: async ({ canvas }) => {
    for (const value of canvas.getAllByRole('definition')) await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth)
  },
}

/** Chiffres connus, texte long : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <KeyFigures {...args} />
      <KeyFigures items={TexteLong.args!.items!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(5)
  },
}
