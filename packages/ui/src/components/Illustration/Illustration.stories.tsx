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
  play: async ({ canvasElement }) => {
    // Without a title the drawing is hidden from assistive technology.
    const svg = canvasElement.querySelector('svg')!
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg).not.toHaveAttribute('role')
  },
}

export const AvecTitre: Story = {
  args: { title: 'Façade de maison traversée par une fissure' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Façade de maison traversée par une fissure' })).toBeVisible()
  },
}

const unique = [...new Set(Object.values(serviceIllustrations))]

/** Every drawing, labelled by slug: the visual baseline. Each stays light enough to inline. */
export const Matrice: Story = {
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

/** The spec's image slugs all have a drawing (plus the site map's extra slugs). */
export const CorrespondanceDesServices: Story = {
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
