import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { SkipLink } from './SkipLink'

const meta = {
  title: 'Composants/SkipLink',
  component: SkipLink,
  args: { href: '#contenu', children: 'Aller au contenu' },
  argTypes: { children: { control: 'text' } },
  // The link sits over the top of the page: the story gives it a page to sit over.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '160px' }}>
        <Story />
        <main id="contenu" tabIndex={-1} style={{ paddingTop: '72px' }}>
          <p>Le contenu principal de la page.</p>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>

export default meta
type Story = StoryObj<typeof meta>

/** Hors de la vue tant qu’il n’a pas le focus : rien ne s’affiche au-dessus de la page. */
export const Repos: Story = {
  name: 'Au repos',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Aller au contenu' })
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(link.parentElement!.getBoundingClientRect().top)
  },
}

/** Au premier appui sur Tab : visible, avec l’anneau de focus ; Entrée mène au contenu principal. */
export const AuClavier: Story = {
  name: 'Au clavier',
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.tab()
    const link = canvas.getByRole('link', { name: 'Aller au contenu' })
    await expect(link).toHaveFocus()
    // Moved into view (after the near-instant transition the reduced-motion rule leaves), over the top of
    // the page it belongs to (the decorator's box).
    await waitFor(() => expect(getComputedStyle(link).transform).toBe('none'))
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(link.parentElement!.getBoundingClientRect().top)
    await expect(getComputedStyle(link).outlineStyle).toBe('solid')
  },
}
