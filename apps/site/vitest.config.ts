// Unit project of the site (Node): data adapters, content, helpers. The local stack is started once
// for the suites that talk to it (app/data/*.test.ts, see app/data/stack.global-setup.ts).
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'site',
    environment: 'node',
    include: ['app/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./app/data/stack.global-setup.ts'],
    hookTimeout: 120_000,
  },
})
