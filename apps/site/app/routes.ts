import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { landingPaths } from './content/landings'

// The route table of the spec (§2), top to bottom. Unknown paths fall through to the not-found page.
export default [
  index('routes/home.tsx'),
  route('a-propos', 'routes/a-propos.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('avis-clients', 'routes/reviews.tsx'),
  route('avis-clients/nouveau', 'routes/review-new.tsx'),
  route('mentions-legales', 'routes/mentions-legales.tsx'),
  route('conditions-utilisation', 'routes/conditions-utilisation.tsx'),
  route('politique-confidentialite', 'routes/politique-confidentialite.tsx'),
  route('conditions-vente', 'routes/conditions-vente.tsx'),
  route('médiation', 'routes/mediation.tsx'),
  route('plan-du-site', 'routes/plan-du-site.tsx'),
  // Landing pages: one module, one route id per path.
  ...landingPaths.map((path) => route(path.slice(1), 'routes/landing.tsx', { id: `landing${path}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
