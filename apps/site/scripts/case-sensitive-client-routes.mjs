// Build step (Vite plugin): the browser's router matches paths case-sensitively, as routes.ts says
// and as the static host serves files.
//
// React Router 8.4 passes a route's `caseSensitive` to the routes it prerenders with
// (createServerRoutes) but drops it from the routes it builds in the browser (createClientRoutes,
// lib/dom/ssr/routes.js), which then match `/Contact` as `/contact`. The host has no file for
// `/Contact` and answers the prerendered not-found page; the browser's router, matching the contact
// route whose module that page never loaded, cannot hydrate it: the page ends up broken (two
// <main>, no content change). With the flag kept, both sides agree that `/Contact` is not found.
//
// The patch adds `caseSensitive: route.caseSensitive` to the client route object, as the server
// one has. It is strict: if React Router's code changes shape, the build fails here.

const CLIENT_ROUTE = /let dataRoute = \{\n(\s*)id: route\.id,\n\s*index: route\.index,\n\s*path: route\.path\n\s*\};/

/** createClientRoutes with the route's caseSensitive flag kept. Throws on an unexpected shape. */
export function patchClientRoutes(code) {
  const matches = code.match(new RegExp(CLIENT_ROUTE.source, 'g')) ?? []
  if (matches.length !== 1)
    throw new Error(`case-sensitive-client-routes: expected one client route object in react-router's routes.js, found ${matches.length}`)
  return code.replace(CLIENT_ROUTE, (match, indent) => match.replace('path: route.path', `path: route.path,\n${indent}caseSensitive: route.caseSensitive`))
}

const TARGET = /react-router\/dist\/(?:production|development)\/lib\/dom\/ssr\/routes\.js$/

/** Vite plugin applying the patch to the browser build (the prerender already keeps the flag). */
export function caseSensitiveClientRoutes() {
  let applied = false
  return {
    name: 'expert:case-sensitive-client-routes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!TARGET.test(id.split('?')[0])) return null
      applied = true
      return { code: patchClientRoutes(code), map: null }
    },
    buildEnd(error) {
      if (!error && !applied) this.error('case-sensitive-client-routes: react-router lib/dom/ssr/routes.js not met in the client build')
    },
  }
}
