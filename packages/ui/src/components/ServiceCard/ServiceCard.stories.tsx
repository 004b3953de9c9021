import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Droplets, Hammer, HardHat, SearchCheck } from 'lucide-react'
import { Box, Columns } from '../../layout'
import { IllustrationFissures } from '../Illustration/illustrations'
import { ServiceCard } from './ServiceCard'
import { navigate } from '../../private/StoryLinkProvider'

const meta = {
  title: 'Composants/ServiceCard',
  component: ServiceCard,
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <ServiceCard {...args} />
    </div>
  ),
  args: {
    title: 'Expertise malfaçons',
    description: 'Défauts d’exécution, non-conformités\u00a0: nous constatons et chiffrons les désordres.',
    icon: <Hammer aria-hidden />,
    href: '/services/malfacons',
  },
  argTypes: { icon: { control: false }, media: { control: false }, linkProps: { control: false } },
  beforeEach: () => {
    navigate.mockClear()
  },
} satisfies Meta<typeof ServiceCard>

export default meta
type Story = StoryObj<typeof meta>

export const Defaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Expertise malfaçons' })
    await expect(link).toHaveAttribute('href', '/services/malfacons')
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
    await expect(canvas.getByRole('heading', { level: 3, name: 'Expertise malfaçons' })).toBeVisible()
    await expect(canvas.getByText('En savoir plus')).toBeVisible()
    // Client-side routing goes through RAC's RouterProvider.
    await userEvent.click(link)
    await expect(navigate).toHaveBeenCalledWith('/services/malfacons')
  },
}

/** Le lien étiré couvre toute la carte : un toucher sur la description arrive sur le lien. */
export const CarteEntierementCliquable: Story = {
  name: 'Carte entièrement cliquable',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Expertise malfaçons' })
    for (const part of [canvas.getByText(/Défauts d’exécution/), canvas.getByText('En savoir plus')]) {
      const box = part.getBoundingClientRect()
      await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link)
    }
  },
}

export const Clavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Expertise malfaçons' })
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(link.matches(':focus-visible')).toBe(true)
    await userEvent.keyboard('{Enter}')
    await expect(navigate).toHaveBeenCalledWith('/services/malfacons')
  },
}

export const LibellePersonnalise: Story = {
  name: 'Libellé personnalisé',
  args: {
    title: 'Expertise avant achat ou vente',
    description: 'Un bilan technique du bien avant de signer, pour acheter ou vendre en connaissance de cause.',
    icon: <SearchCheck aria-hidden />,
    href: '/services/expertise-avant-achat-vente',
    linkLabel: 'Découvrir l’expertise',
    headingLevel: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Expertise avant achat ou vente')
    await expect(canvas.getByText('Découvrir l’expertise')).toBeVisible()
  },
}

export const SansIcone: Story = { name: 'Sans icône', args: { icon: undefined } }

export const AvecIllustration: Story = {
  name: 'Avec illustration',
  args: {
    title: 'Expertise fissures',
    description: 'Fissures en façade ou à l’intérieur\u00a0: nous en déterminons la cause et la gravité.',
    href: '/services/fissures',
    icon: undefined,
    media: <IllustrationFissures />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Expertise fissures' })).toHaveAttribute('href', '/services/fissures')
    // The picture is decoration: it adds no image to the accessibility tree.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('svg[viewBox="0 0 320 200"]')).not.toBeNull()
  },
}

const cards = [
  {
    title: 'Expertise malfaçons',
    description: 'Défauts d’exécution, non-conformités\u00a0: nous constatons et chiffrons les désordres.',
    icon: <Hammer aria-hidden />,
    href: '/services/malfacons',
  },
  {
    title: 'Infiltrations et humidité',
    description: 'Taches, moisissures, remontées capillaires\u00a0: nous recherchons la cause et les responsabilités.',
    icon: <Droplets aria-hidden />,
    href: '/services/humidite',
  },
  {
    title: 'Abandon de chantier',
    description:
      'L’entreprise ne revient plus ? Nous dressons l’état des travaux réalisés et chiffrons l’achèvement pour faire valoir vos droits auprès de l’assureur.',
    icon: <HardHat aria-hidden />,
    href: '/services/abandon-chantier',
  },
]

/**
 * Trois cartes de textes inégaux sur une rangée, la première avec son anneau de focus : la référence visuelle.
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <Box padding="xs">
      <Columns tablet={3}>
        {cards.map((card) => (
          <ServiceCard key={card.href} {...card} />
        ))}
      </Columns>
    </Box>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Expertise malfaçons' })).toHaveFocus()
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
  },
}
