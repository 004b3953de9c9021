// The pages that stand for the site's templates: one page of each template of the route table, and
// one of each layout a template varies in. The page shots take them (visual/pages.spec.ts), and the
// routes sweep visits them at desktop widths (routes.spec.ts); a template added to the route table
// without a page here fails the shots' first test.
import { pageRoutes } from '../app/route-paths'

/** One page per template, and one per layout a template varies in. */
export const templatePaths = [
  '/',
  '/a-propos',
  '/services',
  '/services/fissures', // a service with its illustration
  '/services/incendies', // a service without one
  '/contact',
  '/avis-clients',
  '/avis-clients/nouveau',
  '/conditions-utilisation', // the legal documents' template (legal-route.tsx)
  '/médiation', // the same template with the mediator's card
  '/plan-du-site',
  '/avis-avant-achat', // a landing with a highlight, topics and steps
  '/expertise-malfacons', // a landing with neither a highlight nor steps
] as const

/** The legal documents are four route modules made by one template (routes/legal/legal-route.tsx). */
export const templateOf = (module: string) => (module.startsWith('routes/legal/') ? 'legal' : module)

/** The templates of the route table that no page of `templatePaths` stands for (none, if the list is whole). */
export function templatesWithoutPage(): string[] {
  const covered = new Set(templatePaths.map((path) => templateOf(pageRoutes.find((route) => route.paths.includes(path))!.module)))
  return pageRoutes.filter((route) => route.paths.length > 0 && !covered.has(templateOf(route.module))).map((route) => route.module)
}
