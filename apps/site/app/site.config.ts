// Business identity and constants of the spec (§9), in one typed module. Values that differ per
// deployment come from VITE_* environment variables at build time; the defaults are local
// placeholders (documented in the README), never a real third party's identity; a deploy build
// refuses them (scripts/deploy-env.mjs). Texts a visitor reads go through the French typography helper.
import { typeset } from '../../../scripts/french-typography.mjs'

const env: Record<string, string | undefined> = import.meta.env ?? {}

/** A deployer's value (VITE_*, at build time), or the local default when unset or empty. */
export const pick = (key: string, fallback: string) => {
  const value = env[key]
  return value === undefined || value === '' ? fallback : value
}
/**
 * A text a deployer may configure and a visitor reads: no-break spaces in numbers and amounts, ’, « »…
 * The defaults are written typeset; Vite builds replace each call by the typeset configured value
 * (scripts/typeset-deploy-texts.mjs), so the rules stay out of the browser's code; two string literals, then.
 */
const text = (key: string, fallback: string) => typeset(pick(key, fallback))

/** '+33465711234' from '04 65 71 12 34' (the default is in ARCEP's range reserved for fiction). */
const toTelHref = (display: string) => {
  const digits = display.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`
}

const phoneDisplay = text('VITE_PHONE', '04 65 71 12 34')

export const siteConfig = {
  /** Absolute origin used for canonical links, Open Graph and the sitemap. */
  url: pick('VITE_SITE_URL', 'http://localhost:3000').replace(/\/$/, ''),
  name: text('VITE_COMPANY_NAME', 'Sud Expertise Assuré'),
  shortDescription:
    'Expert d’assuré indépendant en bâtiment : nous défendons les particuliers face aux assureurs, constructeurs et artisans dans le sud de la France.',
  legalForm: text('VITE_COMPANY_LEGAL_FORM', 'SAS'),
  capital: text('VITE_COMPANY_CAPITAL', '1 000 €'),
  registrationNumber: text('VITE_COMPANY_RCS', 'RCS Montpellier 000 000 000'),
  vatNumber: text('VITE_COMPANY_VAT', 'FR00 000000000'),
  director: text('VITE_PUBLICATION_DIRECTOR', 'Le président de la société'),
  phone: { display: phoneDisplay, href: toTelHref(phoneDisplay) },
  email: pick('VITE_CONTACT_EMAIL', 'contact@example.fr'),
  address: {
    street: text('VITE_ADDRESS_STREET', '1 rue de l’Exemple'),
    postalCode: pick('VITE_ADDRESS_POSTAL_CODE', '34000'),
    city: text('VITE_ADDRESS_CITY', 'Montpellier'),
    region: 'Occitanie',
    country: 'FR',
  },
  host: {
    name: text('VITE_HOST_NAME', 'Hébergeur du site (à renseigner)'),
    address: text('VITE_HOST_ADDRESS', 'Adresse de l’hébergeur (à renseigner)'),
    website: pick('VITE_HOST_WEBSITE', 'https://example.com'),
    /** Required by the LCEN in the legal notice. */
    phone: text('VITE_HOST_PHONE', '01 99 00 56 78'),
  },
  mediator: {
    name: text('VITE_MEDIATOR_NAME', 'Médiateur de la consommation (à renseigner)'),
    address: text('VITE_MEDIATOR_ADDRESS', 'Adresse du médiateur (à renseigner)'),
    website: pick('VITE_MEDIATOR_WEBSITE', 'https://example.com/mediation'),
    email: pick('VITE_MEDIATOR_EMAIL', 'mediation@example.fr'),
    phone: text('VITE_MEDIATOR_PHONE', '01 99 00 12 34'),
    logo: pick('VITE_MEDIATOR_LOGO', ''),
  },
  commercialCourt: text('VITE_COMMERCIAL_COURT', 'Tribunal de commerce de Montpellier'),
  /** Official-body logos shown in the footer: images supplied by the owner ("src|alt|href;…"). */
  officialLogos: pick('VITE_OFFICIAL_LOGOS', '')
    .split(';')
    .filter(Boolean)
    .map((entry) => {
      const [src = '', alt = '', href] = entry.split('|')
      return { src, alt, href }
    }),

  /** Structured data (kept as the spec says: differs from the footer's hours on purpose). */
  foundingYear: 2022,
  /** The year of the build (vite.config.ts sets VITE_BUILD_YEAR), for the copyright line. */
  buildYear: Number(pick('VITE_BUILD_YEAR', String(new Date().getFullYear()))),
  priceRange: '€€€',
  structuredDataHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  aggregateRating: { value: 4.8, count: 47 },
  /** Footer and contact page. */
  openingHours: [
    { days: 'Lundi – Jeudi', hours: '9 h – 19 h' },
    { days: 'Vendredi', hours: '9 h – 18 h' },
  ],
} as const

/** Behaviour constants of behaviour §9. */
export const constants = {
  headerScrollThresholdPx: 10,
  drawerAnimationMs: 300,
  testimonials: { max: 3, minNote: 4 },
  reviewsPageSize: 9,
  reviewMessageMinLength: 10,
  /** What the reviews table accepts (its checks): longer is refused, so the form says so first. */
  reviewMessageMaxLength: 2000,
  reviewNameMaxLength: 100,
  reviewRedirectDelayMs: 2000,
  textareaRows: { quick: 3, full: 4 },
} as const

/** '© 2022–2026': the founding year and the build year (one year when they are the same). */
export const copyrightYears = `© ${siteConfig.foundingYear}${siteConfig.buildYear > siteConfig.foundingYear ? `–${siteConfig.buildYear}` : ''}`

export type SiteConfig = typeof siteConfig
