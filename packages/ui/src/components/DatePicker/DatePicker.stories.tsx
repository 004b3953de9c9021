import type { Meta, StoryObj } from '@storybook/react-vite'
import { parseDate } from '@internationalized/date'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Columns, Stack } from '../../layout'
import { DatePicker } from './DatePicker'

const meta = {
  title: 'Composants/Formulaire/DatePicker',
  component: DatePicker,
  args: { label: 'Date souhaitée', description: 'Facultatif. Format jj/mm/aaaa.', onChange: fn() },
  argTypes: {
    name: { description: 'Nom du champ dans les données envoyées par le formulaire (la date y est en texte ISO).', table: { type: { summary: 'string' } } },
    defaultValue: { description: 'Date de départ (non contrôlée).', table: { type: { summary: 'CalendarDate' } } },
    validationBehavior: {
      description: '`aria` : l’erreur s’affiche dès la saisie ; `native` : à l’envoi du formulaire.',
      table: { type: { summary: "'aria' | 'native'" } },
    },
    onChange: {
      description: 'Appelée avec la nouvelle date (ou `null` quand le champ est vidé).',
      table: { type: { summary: '(value: CalendarDate | null) => void' } },
    },
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
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Au clavier seulement : Tab jusqu’au segment du jour, puis les chiffres (ordre fr-FR : jour, mois, année). */
export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Date souhaitée' })
    await expect(group).toHaveAccessibleDescription(/Facultatif/)
    await userEvent.tab()
    await expect(within(group).getAllByRole('spinbutton')[0]).toHaveFocus()
    await userEvent.keyboard('15062031')
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2031-06-15'))
    await expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['15', '06', '2031'])
  },
}

/**
 * Le calendrier s’ouvre depuis son bouton ; les jours avant aujourd’hui sont indisponibles (pas de retour au
 * mois dernier).
 */
export const Calendrier: Story = {
  name: 'Calendrier',
  // A date of its own (not today's): the days the keys reach stay the same whatever the day of the run.
  args: { defaultValue: parseDate('2031-06-10') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendrier/ }))
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('heading', { name: /juin 2031/ })).toBeVisible()
    // Keyboard inside the grid: next week, then Enter. Each key waits for focus on a day of the grid
    // (it passed through the dialog first on a loaded machine).
    const dayFocused = () => waitFor(() => expect(within(dialog).getByRole('grid').contains(document.activeElement)).toBe(true))
    await dayFocused()
    await userEvent.keyboard('{ArrowDown}')
    await dayFocused()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2031-06-17'))
  },
}

/**
 * Une date passée saisie à la main est signalée aussitôt, avec le message français de react-aria (validation
 * aria, comme dans les formulaires).
 */
export const DatePassee: Story = {
  name: 'Date passée',
  args: { validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date souhaitée' })
    await userEvent.click(within(group).getAllByRole('spinbutton')[0]!)
    await userEvent.keyboard('01012020')
    await waitFor(() => expect(within(group).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvas.getByText(/ultérieure|postérieure|supérieure/)).toBeVisible()
  },
}

export const Rempli: Story = {
  name: 'Rempli',
  args: { defaultValue: parseDate('2031-06-15') },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date souhaitée' })
    await expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['15', '06', '2031'])
  },
}

/**
 * Dans un formulaire, le jour est envoyé sous son `name` en texte ISO, par un seul champ caché ; aucun `<input
 * type="date">` natif n’est construit (l’éditeur de date de Chromium coûte environ 20 ms d’analyse et de style
 * par page).
 */
export const DansUnFormulaire: Story = {
  name: 'Dans un formulaire',
  args: { name: 'preferred_date', defaultValue: parseDate('2031-06-15') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="date"]')).toBeNull()
    const submitted = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="preferred_date"]')]
    await expect(submitted.map((input) => input.value)).toEqual(['2031-06-15'])
    await expect(submitted[0]).not.toBeVisible()
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  args: { isInvalid: true, errorMessage: 'Veuillez choisir une date à partir d’aujourd’hui' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veuillez choisir une date à partir d’aujourd’hui')).toBeVisible()
  },
}

export const Desactive: Story = {
  name: 'Désactivé',
  args: { isDisabled: true, defaultValue: parseDate('2031-06-15') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendrier/ })).toBeDisabled()
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
        <DatePicker label="Date souhaitée" description="Facultatif. Format jj/mm/aaaa." />
        <DatePicker label="Date souhaitée" defaultValue={parseDate('2031-06-15')} />
        <DatePicker label="Date souhaitée" isInvalid errorMessage="Veuillez choisir une date à partir d’aujourd’hui" />
        <DatePicker label="Date souhaitée" isDisabled defaultValue={parseDate('2031-06-15')} />
      </Columns>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(4)
  },
}
