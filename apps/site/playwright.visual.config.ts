import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumEnv, chromiumPath } from '../../scripts/chromium.mjs'
import { visualViewports } from '../../scripts/visual/viewports.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)
const report = '../../visual-report'

// Page baselines: every prerendered route and both not-found pages at the phone and desktop widths,
// full page, over the built site and a fresh seeded stack, as `npm start` serves them. Kept apart from
// the journeys (playwright.config.ts): their server runs tests that publish reviews, and a page shot
// must see the seed and nothing else. `npm run test:visual` runs this with the story baselines.
export default defineConfig({
  testDir: './visual',
  // Baselines live next to the spec, one folder per width, named after the page and the platform
  // (Chromium renders text differently elsewhere: they are made where CI runs, Debian's Chromium on Linux).
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}-{platform}{ext}',
  outputDir: './test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // list: which shots differ, as they fail; html: expected / actual / diff side by side (and a slider);
  // the summary reporter writes the shared index page (visual-report/index.html) and names every shot that differs.
  reporter: [['list'], ['html', { open: 'never', outputFolder: `${report}/pages` }], ['../../scripts/visual/pages-reporter.mjs']],
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Exact pixels, as the story baselines: no anti-aliasing allowance, no pixel budget. Two runs on
      // this Chromium gave byte-identical captures, so any difference is a change to look at.
      threshold: 0,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    colorScheme: 'light',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: visualViewports.phone, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { viewport: visualViewports.desktop, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs --fresh-stack',
    url: `http://127.0.0.1:${port}/`,
    env: { ...(process.env as Record<string, string>), PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
