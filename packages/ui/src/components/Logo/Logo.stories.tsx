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
  },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

/** On a light surface; the drawing is decorative, the name is the text. */
export const Clair: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sud Expertise Assuré')).toBeVisible()
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** On the brand surface (footer). */
export const SurFondMarque: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <Box background="brand" padding="lg">
        <Story />
      </Box>
    ),
  ],
}

/** Without tagline, small (scrolled header). */
export const CompactSansSignature: Story = { args: { tagline: undefined, size: 'small' } }

/** As the header uses it: wrapped in a link home, whose accessible name is the company name. */
export const LienAccueil: Story = {
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

/** Both tones × both sizes: the visual baseline. */
export const Matrice: Story = {
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
