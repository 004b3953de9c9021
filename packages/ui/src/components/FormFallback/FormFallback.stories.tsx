import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NativeButton } from '../Button/NativeButton'
import { ContactFallback, FormSent, FormUnavailable } from './FormFallback'
import { sampleContactFallback } from '../../fixtures/sample-content'

/**
 * Les autres moyens de joindre le cabinet quand un formulaire échoue : une phrase avec des liens `tel:` et
 * `mailto:` (le texte et les numéros viennent du site), sous le formulaire après un envoi échoué, ou dans le
 * panneau d’erreur d’un formulaire dont le script n’a pas pu être chargé.
 */
const meta = {
  title: 'Composants/Formulaire/FormFallback',
  component: ContactFallback,
  args: { sentence: sampleContactFallback },
} satisfies Meta<typeof ContactFallback>

export default meta
type Story = StoryObj<typeof meta>

/** Sous le formulaire, après un envoi échoué : un encadré discret, des liens qui fonctionnent. */
export const SousLeFormulaire: Story = {
  name: 'Sous le formulaire',
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '05\u00a061\u00a022\u00a033\u00a044' })).toHaveAttribute('href', 'tel:+33561223344')
    await expect(canvas.getByRole('link', { name: 'contact@exemple.fr' })).toHaveAttribute('href', 'mailto:contact@exemple.fr')
  },
}

/**
 * Formulaire indisponible : le panneau d’erreur annoncé en entier, la phrase au corps du texte, puis un
 * bouton pour recharger la page (sans script react-aria : il doit marcher quand le script a manqué).
 */
export const FormulaireIndisponible: Story = {
  name: 'Formulaire indisponible',
  tags: ['visual'],
  render: (args) => (
    <FormUnavailable message="Le formulaire n’a pas pu être chargé. Vérifiez votre connexion, puis rechargez la page.">
      <ContactFallback {...args} placement="panel" />
      <NativeButton variant="outline">Recharger la page</NativeButton>
    </FormUnavailable>
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('alert')
    await expect(panel).toHaveAttribute('tabindex', '-1')
    await expect(panel).toHaveTextContent('Vous pouvez aussi nous appeler au 05')
    await expect(canvas.getByRole('button', { name: 'Recharger la page' })).toBeVisible()
  },
}

/** Une phrase longue à la largeur d’un téléphone : elle passe à la ligne, l’adresse coupée si besoin. */
export const TexteLongTelephone: Story = {
  name: 'Texte long, téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: {
    sentence: [
      'Le formulaire ne répond pas\u00a0? Vous pouvez aussi nous appeler du lundi au vendredi au ',
      { href: 'tel:+33561223344', label: '05\u00a061\u00a022\u00a033\u00a044' },
      ' ou nous écrire à tout moment à ',
      { href: 'mailto:secretariat.expertises-batiment@exemple-de-cabinet.fr', label: 'secretariat.expertises-batiment@exemple-de-cabinet.fr' },
      '.',
    ],
  },
}

/**
 * Envoi réussi : sous le formulaire vidé, ce qui a été envoyé et la suite, en vert. Il reste après la
 * notification passagère ; ce n’est pas une région annoncée (la notification l’annonce déjà).
 */
export const EnvoiReussi: Story = {
  name: 'Envoi réussi',
  tags: ['visual'],
  render: () => (
    <FormSent
      title="Demande envoyée"
      description={'Votre demande de devis a été envoyée avec succès. Nous vous contacterons dans les 24\u00a0h ouvrées.'}
      data-testid="form-sent"
    />
  ),
  play: async ({ canvas }) => {
    const sent = canvas.getByTestId('form-sent')
    await expect(sent).toHaveTextContent('Demande envoyée')
    await expect(sent).not.toHaveAttribute('role')
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}
