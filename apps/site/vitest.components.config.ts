// Component tests of the site (Testing Library and user-event, in the same Chromium as the stories):
// the site's own components and hooks, used as a visitor uses them, with the design system's real
// styles. Files: app/**/*.test.tsx (the Node unit project takes *.test.ts).
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { frenchTypography } from './scripts/french-typography-plugin.mjs'

export default defineProject({
  plugins: [react(), frenchTypography(), vanillaExtractPlugin()],
  // Optimised up front: a dependency discovered mid-run makes Vite reload the page under a test.
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles', 'clsx/lite', 'react-dom/client'] },
  test: {
    name: 'site-components',
    include: ['app/**/*.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        contextOptions: { locale: 'fr-FR', timezoneId: 'Europe/Paris' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
})
