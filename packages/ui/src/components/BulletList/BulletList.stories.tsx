import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BulletList } from './BulletList'

const meta = {
  title: 'Composants/BulletList',
  component: BulletList,
  args: {
    items: ['Fissures en escalier sur un mur porteur', 'Microfissures sur un enduit de façade', 'Fissures autour des ouvertures après une sécheresse'],
    'aria-label': 'Exemples de situations',
  },
  argTypes: { items: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <BulletList {...args} />
    </div>
  ),
} satisfies Meta<typeof BulletList>

export default meta
type Story = StoryObj<typeof meta>

/** Trois exemples, chacun précédé d’une puce ronde. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Exemples de situations' })
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(getComputedStyle(list).listStyleType).toBe('disc')
  },
}

/** De longs points passent à la ligne, alignés après leur puce. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    items: [
      'Infiltrations par la toiture après des intempéries, avec des traces d’humidité au plafond des chambres de l’étage',
      'Remontées capillaires en pied de mur, salpêtre et peinture qui cloque sur plusieurs pièces du rez-de-chaussée',
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list')
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  },
}

/** Des points courts, puis de longs points : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '36rem' }}>
      <BulletList {...args} />
      <BulletList items={TexteLong.args!.items!} aria-label="Exemples détaillés" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
  },
}
