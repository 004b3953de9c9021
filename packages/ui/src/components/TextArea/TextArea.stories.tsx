import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLayoutEffect, useRef } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Columns, Stack } from '../../layout'
import { TextArea } from './TextArea'

const meta = {
  title: 'Composants/Formulaire/TextArea',
  component: TextArea,
  args: { label: 'Votre message', rows: 4, onChange: fn() },
  argTypes: {
    defaultValue: { description: 'Texte de départ (non contrôlé).', table: { type: { summary: 'string' } } },
    onChange: { description: 'Appelée à chaque modification, avec le nouveau texte.', table: { type: { summary: '(value: string) => void' } } },
    rows: { control: { type: 'number', min: 2, max: 12 } },
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
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Vide: Story = {
  name: 'Vide',
  args: { placeholder: 'Décrivez brièvement votre situation' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' })
    await expect(textarea).toHaveAttribute('rows', '4')
    await userEvent.type(textarea, 'Fissures en escalier sur la façade nord.{Enter}Apparues après l’été.')
    await expect(textarea).toHaveValue('Fissures en escalier sur la façade nord.\nApparues après l’été.')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

/** Le champ du premier rendu reste le même une fois monté : qui y écrit pendant que la page s’active garde la main. */
export const MemeChamp: Story = {
  name: 'Même champ après le montage',
  tags: ['!autodocs'],
  render: function Render(args) {
    const box = useRef<HTMLDivElement>(null)
    // The <textarea> of the first commit (the one a prerendered page shows before its code runs).
    useLayoutEffect(() => {
      ;(box.current as (HTMLDivElement & { firstField?: Element | null }) | null)!.firstField = box.current!.querySelector('textarea')
    }, [])
    return (
      <div ref={box} data-testid="cadre">
        <TextArea {...args} />
      </div>
    )
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' })
    textarea.focus()
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const first = (canvas.getByTestId('cadre') as HTMLDivElement & { firstField?: Element | null }).firstField
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toBe(first)
    await expect(first).toHaveFocus()
  },
}

/** Le formulaire rapide utilise 3 lignes, le formulaire complet 4 (behaviour §9). */
export const TroisLignes: Story = {
  name: 'Trois lignes',
  args: { rows: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveAttribute('rows', '3')
  },
}

export const Rempli: Story = {
  name: 'Rempli',
  args: {
    defaultValue:
      'Bonjour, nous avons réceptionné notre maison neuve il y a six mois et des infiltrations apparaissent sous la baie vitrée du séjour à chaque pluie.',
  },
}

export const Obligatoire: Story = {
  name: 'Obligatoire',
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toBeRequired()
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  args: { isRequired: true, isInvalid: true, errorMessage: 'Veuillez décrire votre demande' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' })
    await expect(textarea).toHaveAttribute('aria-invalid', 'true')
    await expect(textarea).toHaveAccessibleDescription('Veuillez décrire votre demande')
  },
}

export const Desactive: Story = {
  name: 'Désactivé',
  args: { isDisabled: true, defaultValue: 'Message déjà envoyé.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toBeDisabled()
  },
}

export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    rows: 3,
    description: 'Précisez la nature des désordres, leur date d’apparition et les démarches déjà engagées.',
    defaultValue:
      'Anticonstitutionnellementanticonstitutionnellementanticonstitutionnellement. '.repeat(3) +
      'Depuis la fin du chantier, l’entreprise ne répond plus à nos courriers recommandés et les travaux de reprise promis lors de la réception n’ont jamais été réalisés. '.repeat(
        4,
      ),
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' })
    // Long words wrap inside the box instead of widening it.
    await expect(textarea.scrollWidth).toBeLessThanOrEqual(textarea.clientWidth)
  },
}

/** Vide, rempli, invalide et désactivé : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="lg" padding="lg">
      <Columns tablet={2} space="lg">
        <TextArea label="Votre message" rows={3} placeholder="Décrivez brièvement votre situation" />
        <TextArea label="Votre message" rows={3} isRequired defaultValue="Infiltrations sous la baie vitrée du séjour à chaque pluie depuis la réception." />
        <TextArea label="Votre message" rows={3} isRequired isInvalid errorMessage="Veuillez décrire votre demande" />
        <TextArea label="Votre message" rows={3} isDisabled defaultValue="Message déjà envoyé." />
      </Columns>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(4)
  },
}
