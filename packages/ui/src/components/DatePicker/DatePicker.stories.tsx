import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Columns, Stack } from '../../layout'
import { DatePicker, todayIso } from './DatePicker'

const meta = {
  title: 'Composants/Formulaire/DatePicker',
  component: DatePicker,
  args: { label: 'Date souhaitée', description: 'Facultatif. Format jj/mm/aaaa.', onChange: fn() },
  argTypes: {
    name: { description: 'Nom du champ dans les données envoyées par le formulaire (la date y est en texte ISO).', table: { type: { summary: 'string' } } },
    value: { description: "Le jour choisi, ISO « AAAA-MM-JJ », '' pour aucun (contrôlé).", table: { type: { summary: 'string' } } },
    defaultValue: { description: 'Jour de départ, ISO (non contrôlé).', table: { type: { summary: 'string' } } },
    minValue: {
      description: 'Premier jour proposé (ISO) ; `null` les propose tous. Par défaut, aujourd’hui, fixé une fois la page active.',
      table: { type: { summary: 'string | null' } },
    },
    onChange: {
      description: "Appelée avec le jour ISO dès qu’une date complète est saisie ou choisie ('' quand le champ est vidé).",
      table: { type: { summary: '(value: string) => void' } },
    },
    isRequired: {
      description: 'Champ obligatoire : la marque « * » s’affiche et le contrôle annonce qu’il est requis.',
      table: { type: { summary: 'boolean' } },
      control: 'boolean',
    },
    isInvalid: { description: 'Affiche l’état d’erreur et le message `errorMessage`.', table: { type: { summary: 'boolean' } }, control: 'boolean' },
    isDisabled: {
      description: 'Désactive le champ : il n’est plus modifiable ni atteignable au clavier.',
      table: { type: { summary: 'boolean' } },
      control: 'boolean',
    },
  },
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

const dateField = (canvas: { getByLabelText: (text: string) => HTMLElement }) => canvas.getByLabelText('Date souhaitée') as HTMLInputElement

/**
 * Au clavier seulement : Tab jusqu’au champ, puis la date (dans le navigateur, jour, mois et année se
 * saisissent dans l’ordre fr-FR ; le calendrier du système s’ouvre depuis son bouton). Le jour est rendu en ISO.
 */
export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas, args }) => {
    const input = dateField(canvas)
    await expect(input).toHaveAttribute('type', 'date')
    await expect(input).toHaveAccessibleDescription(/Facultatif/)
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await userEvent.keyboard('2031-06-15')
    await expect(args.onChange).toHaveBeenLastCalledWith('2031-06-15')
    await expect(input).toHaveValue('2031-06-15')
  },
}

/**
 * Les jours avant aujourd’hui ne sont pas proposés par le calendrier (`min`, aujourd’hui dans le fuseau du
 * visiteur) ; une date passée saisie à la main est hors limites pour le navigateur, et le formulaire la refuse à
 * l’envoi avec son message.
 */
export const DatePassee: Story = {
  name: 'Date passée',
  play: async ({ canvas, args }) => {
    const input = dateField(canvas)
    await expect(input).toHaveAttribute('min', todayIso())
    await userEvent.type(input, '2020-01-01')
    await expect(args.onChange).toHaveBeenLastCalledWith('2020-01-01')
    await expect(input.validity.rangeUnderflow).toBe(true)
  },
}

/** Sans limite (`minValue={null}`) : tous les jours sont proposés. */
export const SansLimite: Story = {
  name: 'Sans limite',
  args: { minValue: null },
  play: async ({ canvas }) => {
    await expect(dateField(canvas)).not.toHaveAttribute('min')
  },
}

export const Rempli: Story = {
  name: 'Rempli',
  args: { defaultValue: '2031-06-15' },
  play: async ({ canvas }) => {
    await expect(dateField(canvas)).toHaveValue('2031-06-15')
  },
}

/** Dans un formulaire, le jour est envoyé sous son `name` en texte ISO, par le champ lui-même. */
export const DansUnFormulaire: Story = {
  name: 'Dans un formulaire',
  args: { name: 'preferred_date', defaultValue: '2031-06-15' },
  play: async ({ canvasElement }) => {
    const submitted = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="preferred_date"]')]
    await expect(submitted.map((input) => [input.type, input.value])).toEqual([['date', '2031-06-15']])
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  args: { isInvalid: true, errorMessage: 'Veuillez choisir une date à partir d’aujourd’hui' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veuillez choisir une date à partir d’aujourd’hui')).toBeVisible()
    const input = dateField(canvas)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Facultatif. Format jj/mm/aaaa. Veuillez choisir une date à partir d’aujourd’hui')
  },
}

export const Desactive: Story = {
  name: 'Désactivé',
  args: { isDisabled: true, defaultValue: '2031-06-15' },
  play: async ({ canvas }) => {
    await expect(dateField(canvas)).toBeDisabled()
  },
}

export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    label: 'Date à laquelle vous souhaiteriez que l’expert se déplace sur le chantier pour constater les désordres',
    description:
      'Facultatif. Nous vous proposerons un créneau au plus près de cette date, du lundi au vendredi, selon la disponibilité des experts dans votre département.',
  },
}

/**
 * Vide, rempli, invalide et désactivé (calendrier fermé) : la référence visuelle. Des dates fixes la gardent
 * stable.
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="lg" padding="lg">
      <Columns tablet={2} space="lg">
        <DatePicker label="Date souhaitée" description="Facultatif. Format jj/mm/aaaa." value="" onChange={() => {}} minValue={null} />
        <DatePicker label="Date souhaitée" defaultValue="2031-06-15" minValue={null} />
        <DatePicker
          label="Date souhaitée"
          isInvalid
          errorMessage="Veuillez choisir une date à partir d’aujourd’hui"
          value=""
          onChange={() => {}}
          minValue={null}
        />
        <DatePicker label="Date souhaitée" isDisabled defaultValue="2031-06-15" minValue={null} />
      </Columns>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('input[type="date"]')).toHaveLength(4)
  },
}
