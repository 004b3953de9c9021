import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Hero } from '../Hero/Hero'
import { BackLink, backLinkTones } from './BackLink'

const meta = {
  title: 'Composants/BackLink',
  component: BackLink,
  args: { href: '/services', children: 'Retour aux services' },
  argTypes: { tone: { control: 'inline-radio', options: backLinkTones }, children: { control: 'text' } },
} satisfies Meta<typeof BackLink>

export default meta
type Story = StoryObj<typeof meta>

/** Dans la couleur du texte autour : une flèche, le texte souligné, une cible de 44 px. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Retour aux services' })
    await expect(link).toHaveAttribute('href', '/services')
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    // The arrow is decorative: the link's name is its text alone.
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** Aux couleurs d’un lien, avec l’anneau de focus au clavier. */
export const CouleurLien: Story = {
  name: 'Couleur de lien',
  args: { tone: 'link', href: '/avis-clients', children: 'Retour aux avis' },
  play: async ({ canvas }) => {
    await userEvent.tab()
    const link = canvas.getByRole('link', { name: 'Retour aux avis' })
    await expect(link).toHaveFocus()
    await expect(getComputedStyle(link).outlineStyle).toBe('solid')
  },
}

/** À sa place, au-dessus du titre d’un bandeau d’ouverture. */
export const DansLeBandeau: Story = {
  name: 'Dans le bandeau d’ouverture',
  render: (args) => (
    <Hero title="Fissures sur une maison" breadcrumb={<BackLink {...args} />}>
      Nous identifions la cause des fissures et vous aidons à obtenir réparation.
    </Hero>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Retour aux services' })
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top)
  },
}

/** Les deux couleurs, seules puis dans un bandeau d’ouverture : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {backLinkTones.map((tone) => (
        <BackLink key={tone} {...args} tone={tone} />
      ))}
      <Hero
        title="Déposer un avis"
        breadcrumb={
          <BackLink href="/avis-clients" tone="link">
            Retour aux avis
          </BackLink>
        }
      >
        Votre avis est publié après vérification.
      </Hero>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
  },
}
