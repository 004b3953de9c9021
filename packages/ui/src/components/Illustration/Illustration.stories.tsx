import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { IllustrationFissures, illustrationSlugs, serviceIllustrations } from './illustrations'

const meta = {
  title: 'Composants/Illustration',
  component: IllustrationFissures,
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <IllustrationFissures {...args} />
    </div>
  ),
} satisfies Meta<typeof IllustrationFissures>

export default meta
type Story = StoryObj<typeof meta>

export const Decorative: Story = {
  name: 'Décorative',
  play: async ({ canvasElement }) => {
    // Without a title the drawing is hidden from assistive technology.
    const svg = canvasElement.querySelector('svg')!
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg).not.toHaveAttribute('role')
  },
}

export const AvecTitre: Story = {
  name: 'Avec titre',
  args: { title: 'Façade de maison traversée par une fissure' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Façade de maison traversée par une fissure' })).toBeVisible()
  },
}

const unique = [...new Set(Object.values(serviceIllustrations))]

/**
 * Chaque dessin, sous son slug : la référence visuelle. Chacun reste assez léger pour être intégré dans la
 * page.
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 }}>
      {illustrationSlugs
        .filter((slug) => slug !== 'expertise-avant-achat-vente' && slug !== 'expertise-avant-achat')
        .map((slug) => {
          const Drawing = serviceIllustrations[slug]
          return (
            <figure key={slug} style={{ margin: 0 }}>
              <Drawing title={slug} />
              <figcaption style={{ fontSize: 14, textAlign: 'center' }}>{slug}</figcaption>
            </figure>
          )
        })}
    </div>
  ),
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img')
    await expect(images).toHaveLength(unique.length)
    for (const svg of images) {
      await expect(svg.outerHTML.length).toBeLessThan(3 * 1024)
      await expect(svg.getAttribute('viewBox')).toBe('0 0 320 200')
    }
  },
}

/** Chaque slug d’image de la spécification a son dessin (plus les slugs supplémentaires du plan du site). */
export const CorrespondanceDesServices: Story = {
  name: 'Correspondance des services',
  tags: ['!autodocs'],
  render: () => <p>Correspondance slug → illustration</p>,
  play: async () => {
    const required = [
      'malfacons',
      'fissures',
      'humidite',
      'infiltrations',
      'degats-des-eaux',
      'rupture-relations',
      'abandon-chantier',
      'reception-chantier',
      'bilan-avant-achat',
      'bilan-avant-vente',
    ]
    for (const slug of required) await expect(serviceIllustrations).toHaveProperty([slug])
    await expect(Object.keys(serviceIllustrations)).toEqual([...illustrationSlugs])
  },
}
