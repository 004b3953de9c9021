import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Phone } from 'lucide-react'
import { Box, Inline, Stack } from '../../layout'
import { theme } from '../../styles/tokens'
import { computedColor as rgb } from '../../docs/contrast'
import { Button, buttonSizes, buttonVariants } from './Button'
import { LinkButton } from './LinkButton'
import { NativeButton } from './NativeButton'

const meta = {
  title: 'Composants/Button',
  component: Button,
  args: { children: 'Demander un devis', onPress: fn() },
  argTypes: {
    children: { description: 'Le libellé du bouton.', table: { type: { summary: 'ReactNode' } } },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Principal: Story = {
  name: 'Principal',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Demander un devis' })
    await userEvent.click(button)
    await expect(args.onPress).toHaveBeenCalledTimes(1)
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onPress).toHaveBeenCalledTimes(3)
  },
}

const transparent = 'rgba(0, 0, 0, 0)'

/**
 * The look of a variant at rest and under the pointer, checked against the theme's values: the hover
 * feedback is what tells a visitor the control is live, and it must stay visible on each surface.
 */
const variantPlay =
  (look: { background: string; border?: string; color: string; hoverBackground: string }): Story['play'] =>
  async ({ canvas, args }) => {
    const button = canvas.getByRole('button')
    const style = getComputedStyle(button)
    await expect(style.backgroundColor).toBe(look.background)
    await expect(style.color).toBe(look.color)
    if (look.border) await expect(style.borderTopColor).toBe(look.border)
    await userEvent.hover(button)
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(look.hoverBackground))
    await userEvent.click(button)
    await expect(args.onPress).toHaveBeenCalledTimes(1)
    await userEvent.unhover(button)
  }

/** Secondaire : une action utile à côté de l’action principale, sur fond de page. */
export const Secondaire: Story = {
  name: 'Secondaire',
  args: { variant: 'secondary', children: 'Nos expertises' },
  play: variantPlay({
    background: rgb(theme.color.background.secondary),
    color: rgb(theme.color.text.heading),
    hoverBackground: rgb(theme.color.background.secondaryHover),
  }),
}

/** À contour : une action à côté de l’action principale, sans lui faire concurrence. */
export const Contour: Story = {
  name: 'Contour',
  args: { variant: 'outline', children: 'Voir nos tarifs' },
  play: variantPlay({
    background: transparent,
    border: rgb(theme.color.border.strong),
    color: rgb(theme.color.text.link),
    hoverBackground: rgb(theme.color.background.subtle),
  }),
}

/** Inversé : sur le fond de marque (bandeau d’accueil, pied de page). */
export const Inverse: Story = {
  name: 'Inversé (sur fond de marque)',
  args: { variant: 'inverse', children: 'Nous appeler' },
  decorators: [
    (Story) => (
      <Box background="brand" padding="lg">
        <Story />
      </Box>
    ),
  ],
  play: variantPlay({
    background: transparent,
    border: rgb(theme.color.text.onBrand),
    color: rgb(theme.color.text.onBrand),
    hoverBackground: 'rgba(255, 255, 255, 0.12)',
  }),
}

/** Discret : sans fond ni contour au repos, pour une action secondaire dans un bloc. */
export const Discret: Story = {
  name: 'Discret',
  args: { variant: 'ghost', children: 'Annuler' },
  play: variantPlay({
    background: transparent,
    border: transparent,
    color: rgb(theme.color.text.heading),
    hoverBackground: rgb(theme.color.background.subtle),
  }),
}

/**
 * Les trois tailles. Le site demande des cibles tactiles d’au moins 44 px : `medium` (48 px) par défaut,
 * `small` (40 px) seulement là où le pointeur est précis.
 */
export const Tailles: Story = {
  name: 'Tailles',
  render: (args) => (
    <Inline space="md" align="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {{ small: 'Petit', medium: 'Moyen', large: 'Grand' }[size]}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const heights = ['Petit', 'Moyen', 'Grand'].map((name) => canvas.getByRole('button', { name }).getBoundingClientRect().height)
    await expect(heights).toEqual([40, 48, 56])
  },
}

export const AvecIcone: Story = { name: 'Avec icône', args: { variant: 'outline', icon: <Phone size={18} aria-hidden />, children: 'Appeler' } }

export const Desactive: Story = {
  name: 'Désactivé',
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Demander un devis' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const EnCours: Story = {
  name: 'En cours',
  args: { isPending: true, pendingLabel: 'Envoi en cours…', children: 'Envoyer' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Envoi en cours/ })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const LienBouton: Story = {
  name: 'Lien en forme de bouton',
  render: () => <LinkButton href="/contact">Devis Gratuit</LinkButton>,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Devis Gratuit' })
    await expect(link).toHaveAttribute('href', '/contact')
    // A real anchor, reachable with Tab, with the focus ring of the buttons.
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(getComputedStyle(link).outlineStyle).toBe('solid')
  },
}

/** Un `<button>` natif à l’apparence de Button : il fonctionne avant l’hydratation et quand les scripts n’ont pas pu être chargés. */
export const BoutonNatif: Story = {
  name: 'Bouton natif (sans script)',
  render: () => {
    const reload = fn()
    return (
      <NativeButton variant="outline" onClick={reload}>
        Recharger la page
      </NativeButton>
    )
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Recharger la page' })
    // A plain <button type="button">: it works before hydration and never submits a form around it.
    await expect(button).toHaveAttribute('type', 'button')
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await expect(getComputedStyle(button).outlineStyle).toBe('solid')
  },
}

/**
 * Pleine largeur sur téléphone (`fullWidth="phone"`) : un long libellé tient sur une ligne à 390 px ; à partir
 * de 768 px, le bouton reprend la largeur de son texte.
 */
export const PleineLargeurTelephone: Story = {
  name: 'Pleine largeur sur téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: { size: 'large', fullWidth: 'phone', children: 'Demander un devis gratuit' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Demander un devis gratuit' })
    const container = button.parentElement as HTMLElement
    await expect(button.getBoundingClientRect().width).toBeCloseTo(container.getBoundingClientRect().width, 0)
    // One line: the label is no taller than the 56 px button minus its borders.
    const label = document.createRange()
    label.selectNodeContents(button)
    const tops = new Set([...label.getClientRects()].map((rect) => Math.round(rect.top)))
    await expect(tops.size).toBe(1)
  },
}

/** Chaque variante × chaque taille, plus désactivé et en cours : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="lg" padding="lg">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="md" padding="md" background={variant === 'inverse' ? 'brand' : 'page'}>
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} isDisabled>
            Désactivé
          </Button>
          <Button variant={variant} isPending pendingLabel="Envoi…">
            Envoyer
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * (buttonSizes.length + 2))
  },
}
