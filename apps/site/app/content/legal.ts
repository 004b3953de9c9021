// Shared shapes of the legal pages and the business identity they are written from. Identity values
// always come from the site configuration (`toLegalIdentity(siteConfig)`), never from this folder.
import type { SiteConfig } from '../site.config'
import type { LinkItem, PageMeta } from './types'

export interface LegalIdentity {
  companyName: string
  /** 'SAS', 'SARL', 'EI'… */
  legalForm: string
  /** '1 000 €'; omitted for a sole trader. */
  capital?: string
  /** Registered office, one line. */
  address: string
  /** RCS (or RNE/SIRET) registration, as it must be printed: 'RCS Montpellier 000 000 000'. */
  registrationNumber: string
  vatNumber?: string
  /** Publication director (LCEN art. 6 III). */
  director: string
  email: string
  /** Display form: '04 65 71 12 34'. */
  phone: string
  /** Absolute origin of the site, without trailing slash. */
  siteUrl: string
  host: {
    name: string
    address: string
    website: string
    /** LCEN art. 6 III asks for the host's phone number: configure it. */
    phone?: string
  }
  mediator: {
    name: string
    address: string
    website: string
    email: string
    phone: string
    /** Logo image path or URL; the page shows it only when given. */
    logo?: string
  }
  /** Court named in the terms of sale for professional clients (behaviour §9: name from configuration). */
  commercialCourt: string
  /** Professional liability insurance (Code de la consommation, R111-2), printed in the terms of sale when given. */
  professionalInsurance?: { insurer: string; coverage: string }
}

/** Maps the site configuration to the identity the legal texts need. */
export function toLegalIdentity(config: SiteConfig): LegalIdentity {
  const { address } = config
  return {
    companyName: config.name,
    legalForm: config.legalForm,
    capital: config.capital || undefined,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    registrationNumber: config.registrationNumber,
    vatNumber: config.vatNumber || undefined,
    director: config.director,
    email: config.email,
    phone: config.phone.display,
    siteUrl: config.url,
    host: { name: config.host.name, address: config.host.address, website: config.host.website, phone: config.host.phone },
    mediator: {
      name: config.mediator.name,
      address: config.mediator.address,
      website: config.mediator.website,
      email: config.mediator.email,
      phone: config.mediator.phone,
      logo: config.mediator.logo || undefined,
    },
    commercialCourt: config.commercialCourt,
  }
}

/** One article or numbered section. Text is plain (no HTML); links are listed after the text. */
export interface LegalArticle {
  number: number
  title: string
  paragraphs: readonly string[]
  list?: readonly string[]
  /** Text shown after the list (e.g. a closing sentence). */
  after?: readonly string[]
  links?: readonly LinkItem[]
}

export type LastUpdated =
  /** Rendered in the browser with the visitor's date (terms of use, behaviour §2). */
  { kind: 'visitor-date'; label: string } | { kind: 'fixed'; label: string; isoDate: string }

export interface LegalPage {
  title: string
  intro: readonly string[]
  /** 'article' → « Article 1 – Définitions » ; 'section' → « 1. Données collectées ». */
  numbering: 'article' | 'section'
  articles: readonly LegalArticle[]
  lastUpdated: LastUpdated
  meta: PageMeta
}

/** Date of the current version of the legal texts (shown as « Dernière mise à jour »). */
export const LEGAL_TEXTS_DATE = '2026-11-22'

export const LAST_UPDATED_LABEL = 'Dernière mise à jour :'

/** Article heading as displayed: « Article 3 – Accès au site » or « 3. Cookies et traceurs ». */
export function articleHeading(page: Pick<LegalPage, 'numbering'>, article: LegalArticle): string {
  if (page.numbering === 'article') return `Article ${article.number} – ${article.title}`
  return `${article.number}. ${article.title}`
}

/** Numbers articles in order so a text can never skip or repeat a number. */
export function numbered(articles: readonly Omit<LegalArticle, 'number'>[]): LegalArticle[] {
  return articles.map((article, index) => ({ ...article, number: index + 1 }))
}

export const privacyPolicyLink: LinkItem = { label: 'Politique de confidentialité', href: '/politique-confidentialite' }
export const mediationLink: LinkItem = { label: 'Médiation de la consommation', href: '/médiation' }
export const termsOfUseLink: LinkItem = { label: 'Conditions d’utilisation', href: '/conditions-utilisation' }
export const termsOfSaleLink: LinkItem = { label: 'Conditions générales de vente', href: '/conditions-vente' }
export const contactLink: LinkItem = { label: 'Formulaire de contact', href: '/contact' }

/** Link to an identity URL, labelled with its host name unless a label is given. */
export function externalLink(url: string, label?: string): LinkItem {
  if (label !== undefined) return { label, href: url, external: true }
  let text = url
  try {
    text = new URL(url).host
  } catch {
    // Not an absolute URL: show it as configured.
  }
  return { label: text, href: url, external: true }
}
