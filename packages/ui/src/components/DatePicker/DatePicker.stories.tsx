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
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard only: Tab into the day segment, type the digits (fr-FR order: jour, mois, année). */
export const AuClavier: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Date souhaitée' })
    await expect(group).toHaveAccessibleDescription(/Facultatif/)
    await userEvent.tab()
    await expect(within(group).getAllByRole('spinbutton')[0]).toHaveFocus()
    await userEvent.keyboard('15062031')
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2031-06-15'))
    await expect(within(group).getAllByRole('spinbutton').map((s) => s.textContent)).toEqual(['15', '06', '2031'])
  },
}

/** The calendar opens from its button; days before today are unavailable (no way back to last month). */
export const Calendrier: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendrier/ }))
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: 'Précédent' })).toBeDisabled()
    // Keyboard inside the grid: next week, then Enter.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

/** A past date typed by hand is flagged at once with react-aria's French message (aria validation, as in the forms). */
export const DatePassee: Story = {
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
  args: { defaultValue: parseDate('2031-06-15') },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date souhaitée' })
    await expect(within(group).getAllByRole('spinbutton').map((s) => s.textContent)).toEqual(['15', '06', '2031'])
  },
}

/**
 * In a form the day is submitted under its `name` as ISO text, by one hidden input; no native
 * `<input type="date">` is built (Chromium's date editor costs ~20 ms of parse and style per page).
 */
export const DansUnFormulaire: Story = {
  args: { name: 'preferred_date', defaultValue: parseDate('2031-06-15') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="date"]')).toBeNull()
    const submitted = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="preferred_date"]')]
    await expect(submitted.map((input) => input.value)).toEqual(['2031-06-15'])
    await expect(submitted[0]).not.toBeVisible()
  },
}

export const Invalide: Story = {
  args: { isInvalid: true, errorMessage: 'Veuillez choisir une date à partir d’aujourd’hui' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veuillez choisir une date à partir d’aujourd’hui')).toBeVisible()
  },
}

export const Desactive: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2031-06-15') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendrier/ })).toBeDisabled()
  },
}

export const TexteLong: Story = {
  args: {
    label: 'Date à laquelle vous souhaiteriez que l’expert se déplace sur le chantier pour constater les désordres',
    description:
      'Facultatif. Nous vous proposerons un créneau au plus près de cette date, du lundi au vendredi, selon la disponibilité des experts dans votre département.',
  },
}

/** Idle, filled, invalid and disabled (calendar closed): the visual baseline. Fixed dates keep it stable. */
export const Matrice: Story = {
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
