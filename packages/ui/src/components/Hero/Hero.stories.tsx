import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CalendarCheck, GraduationCap, Phone, Scale, ShieldCheck } from 'lucide-react'
import { LinkButton } from '../Button/LinkButton'
import { Stack } from '../../layout'
import { Hero, type HeroBadge, type HeroProps } from './Hero'

const homeBadges: HeroBadge[] = [
  { icon: <ShieldCheck aria-hidden />, label: 'Expert indépendant' },
  { icon: <GraduationCap aria-hidden />, label: 'Organisme de formation' },
  { icon: <Scale aria-hidden />, label: 'Défense de vos intérêts' },
]

const homeArgs: HeroProps = {
  variant: 'home',
  title: 'Expert d’assuré indépendant',
  tagline: 'Ensemble, défendons vos intérêts face aux assureurs et aux constructeurs.',
  children:
    'Malfaçons, fissures, infiltrations, chantier abandonné\u00a0: nous constatons les désordres, chiffrons les réparations et vous accompagnons jusqu’à une solution amiable ou judiciaire, partout dans le sud de la France.',
  actions: (
    <>
      <LinkButton href="/contact" size="large">
        Consultation gratuite
      </LinkButton>
      <LinkButton href="/services" size="large" variant="inverse">
        Nos expertises
      </LinkButton>
    </>
  ),
  badges: homeBadges,
}

const landingArgs: HeroProps = {
  variant: 'landing',
  eyebrow: 'Expertise fissures',
  title: 'Fissures\u00a0: faites appel à un expert indépendant',
  tagline: 'Un expert indépendant évalue la gravité des fissures et défend vos droits face à l’assureur.',
  claims: ['Urgence 24\u00a0h/24', 'Déplacement sous 24\u00a0h', 'Devis sous 24\u00a0h', 'Rapport sous 48\u00a0h'],
  actions: (
    <>
      <LinkButton href="tel:+33478000000" size="large" icon={<Phone size={20} aria-hidden />}>
        04 78 00 00 00
      </LinkButton>
      <LinkButton href="#formulaire" size="large" variant="inverse">
        Être rappelé
      </LinkButton>
    </>
  ),
}

const pageArgs: HeroProps = {
  variant: 'page',
  eyebrow: 'Nos services',
  title: 'Nos expertises bâtiment',
  children: 'Du constat de malfaçons à l’avis avant achat, chaque mission est menée par un expert indépendant, au seul service de l’assuré.',
}

const meta = {
  title: 'Composants/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Expert d’assuré indépendant' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['home', 'page', 'landing'] },
    title: { control: 'text' },
    tagline: { control: 'text' },
    eyebrow: { control: 'text' },
    actions: { control: false },
    badges: { control: false },
    aside: { control: false },
    breadcrumb: { control: false },
  },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const Accueil: Story = {
  name: 'Accueil',
  args: homeArgs,
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveAccessibleName('Expert d’assuré indépendant')
    // The hero is a landmark named by its title.
    await expect(canvas.getByRole('region', { name: 'Expert d’assuré indépendant' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Consultation gratuite' })).toHaveAttribute('href', '/contact')
    await expect(canvas.getByRole('link', { name: 'Nos expertises' })).toHaveAttribute('href', '/services')
    const badges = within(canvas.getByRole('list', { name: 'Nos engagements' })).getAllByRole('listitem')
    await expect(badges.map((item) => item.textContent)).toEqual(['Expert indépendant', 'Organisme de formation', 'Défense de vos intérêts'])
  },
}

export const Page: Story = {
  name: 'Page intérieure',
  args: pageArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nos expertises bâtiment' })).toBeVisible()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

export const PageAvecFilDAriane: Story = {
  name: 'Page avec fil d’Ariane',
  args: {
    ...pageArgs,
    eyebrow: undefined,
    title: 'Expertise fissures',
    breadcrumb: (
      <nav aria-label="Fil d’Ariane">
        <a href="/">Accueil</a> / <a href="/services">Nos services</a> / <span aria-current="page">Fissures</span>
      </nav>
    ),
    children: 'Une fissure n’est pas toujours anodine. Nous identifions son origine, mesurons son évolution et chiffrons les travaux de reprise.',
    actions: <LinkButton href="/contact">Demander un devis</LinkButton>,
  },
  play: async ({ canvas }) => {
    const breadcrumb = canvas.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(within(breadcrumb).getByRole('link', { name: 'Nos services' })).toHaveAttribute('href', '/services')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Expertise fissures')
  },
}

export const Atterrissage: Story = {
  name: 'Page de campagne',
  args: landingArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/faites appel à un expert indépendant/)
    const claims = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(claims).toHaveLength(4)
    await expect(canvas.getByRole('link', { name: /04 78 00 00 00/ })).toHaveAttribute('href', 'tel:+33478000000')
  },
}

export const AtterrissageAvecEncart: Story = {
  name: 'Page de campagne avec encart',
  args: {
    ...landingArgs,
    eyebrow: 'Avis avant achat',
    title: 'Achetez en connaissant l’état réel du bien',
    tagline: '70\u00a0% des acquéreurs découvrent des défauts cachés après la signature.',
    claims: ['Visite sous 24\u00a0h', 'Rapport sous 48\u00a0h'],
    aside: (
      <Stack space="sm" padding="lg" background="surface" borderRadius="lg" color="body">
        <CalendarCheck aria-hidden />
        <p>
          <strong>Compromis signé\u00a0?</strong> Faites contrôler le bien avant l’acte authentique.
        </p>
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Faites contrôler le bien/)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Achetez en connaissant')
  },
}

/**
 * Page de campagne à 390 px : les deux boutons l’un sous l’autre, de même largeur (toute la largeur), et le
 * numéro de téléphone jamais coupé (le site le place dans un `<span>` insécable).
 */
export const AtterrissageTelephone: Story = {
  name: 'Page de campagne sur téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: {
    ...landingArgs,
    actions: (
      <>
        <LinkButton href="tel:+33478000000" size="large" icon={<Phone size={20} aria-hidden />}>
          Appeler un expert <span style={{ whiteSpace: 'nowrap' }}>04 78 00 00 00</span>
        </LinkButton>
        <LinkButton href="#formulaire" size="large" variant="inverse">
          Être rappelé gratuitement
        </LinkButton>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const call = canvas.getByRole('link', { name: /Appeler un expert/ })
    const callBack = canvas.getByRole('link', { name: 'Être rappelé gratuitement' })
    await expect(call.getBoundingClientRect().width).toBe(callBack.getBoundingClientRect().width)
    // Stacked: the second button starts below the first.
    await expect(callBack.getBoundingClientRect().top).toBeGreaterThanOrEqual(call.getBoundingClientRect().bottom)
    const number = document.createRange()
    number.selectNodeContents(canvas.getByText('04 78 00 00 00'))
    await expect(new Set([...number.getClientRects()].map((rect) => Math.round(rect.top))).size).toBe(1)
  },
}

/** Un long titre français passe à la ligne (équilibré) sans déborder. */
export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    ...homeArgs,
    title: 'Expertise indépendante de vos désordres de construction et de vos sinistres',
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region')
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth)
  },
}

/** Variantes page et campagne (avec et sans les parties facultatives) : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <div>
      <Hero {...pageArgs} titleId="matrice-page" />
      <Hero {...landingArgs} titleId="matrice-landing" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2)
    await expect(canvas.getAllByRole('region')).toHaveLength(2)
  },
}

/** La variante d’accueil remplit l’écran à elle seule : elle a donc sa propre référence. */
export const MatriceAccueil: Story = {
  name: 'Matrice accueil',
  tags: ['visual', '!autodocs'],
  args: homeArgs,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Expert d’assuré indépendant' })
    // Full viewport height minus the fixed header (80 px).
    await expect(region.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight - 80)
  },
}
