// Component tests of the site (Testing Library and user-event, in the same Chromium as the stories):
// the site's own components and hooks, used as a visitor uses them, with the design system's real
// styles, against a real local stack where data is involved (app/components/stack.global-setup.ts).
// Files: app/**/*.test.tsx (the Node unit project takes *.test.ts). One file at a time: the files
// share the stack and its failure switches, which each test sets and resets. In one page, not a
// fresh one per file (isolate: false): the setup file still runs before each file (cleanup after
// each test, toast queue emptied), the modules are loaded once; measured green in three file orders
// (--sequence.shuffle.files), about 12 s of CPU less a run.
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { chromiumArgs, chromiumEnv, chromiumPath } from '../../scripts/chromium.mjs'

/** The stack the components call (fixed: the site's backends are read at build time, before the global setup runs). */
const stackPort = Number(process.env.COMPONENT_STACK_PORT ?? 54330)
process.env.COMPONENT_STACK_PORT = String(stackPort)
const stackUrl = `http://127.0.0.1:${stackPort}`
// data/backends.ts reads the backends from VITE_* at build time (Vite hands process.env's to import.meta.env).
process.env.VITE_SUPABASE_URL = stackUrl
process.env.VITE_EMAILJS_ORIGIN = stackUrl

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  // Optimised up front: a dependency discovered mid-run makes Vite reload the page under a test.
  optimizeDeps: {
    include: [
      // The reviews' API client and the router: loaded by the components on their first use.
      '@supabase/postgrest-js',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'axe-core',
      'clsx/lite',
      'fast-check',
      'react-dom/client',
      'react-router',
    ],
  },
  test: {
    name: 'site-components',
    include: ['app/**/*.test.tsx'],
    globalSetup: ['./app/components/stack.global-setup.ts'],
    setupFiles: ['./app/test/setup.ts'],
    fileParallelism: false,
    isolate: false,
    hookTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
        contextOptions: { locale: 'fr-FR', timezoneId: 'Europe/Paris' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
})
