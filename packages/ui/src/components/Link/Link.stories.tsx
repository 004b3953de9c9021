import type { Meta, StoryObj } from '@storybook/react-vite'
import { navigate } from '../../private/StoryLinkProvider'
import { expect, fn, userEvent } from 'storybook/test'
import { Box, Stack } from '../../layout'
import { Link, linkVariants } from './Link'

const meta = {
  title: 'Composants/Link',
  component: Link,
  args: { href: '/mentions-legales', children: 'mentions légales' },
  argTypes: {
    onClick: { description: 'Appelée au clic, avant la navigation.', table: { type: { summary: '(event: MouseEvent) => void' } } },
    children: { description: 'Le texte du lien.', table: { type: { summary: 'ReactNode' } } },
    variant: { control: 'inline-radio', options: linkVariants },
    underline: { control: 'inline-radio', options: ['always', 'hover'] },
  },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

/** Dans un texte courant : souligné, atteignable au clavier. */
export const DansUnTexte: Story = {
  name: 'Dans un texte',
  args: { onClick: fn() },
  render: (args) => (
    <p>
      Vos données sont traitées selon nos <Link {...args} />, consultables à tout moment.
    </p>
  ),
  play: async ({ canvas, args }) => {
    navigate.mockClear()
    const link = canvas.getByRole('link', { name: 'mentions légales' })
    await expect(link).toHaveAttribute('href', '/mentions-legales')
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline')
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(link.matches(':focus-visible')).toBe(true)
    // A visible focus ring (3 px outline), not the browser default.
    await expect(getComputedStyle(link).outlineWidth).toBe('3px')
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    await expect(navigate).toHaveBeenCalledWith('/mentions-legales')
  },
}

/** Sur le fond de marque (pied de page, tiroir) : texte blanc, soulignement atténué. */
export const SurFondMarque: Story = {
  name: 'Sur fond de marque',
  args: { variant: 'inverse', href: 'mailto:contact@example.fr', children: 'contact@example.fr' },
  render: (args) => (
    <Box background="brand" color="onBrand" padding="lg">
      <p>
        Écrivez-nous : <Link {...args} />
      </p>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'contact@example.fr' })).toHaveAttribute('href', 'mailto:contact@example.fr')
  },
}

/** Dans une liste de liens : le soulignement apparaît au survol (CSS `:hover`) et au focus clavier. */
export const SoulignementAuSurvol: Story = {
  name: 'Soulignement au survol',
  args: { underline: 'hover', href: '/services', children: 'Tous nos services' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Tous nos services' })
    await expect(getComputedStyle(link).textDecorationLine).toBe('none')
    // Synthetic pointer events do not set :hover; keyboard focus does set :focus-visible.
    await userEvent.tab()
    await expect(link.matches(':focus-visible')).toBe(true)
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline')
  },
}

/**
 * Les deux variantes, les deux modes de soulignement, au repos et avec l’anneau de focus : la référence
 * visuelle.
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="none">
      {linkVariants.map((variant) => (
        <Box key={variant} background={variant === 'inverse' ? 'brand' : 'page'} color={variant === 'inverse' ? 'onBrand' : 'body'} padding="lg">
          <Stack space="sm">
            <p>
              Lire nos{' '}
              <Link variant={variant} href="/conditions-vente">
                conditions de vente
              </Link>{' '}
              avant de signer.
            </p>
            <p>
              <Link variant={variant} underline="hover" href="/services/fissures">
                Expertise fissures
              </Link>
            </p>
            <p>
              <Link variant={variant} href="/avis-clients" data-testid={`focus-${variant}`}>
                Lien avec le focus clavier
              </Link>
            </p>
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6)
    // Show the focus ring on the standard variant's last link.
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByTestId('focus-standard').matches(':focus-visible')).toBe(true)
  },
}
