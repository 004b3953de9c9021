// /plan-du-site groups and the metadata of the site map and not-found pages.
import { landings, landingPaths } from './landings'
import { serviceHref, serviceSlugs, services } from './services'
import type { LinkItem, PageMeta } from './types'

export interface SiteMapGroup {
  title: string
  links: readonly LinkItem[]
}

/** Every page of the site, grouped; every service page is listed (behaviour, deviation 3). */
export const siteMapGroups: readonly SiteMapGroup[] = [
  { title: 'Accueil', links: [{ label: 'Accueil', href: '/' }] },
  {
    title: 'Nos services',
    links: [{ label: 'Tous nos services', href: '/services' }, ...serviceSlugs.map((slug) => ({ label: services[slug].title, href: serviceHref(slug) }))],
  },
  {
    title: 'Avis clients',
    links: [
      { label: 'Avis clients', href: '/avis-clients' },
      { label: 'Laisser un avis', href: '/avis-clients/nouveau' },
    ],
  },
  { title: 'À propos', links: [{ label: 'À propos', href: '/a-propos' }] },
  { title: 'Contact', links: [{ label: 'Contact et demande de devis', href: '/contact' }] },
  {
    title: 'Pages thématiques',
    links: landingPaths.map((path) => ({ label: landings[path].hero.badge, href: path })),
  },
  {
    title: 'Informations légales',
    links: [
      { label: 'Mentions légales', href: '/mentions-legales' },
      { label: 'Conditions d’utilisation', href: '/conditions-utilisation' },
      { label: 'Politique de confidentialité', href: '/politique-confidentialite' },
      { label: 'Conditions générales de vente', href: '/conditions-vente' },
      { label: 'Médiation de la consommation', href: '/médiation' },
      { label: 'Plan du site', href: '/plan-du-site' },
    ],
  },
]

export const siteMapPage = {
  title: 'Plan du site',
  intro: 'Retrouvez l’ensemble des pages du site, classées par rubrique.',
  meta: {
    title: 'Plan du site',
    description: 'Plan du site : toutes nos pages d’expertise bâtiment, nos services, les avis clients, nos coordonnées et les informations légales.',
    keywords: ['plan du site', 'expertise bâtiment', 'expert d’assuré'],
  } satisfies PageMeta,
} as const

/** Not-found page: behaviour §2/§8 text verbatim (English, as the spec says). */
export const notFoundPage = {
  text: 'Oops! Page not found',
  /** Under the spec's English heading, what a French visitor reads. */
  explanation: 'Cette page n’existe pas ou a été déplacée. Retrouvez nos expertises bâtiment depuis l’accueil ou le plan du site.',
  homeLink: { label: 'Retour à l’accueil', href: '/' } satisfies LinkItem,
  meta: {
    title: 'Page introuvable',
    description: 'La page demandée n’existe pas ou a été déplacée. Retrouvez nos expertises bâtiment depuis l’accueil ou le plan du site.',
    keywords: [],
  } satisfies PageMeta,
} as const
