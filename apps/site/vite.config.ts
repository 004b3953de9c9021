// The site's build, in the order it runs (`npm run build` in apps/site), and why in that order:
//  1. scripts/reviews-snapshot.mjs: the approved reviews, read once, before Vite starts (a fresh
//     local stack when none answers); the prerender renders them (docs/decisions/0008).
//  2. `react-router build` runs Vite with this file: the client build, then the prerender's server
//     build. Plugins (below): React Router; typesetDeployTexts (`enforce: 'pre'`: the texts a deployer
//     gives site.config.ts through VITE_* become typeset literals, docs/decisions/0012; the content is
//     typeset in its sources, checked by app/content/typography.test.ts); vanilla-extract;
//     localeWithoutIcu (react-aria learns that French is left to right without ICU,
//     docs/decisions/0003); caseSensitiveClientRoutes (the browser's router honours routes.ts's
//     caseSensitive, as the host does); checkIslandChunks; interSubset (the site's Inter subset:
//     French text, the design system's component text and every string of app/, built by
//     @expert/ui in place of its default; `npm run size` checks the pages against the shipped file).
//     The client's chunks: chunk-groups.ts, which the e2e tests read too.
//  3. React Router prerenders app/route-paths.ts's paths to HTML.
//  4. react-router.config.ts `buildEnd`, in this order: decoded file names for non-ASCII paths; the
//     not-found pages and `_redirects`; the boot script rewritten to start after the first paint
//     (docs/decisions/0002); sitemap.xml and robots.txt; last, the security headers: each page's CSP
//     hashes its inline scripts as shipped, so nothing may rewrite the HTML after it (0004).
//  5. Then `npm run size`, `check-html` and `test:build` read build/client (turbo runs them after build).
import { interSubset } from '@expert/ui/font-subset'
import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, loadEnv } from 'vite'
import { caseSensitiveClientRoutes } from './scripts/case-sensitive-client-routes.mjs'
import { localStackDefaults, productionEnvProblems } from './scripts/deploy-env.mjs'
import { localeWithoutIcu } from './scripts/locale-without-icu.mjs'
import { typesetDeployTexts } from './scripts/typeset-deploy-texts.mjs'
import { checkIslandChunks, chunkGroups } from './chunk-groups'

const config = {
  // In the order of step 2 above. Under Vitest the React Router plugin is left out: its typegen
  // would race tsc (it writes .react-router/types while tsc reads them).
  plugins: [
    !process.env.VITEST && reactRouter(),
    typesetDeployTexts(),
    vanillaExtractPlugin(),
    localeWithoutIcu(),
    caseSensitiveClientRoutes(),
    checkIslandChunks(),
    interSubset({ sources: ['app'] }),
  ],
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
            // The shell and the islands' frames as two chunks (chunk-groups.ts, read by the e2e tests too).
            codeSplitting: { groups: chunkGroups },
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
