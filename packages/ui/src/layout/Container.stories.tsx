import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LayoutTile } from '../private/LayoutTile'
import { Container } from './Container'

const meta = {
  title: 'Mise en page/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    paddingY: { control: 'select', options: ['none', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
  },
  render: (args) => (
    <Container {...args}>
      <LayoutTile>Le contenu est centré, à la largeur du site, avec des marges latérales qui le décollent des bords sur téléphone.</LayoutTile>
    </Container>
  ),
} satisfies Meta<typeof Container>

export default meta
type Story = StoryObj<typeof meta>

/** La largeur du contenu du site (`layout.contentWidth`), centrée. */
export const LargeurDuContenu: Story = {
  name: 'Largeur du contenu',
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(1200)
  },
}

/** `narrow` : la largeur de lecture (`layout.readingWidth`, environ 70 caractères), pour les textes longs. */
export const LargeurDeLecture: Story = {
  name: 'Largeur de lecture',
  args: { narrow: true, paddingY: 'xl' },
}
