// React.lazy for an interactive island that must be prerendered complete.
//
// The prerender renders with onShellReady (its requests carry no user agent), so a plain
// React.lazy would be written as a fallback plus an inline `$RC` script that swaps the real markup
// in — a CSP problem (no inline scripts) and a late swap. So each island module does:
//
//   const load = () => import('./XIsland').then((m) => m.XIsland)
//   const Island = import.meta.env.SSR ? await serverIsland(load) : clientIsland(load)
//
// The server build awaits the module before any render (top-level await, server bundle only), so
// the HTML holds the finished form; the client keeps React.lazy: the island's JS (react-aria,
// the DatePicker, the mail adapter) is a separate chunk fetched when hydration reaches it, and the
// prerendered markup stays in place inside its Suspense boundary until then.
import { lazy, type ComponentType } from 'react'

export function serverIsland<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load()
}

export function clientIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((component) => ({ default: component })))
}
