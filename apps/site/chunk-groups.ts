// How the browser's JavaScript is cut into chunks, declared once: vite.config.ts builds with it,
// e2e/islands.ts holds the islands' chunks back with it, and the build fails if an island stops
// being a chunk of its own (checkIslandChunks).
import { uiModules } from '@expert/ui/bundling'
import type { Plugin } from 'vite'

// The design system's part of the two groups below, by the names the site imports (the design
// system maps them to its files: packages/ui/bundling.mjs).
const shellFromUi = uiModules([
  'styles',
  'Container',
  'Columns',
  'Header',
  'Footer',
  'Logo',
  'Icon',
  'Link',
  'LinkProvider',
  'MobileNav',
  'LinkButton',
  'TextButton',
  'Spinner',
  'Hero',
  'Section',
])
const framesFromUi = uiModules(['LoadingState', 'FormSection'])

/** Rolldown's `codeSplitting.groups` of the client build (the prerender's server build keeps its own graph). */
export const chunkGroups = [
  {
    // The shell every page loads (layout, header, footer, icons, config) as one chunk instead of
    // dozens of tiny ones: each chunk costs its own import statements and gzip framing.
    // Box/Stack/Inline and the sprinkles runtime stay out: the shell never uses them, and
    // forcing them in here would make every page (the home too) download them.
    name: 'shell',
    test: (id: string) =>
      shellFromUi(id) ||
      /app\/(site\.config|lib\/(meta|RouterLink)|islands\/|components\/(SiteShell|Notifications\.|notification-queue|consent\/CookieConsent))/.test(id),
  },
  {
    // The frames of the code-split islands (the part each page renders itself: the
    // hydrate-on-interaction wrapper, the styles imported for the first paint, the
    // reviews port): one small chunk instead of nine tiny ones on the home.
    name: 'island-frames',
    test: (id: string) => framesFromUi(id) || /app\/(components\/reviews\/reviews-port|sections\/(ServicesTabsBlock|QuickQuoteSection)\.tsx)/.test(id),
  },
]

/**
 * The islands' own chunks (app/islands/island.tsx loads each island module with a dynamic import,
 * so Rolldown names its chunk after the module's file). Their code is what a page can be without.
 */
export const islandChunks = ['QuickQuoteFormIsland', 'ContactFormIsland', 'ReviewFormIsland', 'ServicesTabsIsland', 'ReviewsList', 'Testimonials'] as const

/** The URL of one of the islands' chunks in the build. */
export const islandChunkUrl = new RegExp(`/assets/(${islandChunks.join('|')})-[^/]*\\.js$`)

/** Fails the client build when an island of `islandChunks` is no longer a dynamically loaded chunk of its own. */
export function checkIslandChunks(): Plugin {
  return {
    name: 'expert:check-island-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const dynamic = new Set(Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.isDynamicEntry ? [output.name] : [])))
      const missing = islandChunks.filter((name) => !dynamic.has(name))
      if (missing.length > 0) this.error(`chunk-groups.ts names islands the build did not split into chunks of their own: ${missing.join(', ')}`)
    },
  }
}
