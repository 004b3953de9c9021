import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BadgeCheck, Clock, MessageSquareQuote, ShieldCheck } from 'lucide-react'
import { Inline, Stack } from '../../layout'
import { Badge, badgeTones } from './Badge'

const meta = {
  title: 'Composants/Badge',
  component: Badge,
  args: { children: 'Témoignages Clients' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Marque: Story = {
  name: 'Marque',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Témoignages Clients')).toBeVisible()
  },
}

export const Neutre: Story = { name: 'Neutre', args: { tone: 'neutral', children: 'Depuis 2022' } }

export const Accent: Story = { name: 'Accent', args: { tone: 'accent', icon: <Clock aria-hidden />, children: 'Devis gratuit sous 48\u00a0h' } }

export const Succes: Story = {
  name: 'Succès',
  args: { tone: 'success', icon: <BadgeCheck aria-hidden />, children: 'Avis vérifié' },
  play: async ({ canvasElement, canvas }) => {
    // The icon is decoration: the badge reads as its text only.
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
    await expect(canvas.getByText('Avis vérifié')).toBeVisible()
  },
}

/** Chaque ton, avec et sans icône, sur fond clair et sur fond de marque : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <Stack space="md">
      {(['page', 'subtle', 'brand'] as const).map((background) => (
        <Inline key={background} space="sm" padding="md" background={background}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {`Expertise ${tone}`}
            </Badge>
          ))}
          <Badge icon={<ShieldCheck aria-hidden />}>Expert indépendant</Badge>
          <Badge tone="neutral" icon={<MessageSquareQuote aria-hidden />}>
            47 avis
          </Badge>
          <Badge tone="accent" icon={<Clock aria-hidden />}>
            24{'\u00a0'}h/24
          </Badge>
          <Badge tone="success" icon={<BadgeCheck aria-hidden />}>
            Avis vérifié
          </Badge>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Expert indépendant')).toHaveLength(3)
  },
}
