import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
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
    const trigger = canvas.getByRole('button', { name: /Type de projet/ })
    await expect(trigger).toHaveTextContent('Sélectionnez…')
    await userEvent.click(trigger)
    const listbox = await screen.findByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: 'Expertise fissures' }))
    await expect(args.onSelectionChange).toHaveBeenCalledWith('fissures')
    await waitFor(() => expect(trigger).toHaveTextContent('Expertise fissures'))
  },
}

/**
 * Au clavier seulement : Tab jusqu’au déclencheur, les flèches ouvrent la liste et s’y déplacent, Entrée
 * choisit.
 */
export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Type de projet/ })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const listbox = await screen.findByRole('listbox')
    await expect(listbox).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onSelectionChange).toHaveBeenCalledWith('humidite')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await expect(trigger).toHaveTextContent('Humidité')
    await expect(trigger).toHaveFocus()
  },
}

export const Rempli: Story = {
  name: 'Rempli',
  args: { defaultSelectedKey: 'reception-chantier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Type de projet/ })).toHaveTextContent('Réception de chantier')
  },
}

export const Obligatoire: Story = {
  name: 'Obligatoire',
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  args: { isRequired: true, isInvalid: true, errorMessage: 'Veuillez sélectionner un type de projet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veuillez sélectionner un type de projet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Type de projet/ })).toHaveAccessibleDescription('Veuillez sélectionner un type de projet')
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
    await userEvent.click(canvas.getByRole('button', { name: /Type de projet/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Autre' }))
    await waitFor(() => expect(canvas.queryByText('Veuillez sélectionner un type de projet')).toBeNull())
  },
}

export const Desactive: Story = {
  name: 'Désactivé',
  args: { isDisabled: true, defaultSelectedKey: 'malfacons' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Type de projet/ })).toBeDisabled()
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

const departments: SelectItem[] = [
  { id: '04', label: '04 - Alpes-de-Haute-Provence' },
  { id: '34', label: '34 - Hérault' },
]

/**
 * Dans la colonne de formulaire d’un téléphone (280 px sur un écran de 360 px) : un long texte indicatif ou un
 * long choix passe à la ligne, jamais coupé.
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
  play: async ({ canvas }) => {
    const triggers = canvas.getAllByRole('button', { name: /Votre département/ })
    await expect(triggers[0]).toHaveTextContent('Sélectionnez votre département')
    await expect(triggers[1]).toHaveTextContent('04 - Alpes-de-Haute-Provence')
    for (const trigger of triggers) {
      const value = trigger.firstElementChild as HTMLElement
      // Shown whole: nothing hidden past the edge of the value.
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth)
      await expect(getComputedStyle(value).textOverflow).not.toBe('ellipsis')
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
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4)
  },
}
