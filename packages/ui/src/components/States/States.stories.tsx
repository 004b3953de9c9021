import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { MessageSquareText, Share2 } from 'lucide-react'
import { Columns } from '../../layout'
import { Button } from '../Button/Button'
import { NativeButton } from '../Button/NativeButton'
import { EmptyState, ErrorPanel, ErrorState, LoadingState } from './States'

const meta = {
  title: 'Composants/States',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const Chargement: Story = {
  name: 'Chargement',
  render: () => <LoadingState message="Chargement des avis…" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des avis…')
  },
}

export const ChargementParDefaut: Story = {
  name: 'Chargement (texte par défaut)',
  render: () => <LoadingState />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…')
  },
}

export const Erreur: Story = {
  name: 'Erreur',
  args: { message: 'Une erreur s’est produite lors du chargement des avis.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Une erreur s’est produite lors du chargement des avis.')
    const retry = canvas.getByRole('button', { name: 'Réessayer' })
    await userEvent.click(retry)
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Enter}')
    await expect(args.onRetry).toHaveBeenCalledTimes(2)
  },
}

export const ErreurSansAction: Story = {
  name: 'Erreur sans nouvel essai',
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Une erreur s’est produite lors du chargement.')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Le panneau d’erreur sans script, tel que le site l’affiche quand le code d’un formulaire n’a pas pu être chargé. */
export const ErreurSansScript: Story = {
  name: 'Erreur sans script (panneau seul)',
  render: () => (
    <ErrorPanel alert="panel" tabIndex={-1} message="Le formulaire n’a pas pu être chargé. Vérifiez votre connexion, puis rechargez la page.">
      <NativeButton variant="outline">Recharger la page</NativeButton>
    </ErrorPanel>
  ),
  play: async ({ canvas }) => {
    // The whole panel is the live region: message and action are read together.
    const panel = canvas.getByRole('alert')
    await expect(panel).toHaveTextContent('Le formulaire n’a pas pu être chargé.')
    await expect(panel).toContainElement(canvas.getByRole('button', { name: 'Recharger la page' }))
    await expect(panel).toHaveAttribute('tabindex', '-1')
  },
}

const share = fn()

export const Vide: Story = {
  name: 'Vide',
  render: () => (
    <EmptyState
      icon={<MessageSquareText size={32} />}
      message={'Aucun avis client pour le moment. Soyez le premier à partager votre expérience !'}
      action={
        <Button icon={<Share2 size={18} aria-hidden="true" />} onPress={share}>
          Partager mon avis
        </Button>
      }
    />
  ),
  play: async ({ canvas }) => {
    share.mockClear()
    await expect(canvas.getByText(/Aucun avis client pour le moment/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Partager mon avis' }))
    await expect(share).toHaveBeenCalledTimes(1)
  },
}

export const VideSansAction: Story = {
  name: 'Vide sans action',
  render: () => <EmptyState message="Aucun résultat pour ce type de projet." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun résultat pour ce type de projet.')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Les trois états côte à côte : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <Columns tablet={3}>
      <LoadingState message="Chargement des avis…" />
      <ErrorState {...args} message="Une erreur s’est produite lors du chargement des avis." />
      <EmptyState
        icon={<MessageSquareText size={32} />}
        message={'Aucun avis client pour le moment. Soyez le premier à partager votre expérience !'}
        action={<Button icon={<Share2 size={18} aria-hidden="true" />}>Partager mon avis</Button>}
      />
    </Columns>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible()
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.getAllByRole('button')).toHaveLength(2)
  },
}
