import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StandaloneLink } from '../LinkList/LinkList'
import { DetailsCard } from './DetailsCard'

/** Placeholder artwork standing in for an official body's logo (never an invented real one). */
const placeholderLogo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><rect x="1" y="1" width="198" height="78" rx="8" fill="none" stroke="#1b4f8a" stroke-width="2"/><circle cx="40" cy="40" r="20" fill="#1b4f8a"/><text x="72" y="47" font-family="sans-serif" font-size="18" fill="#1b4f8a">Médiateur</text></svg>',
)}`

const meta = {
  title: 'Composants/DetailsCard',
  component: DetailsCard,
  args: {
    title: 'Notre médiateur de la consommation',
    fields: [
      { label: 'Médiateur', value: 'Médiation de la consommation du bâtiment' },
      { label: 'Adresse', value: '12 rue de la République, 69002 Lyon' },
      { label: 'Courriel', value: <StandaloneLink href="mailto:contact@mediateur.example.fr">contact@mediateur.example.fr</StandaloneLink> },
    ],
    footer: (
      <StandaloneLink href="https://www.mediateur.example.fr" external>
        Saisir le médiateur en ligne
      </StandaloneLink>
    ),
  },
  argTypes: { fields: { control: false }, footer: { control: false }, title: { control: 'text' } },
} satisfies Meta<typeof DetailsCard>

export default meta
type Story = StoryObj<typeof meta>

/** Le nom, les coordonnées et le lien vers le site de l’organisme. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Notre médiateur de la consommation' })).toBeVisible()
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Médiateur', 'Adresse', 'Courriel'])
    await expect(canvas.getByRole('link', { name: 'Saisir le médiateur en ligne (nouvelle fenêtre)' })).toHaveAttribute('target', '_blank')
  },
}

/** Avec le logo de l’organisme, au-dessus du nom, 80 px de haut au plus. */
export const AvecLogo: Story = {
  name: 'Avec logo',
  args: { logo: { src: placeholderLogo, alt: 'Logo du médiateur' } },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Logo du médiateur' })
    await expect(logo).toHaveAttribute('loading', 'lazy')
    await expect(logo.getBoundingClientRect().height).toBeLessThanOrEqual(80)
  },
}

/** Sans coordonnées : le nom seul. */
export const Vide: Story = {
  name: 'Sans coordonnées',
  args: { fields: [], footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('term')).toHaveLength(0)
  },
}

/** De longues valeurs passent à la ligne sans déborder. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    title: 'Centre de médiation et d’arbitrage des professionnels de l’expertise immobilière et du bâtiment',
    fields: [
      { label: 'Adresse', value: 'Bâtiment B, 3e étage, 145 avenue du Maréchal-de-Lattre-de-Tassigny, 69003 Lyon Cedex 03' },
      {
        label: 'Site internet',
        value: (
          <StandaloneLink href="https://www.mediation-expertise-batiment.example.fr/saisir-le-mediateur">
            https://www.mediation-expertise-batiment.example.fr/saisir-le-mediateur
          </StandaloneLink>
        ),
      },
    ],
  },
}

/** À la largeur d’un téléphone. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: TexteLong.args,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region')
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
  },
}

/** Avec logo, puis texte long : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '46rem' }}>
      <DetailsCard {...args} logo={{ src: placeholderLogo, alt: 'Logo du médiateur' }} />
      <DetailsCard {...args} {...TexteLong.args} title={TexteLong.args!.title} fields={TexteLong.args!.fields!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2)
  },
}
