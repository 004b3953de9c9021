// The site's pages, declared once: each route of the table (its URL pattern and module) with the
// static paths it prerenders and whether search engines may index them. routes.ts turns this into
// React Router's route table; the prerender list, the sitemap, robots.txt and the tests read it too.
import { landingPaths } from './content/landings'
import { legalPaths, noindexLegalPaths } from './content/legal-documents'
import { serviceHref, serviceSlugs } from './content/services'

export type PageRoute = {
  /** URL pattern relative to the root ('' is the home page, '*' anything else). */
  pattern: string
  /** Route module, relative to app/. */
  module: string
  /** Route id, when one module serves several routes. */
  id?: string
  /** The static paths this route prerenders. */
  paths: readonly string[]
  /** Kept out of search engines (and the sitemap). */
  noindex?: boolean
}

/** Top to bottom, the route table; unknown paths fall through to the last one. */
export const pageRoutes: readonly PageRoute[] = [
  { pattern: '', module: 'routes/home.tsx', paths: ['/'] },
  { pattern: 'a-propos', module: 'routes/a-propos.tsx', paths: ['/a-propos'] },
  { pattern: 'services', module: 'routes/services.tsx', paths: ['/services'] },
  // Every path under /services/ is a service or 'Service introuvable', deeper ones too: the static
  // host answers every unknown one with services/404.html, which this route prerendered.
  { pattern: 'services/*', module: 'routes/service.tsx', paths: serviceSlugs.map(serviceHref) },
  { pattern: 'contact', module: 'routes/contact.tsx', paths: ['/contact'] },
  { pattern: 'avis-clients', module: 'routes/reviews.tsx', paths: ['/avis-clients'] },
  { pattern: 'avis-clients/nouveau', module: 'routes/review-new.tsx', paths: ['/avis-clients/nouveau'] },
  // The legal documents: one route module each (routes/legal/), all made by routes/legal/legal-route.tsx.
  ...legalPaths.map((path) => ({
    pattern: path.slice(1),
    module: `routes/legal${path}.tsx`,
    paths: [path],
    noindex: noindexLegalPaths.has(path),
  })),
  { pattern: 'médiation', module: 'routes/mediation.tsx', paths: ['/médiation'] },
  { pattern: 'plan-du-site', module: 'routes/plan-du-site.tsx', paths: ['/plan-du-site'] },
  // Landing pages: one module, one route id per path.
  ...landingPaths.map((path) => ({ pattern: path.slice(1), module: 'routes/landing.tsx', id: `landing${path}`, paths: [path] })),
  { pattern: '*', module: 'routes/not-found.tsx', paths: [] },
]

export type StaticPage = { path: string; noindex?: boolean }

/** Every prerendered page of the site, in the table's order. */
export const staticPages: readonly StaticPage[] = pageRoutes.flatMap((route) => route.paths.map((path) => (route.noindex ? { path, noindex: true } : { path })))

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

/**
 * The pages whose address has accents (/médiation), as typed without them (/mediation): a visitor copying
 * the address from a letter or a keyboard without accents lands on the page, by a permanent redirect
 * (`_redirects`, written by the build; `npm start` and the hosts answer it).
 */
export const unaccentedPaths: readonly { from: string; to: string }[] = staticPaths.flatMap((path) => {
  const plain = path.normalize('NFD').replace(/\p{Mn}/gu, '')
  return plain === path ? [] : [{ from: plain, to: path }]
})

export const prerenderPaths: string[] = [...staticPaths, ...notFoundPages.map((page) => page.path)]

export const indexablePaths: readonly string[] = staticPages.filter((page) => !page.noindex).map((page) => page.path)
