import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Columns, Stack } from '../../layout'
import { useFieldErrors } from '../Field/useFieldErrors'
import { TextField } from './TextField'

const meta = {
  title: 'Composants/Formulaire/TextField',
  component: TextField,
  args: { label: 'Nom complet', onChange: fn() },
  argTypes: {
    defaultValue: { description: 'Valeur de départ (non contrôlée).', table: { type: { summary: 'string' } } },
    autoComplete: {
      description: 'Indication de remplissage automatique pour le navigateur (`name`, `email`, `tel`…).',
      table: { type: { summary: 'string' } },
    },
    onChange: { description: 'Appelée à chaque modification, avec la nouvelle valeur.', table: { type: { summary: '(value: string) => void' } } },
    type: { control: 'inline-radio', options: ['text', 'email', 'tel'] },
    isRequired: {
      description: 'Champ obligatoire : la marque « * » s’affiche et le contrôle annonce qu’il est requis.',
      table: { type: { summary: 'boolean' } },
      control: 'boolean',
    },
    isInvalid: { description: 'Affiche l’état d’erreur et le message `errorMessage`.', table: { type: { summary: 'boolean' } }, control: 'boolean' },
    isDisabled: {
      description: 'Désactive le champ : il n’est plus modifiable ni atteignable au clavier.',
      table: { type: { summary: 'boolean' } },
      control: 'boolean',
    },
  },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Vide: Story = {
  name: 'Vide',
  args: { autoComplete: 'name' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom complet' })
    await expect(input).toHaveValue('')
    await expect(input).toHaveAttribute('autocomplete', 'name')
    await userEvent.type(input, 'Jeanne Martin')
    await expect(input).toHaveValue('Jeanne Martin')
    await expect(args.onChange).toHaveBeenLastCalledWith('Jeanne Martin')
  },
}

export const Rempli: Story = {
  name: 'Rempli',
  args: { defaultValue: 'Jeanne Martin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Jeanne Martin')
  },
}

/**
 * La marque « * » est seulement visuelle : le nom accessible reste « Nom complet » et le champ annonce qu’il
 * est obligatoire.
 */
export const Obligatoire: Story = {
  name: 'Obligatoire',
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom complet' })
    await expect(input).toBeRequired()
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const AvecDescription: Story = {
  name: 'Avec description',
  args: {
    label: 'Ville ou code postal',
    description: 'Pour estimer le déplacement de l’expert.',
    placeholder: 'Ex. : 31000 Toulouse',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ville ou code postal' })).toHaveAccessibleDescription('Pour estimer le déplacement de l’expert.')
  },
}

export const Email: Story = {
  name: 'E-mail',
  args: { label: 'Adresse email', type: 'email', autoComplete: 'email', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse email' })
    await expect(input).toHaveAttribute('type', 'email')
    await userEvent.type(input, 'jeanne.martin@exemple.fr')
    await expect(input).toHaveValue('jeanne.martin@exemple.fr')
  },
}

export const Telephone: Story = {
  name: 'Téléphone',
  args: { label: 'Téléphone', type: 'tel', autoComplete: 'tel', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Téléphone' })
    await expect(input).toHaveAttribute('type', 'tel')
    await userEvent.type(input, '06 12 34 56 78')
    await expect(input).toHaveValue('06 12 34 56 78')
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  args: {
    label: 'Adresse email',
    type: 'email',
    isRequired: true,
    defaultValue: 'jeanne.martin@exemple',
    isInvalid: true,
    errorMessage: 'Veuillez entrer une adresse email valide',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse email' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Veuillez entrer une adresse email valide')
  },
}

export const Desactive: Story = {
  name: 'Désactivé',
  args: { isDisabled: true, defaultValue: 'Jeanne Martin' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom complet' })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'x')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    label: 'Nom de la société ou de la copropriété concernée par les désordres constatés',
    defaultValue: 'Syndicat des copropriétaires de la résidence Les Jardins de la Garonne, bâtiment B, escalier 3, représenté par son syndic',
    description:
      'Indiquez le nom exact figurant sur le contrat d’assurance dommages-ouvrage ou sur le procès-verbal de réception, afin que l’expert puisse retrouver les pièces du dossier.',
  },
}

/**
 * Le modèle des formulaires : les erreurs sont contrôlées (`useFieldErrors`) et l’erreur d’un champ s’efface
 * dès que ce champ change (behaviour §4).
 */
export const ErreurEffaceeALaSaisie: Story = {
  name: 'Erreur effacée à la saisie',
  render: function Render(args) {
    const { fieldProps, clearError } = useFieldErrors<'phone'>({ phone: 'Veuillez indiquer votre numéro de téléphone' })
    const [phone, setPhone] = useState('')
    return (
      <TextField
        {...args}
        label="Téléphone"
        type="tel"
        isRequired
        value={phone}
        onChange={(value) => {
          setPhone(value)
          clearError('phone')
        }}
        {...fieldProps('phone')}
      />
    )
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Téléphone' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
    await userEvent.type(input, '0')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(canvas.queryByText('Veuillez indiquer votre numéro de téléphone')).toBeNull()
  },
}

/** Vide, rempli, obligatoire, décrit, invalide et désactivé : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="lg" padding="lg">
      <Columns tablet={3} space="lg">
        <TextField label="Nom complet" />
        <TextField label="Nom complet" defaultValue="Jeanne Martin" isRequired />
        <TextField label="Ville ou code postal" placeholder="Ex. : 31000 Toulouse" description="Pour estimer le déplacement." />
        <TextField
          label="Adresse email"
          type="email"
          isRequired
          defaultValue="jeanne.martin@exemple"
          isInvalid
          errorMessage="Veuillez entrer une adresse email valide"
        />
        <TextField label="Téléphone" type="tel" isRequired isInvalid errorMessage="Veuillez indiquer votre numéro de téléphone" />
        <TextField label="Nom complet" defaultValue="Jeanne Martin" isDisabled />
      </Columns>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6)
  },
}
