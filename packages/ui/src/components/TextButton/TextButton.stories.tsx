import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Box, Inline, Stack } from '../../layout'
import { TextButton, textButtonTones } from './TextButton'

const meta = {
  title: 'Composants/TextButton',
  component: TextButton,
  args: { children: 'Gérer les cookies', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: textButtonTones },
    children: { description: 'Le libellé du bouton.', table: { type: { summary: 'ReactNode' } } },
  },
} satisfies Meta<typeof TextButton>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Parmi les liens légaux du pied de page, sur le fond de marque : la couleur du texte qui l’entoure,
 * souligné, une cible tactile de 44 px. Un vrai bouton, au clavier comme à la souris.
 */
export const ParmiDesLiens: Story = {
  name: 'Parmi des liens',
  render: (args) => (
    <Box background="brand" color="onBrand" padding="lg">
      <Inline space="md">
        <span>Mentions légales</span>
        <TextButton {...args} />
      </Inline>
    </Box>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Gérer les cookies' })
    await expect(button).toHaveAttribute('type', 'button')
    await expect(getComputedStyle(button).textDecorationLine).toBe('underline')
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await expect(getComputedStyle(button).outlineWidth).toBe('3px')
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}

/** Sur un fond clair, dans la couleur des liens. */
export const CouleurDesLiens: Story = {
  name: 'Couleur des liens',
  args: { tone: 'link', children: 'Modifier mes préférences' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Modifier mes préférences' })
    await expect(getComputedStyle(button).color).not.toBe(getComputedStyle(button.parentElement!).color)
  },
}

/** Un libellé long revient à la ligne, aligné à gauche, sans sortir de son cadre. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    tone: 'link',
    children: 'Revoir mon choix concernant la mesure d’audience et les annonces publicitaires personnalisées',
  },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <TextButton {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth)
  },
}

/** À la largeur d’un téléphone, dans le pied de page : la cible reste de 44 px au moins. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  render: ParmiDesLiens.render,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gérer les cookies' })
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

/** Les deux tons, au repos et avec l’anneau de focus : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <Stack space="lg">
      <Box background="brand" color="onBrand" padding="md">
        <TextButton {...args} tone="inherit" />
      </Box>
      <Box padding="md">
        <TextButton {...args} tone="link">
          Modifier mes préférences
        </TextButton>
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2)
    await userEvent.tab()
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus()
  },
}
