import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The route table of the spec (§2), top to bottom. Unknown paths fall through to the not-found page.
export default [
  index('routes/home.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('mentions-legales', 'routes/mentions-legales.tsx'),
  route('conditions-utilisation', 'routes/conditions-utilisation.tsx'),
  route('politique-confidentialite', 'routes/politique-confidentialite.tsx'),
  route('conditions-vente', 'routes/conditions-vente.tsx'),
  route('médiation', 'routes/mediation.tsx'),
  route('plan-du-site', 'routes/plan-du-site.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
