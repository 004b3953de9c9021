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
