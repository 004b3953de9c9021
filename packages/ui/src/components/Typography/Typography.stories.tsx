import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Stack } from '../../layout'
import { Heading, Text, headingSizes, textSizes } from './Typography'

const meta = {
  title: 'Composants/Typography',
  component: Heading,
  args: { level: 2, children: 'Exemples de situations' },
  argTypes: { size: { control: 'inline-radio', options: headingSizes } },
} satisfies Meta<typeof Heading>

export default meta
type Story = StoryObj<typeof meta>

/** Un titre de bloc h2, à sa taille par défaut. */
export const Titre: Story = {
  name: 'Titre',
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Exemples de situations' })
    await expect(getComputedStyle(heading).fontWeight).toBe('700')
  },
}

/** Chaque taille de titre, puis chaque taille et couleur de texte, avec un texte français long. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <Stack space="lg">
      {headingSizes.map((size) => (
        <Heading key={size} level={3} size={size}>
          Titre {size}
          {'\u00A0'}: constatation des désordres après un dégât des eaux
        </Heading>
      ))}
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          Texte {size}
          {'\u00A0'}: l’expert d’assuré défend vos intérêts face à la compagnie d’assurance, de la déclaration du sinistre jusqu’à l’indemnisation.
        </Text>
      ))}
      <Text tone="muted">
        Texte secondaire{'\u00A0'}: réponse sous 24{'\u00A0'}h ouvrées.
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(headingSizes.length)
    const small = canvas.getByText(/^Texte sm/)
    const large = canvas.getByText(/^Texte lg/)
    await expect(parseFloat(getComputedStyle(large).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(small).fontSize))
  },
}

/** Un chapeau d’introduction, plus grand que le texte courant. */
export const Chapeau: Story = {
  name: 'Chapeau',
  render: () => (
    <Text size="lg">
      Une fuite, une infiltration ou un dégât des eaux venu d’un voisin{'\u00A0'}: nous évaluons les dommages et défendons votre indemnisation.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Une fuite/).tagName).toBe('P')
  },
}

/** The texts the fallback is compared on: the header's links (weight 500), a body sentence, a heading. */
const fallbackSamples = [
  'Accueil Nos Services Avis Clients A Propos Contact',
  'L’expert d’assuré défend vos intérêts face à la compagnie d’assurance, de la déclaration du sinistre jusqu’à l’indemnisation.',
  'Constatation des désordres après un dégât des eaux',
]
const fallbackWeights = [400, 500, 600, 700] as const

/**
 * La police de repli (`Inter Fallback`, Arial ajustée), ligne par ligne sous Inter, à chaque graisse :
 * ce que voit un visiteur dont la police n’est pas encore arrivée. Chaque ligne doit avoir la largeur
 * de celle d’Inter, pour que le passage à Inter ne déplace rien.
 */
export const PoliceDeRepli: Story = {
  name: 'Police de repli',
  render: () => (
    <Stack space="md">
      {fallbackWeights.map((weight) =>
        fallbackSamples.map((sample, index) => (
          <div key={`${weight}-${index}`} style={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
            <span data-face="inter" style={{ fontFamily: "'Inter Variable'" }}>
              {sample}
            </span>
            <br />
            <span data-face="fallback" style={{ fontFamily: "'Inter Fallback'" }}>
              {sample}
            </span>
          </div>
        )),
      )}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await document.fonts.ready
    const ratios = [...canvasElement.querySelectorAll('div[style]')].map((line) => {
      const [inter, fallback] = [...line.querySelectorAll('span')].map((span) => span.getBoundingClientRect().width) as [number, number]
      return { weight: getComputedStyle(line).fontWeight, text: line.textContent!.slice(0, 20), ratio: inter / fallback }
    })
    await expect(ratios).toHaveLength(fallbackWeights.length * fallbackSamples.length)
    // Within 0.5 % (measured: 0.3–0.4 % at most). A regular face at 500 made the header's links 1.2 %
    // narrower, and moved them 3.5 px when Inter arrived late (CI, 2026-11-29); a bold one at 600, 1.2 % wider.
    for (const line of ratios) await expect(Math.abs(line.ratio - 1), `${line.weight} « ${line.text}… »`).toBeLessThanOrEqual(0.005)
  },
}
