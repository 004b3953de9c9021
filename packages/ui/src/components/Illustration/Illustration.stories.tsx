import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { IllustrationFissures, illustrationNames, illustrations } from './illustrations'

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

const unique = [...new Set(Object.values(illustrations))]

/**
 * Chaque dessin, sous son slug : la référence visuelle. Chacun reste assez léger pour être intégré dans la
 * page.
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 }}>
      {illustrationNames.map((name) => {
        const Drawing = illustrations[name]
        return (
          <figure key={name} style={{ margin: 0 }}>
            <Drawing title={name} />
            <figcaption style={{ fontSize: 14, textAlign: 'center' }}>{name}</figcaption>
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

/** Un dessin par nom, tous différents : le site choisit, dans son contenu, le dessin de chaque service. */
export const UnDessinParNom: Story = {
  name: 'Un dessin par nom',
  tags: ['!autodocs'],
  render: () => <p>Correspondance nom → dessin</p>,
  play: async () => {
    await expect(Object.keys(illustrations)).toEqual([...illustrationNames])
    await expect(new Set(Object.values(illustrations)).size).toBe(illustrationNames.length)
  },
}
