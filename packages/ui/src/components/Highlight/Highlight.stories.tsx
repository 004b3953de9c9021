import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Highlight } from './Highlight'

const meta = {
  title: 'Composants/Highlight',
  component: Highlight,
  parameters: { layout: 'fullscreen' },
  args: {
    claim: 'Rapport remis sous 48\u00a0heures',
    children: 'Après la visite, vous recevez un rapport clair et argumenté, utilisable face à votre assureur ou à l’entreprise.',
  },
  argTypes: { children: { control: 'text', description: 'Le paragraphe sous l’engagement.', table: { type: { summary: 'ReactNode' } } } },
} satisfies Meta<typeof Highlight>

export default meta
type Story = StoryObj<typeof meta>

/** Un engagement et sa précision, centrés. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Rapport remis sous 48\u00a0heures' })
    await expect(region.querySelectorAll('p')).toHaveLength(2)
    await expect(getComputedStyle(region).textAlign).toBe('center')
  },
}

/** L’engagement seul, sans paragraphe. */
export const SansTexte: Story = {
  name: 'Sans texte',
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region').querySelectorAll('p')).toHaveLength(1)
  },
}

/** Un long engagement et un long paragraphe : ils restent à la largeur de lecture. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    claim: 'Un expert indépendant à vos côtés, de la première visite jusqu’à la réunion contradictoire avec l’assureur',
    children:
      'Nous ne travaillons ni pour les assureurs ni pour les entreprises du bâtiment\u00a0: notre seul client, c’est vous. Chaque rapport est relu avant envoi, et nous restons joignables pour toute question sur ses conclusions.',
  },
}

/** À la largeur d’un téléphone. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region')
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth)
  },
}

/** Texte court, sans texte et texte long : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Highlight {...args} />
      <Highlight claim={'Intervention en 72\u00a0heures'} />
      <Highlight {...TexteLong.args} claim={TexteLong.args!.claim!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(3)
  },
}
