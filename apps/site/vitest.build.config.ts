// Checks of the built site (checks/): what the prerendered HTML and the served responses hold —
// headers and per-page CSP, SEO tags, crawler files, not-found pages, secrets — read in Node over
// build/client and the static server, with no browser. Runs after `npm run build` (turbo: test:build).
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'site-build',
    environment: 'node',
    include: ['checks/**/*.test.ts'],
    globalSetup: ['./checks/server.global-setup.ts'],
  },
})
