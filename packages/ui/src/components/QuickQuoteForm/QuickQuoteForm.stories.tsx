import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Stack } from '../../layout'
import { QuickQuoteForm, type QuickQuoteValues } from './QuickQuoteForm'

/**
 * The quick quote request (home, about, services). Presentational: the site passes `onSubmit`,
 * sets `isSubmitting` while sending, and on success changes `resetKey` to empty the form; on failure
 * it changes nothing, so every value typed stays.
 */
const meta = {
  title: 'Composants/Formulaire/QuickQuoteForm',
  component: QuickQuoteForm,
  args: { onSubmit: fn(), title: 'Demandez votre devis gratuit' },
  argTypes: { isSubmitting: { control: 'boolean' } },
} satisfies Meta<typeof QuickQuoteForm>

export default meta
type Story = StoryObj<typeof meta>

const filled: QuickQuoteValues = {
  name: 'Jeanne Martin',
  email: 'jeanne.martin@exemple.fr',
  phone: '06 12 34 56 78',
  address: '31000 Toulouse',
  project_type: 'fissures',
  preferred_date: '2031-06-15',
  message: 'Fissures en escalier sur la façade nord depuis l’été.',
  acceptTerms: true,
}

const submitButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Envoyer ma demande' })

/** Empty submit: each required field and the terms show their French message; nothing is sent. */
export const Vide: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Demandez votre devis gratuit' })).toBeInTheDocument()
    await userEvent.click(submitButton(canvas))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByText('Veuillez indiquer votre nom')).toBeVisible()
    await expect(canvas.getByText('Veuillez indiquer votre adresse email')).toBeVisible()
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
    await expect(canvas.getByText("Veuillez accepter les conditions d'utilisation")).toBeVisible()
    // Optional fields stay valid.
    await expect(canvas.getByRole('textbox', { name: 'Ville ou code postal' })).not.toHaveAttribute('aria-invalid')
    // Focus lands on the first error.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nom complet' })).toHaveFocus())
  },
}

/** Each field's error clears as soon as that field changes; ticking the terms clears theirs (spec §4, §5). */
export const ErreursEffacees: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom complet' }), 'J')
    await expect(canvas.queryByText('Veuillez indiquer votre nom')).toBeNull()
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: /J’accepte les conditions d’utilisation/ }))
    await expect(canvas.queryByText("Veuillez accepter les conditions d'utilisation")).toBeNull()
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
  },
}

export const EmailInvalide: Story = {
  args: { defaultValues: { ...filled, email: 'jeanne martin@exemple.fr' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas))
    const email = canvas.getByRole('textbox', { name: 'Adresse email' })
    await expect(email).toHaveAccessibleDescription('Veuillez entrer une adresse email valide')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await waitFor(() => expect(email).toHaveFocus())
    await userEvent.clear(email)
    await expect(canvas.queryByText('Veuillez entrer une adresse email valide')).toBeNull()
    await userEvent.type(email, 'jeanne@exemple')
    await userEvent.click(submitButton(canvas))
    await expect(canvas.getByText('Veuillez entrer une adresse email valide')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Keyboard only, from the first field to the button, including the Select and the date; one typed submit. */
export const AuClavier: Story = {
  args: { title: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Nom complet' })).toHaveFocus()
    await userEvent.keyboard('Jeanne Martin')
    await userEvent.tab()
    await userEvent.keyboard('jeanne.martin@exemple.fr')
    await userEvent.tab()
    await userEvent.keyboard('06 12 34 56 78')
    await userEvent.tab()
    await userEvent.keyboard('31000 Toulouse')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: /Type de projet/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await userEvent.tab()
    const date = canvas.getByRole('group', { name: 'Date souhaitée' })
    await expect(within(date).getAllByRole('spinbutton')[0]).toHaveFocus()
    await userEvent.keyboard('15062031')
    await userEvent.tab() // calendar button
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveFocus()
    await userEvent.keyboard('Fissures en escalier sur la façade nord depuis l’été.')
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: /J’accepte les conditions d’utilisation/ })).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.tab() // terms link
    await userEvent.tab() // privacy link
    await userEvent.tab()
    await expect(submitButton(canvas)).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(args.onSubmit).toHaveBeenCalledWith(filled, { honeypot: '' })
  },
}

/** Double click / Enter twice while the parent sends: one call only. */
export const DoubleEnvoi: Story = {
  args: { defaultValues: filled },
  render: function Render(args) {
    const [isSubmitting, setSubmitting] = useState(false)
    return (
      <QuickQuoteForm
        {...args}
        isSubmitting={isSubmitting}
        onSubmit={(values, meta) => {
          setSubmitting(true)
          args.onSubmit(values, meta)
          return new Promise(() => {})
        }}
      />
    )
  },
  play: async ({ canvas, args }) => {
    const button = submitButton(canvas)
    await userEvent.dblClick(button)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('button', { name: /Envoi\.\.\./ })).toHaveAttribute('aria-disabled', 'true')
    // react-aria announces the busy state of the focused button through a live-region entry that points
    // at the button. It outlives this story's DOM: clear it so the next story's axe run sees no dangling reference.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [role="img"]')).not.toBeNull())
    document.querySelectorAll('[data-live-announcer] [role="img"]').forEach((node) => node.remove())
  },
}

/** While sending: disabled button with a spinner and 'Envoi...' (spec §4); submits are ignored. */
export const EnCours: Story = {
  args: { defaultValues: filled, isSubmitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Envoi\.\.\./ })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom complet' }), '{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Success: the parent changes `resetKey`, the form empties. Failure: nothing changes, every value stays. */
export const SuccesPuisEchec: Story = {
  render: function Render(args) {
    const [resetKey, setResetKey] = useState(0)
    const [attempt, setAttempt] = useState(0)
    return (
      <QuickQuoteForm
        {...args}
        resetKey={resetKey}
        onSubmit={(values, meta) => {
          args.onSubmit(values, meta)
          setAttempt((n) => n + 1)
          // The first send fails (the parent does nothing), the second succeeds (the parent resets).
          if (attempt > 0) setResetKey((k) => k + 1)
        }}
      />
    )
  },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Nom complet' })
    const terms = canvas.getByRole('checkbox', { name: /J’accepte les conditions d’utilisation/ })
    await userEvent.type(name, 'Jeanne Martin')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Adresse email' }), 'jeanne.martin@exemple.fr')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78')
    await userEvent.click(terms)
    await userEvent.click(submitButton(canvas))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    // Failure: everything typed is still there.
    await expect(name).toHaveValue('Jeanne Martin')
    await expect(terms).toBeChecked()
    await new Promise((resolve) => setTimeout(resolve, 10))
    await userEvent.click(submitButton(canvas))
    await expect(args.onSubmit).toHaveBeenCalledTimes(2)
    // Success: back to empty, without error messages.
    await waitFor(() => expect(name).toHaveValue(''))
    await expect(terms).not.toBeChecked()
    await expect(canvas.queryByText(/^Veuillez/)).toBeNull()
  },
}

/** A landing page presets the project type; the title introduces the block. */
export const PreselectionLanding: Story = {
  args: { presetProjectType: 'fissures', title: 'Un doute sur une fissure ? Parlons-en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Type de projet/ })).toHaveTextContent('Expertise fissures')
  },
}

export const Rempli: Story = { args: { defaultValues: filled } }

export const TexteLong: Story = {
  args: {
    defaultValues: {
      ...filled,
      name: 'Marie-Christine de La Tour d’Auvergne-Lauraguais',
      address: 'Saint-Rémy-de-Provence (13210), lieu-dit Les Grandes Terres',
      message:
        'Nous avons acheté en 2021 une maison construite en 2016. Depuis l’hiver dernier, des fissures traversantes apparaissent au-dessus des ouvertures du rez-de-chaussée et la porte-fenêtre du séjour frotte. Le constructeur ne répond plus. '.repeat(3),
    },
  },
}

/** Every message after an empty submit: the visual baseline (idle and filled fields are in the field baselines). */
export const Matrice: Story = {
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="none" padding="lg">
      <QuickQuoteForm title="Demandez votre devis gratuit" onSubmit={() => {}} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Envoyer ma demande' })
    await userEvent.click(button)
    await expect(canvas.getAllByText(/^Veuillez/)).toHaveLength(4)
    // Keep the screenshot free of hover and of the focus ring that moved to the first error.
    await userEvent.unhover(button)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
