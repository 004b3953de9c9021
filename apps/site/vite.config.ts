import { reactRouter } from '@react-router/dev/vite'
import { uiModules } from '@expert/ui/bundling'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, loadEnv } from 'vite'
import { frenchTypography } from './scripts/french-typography-plugin.mjs'
import { caseSensitiveClientRoutes } from './scripts/case-sensitive-client-routes.mjs'
import { localStackDefaults, productionEnvProblems } from './scripts/deploy-env.mjs'
import { localeWithoutIcu } from './scripts/locale-without-icu.mjs'

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

const config = {
  // Under Vitest the React Router plugin is left out: its typegen would race tsc (it writes .react-router/types while tsc reads them).
  // localeWithoutIcu: react-aria learns that French is written left to right without loading ICU's
  // locale data in the hydration (20–45 ms of main thread, scripts/locale-without-icu.mjs).
  // caseSensitiveClientRoutes: the browser's router honours routes.ts's caseSensitive, so a path the
  // host answers with a not-found page is the not-found route there too (scripts/case-sensitive-client-routes.mjs).
  // frenchTypography: the content's strings get French typography at build time (scripts/french-typography-plugin.mjs).
  plugins: [!process.env.VITEST && reactRouter(), frenchTypography(), vanillaExtractPlugin(), localeWithoutIcu(), caseSensitiveClientRoutes()],
  server: { port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: process.env.SITE_SOURCEMAP === '1',
    // One stylesheet for the whole site (~13 KB compressed): a single render-blocking request per
    // page instead of one per chunk (8 on the home), cached once for every other page, and no
    // stylesheet re-inserted when an island's chunk loads. (Top level: React Router reads it here.)
    cssCodeSplit: false,
    assetsInlineLimit: 0,
  },
  environments: {
    // Chunk grouping is for the browser only: the prerender's server build keeps its own graph
    // (grouping there put top-level-awaiting island modules in a cycle).
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The shell every page loads (layout, header, footer, icons, config) as one chunk instead of
            // dozens of tiny ones: each chunk costs its own import statements and gzip framing.
            // Box/Stack/Inline and the sprinkles runtime stay out: the shell never uses them, and
            // forcing them in here would make every page (the home too) download them.
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  test: (id: string) =>
                    shellFromUi(id) ||
                    /app\/(site\.config|lib\/meta|islands\/|components\/(SiteShell|RouterLink|Notifications\.|notification-queue|consent\/CookieConsent))|lucide-react/.test(
                      id,
                    ),
                },
                {
                  // The frames of the code-split islands (the part each page renders itself: the
                  // hydrate-on-interaction wrapper, the styles imported for the first paint, the
                  // reviews port): one small chunk instead of nine tiny ones on the home.
                  name: 'island-frames',
                  test: (id: string) =>
                    framesFromUi(id) || /app\/(components\/(forms\/QuickQuoteSection|reviews\/reviews-port)|routes\/shared\/ServicesTabs\.tsx)/.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
}

// The copyright line shows the build's year: fixed here so the prerendered page and its hydration agree.
process.env.VITE_BUILD_YEAR ||= String(new Date().getFullYear())

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // A local stack on another port (LOCAL_STACK_PORT): the site is built to call it there.
  Object.assign(process.env, localStackDefaults(env))
  if (command === 'build' && process.env.SITE_DEPLOY === 'production') {
    const problems = productionEnvProblems(env)
    if (problems.length > 0) {
      throw new Error(
        `Build de production refusé / production build refused (SITE_DEPLOY=production):\n  - ${problems.join('\n  - ')}\n` +
          'Renseignez ces variables VITE_* du déploiement / set these deployment VITE_* variables (docs/deploy.md §4, README « Configuration »).',
      )
    }
  }
  return config
})
