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

/**
 * The not-found pages, prerendered like every page and then published where static hosts look for
 * them: the nearest `404.html` up the requested path (Cloudflare Pages and `npm start`; Netlify
 * through the `_redirects` rule written next to them). Their prerender paths match no page: the
 * service route renders 'Service introuvable' for /services/404, the not-found route the other;
 * `scope` is the folder each one answers for, most specific first.
 */
export const notFoundPages = [
  { path: '/services/404', file: 'services/404.html', scope: '/services/' },
  { path: '/404', file: '404.html', scope: '/' },
] as const

export const prerenderPaths: string[] = [...staticPaths, ...notFoundPages.map((page) => page.path)]

export const indexablePaths: readonly string[] = staticPages.filter((page) => !page.noindex).map((page) => page.path)
