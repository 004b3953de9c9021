import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { OpeningHours } from './OpeningHours'

const meta = {
  title: 'Composants/OpeningHours',
  component: OpeningHours,
  args: {
    rows: [
      { days: 'Lundi – Jeudi', hours: '9 h – 19 h' },
      { days: 'Vendredi', hours: '9 h – 18 h' },
    ],
    'aria-label': 'Horaires d’ouverture',
  },
  argTypes: { rows: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <OpeningHours {...args} />
    </div>
  ),
} satisfies Meta<typeof OpeningHours>

export default meta
type Story = StoryObj<typeof meta>

/** Deux lignes : les jours à gauche, les heures en gras à droite. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Lundi – Jeudi', 'Vendredi'])
    const [days] = canvas.getAllByRole('term')
    const [hours] = canvas.getAllByRole('definition')
    // Same line, days on the left, hours on the right.
    await expect(Math.round(days!.getBoundingClientRect().top)).toBe(Math.round(hours!.getBoundingClientRect().top))
    await expect(hours!.getBoundingClientRect().left).toBeGreaterThan(days!.getBoundingClientRect().right)
  },
}

/** Une semaine détaillée, samedi matin compris. */
export const Semaine: Story = {
  name: 'Semaine détaillée',
  args: {
    rows: [
      { days: 'Lundi', hours: '9 h – 12 h, 14 h – 19 h' },
      { days: 'Mardi – Jeudi', hours: '9 h – 19 h' },
      { days: 'Vendredi', hours: '9 h – 18 h' },
      { days: 'Samedi', hours: 'Sur rendez-vous' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')).toHaveLength(4)
  },
}

/** Deux lignes, puis une semaine détaillée : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '20rem' }}>
      <OpeningHours {...args} />
      <OpeningHours {...args} rows={Semaine.args!.rows!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(6)
  },
}
