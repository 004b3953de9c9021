import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Stack } from '../../layout'
import { vars } from '../../styles/contract.css'
import { Header, type HeaderProps } from './Header'
import { navigate } from '../../private/StoryLinkProvider'

const navItems = [
  { name: 'Accueil', href: '/' },
  { name: 'Nos Services', href: '/services' },
  { name: 'Avis Clients', href: '/avis-clients' },
  { name: 'A Propos', href: '/a-propos' },
  { name: 'Contact', href: '/contact' },
]

const phone = { viewport: { value: 'mobile2', isRotated: false } }
const tablet = { viewport: { value: 'tablet', isRotated: false } }
// The narrowest desktop layout, where the bar is tightest.
const smallDesktop = { viewport: { value: 'petitBureau', isRotated: false } }
const viewports = { petitBureau: { name: 'Petit écran de bureau (1024)', styles: { width: '1024px', height: '768px' }, type: 'desktop' } }

/** The page under the fixed header starts one header height lower, as on the site. */
function Page(props: HeaderProps) {
  return (
    <>
      <Header {...props} />
      <Stack as="main" space="md" padding="lg" style={{ paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.xl})` }}>
        <h1>Votre expert d’assuré en bâtiment</h1>
        <p>Fissures, infiltrations, malfaçons : nous défendons vos intérêts face aux assureurs et aux constructeurs.</p>
      </Stack>
    </>
  )
}

// The docs page shows the states a designer compares (top of page, scrolled, active section). Stories
// whose point is a viewport (phone, tablet: the docs page is one desktop-wide column, so they would show
// the desktop bar), a play (keyboard), an open modal drawer (it would cover the docs page) or a repeat of
// the same state are tagged '!autodocs': they stay in the sidebar and in the tests. Each header left out
// is one less full render before the page can paint.
const meta = {
  title: 'Composants/Header',
  component: Header,
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
  args: {
    navItems,
    currentPath: '/',
    name: 'Sud Expertise Assuré',
    tagline: 'Expert d’assuré en bâtiment',
    phone: { display: '04 65 71 12 34', href: 'tel:+33465711234' },
    quoteHref: '/contact',
    quoteLabel: 'Devis Gratuit',
    onMenuOpenChange: fn(),
  },
  decorators: [
    // The app's RouterProvider: link presses become client-side navigations (here, a spy).
    (Story) => <Story />,
  ],
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

const desktopNav = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: 'Navigation principale' }))

/** Haut d’une page sur ordinateur : logo, navigation, téléphone, bouton de devis. */
export const HautDePage: Story = {
  name: 'Haut de page',
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner')
    await expect(getComputedStyle(header).position).toBe('fixed')
    await expect(header.getBoundingClientRect().height).toBe(81) // 80 px bar + hairline
    await expect(canvas.getByRole('link', { name: /^Sud Expertise Assuré/ })).toHaveAttribute('href', '/')
    const nav = desktopNav(canvas)
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(navItems.map((item) => item.name))
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current')
    await expect(canvas.getByRole('link', { name: 'Appeler le 04 65 71 12 34' })).toHaveAttribute('href', 'tel:+33465711234')
    await expect(canvas.getByRole('link', { name: 'Devis Gratuit' })).toHaveAttribute('href', '/contact')
    // The drawer's button only exists below desktop.
    await expect(canvas.queryByRole('button', { name: 'Ouvrir le menu' })).not.toBeInTheDocument()
  },
}

/** Après 10 px de défilement : une ombre et une barre moins haute. */
export const Defile: Story = {
  name: 'Après défilement',
  args: { isScrolled: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner')
    await expect(header.getBoundingClientRect().height).toBe(65)
    await expect(getComputedStyle(header).boxShadow).not.toBe('none')
  },
}

const activeStory = (currentPath: string, name: string, state: 'page' | 'true' = 'page'): Story => ({
  args: { currentPath },
  play: async ({ canvas }) => {
    const nav = desktopNav(canvas)
    const active = nav.getByRole('link', { name })
    await expect(active).toHaveAttribute('aria-current', state)
    await expect(getComputedStyle(active).textDecorationLine).toBe('underline')
    await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1)
  },
})

export const ActifServices: Story = { ...activeStory('/services', 'Nos Services'), name: 'Rubrique active : Nos Services', tags: ['!autodocs'] }
export const ActifAvisClients: Story = { ...activeStory('/avis-clients', 'Avis Clients'), name: 'Rubrique active : Avis Clients', tags: ['!autodocs'] }
export const ActifAPropos: Story = { ...activeStory('/a-propos', 'A Propos'), name: 'Rubrique active : À propos', tags: ['!autodocs'] }
export const ActifContact: Story = { ...activeStory('/contact', 'Contact'), name: 'Rubrique active : Contact', tags: ['!autodocs'] }
/** Une page de service : « Nos Services » est la rubrique courante (`aria-current="true"`). */
export const ActifPageService: Story = { ...activeStory('/services/expertise-fissures', 'Nos Services', 'true'), name: 'Rubrique active : une page de service' }

/** Navigation au clavier sur ordinateur, avec navigation côté client. */
export const NavigationClavier: Story = {
  name: 'Navigation au clavier',
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    navigate.mockClear()
    await userEvent.tab() // logo
    await userEvent.tab() // Accueil
    await userEvent.tab() // Nos Services
    const services = desktopNav(canvas).getByRole('link', { name: 'Nos Services' })
    await expect(services).toHaveFocus()
    await expect(getComputedStyle(services).outlineStyle).toBe('solid')
    await userEvent.keyboard('{Enter}')
    await expect(navigate).toHaveBeenCalledWith('/services')
  },
}

/** Sur téléphone, tiroir fermé : logo, bouton d’appel, bouton de menu. */
export const TelephoneMenuFerme: Story = {
  name: 'Téléphone, menu fermé',
  tags: ['!autodocs'],
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Devis Gratuit' })).not.toBeInTheDocument()
    const menu = canvas.getByRole('button', { name: 'Ouvrir le menu' })
    await expect(menu).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(canvas.getByRole('link', { name: 'Appeler le 04 65 71 12 34' })).toBeVisible()
  },
}

/** Sur téléphone, tiroir ouvert au clavier ; Échap le ferme et le focus revient au bouton. */
export const TelephoneMenuOuvert: Story = {
  name: 'Téléphone, menu ouvert',
  tags: ['!autodocs'],
  globals: phone,
  args: { currentPath: '/a-propos' },
  play: async ({ canvas, args }) => {
    const body = within(document.body)
    const menu = canvas.getByRole('button', { name: 'Ouvrir le menu' })
    menu.focus()
    // The key goes to the button: focus is where the story put it (nothing left of a story before it took it).
    await waitFor(() => expect(menu).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    let dialog = await body.findByRole('dialog', { name: 'Menu' })
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true)
    await expect(menu).toHaveAttribute('aria-controls', dialog.id)
    await expect(within(dialog).getByRole('link', { name: 'A Propos' })).toHaveAttribute('aria-current', 'page')

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(menu).toHaveFocus())

    // Open again and leave it open for the a11y check of the open state.
    await userEvent.keyboard('{Enter}')
    dialog = await body.findByRole('dialog', { name: 'Menu' })
    await expect(within(dialog).getByRole('link', { name: 'Devis Gratuit' })).toHaveAttribute('href', '/contact')
  },
}

/**
 * Sur téléphone, un appui sur le bouton de menu : le tiroir s’affiche dans l’action même du navigateur (un
 * popover), sans attendre un rendu ; l’état suit, et le tiroir devient modal à l’image suivante. Le focus va au
 * contenu du tiroir (son nom est lu d’abord), pas à son premier bouton.
 */
export const TelephoneOuvertureNative: Story = {
  name: 'Téléphone, ouverture native',
  tags: ['!autodocs'],
  globals: phone,
  play: async ({ canvas, args }) => {
    const menu = canvas.getByRole('button', { name: 'Ouvrir le menu' })
    const dialog = document.getElementById(menu.getAttribute('aria-controls') ?? '') as HTMLDialogElement
    const reported = args.onMenuOpenChange as ReturnType<typeof fn>
    reported.mockClear()
    // A press focuses the button, then clicks it. Read in the click's own task: a render there (the
    // state first) would come before the drawer.
    menu.focus()
    menu.click()
    // Shown by the browser as a popover: the page is not made inert in the tap's frame (no restyle of it).
    const atOnce = {
      shown: dialog.matches(':popover-open'),
      modal: dialog.open,
      focused: document.activeElement === dialog.firstElementChild,
      reported: reported.mock.calls.length,
    }
    await expect(atOnce).toEqual({ shown: true, modal: false, focused: true, reported: 0 })
    await waitFor(() => expect(reported).toHaveBeenLastCalledWith(true))
    // Then modal (focus held inside, the page inert), focus still on the drawer's content.
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
    await expect(dialog.matches(':popover-open')).toBe(false)
    await expect(dialog.firstElementChild).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'))
    await expect(reported).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(menu).toHaveFocus())
  },
}

/** Tiroir contrôlé : l’application possède l’état et le ferme à chaque navigation. */
export const MenuControle: Story = {
  name: 'Menu contrôlé',
  tags: ['!autodocs'],
  globals: phone,
  render: function Render(args) {
    const [open, setOpen] = useState(true)
    return (
      <Page
        {...args}
        isMenuOpen={open}
        onMenuOpenChange={(next) => {
          setOpen(next)
          args.onMenuOpenChange?.(next)
        }}
      />
    )
  },
  play: async ({ args }) => {
    navigate.mockClear()
    const body = within(document.body)
    const dialog = await body.findByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(dialog).getByRole('link', { name: 'Contact' }))
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false)
    await expect(navigate).toHaveBeenCalledWith('/contact')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** Sur tablette : le bouton de devis s’affiche à côté du bouton de menu. */
export const Tablette: Story = {
  name: 'Tablette',
  tags: ['!autodocs'],
  globals: tablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Devis Gratuit' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible()
  },
}

const matrix = (args: HeaderProps) => (
  <Stack space="md" background="subtle">
    {/* Each header sits in a labelled section: one page has one banner, not three. */}
    <section aria-label="Haut de page">
      <Header {...args} position="static" navLabel="Navigation (haut de page)" />
    </section>
    <section aria-label="Page défilée">
      <Header {...args} position="static" isScrolled currentPath="/services" navLabel="Navigation (page défilée)" />
    </section>
    <section aria-label="Page de service défilée">
      <Header {...args} position="static" isScrolled currentPath="/services/expertise-fissures" navLabel="Navigation (page de service)" />
    </section>
  </Stack>
)

/** Haut de page et après défilement, à la largeur de référence bureau (1440 px, le numéro s’affiche) : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  globals: { viewport: { value: 'referenceDesktop', isRotated: false } },
  render: matrix,
  play: async ({ canvas }) => {
    const [top, scrolled] = canvas.getAllByRole('region').map((region) => region.firstElementChild!)
    await expect(top!.getBoundingClientRect().height).toBe(81)
    await expect(scrolled!.getBoundingClientRect().height).toBe(65)
    await expect(canvas.getAllByText('04 65 71 12 34')[0]).toBeVisible()
  },
}

/** Le plus petit ordinateur (1024 px) : tout tient sur une ligne. */
export const MatricePetitBureau: Story = {
  name: 'Matrice petit écran d’ordinateur',
  tags: ['visual', '!autodocs'],
  globals: smallDesktop,
  render: matrix,
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link', { name: 'Nos Services' })) {
      await expect(link.getBoundingClientRect().height).toBe(48)
    }
  },
}

/** Le même à la largeur de référence téléphone (390 px) : la référence visuelle de la barre des petits écrans. */
export const MatriceTelephone: Story = {
  name: 'Matrice téléphone',
  tags: ['visual', '!autodocs'],
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  render: matrix,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Ouvrir le menu' })).toHaveLength(3)
  },
}
