import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { Footer } from './Footer'
import { navigate } from '../../private/StoryLinkProvider'

/** Placeholder artwork standing in for the owner's official-body logos (never invented real ones). */
const placeholderLogo = (label: string, colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect x="1" y="1" width="158" height="62" rx="8" fill="none" stroke="${colour}" stroke-width="2"/><circle cx="30" cy="32" r="14" fill="${colour}"/><text x="52" y="38" font-family="sans-serif" font-size="15" fill="${colour}">${label}</text></svg>`,
  )}`

const onManageCookies = fn()

const meta = {
  title: 'Composants/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <Story />],
  args: {
    name: 'Sud Expertise Assuré',
    tagline: 'Expert d’assuré en bâtiment',
    description:
      'Expert d’assuré indépendant en bâtiment : nous défendons les particuliers face aux assureurs, constructeurs et artisans dans le sud de la France.',
    officialLogos: [
      { src: placeholderLogo('Formation', '#1b4f8a'), alt: 'Organisme de formation (logo d’exemple)', width: 160, height: 64 },
      {
        src: placeholderLogo('Certification', '#15803d'),
        alt: 'Organisme certificateur (logo d’exemple)',
        href: 'https://example.com/certification',
        width: 160,
        height: 64,
      },
    ],
    services: [
      { name: 'Expertise malfaçons', href: '/services/malfacons' },
      { name: 'Expertise fissures', href: '/services/fissures' },
      { name: 'Humidité et infiltrations', href: '/services/humidite' },
      { name: 'Dégâts des eaux', href: '/services/degats-des-eaux' },
    ],
    allServicesLink: { name: 'Tous nos services', href: '/services' },
    usefulLinks: [
      { name: 'A Propos', href: '/a-propos' },
      { name: 'Avis Clients', href: '/avis-clients' },
      { name: 'Laisser un avis', href: '/avis-clients/nouveau' },
      { name: 'Contact', href: '/contact' },
      { name: 'Plan du site', href: '/plan-du-site' },
    ],
    address: ['1 rue de l’Exemple', '34000 Montpellier'],
    phone: { display: '04 65 71 12 34', href: 'tel:+33465711234' },
    email: 'contact@example.fr',
    openingHours: ['Lundi – Jeudi : 9\u00a0h\u00a0– 19\u00a0h', 'Vendredi : 9\u00a0h\u00a0– 18\u00a0h'],
    quoteHref: '/contact',
    quoteLabel: 'Demander un devis',
    freeQuoteBadge: 'Devis gratuit sous 48 h',
    copyright: '© 2025 Sud Expertise Assuré – SAS au capital de 1 000 € – RCS Montpellier 000 000 000',
    legalLinks: [
      { name: 'Mentions légales', href: '/mentions-legales' },
      { name: 'Conditions d’utilisation', href: '/conditions-utilisation' },
      { name: 'Politique de confidentialité', href: '/politique-confidentialite' },
      { name: 'Conditions de vente', href: '/conditions-vente' },
      { name: 'Médiation', href: '/médiation' },
    ],
  },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** Tous les blocs de la spécification, sur ordinateur : quatre colonnes. */
export const Complet: Story = {
  name: 'Complet',
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo')
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Nos services', 'Liens utiles', 'Contact'])
    const services = within(canvas.getByRole('navigation', { name: 'Nos services' }))
    await expect(services.getAllByRole('link')).toHaveLength(5)
    await expect(services.getByRole('link', { name: 'Tous nos services' })).toHaveAttribute('href', '/services')
    await expect(canvas.getByRole('link', { name: '04 65 71 12 34' })).toHaveAttribute('href', 'tel:+33465711234')
    await expect(canvas.getByRole('link', { name: 'contact@example.fr' })).toHaveAttribute('href', 'mailto:contact@example.fr')
    await expect(canvas.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact')
    await expect(canvas.getByText(/^Lundi – Jeudi : 9\sh\s–\s19\sh$/)).toBeVisible()
    await expect(canvas.getByText(/RCS Montpellier/)).toBeVisible()
    const logos = within(canvas.getByRole('list', { name: 'Organismes de référence' }))
    await expect(logos.getAllByRole('img')).toHaveLength(2)
    await expect(logos.getByRole('link', { name: 'Organisme certificateur (logo d’exemple)' })).toHaveAttribute('href', 'https://example.com/certification')
    await expect(within(canvas.getByRole('navigation', { name: 'Informations légales' })).getAllByRole('link')).toHaveLength(5)
    // Four columns side by side from 1024 px.
    const columns = [...footer.querySelector('h2')!.closest('nav')!.parentElement!.children]
    await expect(columns).toHaveLength(4)
    await expect(new Set(columns.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(1)
  },
}

/** Aucun logo officiel configuré : la liste n’est pas rendue du tout. */
export const SansLogosOfficiels: Story = {
  name: 'Sans logos officiels',
  args: { officialLogos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Organismes de référence' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
  },
}

/** Le bouton du gestionnaire de consentement, ajouté après les liens légaux. */
export const AvecGestionDesCookies: Story = {
  name: 'Avec la gestion des cookies',
  args: {
    extraLegalAction: (
      <Button variant="inverse" size="small" onPress={onManageCookies}>
        Gérer les cookies
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const legal = within(canvas.getByRole('navigation', { name: 'Informations légales' }))
    const items = legal.getAllByRole('listitem')
    const button = legal.getByRole('button', { name: 'Gérer les cookies' })
    await expect(items.at(-1)).toContainElement(button)
    await userEvent.click(button)
    await expect(onManageCookies).toHaveBeenCalledTimes(1)
  },
}

/**
 * Au clavier : les liens dans l’ordre, avec un anneau de focus visible sur le fond sombre ; navigation côté
 * client.
 */
export const NavigationClavier: Story = {
  name: 'Navigation au clavier',
  play: async ({ canvas }) => {
    navigate.mockClear()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: /^Sud Expertise Assuré/ })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Organisme certificateur (logo d’exemple)' })).toHaveFocus()
    await userEvent.tab()
    const first = canvas.getByRole('link', { name: 'Expertise malfaçons' })
    await expect(first).toHaveFocus()
    await expect(getComputedStyle(first).outlineStyle).toBe('solid')
    await userEvent.keyboard('{Enter}')
    await expect(navigate).toHaveBeenCalledWith('/services/malfacons')
  },
}

/**
 * Sur téléphone : une seule colonne ; chaque lien est une cible tactile d’au moins 44 px de haut, et le
 * numéro de téléphone reste sur une ligne.
 */
export const Telephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 })
    const lefts = headings.map((h) => Math.round(h.getBoundingClientRect().left))
    await expect(new Set(lefts).size).toBe(1)
    for (const link of within(canvas.getByRole('contentinfo')).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
    const phone = canvas.getByRole('link', { name: '04 65 71 12 34' })
    await expect(new Set([...phone.getClientRects()].map((rect) => Math.round(rect.top))).size).toBe(1)
  },
}

/** Pied de page complet à la largeur de référence bureau (1440 px), avec le bouton des cookies : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  globals: { viewport: { value: 'referenceDesktop', isRotated: false } },
  args: AvecGestionDesCookies.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible()
    // Lazy images: wait until they have loaded so the baseline is stable.
    await Promise.all(canvas.getAllByRole('img').map((img) => (img as HTMLImageElement).decode().catch(() => undefined)))
    await expect(canvas.getAllByRole('img').every((img) => (img as HTMLImageElement).complete)).toBe(true)
  },
}

/** Le même à la largeur de référence téléphone (390 px), en une colonne : la référence des petits écrans (un téléphone haut, pour que tout le pied de page tienne dans la capture). */
export const MatriceTelephone: Story = {
  name: 'Matrice téléphone',
  tags: ['visual', '!autodocs'],
  parameters: {
    viewport: { options: { grandTelephone: { name: 'Téléphone (tout le pied de page)', styles: { width: '390px', height: '1800px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'grandTelephone', isRotated: false } },
  args: AvecGestionDesCookies.args,
  play: Matrice.play,
}
