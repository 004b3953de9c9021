// Home page copy (hero, section headings, metadata).
// The spec's strings in its words (headline, « Nos expertises »), typeset (see types.ts).
import type { LinkItem, PageMeta, TitledText } from './types'

export interface HomeContent {
  meta: PageMeta
  hero: {
    /** Behaviour §2, verbatim. */
    headline: string
    tagline: string
    description: string
    primaryCta: LinkItem
    secondaryCta: LinkItem
    /** Bottom strip: independent expert, training body, defence of interests. */
    badges: readonly TitledText[]
  }
  servicesSection: { badge: string; title: string; intro: string }
  quoteSection: { badge: string; title: string; intro: string }
}

export const home: HomeContent = {
  meta: {
    title: 'Expert d’assuré indépendant en bâtiment dans le sud de la France',
    description:
      'Malfaçons, fissures, humidité, dégâts des eaux, litiges de chantier : un expert d’assuré indépendant défend les particuliers. Devis détaillé gratuit sous 48 h.',
    keywords: [
      'expert d’assuré',
      'expert d’assuré indépendant',
      'expertise bâtiment',
      'expert bâtiment particulier',
      'malfaçons',
      'fissures',
      'dégât des eaux',
      'Occitanie',
      'Auvergne-Rhône-Alpes',
    ],
  },
  hero: {
    headline: 'Expert d’assuré indépendant',
    tagline: 'Ensemble, défendons vos intérêts',
    description:
      'Malfaçons, fissures, infiltrations, dégâts des eaux ou litiges de chantier : nous défendons les particuliers face aux assureurs, aux constructeurs et aux artisans, en Auvergne-Rhône-Alpes, en Occitanie et dans tout le sud de la France. Nous privilégions toujours une solution amiable et restons à vos côtés jusqu’au bout.',
    primaryCta: { label: 'Consultation gratuite', href: '/contact' },
    secondaryCta: { label: 'Nos expertises', href: '/services' },
    badges: [
      { title: 'Expert indépendant', text: 'Aucun lien avec les assureurs ni avec les constructeurs' },
      { title: 'Organisme de formation', text: 'Formés aux métiers du bâtiment et certifiés par un organisme de formation' },
      { title: 'Défense de vos intérêts', text: 'À vos côtés de la première visite jusqu’au règlement du litige' },
    ],
  },
  servicesSection: {
    badge: 'Nos domaines d’intervention',
    title: 'Une expertise pour chaque situation',
    intro: 'Défaut de construction, sinistre, chantier qui tourne mal ou projet d’achat : découvrez comment nous pouvons vous aider.',
  },
  quoteSection: {
    badge: 'Devis gratuit',
    title: 'Parlez-nous de votre projet',
    intro:
      'Décrivez votre situation en quelques lignes : nous vous recontactons sous 24 heures ouvrées. La visite à domicile et le devis détaillé, remis sous 48 heures, sont gratuits.',
  },
}
