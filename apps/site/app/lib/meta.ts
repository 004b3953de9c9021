// One helper for every route's metadata: title, description, keywords, canonical, Open Graph,
// Twitter, JSON-LD business data and optional noindex — all emitted into the prerendered <head>.
import type { MetaDescriptor } from 'react-router'
import { siteConfig } from '../site.config'

export type PageMetaInput = {
  title: string
  description: string
  /**
   * Path of the page ('/services'); canonical = site URL + path. `null` for a page served under
   * any unknown path (not-found pages): no canonical, no og:url.
   */
  path: string | null
  keywords?: readonly string[]
  /** Keep out of search engines (terms of use, privacy policy, terms of sale). */
  noindex?: boolean
  /** Absolute or root-relative share image. */
  image?: string
  /** Extra JSON-LD objects for this page (FAQ, aggregate rating…). */
  jsonLd?: readonly Record<string, unknown>[]
}

export const absoluteUrl = (path: string) => new URL(path, `${siteConfig.url}/`).toString()

export function businessJsonLd(): Record<string, unknown> {
  const { address } = siteConfig
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteConfig.url}/#organisation`,
    name: siteConfig.name,
    description: siteConfig.shortDescription,
    url: `${siteConfig.url}/`,
    telephone: siteConfig.phone.href.replace('tel:', ''),
    email: siteConfig.email,
    foundingDate: String(siteConfig.foundingYear),
    priceRange: siteConfig.priceRange,
    image: absoluteUrl('/og-image.png'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    areaServed: ['Auvergne-Rhône-Alpes', 'Occitanie', 'Nouvelle-Aquitaine', 'Provence-Alpes-Côte d’Azur'],
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: siteConfig.structuredDataHours.days,
        opens: siteConfig.structuredDataHours.opens,
        closes: siteConfig.structuredDataHours.closes,
      },
    ],
  }
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const canonical = input.path === null ? null : absoluteUrl(input.path)
  const image = absoluteUrl(input.image ?? '/og-image.png')
  const title = input.title
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': businessJsonLd() },
  ]
  if (input.keywords?.length) meta.push({ name: 'keywords', content: input.keywords.join(', ') })
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  for (const extra of input.jsonLd ?? []) meta.push({ 'script:ld+json': extra })
  return meta
}
