import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { navigate } from '../../private/StoryLinkProvider'
import { Prose } from '../Prose/Prose'
import { LinkGroup, LinkList, StandaloneLink } from './LinkList'

const meta = {
  title: 'Composants/LinkList',
  component: LinkList,
  args: {
    'aria-label': 'Liens\u00a0: Médiation',
    links: [
      { label: 'Politique de confidentialité', href: '/politique-confidentialite' },
      { label: 'Site du médiateur de la consommation', href: 'https://www.example.fr/mediation', external: true },
      { label: 'contact@example.fr', href: 'mailto:contact@example.fr' },
    ],
  },
  argTypes: { links: { control: false } },
  render: (args) => (
    <Prose>
      <p>Pour aller plus loin, consultez les documents suivants.</p>
      <LinkList {...args} />
    </Prose>
  ),
} satisfies Meta<typeof LinkList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Dans un texte légal : chaque lien seul sur sa ligne, 44 px de haut. Un chemin du site navigue sans
 * rechargement ; un lien externe ouvre un nouvel onglet, annoncé aux lecteurs d’écran.
 */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    navigate.mockClear()
    await expect(canvas.getByRole('list', { name: 'Liens\u00a0: Médiation' })).toBeVisible()
    const external = canvas.getByRole('link', { name: 'Site du médiateur de la consommation (nouvelle fenêtre)' })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByRole('link', { name: 'contact@example.fr' })).not.toHaveAttribute('target')
    const internal = canvas.getByRole('link', { name: 'Politique de confidentialité' })
    await expect(internal.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.tab()
    await expect(internal).toHaveFocus()
    await expect(getComputedStyle(internal).outlineWidth).toBe('3px')
    await userEvent.keyboard('{Enter}')
    await expect(navigate).toHaveBeenCalledWith('/politique-confidentialite')
  },
}

/** Sans aucun lien : une liste vide, sans hauteur. */
export const Vide: Story = {
  name: 'Vide',
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').children).toHaveLength(0)
  },
}

/** Une longue adresse passe à la ligne n’importe où plutôt que de déborder. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    links: [
      {
        label: 'https://www.economie.gouv.fr/mediation-conso/liste-des-mediateurs-references-par-secteur-d-activite',
        href: 'https://www.economie.gouv.fr/mediation-conso',
        external: true,
      },
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link')
    await expect(link.scrollWidth).toBeLessThanOrEqual(canvas.getByRole('list').clientWidth)
  },
}

/** À la largeur d’un téléphone. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: TexteLong.args,
}

/** Un lien seul, hors liste (une valeur dans une fiche). */
export const LienSeul: Story = {
  name: 'Lien seul',
  render: () => (
    <p>
      <StandaloneLink href="https://www.example.fr" external>
        www.example.fr
      </StandaloneLink>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'www.example.fr (nouvelle fenêtre)' })).toBeVisible()
  },
}

const serviceLinks = [
  { label: 'Expertise fissures', href: '/services/fissures' },
  { label: 'Humidité et infiltrations', href: '/services/humidite' },
  { label: 'Réception de chantier', href: '/services/reception-chantier' },
]

/** Hors d’un texte, un groupe titré : un titre puis une colonne de liens à puces de 44 px (le plan du site). */
export const GroupeDeLiens: Story = {
  name: 'Groupe de liens',
  render: () => <LinkGroup title="Nos services" links={serviceLinks} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nos services' })).toBeVisible()
    const list = canvas.getByRole('list')
    await expect(getComputedStyle(list).listStyleType).toBe('disc')
    for (const link of canvas.getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

/** Liens internes, externes et une longue adresse, dans un texte puis en groupe : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <Prose>
        <LinkList {...args} />
        <LinkList aria-label="Adresse longue" links={TexteLong.args!.links!} />
      </Prose>
      <LinkGroup title="Nos services" links={serviceLinks} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(7)
  },
}
