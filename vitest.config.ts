// Root Vitest config: the story-test project (every story in real Chromium, with axe and screenshots)
// plus each package's own unit project. Storybook's configuration lives in the design system
// (packages/ui/.storybook/); its story tests still run from here: addon-vitest resolves story globs
// against the working directory, and Storybook's « Run tests » needs a root vitest.config.ts.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { configDefaults, defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// VISUAL_ONLY=1 (npm run test:visual): only the stories that have a baseline, for a quick visual check.
const storyTags = process.env.VISUAL_ONLY ? { include: ['visual'] } : undefined

export default defineConfig({
  test: {
    // The stories' reporter names the shots that differ and writes visual-report/index.html.
    reporters: ['default', path.join(dirname, 'scripts/visual/stories-reporter.mjs')],
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.components.config.ts',
      {
        plugins: [storybookTest({ configDir: path.join(dirname, 'packages/ui/.storybook'), tags: storyTags })],
        test: {
          name: 'storybook',
          // Docs pages hold no story to test. The plugin leaves them out itself only when Storybook's
          // configuration sits in the working directory (here, it lives in packages/ui/.storybook).
          exclude: [...configDefaults.exclude, '**/*.mdx'],
          setupFiles: [path.join(dirname, 'packages/ui/.storybook/vitest.setup.ts')],
          // npm's test:stories:root runs two files at a time (--maxWorkers=2): on this 2-core machine, under
          // the load of other runs (2026-11-27, 356 stories), 2 workers took 135-171 s, 4 took 135-243 s and
          // 3 took 244 s, and each file ran about twice as fast with 2, further from this timeout.
          testTimeout: 30_000,
          // Story files share one page and its loaded modules instead of a fresh iframe each: every
          // story mounts in its own container and is unmounted after it (portable stories), so nothing
          // a story checks is left by another. Measured on this 2-core machine (2026-11-27, 345 stories):
          // 131 s isolated, 91 and 113 s shared, every story and shot green.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
              contextOptions: { reducedMotion: 'reduce', locale: 'fr-FR', timezoneId: 'Europe/Paris' },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            // Forced colours (Windows' contrast themes) for the stories shot in them
            // (parameters.screenshot.forcedColors): Playwright's media emulation, on the page of the stories.
            commands: {
              emulateForcedColors: async ({ page }, active: boolean) => {
                await page.emulateMedia({ forcedColors: active ? 'active' : 'none' })
              },
            },
            expect: {
              toMatchScreenshot: {
                // threshold 0: the default 0.1 let a subtle token change through (measured when the baselines were set up).
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
})
