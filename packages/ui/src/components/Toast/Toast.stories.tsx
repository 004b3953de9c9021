import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Box, Columns, Stack } from '../../layout'
import { vars } from '../../styles/contract.css'
import { theme as tokens } from '../../styles/tokens'
import { computedColor } from '../../docs/contrast'
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
  render: (args, { globals }) => <Demo {...args} theme={args.theme && args.theme !== 'system' ? args.theme : (globals.scheme as ToasterProps['theme'])} />,
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

/**
 * Une notification d’erreur et celle que décrivent les contrôles, dessinées sur place : ce qu’affiche la zone des
 * notifications, sans avoir à cliquer. Le schéma suit la barre d’outils (ou la prop `theme`).
 */
export const Apercu: Story = {
  name: 'Aperçu',
  render: (args, { globals }) => <StaticColumn key={JSON.stringify(args.toast)} theme={surfaceOf(args.theme, globals.scheme)} toasts={[failure, args.toast]} />,
  play: async ({ canvas }) => {
    const toasts = canvas.getAllByRole('alertdialog')
    await expect(toasts).toHaveLength(2)
    // Each toast carries its icon (decorative: the title says it) besides the close button's.
    for (const toast of toasts) {
      await expect(toast.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2)
    }
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
    // The error pair, whatever the scheme: strong red surface with white text.
    await expect(getComputedStyle(toast).backgroundColor).toBe(computedColor(tokens.color.background.criticalStrong))
    await expect(getComputedStyle(toast).color).toBe(computedColor(tokens.color.text.onCritical))
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
    // Dark surface (the strong brand blue) with light text, and a success icon in the text's colour.
    await expect(getComputedStyle(toast).backgroundColor).toBe(computedColor(tokens.color.background.brandStrong))
    await expect(getComputedStyle(toast).color).toBe(computedColor(tokens.color.text.onBrand))
    await expect(getComputedStyle(toast.querySelector('svg')!).color).toBe(computedColor(tokens.color.text.onBrand))
  },
}

export const Clair: Story = {
  name: 'Clair',
  args: { theme: 'light' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher la notification' }))
    const toast = within(await region()).getByRole('alertdialog', { name: 'Avis envoyé avec succès' })
    await expect(getComputedStyle(toast).backgroundColor).toBe(computedColor(tokens.color.background.surface))
    // The success icon takes the success green on the light surface.
    await expect(getComputedStyle(toast.querySelector('svg')!).color).toBe(computedColor(tokens.color.text.success))
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

type Surface = 'light' | 'dark'

/** The surface a story draws: the `theme` prop when it names one, else the scheme chosen in the toolbar. */
function surfaceOf(themeArg: ToasterProps['theme'], scheme: unknown): Surface {
  if (themeArg === 'light' || themeArg === 'dark') return themeArg
  return scheme === 'dark' ? 'dark' : 'light'
}

/** Toasts of a queue drawn in place: a static rendering nothing can time out. */
function StaticColumn({ theme, toasts = [incomplete, failure, success] }: { theme: Surface; toasts?: ToastData[] }) {
  const [queue] = useState(() => {
    const q = createToastQueue()
    // Added last = shown at the edge; timeout 0 keeps them.
    for (const toast of toasts) showToast(toast, { timeout: 0 }, q)
    return q
  })
  return <StaticToasts queue={queue} theme={theme} />
}

const schemeLabels: Record<Surface, string> = { light: 'Système en mode clair', dark: 'Système en mode sombre' }

/**
 * The toasts as a visitor's system scheme shows them (the region follows it by default): both schemes side by
 * side, or only the one chosen in the toolbar. Columns stack on a phone, so nothing is cut at 360 px.
 */
function SchemeMatrix({ scheme }: { scheme: unknown }) {
  const surfaces: Surface[] = scheme === 'light' || scheme === 'dark' ? [scheme] : ['light', 'dark']
  return (
    // The padding keeps the toasts' shadow inside the story (and its screenshot).
    <Box padding="md">
      <Columns tablet={2} space="xl">
        {surfaces.map((surface) => (
          <Stack key={surface} as="section" aria-label={schemeLabels[surface]} space="sm">
            <p style={{ color: vars.color.text.muted, fontSize: vars.font.size.sm }}>{schemeLabels[surface]}</p>
            <StaticColumn theme={surface} />
          </Stack>
        ))}
      </Columns>
    </Box>
  )
}

/**
 * Notifications de confirmation et d’erreur dans les deux schémas du système (la zone les suit par défaut) :
 * la référence visuelle. Avec un schéma choisi dans la barre d’outils, seul celui-ci s’affiche.
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (_args, { globals }) => <SchemeMatrix scheme={globals.scheme} />,
  play: async ({ canvas }) => {
    const dark = within(canvas.getByRole('region', { name: 'Système en mode sombre' }))
    await expect(dark.getAllByRole('alertdialog')).toHaveLength(3)
    const darkSuccess = dark.getByRole('alertdialog', { name: 'Avis envoyé avec succès' })
    await expect(getComputedStyle(darkSuccess).backgroundColor).toBe(computedColor(tokens.color.background.brandStrong))
    const light = within(canvas.getByRole('region', { name: 'Système en mode clair' }))
    const lightSuccess = light.getByRole('alertdialog', { name: 'Avis envoyé avec succès' })
    await expect(getComputedStyle(lightSuccess).backgroundColor).toBe(computedColor(tokens.color.background.surface))
    await expect(canvas.getAllByRole('button', { name: 'Fermer' })).toHaveLength(6)
  },
}

/** Sur le plus petit téléphone visé (360 px) : chaque notification et son bouton de fermeture tiennent dans l’écran. */
export const PetitTelephone: Story = {
  name: 'Petit téléphone (360 px)',
  // Out of the docs page, whose column is desktop-wide: the story's point is its 360 px viewport.
  tags: ['!autodocs'],
  globals: { viewport: { value: 'site360', isRotated: false } },
  render: (_args, { globals }) => <SchemeMatrix scheme={globals.scheme} />,
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth
    await expect(width).toBeLessThanOrEqual(360)
    for (const button of canvas.getAllByRole('button', { name: 'Fermer' })) {
      const box = button.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(0)
      await expect(box.right).toBeLessThanOrEqual(width)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width)
  },
}
