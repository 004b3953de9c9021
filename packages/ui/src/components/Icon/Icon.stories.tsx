import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Box, Inline, Stack } from '../../layout'
import { Icon, iconNames, iconSizes } from './Icon'

const meta = {
  title: 'Composants/Icon',
  component: Icon,
  args: { name: 'phone', size: 'medium' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** Décorative : masquée aux technologies d’assistance, c’est le texte voisin qui parle. */
export const Decorative: Story = {
  name: 'Décorative',
  render: (args) => (
    <Inline space="xs">
      <Icon {...args} />
      <span>04 65 71 12 34</span>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg).not.toHaveAttribute('role')
  },
}

/** Seule, l’icône porte le sens : elle reçoit `role="img"` et un nom en français. */
export const AvecLibelle: Story = {
  name: 'Avec libellé',
  args: { name: 'star', label: 'Note sur 5', size: 'large' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Note sur 5' })
    await expect(img).not.toHaveAttribute('aria-hidden')
    await expect(img).toHaveAttribute('stroke-width', '1.75')
  },
}

/** Les tailles viennent de l’échelle des espacements ; `inherit` suit la taille du texte. */
export const Tailles: Story = {
  name: 'Tailles',
  render: () => (
    <Inline space="lg" align="flex-end">
      {iconSizes.map((size) => (
        <Stack key={size} space="xs" align="center">
          <Icon name="home" size={size} />
          <span>{size}</span>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width)
    // inherit (1em of 17 px body text), then 16, 20, 24, 32 px.
    await expect(widths.map(Math.round)).toEqual([17, 16, 20, 24, 32])
  },
}

/** Toutes les icônes du jeu avec leur nom, sur fond clair et sur fond de marque : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="none">
      {(['page', 'brand'] as const).map((background) => (
        <Box key={background} background={background} color={background === 'brand' ? 'onBrand' : 'heading'} padding="lg">
          <Inline space="lg">
            {iconNames.map((name) => (
              <Icon key={name} name={name} size="large" label={name} />
            ))}
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(iconNames.length * 2)
  },
}
