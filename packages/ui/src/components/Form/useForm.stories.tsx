import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Button } from '../Button/Button'
import { Stack } from '../../layout'
import { ExempleDeFormulaire } from '../../private/ExempleDeFormulaire'

/**
 * `useForm` (`@expert/ui/Form`) : le contrôleur unique des formulaires (devis rapide, contact, avis). Les
 * histoires ci-dessous le vérifient sur un petit formulaire d’exemple.
 */
const meta = {
  title: 'Composants/Formulaire/useForm',
  component: ExempleDeFormulaire,
  args: { onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof ExempleDeFormulaire>

export default meta
type Story = StoryObj<typeof meta>

const send = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  userEvent.click(canvas.getByRole('button', { name: 'Être rappelé' }))

/** Envoi à vide : chaque erreur s’affiche, le focus va à la première, `onInvalid` est appelée, rien n’est envoyé. */
export const EnvoiRefuse: Story = {
  name: 'Envoi refusé',
  play: async ({ canvas, args }) => {
    await send(canvas)
    await expect(canvas.getByText('Veuillez indiquer votre nom')).toBeVisible()
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Votre nom' })).toHaveFocus())
    await expect(args.onInvalid).toHaveBeenCalledTimes(1)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Modifier un champ efface son erreur, et la sienne seulement ; deux champs liés effacent les deux. */
export const ErreursEffacees: Story = {
  name: 'Erreurs effacées',
  play: async ({ canvas }) => {
    await send(canvas)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Téléphone' }), '0')
    await expect(canvas.queryByText('Veuillez indiquer votre numéro de téléphone')).toBeNull()
    await expect(canvas.getByText('Veuillez indiquer votre nom')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rester anonyme' }))
    await expect(canvas.queryByText('Veuillez indiquer votre nom')).toBeNull()
    await expect(canvas.getByRole('textbox', { name: 'Votre nom' })).toHaveValue('Client Anonyme')
  },
}

/** Un envoi valide appelle `onSubmit` une fois ; un second clic pendant l’envoi est ignoré. */
export const UnSeulEnvoi: Story = {
  name: 'Un seul envoi à la fois',
  render: function Render(args) {
    const [release, setRelease] = useState<() => void>()
    return (
      <Stack space="md">
        <ExempleDeFormulaire
          {...args}
          onSubmit={(values, honeypot) => {
            args.onSubmit(values, honeypot)
            return new Promise<void>((resolve) => setRelease(() => resolve))
          }}
        />
        <Button onPress={() => release?.()}>Terminer l’envoi</Button>
      </Stack>
    )
  },
  play: async ({ canvas, args }) => {
    // Pasted into each field: the point is the single send, not the typing (each key re-renders the form).
    await userEvent.click(canvas.getByRole('textbox', { name: 'Votre nom' }))
    await userEvent.paste('Jeanne Martin')
    await userEvent.click(canvas.getByRole('textbox', { name: 'Téléphone' }))
    await userEvent.paste('06 12 34 56 78')
    await send(canvas)
    await send(canvas)
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Jeanne Martin', anonymous: false, phone: '06 12 34 56 78' }, '')
    await userEvent.click(canvas.getByRole('button', { name: 'Terminer l’envoi' }))
    await send(canvas)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2))
  },
}

/** `isDisabled` : plus aucun envoi, ni vérification (le formulaire a déjà été envoyé). */
export const Desactive: Story = {
  name: 'Envoi désactivé',
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await send(canvas)
    await expect(canvas.queryByText('Veuillez indiquer votre nom')).toBeNull()
    await expect(args.onInvalid).not.toHaveBeenCalled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
