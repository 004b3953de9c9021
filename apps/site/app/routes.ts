import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { pageRoutes } from './route-paths'

// React Router's route table, from the pages declared once in route-paths.ts. Case-sensitive, like
// the host's files: a path it answers with a not-found page (/Contact) is the not-found route in the
// browser too, so that page hydrates exactly as it was prerendered.
export default pageRoutes.map(({ pattern, module, id }) => ({
  ...(pattern === '' ? index(module) : route(pattern, module, id ? { id } : {})),
  caseSensitive: true,
})) satisfies RouteConfig
