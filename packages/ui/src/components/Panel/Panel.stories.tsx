import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LinkButton } from '../Button/LinkButton'
import { OpeningHours } from '../OpeningHours/OpeningHours'
import { Panel, panelPaddings, panelVariants } from './Panel'

const hours = [
  { days: 'Lundi – Jeudi', hours: '9 h – 19 h' },
  { days: 'Vendredi', hours: '9 h – 18 h' },
]

const meta = {
  title: 'Composants/Panel',
  component: Panel,
  args: { title: 'Horaires d’ouverture', children: <OpeningHours rows={hours} /> },
  argTypes: {
    variant: { control: 'inline-radio', options: panelVariants },
    padding: { control: 'inline-radio', options: panelPaddings },
    title: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Panel>

export default meta
type Story = StoryObj<typeof meta>

/** Un encadré d’information à fin contour : son titre nomme la section. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Horaires d’ouverture' })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Horaires d’ouverture' })).toBeVisible()
    await expect(getComputedStyle(panel).boxShadow).toBe('none')
    await expect(getComputedStyle(panel).borderTopWidth).toBe('1px')
  },
}

/** Une carte portée par une ombre, sans titre : elle porte un formulaire ou un appel à l’action. */
export const Carte: Story = {
  name: 'Carte en relief',
  args: {
    variant: 'raised',
    title: undefined,
    children: (
      <LinkButton href="#contact" size="large">
        Demander un devis gratuit
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull()
    await expect(canvas.queryByRole('region')).toBeNull()
    const link = canvas.getByRole('link', { name: 'Demander un devis gratuit' })
    await expect(link).toBeVisible()
    const card = link.parentElement!
    await expect(card.tagName).toBe('DIV')
    await expect(getComputedStyle(card).boxShadow).not.toBe('none')
  },
}

/** Des marges resserrées (16 px, 24 px dès la tablette) : un large formulaire garde plus de place sur téléphone. */
export const Resserre: Story = {
  name: 'Marges resserrées',
  args: { variant: 'raised', padding: 'compact' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region')
    // 24 px from the tablet width (the canvas is wider than a phone).
    await expect(getComputedStyle(panel).paddingTop).toBe('24px')
  },
}

/** Un titre de niveau 3 sous un titre de niveau 2 de la page, avec un identifiant donné (une ancre). */
export const NiveauTrois: Story = {
  name: 'Titre de niveau 3',
  args: { headingLevel: 3, titleId: 'horaires' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Horaires d’ouverture' })
    await expect(heading).toHaveAttribute('id', 'horaires')
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-labelledby', 'horaires')
  },
}

/** Un long titre passe à la ligne dans un encadré étroit, à la largeur d’un téléphone. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: { title: 'Horaires d’ouverture de notre cabinet d’expertise du bâtiment, hors jours fériés' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region')
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth)
  },
}

/** Les deux aspects, avec et sans titre : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '46rem' }}>
      {panelVariants.map((variant) => (
        <div key={variant} style={{ display: 'grid', gap: '1rem' }}>
          <Panel {...args} variant={variant} title={variant === 'raised' ? 'Une carte en relief' : args.title} />
          <Panel variant={variant}>
            <p>Un cadre sans titre, son contenu seul.</p>
          </Panel>
          <Panel variant={variant} padding="compact">
            <p>Un cadre aux marges resserrées.</p>
          </Panel>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2)
  },
}
