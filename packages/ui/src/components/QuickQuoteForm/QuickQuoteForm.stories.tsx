import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Stack } from '../../layout'
import { QuickQuoteForm, type QuickQuoteValues } from './QuickQuoteForm'
import { samplePrivacyNotice, sampleQuickLabels, sampleQuickProjectTypes } from '../../fixtures/sample-content'
import { sampleValidateQuickQuote } from '../../fixtures/sample-validation'

/**
 * La demande de devis rapide (accueil, à propos, services). De présentation seulement : le site fournit
 * `onSubmit`, active `isSubmitting` pendant l’envoi et, en cas de succès, change `resetKey` pour vider le
 * formulaire ; en cas d’échec, il ne change rien et chaque valeur saisie reste.
 */
const meta = {
  title: 'Composants/Formulaire/QuickQuoteForm',
  component: QuickQuoteForm,
  args: {
    onSubmit: fn(),
    projectTypes: sampleQuickProjectTypes,
    validate: sampleValidateQuickQuote,
    labels: sampleQuickLabels,
    privacyNotice: samplePrivacyNotice,
    title: 'Demandez votre devis gratuit',
  },
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

/**
 * Envoi à vide : chaque champ obligatoire et les conditions affichent leur message en français ; rien n’est
 * envoyé.
 */
export const EnvoiAVide: Story = {
  name: 'Envoi à vide',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Demandez votre devis gratuit' })).toBeInTheDocument()
    await userEvent.click(submitButton(canvas))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByText('Veuillez indiquer votre nom')).toBeVisible()
    await expect(canvas.getByText('Veuillez indiquer votre adresse email')).toBeVisible()
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
    await expect(canvas.getByText('Veuillez accepter les conditions d’utilisation')).toBeVisible()
    // Optional fields stay valid.
    await expect(canvas.getByRole('textbox', { name: 'Ville ou code postal' })).not.toHaveAttribute('aria-invalid')
    // Focus lands on the first error.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nom complet' })).toHaveFocus())
  },
}

/**
 * L’erreur d’un champ s’efface dès que ce champ change ; cocher les conditions efface la leur (behaviour §4, §5).
 */
export const ErreursEffacees: Story = {
  name: 'Erreurs effacées',
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom complet' }), 'J')
    await expect(canvas.queryByText('Veuillez indiquer votre nom')).toBeNull()
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: /J’accepte les conditions d’utilisation/ }))
    await expect(canvas.queryByText('Veuillez accepter les conditions d’utilisation')).toBeNull()
    await expect(canvas.getByText('Veuillez indiquer votre numéro de téléphone')).toBeVisible()
  },
}

export const EmailInvalide: Story = {
  name: 'E-mail invalide',
  args: { defaultValues: { ...filled, email: 'jeanne martin@exemple.fr' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas))
    const email = canvas.getByRole('textbox', { name: 'Adresse email' })
    await expect(email).toHaveAccessibleDescription('Veuillez entrer une adresse email valide')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await waitFor(() => expect(email).toHaveFocus())
    await userEvent.clear(email)
    await expect(canvas.queryByText('Veuillez entrer une adresse email valide')).toBeNull()
    // Pasted into the field clear() focused: the point is the check on the next send, not the typing.
    await userEvent.paste('jeanne@exemple')
    await userEvent.click(submitButton(canvas))
    await expect(canvas.getByText('Veuillez entrer une adresse email valide')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * Les règles sont celles du site (`validate`) : elles reçoivent les valeurs telles que saisies, et le formulaire
 * affiche l’erreur qu’elles donnent sous son champ, même facultatif, y place le focus et n’envoie rien.
 */
export const ReglesDuSite: Story = {
  name: 'Règles du site',
  tags: ['!autodocs'],
  args: {
    defaultValues: { ...filled, address: ' Toulouse ' },
    validate: fn((values: QuickQuoteValues) => (/\d{5}/.test(values.address) ? {} : { address: 'Précisez le code postal' })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas))
    await expect(args.validate).toHaveBeenLastCalledWith({ ...filled, address: ' Toulouse ' })
    const address = canvas.getByRole('textbox', { name: 'Ville ou code postal' })
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(address).toHaveAccessibleDescription('Précisez le code postal')
    await waitFor(() => expect(address).toHaveFocus())
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(address)
    await expect(canvas.queryByText('Précisez le code postal')).toBeNull()
    // Pasted into the field clear() focused: the point is what the next send checks and sends.
    await userEvent.paste(' 31000 Toulouse')
    await userEvent.click(submitButton(canvas))
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, address: '31000 Toulouse' }, { honeypot: '' })
  },
}

/** Au clavier seulement, du premier champ au bouton, Select et date compris ; un seul envoi, au clavier. */
// The name and the date are typed key by key; the other texts are pasted into the field that has the focus,
// as Ctrl+V would: what this story asserts is the focus order and what the form sends, and each key costs a
// render of the whole form (~50 ms on a loaded 2-core machine: the 130 keys took up to 33 s). Typing itself is
// asserted here on the name and the date, and in TextField, TextArea and « Erreurs effacées ».
export const AuClavier: Story = {
  name: 'Au clavier',
  args: { title: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Nom complet' })).toHaveFocus()
    await userEvent.keyboard('Jeanne Martin')
    await userEvent.tab()
    await userEvent.paste('jeanne.martin@exemple.fr')
    await userEvent.tab()
    await userEvent.paste('06 12 34 56 78')
    await userEvent.tab()
    await userEvent.paste('31000 Toulouse')
    await userEvent.tab()
    const projectType = canvas.getByRole('combobox', { name: 'Type de projet' })
    await expect(projectType).toHaveFocus()
    // A native select: the browser's keys choose (typing, arrows); the test chooses as a person does, focus kept.
    await userEvent.selectOptions(projectType, 'Expertise fissures')
    await expect(projectType).toHaveFocus()
    await userEvent.tab()
    // A native date field: the browser's own keys enter jj/mm/aaaa (journeys press them); here as user-event can.
    await expect(canvas.getByLabelText('Date souhaitée')).toHaveFocus()
    await userEvent.keyboard('2031-06-15')
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveFocus()
    await userEvent.paste('Fissures en escalier sur la façade nord depuis l’été.')
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

/** Double clic ou double Entrée pendant que le parent envoie : un seul appel. */
export const DoubleEnvoi: Story = {
  name: 'Double envoi',
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
    await expect(canvas.getByRole('button', { name: /Envoi…/ })).toHaveAttribute('aria-disabled', 'true')
    // react-aria announces the busy state of the focused button through a live-region entry that points
    // at the button. It outlives this story's DOM: clear it so the next story's axe run sees no dangling reference.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [role="img"]')).not.toBeNull())
    document.querySelectorAll('[data-live-announcer] [role="img"]').forEach((node) => node.remove())
  },
}

/** Pendant l’envoi : bouton désactivé avec une roue et « Envoi… » (behaviour §4) ; les envois sont ignorés. */
export const EnCours: Story = {
  name: 'En cours d’envoi',
  args: { defaultValues: filled, isSubmitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Envoi…/ })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom complet' }), '{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Succès : le parent change `resetKey`, le formulaire se vide. Échec : rien ne change, chaque valeur reste. */
export const SuccesPuisEchec: Story = {
  name: 'Succès puis échec',
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
    // Each text pasted into its field: the point is what a failed send keeps and a success clears, not the typing.
    for (const [field, text] of [
      [name, 'Jeanne Martin'],
      [canvas.getByRole('textbox', { name: 'Adresse email' }), 'jeanne.martin@exemple.fr'],
      [canvas.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78'],
    ] as const) {
      await userEvent.click(field)
      await userEvent.paste(text)
    }
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

/** Une page de campagne présélectionne le type de projet ; le titre présente le bloc. */
export const PreselectionLanding: Story = {
  name: 'Présélection par une page de campagne',
  args: { presetProjectType: 'fissures', title: 'Un doute sur une fissure ? Parlons-en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type de projet' })).toHaveDisplayValue('Expertise fissures')
  },
}

export const Rempli: Story = { name: 'Rempli', args: { defaultValues: filled } }

export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    defaultValues: {
      ...filled,
      name: 'Marie-Christine de La Tour d’Auvergne-Lauraguais',
      address: 'Saint-Rémy-de-Provence (13210), lieu-dit Les Grandes Terres',
      message:
        'Nous avons acheté en 2021 une maison construite en 2016. Depuis l’hiver dernier, des fissures traversantes apparaissent au-dessus des ouvertures du rez-de-chaussée et la porte-fenêtre du séjour frotte. Le constructeur ne répond plus. '.repeat(
          3,
        ),
    },
  },
}

/**
 * Chaque message après un envoi à vide : la référence visuelle (les champs vides et remplis sont dans les
 * références des champs).
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="none" padding="lg">
      <QuickQuoteForm
        title="Demandez votre devis gratuit"
        onSubmit={() => {}}
        projectTypes={sampleQuickProjectTypes}
        validate={sampleValidateQuickQuote}
        labels={sampleQuickLabels}
        privacyNotice={samplePrivacyNotice}
      />
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
