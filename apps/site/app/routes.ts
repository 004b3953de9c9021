import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes'
import { landingPaths } from './content/landings'

// The route table of the spec (§2), top to bottom. Unknown paths fall through to the not-found page.
const table: RouteConfigEntry[] = [
  index('routes/home.tsx'),
  route('a-propos', 'routes/a-propos.tsx'),
  route('services', 'routes/services.tsx'),
  // Every path under /services/ is a service or 'Service introuvable', deeper ones too: the static
  // host answers every unknown one with services/404.html, which this route prerendered.
  route('services/*', 'routes/service.tsx'),
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
]

// Case-sensitive, like the host's files: a path it answers with a not-found page (/Contact) is the
// not-found route in the browser too, so that page hydrates exactly as it was prerendered.
export default table.map((entry) => ({ ...entry, caseSensitive: true })) satisfies RouteConfig
