import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LayoutTile } from '../private/LayoutTile'
import { Columns } from './Columns'

const meta = {
  title: 'Mise en page/Columns',
  component: Columns,
  args: { tablet: 2, desktop: 3, space: 'lg' },
  argTypes: {
    tablet: { control: 'inline-radio', options: [1, 2, 3, 4] },
    desktop: { control: 'inline-radio', options: [1, 2, 3, 4] },
    space: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
  },
  render: (args) => (
    <Columns {...args}>
      {['Expertise fissures', 'Dégâts des eaux', 'Malfaçons', 'Humidité', 'Incendies', 'Bilan avant achat'].map((label) => (
        <LayoutTile key={label} tall>
          {label}
        </LayoutTile>
      ))}
    </Columns>
  ),
} satisfies Meta<typeof Columns>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Une colonne sur téléphone, deux à partir des tablettes, trois sur ordinateur : changez la largeur
 * dans la barre d’outils pour voir chaque palier.
 */
export const TroisColonnes: Story = {
  name: 'Trois colonnes sur ordinateur',
  play: async ({ canvas }) => {
    // The story tests run at 1280 px: the desktop count applies.
    const grid = canvas.getByText('Malfaçons').parentElement!
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3)
  },
}

/** Deux colonnes à toutes les largeurs à partir des tablettes. */
export const DeuxColonnes: Story = {
  name: 'Deux colonnes',
  args: { tablet: 2, desktop: 2 },
}
