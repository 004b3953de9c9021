import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties, ReactNode } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Stack } from '../../layout'
import { Button } from '../Button/Button'
import { CookieBanner } from './CookieBanner'

/**
 * The banner is `position: fixed`; a transformed frame becomes its containing block, so each story
 * shows it at the bottom of a page-sized frame instead of the Storybook viewport.
 */
function PageFrame({ width, height = 420, children }: { width?: number; height?: number; children: ReactNode }) {
  const frame: CSSProperties = {
    position: 'relative',
    transform: 'translateZ(0)',
    inlineSize: width ?? '100%',
    blockSize: height,
    overflowY: 'auto',
    border: '1px solid #d0d7e2',
  }
  return <div style={frame}>{children}</div>
}

function PageContent() {
  return (
    <Stack space="md" padding="lg">
      <p>Contenu de la page : le bandeau reste en bas sans recouvrir le bouton d’envoi une fois la page défilée.</p>
      <p>Décrivez votre problème (fissures, infiltrations, malfaçons) et un expert vous rappelle sous 24&nbsp;heures ouvrées.</p>
      <Button>Envoyer ma demande</Button>
    </Stack>
  )
}

const meta = {
  title: 'Composants/CookieBanner',
  component: CookieBanner,
  args: { onAccept: fn(), onDecline: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

const inPage: NonNullable<Story['decorators']> = [
  (Story) => (
    <PageFrame>
      <PageContent />
      <Story />
    </PageFrame>
  ),
]

/** Première visite : le bandeau apparaît sans prendre le focus et il est annoncé poliment. */
export const PremiereVisite: Story = {
  name: 'Première visite',
  decorators: inPage,
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Gestion des cookies' })
    await expect(region).toBeVisible()
    await expect(region).toHaveAccessibleDescription(/mesurons l’audience/)
    // Focus stays where it was (nothing inside the banner is focused).
    await expect(region.contains(document.activeElement)).toBe(false)
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
    // The polite status is filled after mount, which is what makes screen readers speak it.
    const status = within(region).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(/Bandeau de gestion des cookies/))

    // 'Refuser' and 'Accepter': same element, same size, one click each.
    const decline = canvas.getByRole('button', { name: 'Refuser' })
    const accept = canvas.getByRole('button', { name: 'Accepter' })
    await expect(decline.className).toBe(accept.className)
    const [d, a] = [decline.getBoundingClientRect(), accept.getBoundingClientRect()]
    await expect(Math.round(d.width)).toBe(Math.round(a.width))
    await expect(Math.round(d.height)).toBe(Math.round(a.height))
    await userEvent.click(accept)
    await expect(args.onAccept).toHaveBeenCalledTimes(1)
    await userEvent.click(decline)
    await expect(args.onDecline).toHaveBeenCalledTimes(1)
  },
}

/**
 * Au clavier : Tab atteint le lien de confidentialité, puis « Refuser », puis « Accepter » ; Entrée déclenche.
 */
export const Clavier: Story = {
  name: 'Au clavier',
  decorators: inPage,
  play: async ({ canvas, args }) => {
    const decline = canvas.getByRole('button', { name: 'Refuser' })
    const accept = canvas.getByRole('button', { name: 'Accepter' })
    // Start from the last focusable element of the page content.
    canvas.getByRole('button', { name: 'Envoyer ma demande' }).focus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toHaveFocus()
    await userEvent.tab()
    await expect(decline).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onDecline).toHaveBeenCalledTimes(1)
    await userEvent.tab()
    await expect(accept).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onAccept).toHaveBeenCalledTimes(1)
    await expect(args.onDecline).toHaveBeenCalledTimes(1)
  },
}

/** Rouvert depuis « Gérer les cookies » : alors, et seulement alors, le focus passe sur le bandeau. */
export const Rouvert: Story = {
  name: 'Rouvert',
  decorators: inPage,
  args: { autoFocus: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Gestion des cookies' })).toHaveFocus()
  },
}

/**
 * Un téléphone de 320 px : bandeau compact, boutons côte à côte, le dernier bouton de la page peut défiler
 * au-dessus.
 */
export const TelephoneEtroit: Story = {
  name: 'Téléphone étroit',
  decorators: [
    (Story) => (
      <PageFrame width={320} height={568}>
        <PageContent />
        <Story />
      </PageFrame>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Gestion des cookies' })
    const decline = canvas.getByRole('button', { name: 'Refuser' })
    const accept = canvas.getByRole('button', { name: 'Accepter' })
    // Side by side on one row, same size.
    await expect(Math.round(decline.getBoundingClientRect().top)).toBe(Math.round(accept.getBoundingClientRect().top))
    await expect(Math.round(decline.getBoundingClientRect().width)).toBe(Math.round(accept.getBoundingClientRect().width))
    // Compact: well under half of a 568 px phone screen.
    await expect(region.getBoundingClientRect().height).toBeLessThan(568 * 0.45)
    // Scrolled to the end, the submit button sits fully above the banner.
    const frame = canvasElement.querySelector<HTMLElement>('[style*="translateZ"]')!
    frame.scrollTop = frame.scrollHeight
    const submit = canvas.getByRole('button', { name: 'Envoyer ma demande' })
    await waitFor(() => expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().top))
  },
}

/** Large et étroit côte à côte : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  decorators: [
    (Story) => (
      <Stack space="lg" padding="lg">
        <Story />
      </Stack>
    ),
  ],
  render: (args) => (
    <>
      <PageFrame height={260}>
        <CookieBanner {...args} aria-label="Gestion des cookies (écran large)" reserveSpace={false} />
      </PageFrame>
      <PageFrame width={320} height={360}>
        <CookieBanner {...args} aria-label="Gestion des cookies (téléphone)" reserveSpace={false} />
      </PageFrame>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('region', { name: /^Gestion des cookies/ })).toHaveLength(2)
    await expect(canvas.getAllByRole('button', { name: 'Accepter' })).toHaveLength(2)
  },
}
