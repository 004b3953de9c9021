import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LayoutTile } from '../private/LayoutTile'
import { Inline } from './Inline'
import { Stack } from './Stack'

const spaces = ['xs', 'md', 'xl'] as const

const meta = {
  title: 'Mise en page/Stack',
  component: Stack,
  args: { space: 'md' },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'huge'] },
    align: { control: 'inline-radio', options: ['stretch', 'flex-start', 'center', 'flex-end'] },
  },
  render: (args) => (
    <Stack {...args}>
      <LayoutTile>Votre sinistre</LayoutTile>
      <LayoutTile>Notre expertise</LayoutTile>
      <LayoutTile>Votre indemnisation</LayoutTile>
    </Stack>
  ),
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

/** Trois blocs l’un sous l’autre, séparés par `space.md` ; aucun bloc ne pose sa propre marge. */
export const Pile: Story = {
  name: 'Pile',
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Votre sinistre').parentElement!
    await expect(getComputedStyle(stack).flexDirection).toBe('column')
    await expect(getComputedStyle(stack).rowGap).toBe('16px')
  },
}

/** Le même contenu avec trois espacements de l’échelle, côte à côte. */
export const Espacements: Story = {
  name: 'Espacements',
  render: () => (
    <Inline space="xl" align="flex-start">
      {spaces.map((space) => (
        <Stack key={space} space="xs">
          <code>space="{space}"</code>
          <Stack space={space}>
            <LayoutTile>Un</LayoutTile>
            <LayoutTile>Deux</LayoutTile>
          </Stack>
        </Stack>
      ))}
    </Inline>
  ),
}

/** `align="flex-start"` : les blocs gardent leur largeur naturelle au lieu de s’étirer. */
export const Alignement: Story = {
  name: 'Aligné au début',
  args: { align: 'flex-start' },
}
