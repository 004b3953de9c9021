import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Stack } from '../../layout'
import { ReviewForm, type ReviewFormValues } from './ReviewForm'
import { sampleDepartments, samplePrivacyNotice, sampleQuickProjectTypes, sampleReviewLabels } from '../../fixtures/sample-content'
import { sampleReviewMessages, sampleValidateReview } from '../../fixtures/sample-validation'

/**
 * Le formulaire d’avis (« Donner votre avis »). De présentation seulement : le site fournit les libellés, les
 * listes, la mention RGPD, ses règles (`validate`) et l’envoi (`onSubmit`) ; il active `isSubmitting` pendant
 * l’envoi, puis `isDone` en attendant la redirection.
 */
const meta = {
  title: 'Composants/Formulaire/ReviewForm',
  component: ReviewForm,
  args: {
    labels: sampleReviewLabels,
    projectTypes: sampleQuickProjectTypes,
    locations: sampleDepartments,
    privacyNotice: samplePrivacyNotice,
    validate: sampleValidateReview,
    onSubmit: fn(),
    onInvalid: fn(),
  },
  argTypes: { isSubmitting: { control: 'boolean' }, isDone: { control: 'boolean' } },
} satisfies Meta<typeof ReviewForm>

export default meta
type Story = StoryObj<typeof meta>

const filled: Partial<ReviewFormValues> = {
  name: 'Jeanne Martin',
  email: 'jeanne.martin@exemple.fr',
  projectType: 'fissures',
  location: '31 - Haute-Garonne',
  rating: 5,
  message: 'Expertise claire et rapide, le rapport nous a permis d’obtenir la reprise des fissures.',
  acceptTerms: true,
}

const submitButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Envoyer mon avis' })

/** Le formulaire vide, tel que la page l’affiche. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Votre nom/ })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
  },
}

/**
 * Envoi à vide : chaque champ obligatoire et les conditions affichent le message donné par `validate`,
 * `onInvalid` est appelée, le focus va à la première erreur et rien n’est envoyé. La référence visuelle.
 */
export const ToutesLesErreurs: Story = {
  name: 'Toutes les erreurs',
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    // An even width at most: the fields' right edges stay on whole pixels (see ContactForm's Matrice).
    <div style={{ maxWidth: 860 }}>
      <Stack space="none" padding="lg">
        <ReviewForm {...args} />
      </Stack>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const button = submitButton(canvas)
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(args.onInvalid).toHaveBeenCalledTimes(1)
    for (const field of ['name', 'projectType', 'rating', 'message', 'acceptTerms'] as const) {
      // Testing Library reads no-break spaces as spaces.
      await expect(canvas.getByText(sampleReviewMessages[field].replace(/\s/g, ' '))).toBeVisible()
    }
    // The optional fields stay valid.
    await expect(canvas.getByRole('textbox', { name: /Adresse email/ })).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Votre nom/ })).toHaveFocus())
    // Keep the screenshot free of hover and of the focus ring that moved to the first error.
    await userEvent.unhover(button)
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
    // Let the invalid-state border/colour transitions (≤ 300 ms) settle before the capture.
    await new Promise((resolve) => setTimeout(resolve, 400))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  },
}

/**
 * « Rester anonyme » cochée : le nom devient `labels.anonymousName` et se désactive ; décochée, le nom se vide.
 * L’envoi porte le nom anonyme.
 */
export const Anonyme: Story = {
  name: 'Anonyme coché',
  args: { defaultValues: { ...filled, name: '' } },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Votre nom/ })
    const anonymous = canvas.getByRole('checkbox', { name: 'Rester anonyme' })
    await userEvent.click(anonymous)
    await expect(name).toHaveValue('Client Anonyme')
    await expect(name).toBeDisabled()
    await userEvent.click(anonymous)
    await expect(name).toHaveValue('')
    await expect(name).toBeEnabled()
    await userEvent.click(anonymous)
    await userEvent.click(submitButton(canvas))
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, name: 'Client Anonyme', anonymous: true }, { honeypot: '' })
  },
}

/** Pendant l’envoi : bouton désactivé avec une roue et « Envoi en cours… » ; les envois sont ignorés. */
export const EnCours: Story = {
  name: 'En cours d’envoi',
  args: { defaultValues: filled, isSubmitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Envoi en cours…/ })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Un texte long dans chaque champ : rien ne déborde, les libellés des listes restent lisibles. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    defaultValues: {
      ...filled,
      name: 'Marie-Christine de La Tour d’Auvergne-Lauraguais',
      email: 'marie-christine.de-la-tour-dauvergne-lauraguais@exemple-de-messagerie.fr',
      projectType: 'rupture-relations',
      location: '64 - Pyrénées-Atlantiques',
      message:
        'Nous avons acheté en 2021 une maison construite en 2016. Depuis l’hiver dernier, des fissures traversantes apparaissaient au-dessus des ouvertures et la porte-fenêtre du séjour frottait. L’expert a tout relevé, expliqué chaque désordre et défendu notre dossier jusqu’à la réparation. '.repeat(
          3,
        ),
    },
  },
}

/** À la largeur d’un téléphone : une colonne, le bouton sur toute la largeur. */
export const Telephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: { defaultValues: filled },
}
