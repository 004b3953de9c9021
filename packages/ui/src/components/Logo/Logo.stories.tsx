import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Box, Inline, Stack } from '../../layout'
import { Link } from '../Link/Link'
import { Logo } from './Logo'

const meta = {
  title: 'Composants/Logo',
  component: Logo,
  args: { name: 'Sud Expertise Assuré', tagline: 'Expert d’assuré en bâtiment' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['light', 'dark'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    wrap: { control: 'boolean' },
  },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

/** Sur fond clair ; le dessin est décoratif, le nom est le texte. */
export const Clair: Story = {
  name: 'Clair',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sud Expertise Assuré')).toBeVisible()
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** Sur le fond de marque (pied de page). */
export const SurFondMarque: Story = {
  name: 'Sur fond de marque',
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <Box background="brand" padding="lg">
        <Story />
      </Box>
    ),
  ],
}

/** Sans signature, en petit (en-tête après défilement). */
export const CompactSansSignature: Story = { name: 'Compact, sans signature', args: { tagline: undefined, size: 'small' } }

/**
 * Comme l’en-tête l’utilise : dans un lien vers l’accueil, dont le nom accessible est le nom de l’entreprise.
 */
export const LienAccueil: Story = {
  name: 'Lien vers l’accueil',
  render: (args) => (
    <Link href="/" underline="hover">
      <Logo {...args} />
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Sud Expertise Assuré/ })
    await expect(link).toHaveAttribute('href', '/')
    // The drawing adds nothing to the name: it is hidden.
    await expect(link).toHaveAccessibleName('Sud Expertise Assuré Expert d’assuré en bâtiment')
  },
}

/** Dans un espace étroit : coupé par des points de suspension (une barre), ou à la ligne avec `wrap` (le tiroir de navigation). */
export const EspaceEtroit: Story = {
  name: 'Espace étroit : coupé ou à la ligne',
  args: { tagline: 'Expert d’assuré indépendant', size: 'small' },
  render: (args) => (
    <Stack space="lg">
      <div style={{ width: 150, display: 'flex' }} data-testid="coupe">
        <Logo {...args} />
      </div>
      <div style={{ width: 150, display: 'flex' }} data-testid="a-la-ligne">
        <Logo {...args} wrap />
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const texts = (testId: string) => [...canvas.getByTestId(testId).querySelectorAll('span span')]
    const clipped = (element: Element) => element.scrollWidth > element.clientWidth
    // Cut: the tagline ends in an ellipsis; wrapped: every word shows, over more lines.
    await expect(texts('coupe').some(clipped)).toBe(true)
    await expect(texts('a-la-ligne').some(clipped)).toBe(false)
    await expect(canvas.getByTestId('a-la-ligne').offsetHeight).toBeGreaterThan(canvas.getByTestId('coupe').offsetHeight)
  },
}

/** Les deux tons × les deux tailles : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Stack space="none">
      {(['light', 'dark'] as const).map((tone) => (
        <Box key={tone} background={tone === 'dark' ? 'brand' : 'page'} padding="lg">
          <Inline space="xxl">
            <Logo {...args} tone={tone} />
            <Logo {...args} tone={tone} size="small" />
            <Logo name={args.name} tone={tone} size="small" />
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Sud Expertise Assuré')).toHaveLength(6)
  },
}
