import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Columns, Stack } from '../../layout'
import { Select, type SelectItem } from './Select'

const projectTypes: SelectItem[] = [
  { id: 'malfacons', label: 'Expertise malfaçons' },
  { id: 'fissures', label: 'Expertise fissures' },
  { id: 'humidite', label: 'Humidité' },
  { id: 'infiltrations', label: 'Infiltrations' },
  { id: 'degats-des-eaux', label: 'Dégâts des eaux' },
  { id: 'rupture-relations', label: 'Rupture des relations avec l’entreprise' },
  { id: 'abandon-chantier', label: 'Abandon de chantier' },
  { id: 'reception-chantier', label: 'Réception de chantier' },
  { id: 'expertise-avant-achat', label: 'Expertise avant achat / vente' },
  { id: 'autre', label: 'Autre' },
]

const departments: SelectItem[] = [
  { id: '04', label: '04 - Alpes-de-Haute-Provence' },
  { id: '34', label: '34 - Hérault' },
]

const meta = {
  title: 'Composants/Formulaire/Select',
  component: Select,
  args: { label: 'Type de projet', items: projectTypes, onSelectionChange: fn() },
  argTypes: {
    isRequired: {
      description: 'Choix obligatoire : la marque « * » s’affiche et le contrôle annonce qu’il est requis.',
      table: { type: { summary: 'boolean' } },
      control: 'boolean',
    },
    isInvalid: { description: 'Affiche l’état d’erreur et le message `errorMessage`.', table: { type: { summary: 'boolean' } }, control: 'boolean' },
    isDisabled: {
      description: 'Désactive la liste : elle n’est plus modifiable ni atteignable au clavier.',
      table: { type: { summary: 'boolean' } },
      control: 'boolean',
    },
  },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Vide: Story = {
  name: 'Vide',
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Type de projet' })
    // The placeholder is an empty first option, shown while nothing is chosen and never offered.
    await expect(select).toHaveValue('')
    await expect(select).toHaveDisplayValue('Sélectionnez…')
    await expect((select as HTMLSelectElement).options[0]).toBeDisabled()
    await userEvent.selectOptions(select, 'Expertise fissures')
    await expect(args.onSelectionChange).toHaveBeenCalledWith('fissures')
    await expect(select).toHaveValue('fissures')
    await expect(select).toHaveDisplayValue('Expertise fissures')
  },
}

/**
 * Au clavier seulement : Tab jusqu’à la liste, puis un choix (sur la liste fermée, la frappe d’une lettre ou
 * les flèches choisissent ; ouverte, Entrée) ; le focus reste sur la liste.
 */
export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Type de projet' })
    await userEvent.tab()
    await expect(select).toHaveFocus()
    await userEvent.selectOptions(select, 'humidite')
    await expect(args.onSelectionChange).toHaveBeenCalledWith('humidite')
    await expect(select).toHaveDisplayValue('Humidité')
    await expect(select).toHaveFocus()
  },
}

export const Rempli: Story = {
  name: 'Rempli',
  args: { defaultSelectedKey: 'reception-chantier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type de projet' })).toHaveDisplayValue('Réception de chantier')
  },
}

export const Obligatoire: Story = {
  name: 'Obligatoire',
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true')
    const select = canvas.getByRole('combobox', { name: 'Type de projet' })
    await expect(select).toBeRequired()
    // Nothing chosen: the browser's own check refuses it too (no JavaScript needed).
    await expect((select as HTMLSelectElement).validity.valueMissing).toBe(true)
    await userEvent.selectOptions(select, 'autre')
    await expect((select as HTMLSelectElement).validity.valid).toBe(true)
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  args: { isRequired: true, isInvalid: true, errorMessage: 'Veuillez sélectionner un type de projet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veuillez sélectionner un type de projet')).toBeVisible()
    const select = canvas.getByRole('combobox', { name: 'Type de projet' })
    await expect(select).toHaveAccessibleDescription('Veuillez sélectionner un type de projet')
    await expect(select).toHaveAttribute('aria-invalid', 'true')
  },
}

/** L’aide puis le message d’erreur décrivent la liste (aria-describedby), dans cet ordre. */
export const AideEtErreur: Story = {
  name: 'Aide et erreur',
  args: {
    label: 'Votre département',
    items: departments,
    description: 'Facultatif, affiché avec votre avis',
    isInvalid: true,
    errorMessage: 'Veuillez choisir un département de la liste',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Votre département' })).toHaveAccessibleDescription(
      'Facultatif, affiché avec votre avis Veuillez choisir un département de la liste',
    )
  },
}

/** Contrôlé : l’erreur s’efface dès qu’une option est choisie (behaviour §4). */
export const ErreurEffaceeAuChoix: Story = {
  name: 'Erreur effacée au choix',
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null)
    const [error, setError] = useState<string | undefined>('Veuillez sélectionner un type de projet')
    return (
      <Select
        {...args}
        isRequired
        selectedKey={value}
        onSelectionChange={(key) => {
          setValue(key)
          setError(undefined)
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veuillez sélectionner un type de projet')).toBeVisible()
    const select = canvas.getByRole('combobox', { name: 'Type de projet' })
    await userEvent.selectOptions(select, 'Autre')
    await waitFor(() => expect(canvas.queryByText('Veuillez sélectionner un type de projet')).toBeNull())
    await expect(select).not.toHaveAttribute('aria-invalid')
    await expect(select).not.toHaveAccessibleDescription()
  },
}

export const Desactive: Story = {
  name: 'Désactivé',
  args: { isDisabled: true, defaultSelectedKey: 'malfacons' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type de projet' })).toBeDisabled()
  },
}

export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    label: 'Nature principale des désordres constatés sur le bien après la réception des travaux',
    items: [
      ...projectTypes,
      {
        id: 'long',
        label: 'Désordres multiples affectant la solidité de l’ouvrage et le rendant impropre à sa destination (garantie décennale)',
      },
    ],
    defaultSelectedKey: 'long',
  },
}

/**
 * Dans la colonne de formulaire d’un téléphone (280 px sur un écran de 360 px) : la liste tient dans la
 * colonne ; un choix trop long pour la ligne finit par « … » (ou passe à la ligne là où le navigateur dessine
 * la liste), et le système l’affiche en entier à l’ouverture.
 */
export const ColonneEtroite: Story = {
  name: 'Colonne étroite',
  render: (args) => (
    <div style={{ maxWidth: '17.5rem' }}>
      <Stack space="lg">
        <Select {...args} label="Votre département" items={departments} placeholder="Sélectionnez votre département" />
        <Select {...args} label="Votre département" items={departments} defaultSelectedKey="04" />
      </Stack>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const selects = canvas.getAllByRole('combobox', { name: 'Votre département' })
    await expect(selects[0]).toHaveDisplayValue('Sélectionnez votre département')
    await expect(selects[1]).toHaveDisplayValue('04 - Alpes-de-Haute-Provence')
    const column = canvasElement.querySelector('div')!.getBoundingClientRect()
    for (const select of selects) {
      // Inside the column, never wider.
      await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 0.5)
    }
  },
}

/** États fermés (vide, choisi, invalide, désactivé) : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="lg" padding="lg">
      <Columns tablet={2} space="lg">
        <Select label="Type de projet" items={projectTypes} />
        <Select label="Type de projet" items={projectTypes} isRequired defaultSelectedKey="fissures" />
        <Select label="Type de projet" items={projectTypes} isRequired isInvalid errorMessage="Veuillez sélectionner un type de projet" />
        <Select label="Type de projet" items={projectTypes} isDisabled defaultSelectedKey="malfacons" />
      </Columns>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(4)
  },
}

/** Opens the list with a key the browser presses; no-op where the page cannot draw the list. */
const openList = async (select: HTMLElement) => {
  if (!CSS.supports('appearance', 'base-select') || !globalThis.__storyRealKeyboard) return false
  select.focus()
  // The list opens on a key the browser presses (a real one), as a tap or a click opens it.
  await globalThis.__storyRealKeyboard('{Enter}')
  await waitFor(() => expect(select.matches(':open')).toBe(true))
  return true
}

/**
 * La liste ouverte, là où le navigateur laisse la page la dessiner (`appearance: base-select`) : l’option
 * choisie en gras, sa coche au bout de la ligne, tracée par CSS dans la couleur des liens (aucun caractère
 * d’une police de secours). Ailleurs, la liste du système.
 */
export const ListeOuverte: Story = {
  name: 'Liste ouverte',
  tags: ['visual', '!autodocs'],
  args: { defaultSelectedKey: 'humidite' },
  // Room under the closed control for the open list, which the shot takes with the story.
  render: (args) => (
    <div style={{ minHeight: '30rem' }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Type de projet' })
    if (!(await openList(select))) return
    // The placeholder is not offered in the open list either.
    await expect(getComputedStyle((select as HTMLSelectElement).options[0]!).display).toBe('none')
    // The chosen option's check mark is two borders of its own box: no character to find in a font.
    const check = getComputedStyle(select.querySelector('option:checked')!, '::checkmark')
    await expect(check.content).toBe('""')
    await expect(check.borderInlineEndStyle).toBe('solid')
    // Only the chosen option has a check mark box: the others' would be laid out, hidden, at every opening.
    const unchosen = [...(select as HTMLSelectElement).options].filter((option) => !option.selected)
    for (const option of unchosen) await expect(getComputedStyle(option, '::checkmark').display).toBe('none')
  },
}

/**
 * La liste ouverte en couleurs forcées (thème de contraste) : l’option qui a le focus sur fond Highlight,
 * son texte et sa coche en HighlightText ; les autres dans les couleurs du système.
 */
export const ListeOuverteCouleursForcees: Story = {
  name: 'Liste ouverte, couleurs forcées',
  tags: ['visual', '!autodocs'],
  args: { defaultSelectedKey: 'humidite' },
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  parameters: { screenshot: { forcedColors: true } },
  render: ListeOuverte.render,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Type de projet' })
    if (!(await openList(select))) return
    // Opened from the keyboard, the chosen option has the focus: the one the shot shows highlighted.
    await expect(document.activeElement).toBe((select as HTMLSelectElement).selectedOptions[0])
  },
}
