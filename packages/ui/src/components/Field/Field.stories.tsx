import type { Meta, StoryObj } from '@storybook/react-vite'
import { Input, TextField as AriaTextField } from 'react-aria-components'
import { expect, within } from 'storybook/test'
import { Stack } from '../../layout'
import { Description, FieldError, Label, RequiredLegend, fieldStyles } from './Field'

/**
 * Les pièces communes à tous les champs. Les composants (TextField, TextArea, Select, Checkbox, DatePicker) les
 * utilisent ; un champ sur mesure construit avec react-aria-components le peut aussi, et reçoit la même
 * apparence et le même câblage.
 */
const meta = {
  title: 'Composants/Formulaire/Field',
  component: Label,
  argTypes: {
    children: { description: 'Le texte du libellé.', table: { type: { summary: 'ReactNode' } } },
  },
  args: { children: 'Nom complet' },
} satisfies Meta<typeof Label>

export default meta
type Story = StoryObj<typeof meta>

export const ChampCompose: Story = {
  name: 'Champ composé',
  render: () => (
    <Stack space="md">
      <RequiredLegend />
      <AriaTextField isRequired isInvalid className={fieldStyles.field}>
        <Label isRequired>Nom complet</Label>
        <Input className={fieldStyles.inputBox} />
        <Description>Tel qu’il figure sur votre contrat d’assurance.</Description>
        <FieldError>Veuillez indiquer votre nom</FieldError>
      </AriaTextField>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nom complet' })
    await expect(input).toHaveAccessibleDescription('Tel qu’il figure sur votre contrat d’assurance. Veuillez indiquer votre nom')
    await expect(canvas.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.')).toBeVisible()
  },
}

/** Libellé (simple et obligatoire), description, erreur : la référence visuelle des pièces communes. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="lg" padding="lg">
      <RequiredLegend />
      <AriaTextField className={fieldStyles.field}>
        <Label>Ville ou code postal</Label>
        <Input className={fieldStyles.inputBox} />
        <Description>Pour estimer le déplacement de l’expert.</Description>
      </AriaTextField>
      <AriaTextField isRequired isInvalid className={fieldStyles.field}>
        <Label isRequired>Nom complet</Label>
        <Input className={fieldStyles.inputBox} />
        <FieldError>Veuillez indiquer votre nom</FieldError>
      </AriaTextField>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(2)
  },
}
