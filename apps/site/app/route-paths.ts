// Every static path of the site, prerendered to HTML at build time, with whether search engines may
// index it. routes.ts declares the components; the sitemap and robots.txt are generated from this list.
import { landingPaths } from './content/landings'
import { serviceHref, serviceSlugs } from './content/services'

export type StaticPage = { path: string; noindex?: boolean }

export const staticPages: readonly StaticPage[] = [
  { path: '/' },
  { path: '/a-propos' },
  { path: '/services' },
  ...serviceSlugs.map((slug) => ({ path: serviceHref(slug) })),
  { path: '/contact' },
  { path: '/avis-clients' },
  { path: '/avis-clients/nouveau' },
  { path: '/mentions-legales' },
  { path: '/conditions-utilisation', noindex: true },
  { path: '/politique-confidentialite', noindex: true },
  { path: '/conditions-vente', noindex: true },
  { path: '/médiation' },
  { path: '/plan-du-site' },
  ...landingPaths.map((path) => ({ path })),
]

export const staticPaths: readonly string[] = staticPages.map((page) => page.path)

export const prerenderPaths: string[] = [...staticPaths]

export const indexablePaths: readonly string[] = staticPages.filter((page) => !page.noindex).map((page) => page.path)
