import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LayoutTile } from '../private/LayoutTile'
import { Inline } from './Inline'

const labels = ['Fissures', 'Humidité', 'Infiltrations', 'Dégâts des eaux', 'Malfaçons', 'Incendies']

const meta = {
  title: 'Mise en page/Inline',
  component: Inline,
  args: { space: 'sm' },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] },
    justify: { control: 'inline-radio', options: ['flex-start', 'center', 'flex-end', 'space-between'] },
  },
  render: (args) => (
    <Inline {...args}>
      {labels.map((label) => (
        <LayoutTile key={label}>{label}</LayoutTile>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>

export default meta
type Story = StoryObj<typeof meta>

/** Des éléments côte à côte qui passent à la ligne quand la place manque. */
export const Rangee: Story = {
  name: 'Rangée',
  play: async ({ canvas }) => {
    const row = canvas.getByText('Fissures').parentElement!
    await expect(getComputedStyle(row).flexWrap).toBe('wrap')
    await expect(getComputedStyle(row).columnGap).toBe('12px')
  },
}

/** Dans une colonne de téléphone (320 px), la rangée passe à la ligne au lieu de déborder. */
export const ColonneEtroite: Story = {
  name: 'Colonne étroite',
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const row = canvas.getByText('Fissures').parentElement!
    await expect(row.scrollWidth).toBeLessThanOrEqual(320)
  },
}

/** `justify="space-between"` : les éléments répartis sur toute la largeur. */
export const Repartie: Story = {
  name: 'Répartie sur la largeur',
  args: { justify: 'space-between' },
}
