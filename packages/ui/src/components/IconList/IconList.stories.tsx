import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { IconList, type IconListItem } from './IconList'

const commitments: IconListItem[] = [
  { icon: 'file', title: 'Devis détaillé gratuit sous 48\u00a0h', text: 'Après étude de votre situation, sans engagement de votre part.' },
  { icon: 'graduation', title: 'Des experts qualifiés', text: 'Formés aux métiers du bâtiment et certifiés.' },
  { icon: 'handshake', title: 'Un accompagnement personnalisé', text: 'Un interlocuteur unique, du premier appel à la résolution.' },
]

const meta = {
  title: 'Composants/IconList',
  component: IconList,
  args: { items: commitments, 'aria-label': 'Nos engagements' },
  argTypes: { items: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <IconList {...args} />
    </div>
  ),
} satisfies Meta<typeof IconList>

export default meta
type Story = StoryObj<typeof meta>

/** Trois engagements : icône, titre en gras et courte explication. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Nos engagements' })
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    // The icons are decorative: hidden from assistive technology.
    for (const icon of list.querySelectorAll('svg')) await expect(icon).toHaveAttribute('aria-hidden', 'true')
    await expect(canvasElement.querySelectorAll('strong')).toHaveLength(3)
  },
}

/** Des titres seuls, sans explication. */
export const TitresSeuls: Story = {
  name: 'Titres seuls',
  args: { items: commitments.map(({ icon, title }) => ({ icon, title })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Après étude de votre situation, sans engagement de votre part.')).toBeNull()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

/** Avec et sans explication : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '22rem' }}>
      <IconList {...args} />
      <IconList {...args} items={TitresSeuls.args!.items!} aria-label="Titres seuls" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(2)
  },
}
