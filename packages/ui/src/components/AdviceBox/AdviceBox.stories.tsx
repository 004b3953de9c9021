import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CalendarClock } from 'lucide-react'
import { Stack } from '../../layout'
import { AdviceBox, adviceBoxTones } from './AdviceBox'

const meta = {
  title: 'Composants/AdviceBox',
  component: AdviceBox,
  args: {
    children:
      'Photographiez les fissures dès leur apparition et datez chaque cliché\u00a0: leur évolution dans le temps est un élément clé pour l’assureur comme pour l’expert.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: adviceBoxTones },
    icon: { control: false },
  },
} satisfies Meta<typeof AdviceBox>

export default meta
type Story = StoryObj<typeof meta>

export const Conseil: Story = {
  name: 'Conseil',
  play: async ({ canvas }) => {
    // A note named by its title, with the French default.
    const note = canvas.getByRole('note', { name: 'Notre conseil' })
    await expect(note).toHaveTextContent('Photographiez les fissures')
  },
}

export const Vigilance: Story = {
  name: 'Vigilance',
  args: {
    tone: 'warning',
    title: 'Attention aux délais',
    icon: <CalendarClock />,
    children: (
      <>
        <p>Vous disposez d’un an après la réception pour signaler les désordres au titre de la garantie de parfait achèvement.</p>
        <p>Au-delà, d’autres garanties s’appliquent, avec des conditions plus strictes.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Attention aux délais' })
    await expect(note.querySelectorAll('p')).toHaveLength(3)
  },
}

export const TitreEnTitre: Story = {
  name: 'Titre dans le plan de la page',
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Notre conseil' })).toBeVisible()
  },
}

/** Les deux tons, texte court et texte long : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <Stack space="lg">
      {adviceBoxTones.map((tone) => (
        <AdviceBox key={tone} tone={tone} title={tone === 'info' ? 'Notre conseil' : 'Attention aux délais'}>
          {args.children}
        </AdviceBox>
      ))}
      <AdviceBox icon={null}>Conservez toutes vos factures.</AdviceBox>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('note')).toHaveLength(3)
  },
}
