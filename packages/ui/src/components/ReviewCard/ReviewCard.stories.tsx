import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Columns } from '../../layout'
import { ReviewCard, type ReviewCardProps } from './ReviewCard'

const meta = {
  title: 'Composants/ReviewCard',
  component: ReviewCard,
  args: {
    name: 'Sophie Martin',
    location: '69 - Rhône',
    rating: 5,
    date: '2025-03-12T09:30:00.000Z',
    projectType: 'Expertise fissures',
    message:
      'Expert très professionnel, il a su défendre nos intérêts face à l’assureur. Son rapport sur les fissures de notre maison était clair et argumenté\u00A0: nous avons obtenu la prise en charge des travaux.',
  },
  decorators: [
    (Story) => (
      <Columns tablet={2} desktop={3}>
        <Story />
      </Columns>
    ),
  ],
} satisfies Meta<typeof ReviewCard>

export default meta
type Story = StoryObj<typeof meta>

export const Complet: Story = {
  name: 'Complet',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(within(card).getByRole('heading', { level: 3, name: 'Sophie Martin' })).toBeVisible()
    await expect(within(card).getByRole('img', { name: '5 sur 5 étoiles' })).toHaveTextContent('5/5')
    await expect(within(card).getByText('12 mars 2025')).toHaveAttribute('datetime', '2025-03-12T09:30:00.000Z')
    await expect(within(card).getByText('Expertise fissures')).toBeVisible()
    await expect(card).toHaveTextContent('Localisation : 69 - Rhône')
    await expect(card).toHaveTextContent(/défendre nos intérêts face à l’assureur/)
  },
}

export const Anonyme: Story = {
  name: 'Anonyme',
  args: { anonymous: true, rating: 4, location: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Client anonyme' })).toBeVisible()
    await expect(canvas.queryByText('Sophie Martin')).toBeNull()
    await expect(canvas.getByRole('img', { name: '4 sur 5 étoiles' })).toBeVisible()
  },
}

export const Minimal: Story = {
  name: 'Sans localisation ni type',
  args: {
    name: 'Jean-Pierre Dubois',
    location: undefined,
    projectType: undefined,
    rating: 3,
    date: '2024-12-31T23:30:00.000Z',
    message: 'Intervention rapide.',
    headingLevel: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Jean-Pierre Dubois' })).toBeVisible()
    // 23:30 UTC on 31 December is already New Year's Day in Paris: the zone is fixed, not the runner's.
    await expect(canvas.getByText('1 janvier 2025')).toBeVisible()
    await expect(canvas.queryByText(/Localisation/)).toBeNull()
  },
}

const longWord = 'A'.repeat(10_000)

const hostile: ReviewCardProps = {
  name: '<script>alert(1)</script>',
  location: `<img src=x onerror=alert(1)>${'B'.repeat(100)}`,
  rating: 1,
  date: '2025-06-01T08:00:00.000Z',
  projectType: '<b>Litige</b> / désaccord',
  message: [
    `Mot interminable\u00A0: ${longWord}`,
    'عمل ممتاز، أنصح به بشدة',
    'שירות מצוין, ממליץ בחום',
    'Super travail 👍🏽🏠✨ — 👨‍👩‍👧‍👦',
    'Contrôle\u00A0:\u0007\u0000\u202Einversé\u202C fin',
  ].join('\n'),
}

/**
 * Un contenu hostile est rendu comme du texte et passe à la ligne dans la carte (point 19 de la revue sécurité
 * et confidentialité).
 */
export const ContenuHostile: Story = {
  name: 'Contenu hostile',
  // Out of the docs page: its 10,000-character word, wrapped in a docs column, made the page ~14,000 px tall.
  tags: ['!autodocs'],
  args: hostile,
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article')
    // Markup arrives as literal text, and nothing got parsed into elements.
    await expect(canvas.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeVisible()
    await expect(card).toHaveTextContent('<img src=x onerror=alert(1)>')
    await expect(card).toHaveTextContent('<b>Litige</b> / désaccord')
    await expect(canvasElement.querySelector('script, img, b')).toBeNull()
    await expect(card).toHaveTextContent('عمل ممتاز')
    await expect(card).toHaveTextContent('שירות מצוין')
    await expect(card).toHaveTextContent('👍🏽🏠✨')
    await expect(card.textContent).toContain(longWord)

    // The 10,000-character word wraps: the card stays within its column and nothing scrolls sideways.
    const column = card.parentElement!
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(column.getBoundingClientRect().width + 0.5)
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const DateInvalide: Story = {
  name: 'Date illisible',
  args: { date: 'pas une date' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article').querySelector('time')).toBeNull()
    await expect(canvas.getByRole('heading', { name: 'Sophie Martin' })).toBeVisible()
  },
}

/**
 * Des cartes comme dans le bloc des témoignages, textes longs et courts, balisage hostile : la référence
 * visuelle (sans emoji : le navigateur de test n’a pas de police d’emoji en couleur).
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  // The meta's Columns decorator lays the cards out.
  render: (args) => (
    <>
      <ReviewCard {...args} />
      <ReviewCard
        anonymous
        rating={4}
        date="2025-01-20T14:00:00.000Z"
        location="31 - Haute-Garonne"
        projectType="Réception de chantier"
        message={'Accompagnement précieux lors de la réception de notre maison neuve.\nLes réserves ont toutes été levées.'}
      />
      <ReviewCard
        name="Karim Benali"
        rating={4.5}
        date="2024-11-05T10:00:00.000Z"
        projectType="Infiltrations ou humidité"
        message={'Diagnostic précis des infiltrations, explications claires et rapport reçu en 48\u00A0h.'}
      />
      <ReviewCard {...args} {...hostile} message={`Mot interminable\u00A0: ${'B'.repeat(150)} puis la suite.`} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
    await expect(canvas.getByRole('heading', { name: 'Client anonyme' })).toBeVisible()
  },
}

/**
 * En couleurs forcées (Windows, contraste élevé) : l’épingle du lieu et les étoiles, dessinées en CSS, prennent
 * la couleur du texte du système au lieu de disparaître avec les fonds.
 */
export const CouleursForcees: Story = {
  name: 'Couleurs forcées',
  tags: ['visual', '!autodocs'],
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  parameters: { screenshot: { forcedColors: true } },
  play: async ({ canvas }) => {
    // The pin is the place line's ::before, drawn through a mask (no inline SVG in the card).
    const place = canvas.getByText('69 - Rhône').closest('p')!
    const pin = getComputedStyle(place, '::before')
    await expect(pin.maskImage).toMatch(/^url\("data:image\/svg\+xml/)
    await expect([pin.width, pin.height]).toEqual(['16px', '16px'])
    await expect(canvas.getByRole('article').querySelector('svg')).toBeNull()
  },
}
