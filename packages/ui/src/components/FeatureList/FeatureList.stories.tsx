import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Clock, FileText, Handshake, Home, Scale, ShieldCheck } from 'lucide-react'
import { Columns, Stack } from '../../layout'
import { FeatureList, featureListVariants, type FeatureItem } from './FeatureList'

const accompaniment: FeatureItem[] = [
  { title: 'Visite sur place et constat contradictoire des désordres' },
  { title: 'Recherche des causes et des responsabilités' },
  { title: 'Chiffrage détaillé des travaux de reprise' },
  { title: 'Assistance lors des expertises amiables et judiciaires' },
]

const steps: FeatureItem[] = [
  { title: 'Premier échange gratuit', description: 'Vous nous décrivez la situation par téléphone ou via le formulaire.' },
  { title: 'Devis détaillé sous 48\u00a0h', description: 'Une proposition claire, sans engagement, adaptée à votre dossier.' },
  { title: 'Visite et constat', description: 'L’expert se déplace, examine, mesure et photographie les désordres.' },
  { title: 'Rapport et défense de vos intérêts', description: 'Nous vous remettons le rapport et vous accompagnons jusqu’à la solution.' },
]

const values: FeatureItem[] = [
  { icon: <ShieldCheck aria-hidden />, title: 'Compétence et expérience', description: 'Des experts formés aux pathologies du bâtiment.' },
  { icon: <Scale aria-hidden />, title: 'Indépendance et neutralité', description: 'Aucun lien avec les assureurs ni les constructeurs.' },
  { icon: <Clock aria-hidden />, title: 'Réactivité', description: 'Déplacement sous 24\u00a0h en cas d’urgence.' },
  { icon: <Handshake aria-hidden />, title: 'Solution amiable privilégiée', description: 'Le contentieux seulement quand il est nécessaire.' },
]

const meta = {
  title: 'Composants/FeatureList',
  component: FeatureList,
  args: { items: accompaniment, 'aria-label': 'Notre accompagnement' },
  argTypes: {
    variant: { control: 'inline-radio', options: featureListVariants },
    columns: { control: 'inline-radio', options: [1, 2, 3] },
    items: { control: false },
  },
} satisfies Meta<typeof FeatureList>

export default meta
type Story = StoryObj<typeof meta>

export const Coches: Story = {
  name: 'Coches',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Notre accompagnement' })
    await expect(list.tagName).toBe('UL')
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  },
}

export const Etapes: Story = {
  name: 'Étapes',
  args: { variant: 'steps', items: steps, 'aria-label': 'Déroulement d’une expertise' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Déroulement d’une expertise' })
    // A process is an ordered list; the visible numbers follow the order.
    await expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    await expect(items.map((item) => item.textContent?.charAt(0))).toEqual(['1', '2', '3', '4'])
    await expect(items[1]).toHaveTextContent(/Devis détaillé sous 48\sh/)
  },
}

export const Numerotee: Story = {
  name: 'Numérotée',
  args: { variant: 'number', columns: 2, items: accompaniment },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').tagName).toBe('OL')
  },
}

export const Icones: Story = {
  name: 'Icônes',
  args: { variant: 'icon', columns: 2, items: values, 'aria-label': 'Nos valeurs' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Nos valeurs' })).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent('Compétence et expérience')
  },
}

export const Compacte: Story = {
  name: 'Compacte',
  args: {
    compact: true,
    columns: 3,
    items: [{ title: 'Urgence 24\u00a0h/24' }, { title: 'Rapport sous 48\u00a0h' }, { title: 'Déplacement sous 24\u00a0h' }],
    'aria-label': 'Nos engagements',
  },
}

/** Toutes les variantes côte à côte : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <Columns tablet={2} space="xl">
      <Stack space="xl">
        <FeatureList items={accompaniment.slice(0, 3)} aria-label="Coches" />
        <FeatureList variant="number" items={accompaniment.slice(0, 3)} compact aria-label="Numéros" />
        <FeatureList
          variant="icon"
          items={[...values.slice(0, 2), { icon: <FileText aria-hidden />, title: 'Rapport clair', description: 'Lisible par vous, opposable aux parties.' }]}
          aria-label="Icônes"
        />
      </Stack>
      <Stack space="xl">
        <FeatureList variant="steps" items={steps} aria-label="Étapes" />
        <FeatureList variant="icon" items={[{ icon: <Home aria-hidden />, title: 'Sans description' }]} aria-label="Seul" />
      </Stack>
    </Columns>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(5)
  },
}
