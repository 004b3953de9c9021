import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FormSection } from './FormSection'
import { QuickQuoteForm } from '../QuickQuoteForm/QuickQuoteForm'
import { samplePrivacyNotice, sampleQuickLabels, sampleQuickProjectTypes } from '../../fixtures/sample-content'
import { sampleValidateQuickQuote } from '../../fixtures/sample-validation'

/**
 * Le bandeau d’un formulaire dans une page (la demande de devis rapide de l’accueil, des services…) : fond
 * discret, titre et introduction centrés, le formulaire dans une carte. Le site fournit le texte et, en
 * enfant, le formulaire.
 */
const meta = {
  title: 'Composants/Formulaire/FormSection',
  component: FormSection,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'devis',
    title: 'Demandez votre devis gratuit',
    intro: 'Réponse sous 24\u00a0heures ouvrées, sans engagement.',
    children: (
      <QuickQuoteForm
        onSubmit={fn()}
        projectTypes={sampleQuickProjectTypes}
        validate={sampleValidateQuickQuote}
        labels={sampleQuickLabels}
        privacyNotice={samplePrivacyNotice}
      />
    ),
  },
} satisfies Meta<typeof FormSection>

export default meta
type Story = StoryObj<typeof meta>

/** Le bandeau de la demande de devis rapide : la section est nommée par son titre. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Demandez votre devis gratuit' })).toHaveAttribute('id', 'devis')
  },
}

/** Sans introduction : le titre seul au-dessus de la carte. */
export const SansIntroduction: Story = { name: 'Sans introduction', args: { intro: undefined } }

/** Un titre et une introduction longs : ils passent à la ligne, centrés. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    title: 'Un doute sur une fissure, une infiltration ou la réception de votre chantier\u00a0? Parlons-en',
    intro:
      'Décrivez votre situation en quelques lignes\u00a0: un expert du cabinet vous rappelle sous 24\u00a0heures ouvrées pour convenir d’une visite, sans engagement et sans frais de déplacement dans votre département.',
  },
}

/** À la largeur d’un téléphone : des marges plus étroites, les champs l’un sous l’autre. */
export const Telephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
}
