import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { navigate } from '../../private/StoryLinkProvider'
import { CardGrid } from '../CardGrid/CardGrid'
import { Icon } from '../Icon/Icon'
import { FeatureCard } from './FeatureCard'

const meta = {
  title: 'Composants/FeatureCard',
  component: FeatureCard,
  args: {
    title: 'Indépendance',
    children: 'Aucun lien avec les assureurs ni les entreprises du bâtiment\u00a0: nous défendons vos seuls intérêts.',
    icon: <Icon name="shield" />,
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: 'text', description: 'Le texte sous le titre.', table: { type: { summary: 'ReactNode' } } },
    icon: { control: false },
    as: { control: 'inline-radio', options: ['div', 'li', 'article'] },
  },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <FeatureCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FeatureCard>

export default meta
type Story = StoryObj<typeof meta>

/** Une icône, un titre et un court texte. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Indépendance' })).toBeVisible()
    await expect(canvas.getByText(/Aucun lien avec les assureurs/).tagName).toBe('P')
  },
}

/** Avec une adresse : le lien du titre couvre toute la carte ; au clavier, l’anneau de focus entoure la carte. */
export const AvecLien: Story = {
  name: 'Avec lien',
  args: { title: 'Expertise fissures', href: '/services/fissures', icon: undefined, children: 'Origine, gravité et réparation des fissures de votre maison.' },
  play: async ({ canvas }) => {
    navigate.mockClear()
    const link = canvas.getByRole('link', { name: 'Expertise fissures' })
    await expect(link).toHaveAttribute('href', '/services/fissures')
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(getComputedStyle(link, '::after').outlineWidth).toBe('3px')
    await userEvent.keyboard('{Enter}')
    await expect(navigate).toHaveBeenCalledWith('/services/fissures')
  },
}

/** Un titre et un texte longs : ils passent à la ligne sans déborder de la carte. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    title: 'Accompagnement jusqu’à la réunion contradictoire avec l’assureur et les entreprises',
    children:
      'Nous préparons avec vous la réunion d’expertise, analysons le rapport de l’expert de l’assurance et rédigeons nos observations écrites\u00a0; si un désaccord persiste, nous vous orientons vers la médiation ou la procédure adaptée.',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 })
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth)
  },
}

/** À la largeur d’un téléphone, dans une grille : une carte par ligne. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  render: (args) => (
    <CardGrid columns={4}>
      <FeatureCard {...args} as="li" />
      <FeatureCard {...args} as="li" title="Réactivité" icon={<Icon name="clock" />} />
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    await expect(first.getBoundingClientRect().left).toBe(second.getBoundingClientRect().left)
  },
}

/** Avec et sans icône, avec lien, texte long, dans une grille de quatre : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <CardGrid columns={4}>
      <FeatureCard {...args} as="li" />
      <FeatureCard {...args} as="li" icon={undefined} title="Sans icône" />
      <FeatureCard {...args} as="li" {...AvecLien.args} />
      <FeatureCard {...args} as="li" {...TexteLong.args} />
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}
