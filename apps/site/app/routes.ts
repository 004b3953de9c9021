import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The route table of the spec (§2), top to bottom. Unknown paths fall through to the not-found page.
export default [
  index('routes/home.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
