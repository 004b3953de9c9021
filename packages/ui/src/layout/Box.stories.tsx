import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Box } from './Box'

const meta = {
  title: 'Mise en page/Box',
  component: Box,
  args: { padding: 'lg', background: 'subtle', borderRadius: 'lg', children: 'Une boîte : marges, fond et rayon pris dans le thème.' },
  argTypes: {
    padding: {
      description:
        'Marges intérieures des quatre côtés, prises dans l’échelle `space` (aussi `paddingX`, `paddingY`, `paddingTop`…) ; une valeur par palier est possible.',
      table: { type: { summary: 'Space | { mobile?, tablet?, desktop? }' } },
      control: 'select',
      options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
    },
    background: {
      description: 'Fond, pris dans les décisions de couleur `color.background`.',
      table: { type: { summary: "'page' | 'surface' | 'subtle' | 'brand' | 'brandStrong'" } },
      control: 'select',
      options: ['page', 'surface', 'subtle', 'brand', 'brandStrong'],
    },
    color: {
      description: 'Couleur du texte, prise dans les décisions `color.text` ; `onBrand` sur le fond de marque.',
      table: { type: { summary: "'body' | 'heading' | 'muted' | 'onBrand'" } },
      control: 'select',
      options: ['body', 'heading', 'muted', 'onBrand'],
    },
    borderRadius: {
      description: 'Rayon des angles, pris dans l’échelle `radius`.',
      table: { type: { summary: "'sm' | 'md' | 'lg' | 'full'" } },
      control: 'select',
      options: ['sm', 'md', 'lg', 'full'],
    },
  },
} satisfies Meta<typeof Box>

export default meta
type Story = StoryObj<typeof meta>

/** Une boîte avec marges intérieures, fond clair et rayon de carte. */
export const Boite: Story = {
  name: 'Boîte',
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Une boîte/)
    await expect(getComputedStyle(box).paddingTop).toBe('24px')
  },
}

/** Sur le fond de marque, avec la couleur de texte qui lui correspond. */
export const FondDeMarque: Story = {
  name: 'Fond de marque',
  args: { background: 'brand', color: 'onBrand', children: 'Texte sur le fond de marque.' },
}

/** Des marges qui grandissent avec l’écran : `padding={{ mobile: 'sm', tablet: 'lg', desktop: 'xxl' }}`. */
export const Reactive: Story = {
  name: 'Marges selon la largeur',
  args: { padding: { mobile: 'sm', tablet: 'lg', desktop: 'xxl' }, children: 'Marges de sm à xxl selon la largeur.' },
  play: async ({ canvas }) => {
    // 1280 px in the story tests: the desktop value applies.
    await expect(getComputedStyle(canvas.getByText(/Marges de sm/)).paddingTop).toBe('48px')
  },
}
