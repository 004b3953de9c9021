import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Inline, Stack } from '../../layout'
import { Button } from '../Button/Button'
import { StaticToasts, Toaster, createToastQueue, showToast, toastThemes, type ToastData, type ToasterProps } from './Toast'

const success: ToastData = {
  title: 'Avis envoyé avec succès',
  description: 'Merci d’avoir partagé votre expérience ! Votre avis sera publié après modération.',
}
const failure: ToastData = {
  title: 'Erreur',
  description: 'Une erreur est survenue lors de l’envoi de votre avis. Veuillez réessayer.',
  variant: 'destructive',
}
const incomplete: ToastData = {
  title: 'Formulaire incomplet',
  description: 'Veuillez remplir tous les champs obligatoires correctement',
  variant: 'destructive',
}

type DemoProps = Omit<ToasterProps, 'queue'> & {
  /** What the button shows. */
  toast: ToastData
  /** Auto-dismiss delay in ms; 0 keeps the toast until closed. */
  timeout: number
}

/** A button that queues a toast, and the region that renders the story's own queue. */
function Demo({ toast, timeout, ...toaster }: DemoProps) {
  const [queue] = useState(() => createToastQueue())
  return (
    <>
      <Button variant="secondary" onPress={() => showToast(toast, { timeout }, queue)}>
        Afficher la notification
      </Button>
      <Toaster {...toaster} queue={queue} />
    </>
  )
}

const meta = {
  title: 'Composants/Toast',
  // The props table documents Toaster; the stories render it behind a button (Demo).
  component: Toaster,
  // The toolbar's scheme stands in for the system setting that `theme="system"` follows.
  render: (args, { globals }) => (
    <Demo {...args} theme={args.theme && args.theme !== 'system' ? args.theme : (globals.scheme as ToasterProps['theme'])} />
  ),
  args: { toast: success, timeout: 0 },
  argTypes: {
    theme: { control: 'inline-radio', options: toastThemes },
    toast: {
      description: 'Histoire seulement : la notification qu’ajoute le bouton (`title`, `description`, `variant`).',
      table: { type: { summary: 'ToastData' } },
    },
    timeout: {
      description: 'Histoire seulement : délai de fermeture automatique en ms ; 0 la garde jusqu’à ce qu’on la ferme.',
      table: { type: { summary: 'number' } },
    },
  },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const region = () => screen.findByRole('region', { name: 'Notifications' })

/** Une notification de succès et une d’erreur, dessinées sur place : ce qu’affiche la zone des notifications. */
export const Apercu: Story = {
  name: 'Aperçu',
  render: (_args, { globals }) => (
    <StaticColumn theme={globals.scheme === 'dark' ? 'dark' : 'light'} toasts={[failure, success]} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(2)
  },
}

export const Notification: Story = {
  name: 'Notification',
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher la notification' }))
    const notifications = await region()
    const toast = within(notifications).getByRole('alertdialog', { name: 'Avis envoyé avec succès' })
    await expect(toast).toHaveAccessibleDescription(success.description!)
    await userEvent.click(within(toast).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull())
  },
}

export const Destructive: Story = {
  name: 'Destructive',
  args: { toast: failure },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher la notification' }))
    const toast = within(await region()).getByRole('alertdialog', { name: 'Erreur' })
    await expect(toast).toHaveAttribute('data-variant', 'destructive')
    // The error pair: strong red surface (palette red 700) with white text.
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(185, 28, 28)')
    await expect(getComputedStyle(toast).color).toBe('rgb(255, 255, 255)')
    // Keyboard: the toast follows the button in the tab order, then its close button.
    await userEvent.tab()
    await expect(toast).toHaveFocus()
    await userEvent.tab()
    await expect(within(toast).getByRole('button', { name: 'Fermer' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

export const FermetureAutomatique: Story = {
  name: 'Fermeture automatique (pause au survol)',
  args: { toast: incomplete, timeout: 1200 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher la notification' }))
    const toast = within(await region()).getByRole('alertdialog', { name: 'Formulaire incomplet' })
    // Hovering pauses the timer: the toast outlives its timeout.
    await userEvent.hover(toast)
    await new Promise((resolve) => setTimeout(resolve, 1800))
    await expect(toast).toBeInTheDocument()
    // Leaving resumes it: the toast closes by itself.
    await userEvent.unhover(toast)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 })
  },
}

export const Sombre: Story = {
  name: 'Sombre',
  args: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher la notification' }))
    const toast = within(await region()).getByRole('alertdialog', { name: 'Avis envoyé avec succès' })
    // Dark surface (palette blue 950) with light text.
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(11, 35, 64)')
    await expect(getComputedStyle(toast).color).toBe('rgb(255, 255, 255)')
  },
}

export const Clair: Story = {
  name: 'Clair',
  args: { theme: 'light' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher la notification' }))
    const toast = within(await region()).getByRole('alertdialog', { name: 'Avis envoyé avec succès' })
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(255, 255, 255)')
  },
}

export const Plusieurs: Story = {
  name: 'Plusieurs (trois au plus)',
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Afficher la notification' })
    for (let i = 0; i < 4; i++) await userEvent.click(button)
    const notifications = await region()
    await expect(within(notifications).getAllByRole('alertdialog')).toHaveLength(3)
    // Closing one brings the queued fourth into view.
    await userEvent.click(within(notifications).getAllByRole('button', { name: 'Fermer' })[0]!)
    await waitFor(() => expect(within(notifications).getAllByRole('alertdialog')).toHaveLength(3))
  },
}

/** Toasts of a queue drawn in place, in both surfaces: a static rendering nothing can time out. */
function StaticColumn({ theme, toasts = [incomplete, failure, success] }: { theme: 'light' | 'dark'; toasts?: ToastData[] }) {
  const [queue] = useState(() => {
    const q = createToastQueue()
    // Added last = shown at the edge; timeout 0 keeps them.
    for (const toast of toasts) showToast(toast, { timeout: 0 }, q)
    return q
  })
  return <StaticToasts queue={queue} theme={theme} />
}

/** Notifications par défaut et destructives sur les surfaces claire et sombre : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <Inline space="xl" align="flex-start">
      <Stack padding="md">
        <StaticColumn theme="light" />
      </Stack>
      <Stack padding="md">
        <StaticColumn theme="dark" />
      </Stack>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(6)
    await expect(canvas.getAllByRole('button', { name: 'Fermer' })).toHaveLength(6)
  },
}
