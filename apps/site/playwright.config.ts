import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumEnv, chromiumShellPath } from '../../scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)

// End-to-end journeys over the prerendered build, served exactly as `npm start` serves it.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Both cores: the suites are independent per test (each test opens its own page and data).
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test may run 60 s (Playwright's default is 30 s), for the same reason as the assertions below:
  // tests of 5-6 s here (csp journeys, phone shell) would pass 30 s on the CI host.
  timeout: 60_000,
  // Web-first assertions wait up to 15 s instead of Playwright's 5 s. The CI host runs these suites
  // 4-10x slower than a 2-core dev machine (same tests, CI 2026-11-24 vs local: the Réessayer drill
  // 12.9 s vs 3.1 s, keyboard tabs 11.6 s vs 1.2 s, hostile quote 72 s vs 18.6 s), and there a page
  // reload -> boot after paint -> hydration -> reviews fetched took over 5 s (0.6-1.2 s locally), so
  // two drills failed on a correct page. Only a failing assertion takes longer to report; what each
  // one asserts is unchanged, and timing claims keep their explicit bounds in the tests.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A trace is recorded for every test when it is on, kept only for a failure: a third of the journeys'
    // time on this machine (58 journeys: 228 and 229 s with it, 155 and 153 s without, interleaved,
    // 2026-11-29). Recorded on CI, whose workflow uploads test-results/ when a run fails; locally, a
    // failing journey is replayed with `npx playwright test <file> -g <name> --trace=on`.
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    // The headless shell: these journeys compare no pixels (page shots: playwright.visual.config.ts).
    launchOptions: { executablePath: chromiumShellPath, args: chromiumArgs, env: chromiumEnv },
  },
  // Every journey is independent of the others (its own page, its own faults through page.route, its
  // own data): both projects run side by side, test by test. Tagged @phone: the phone project's.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node scripts/serve.mjs --fresh-stack',
    url: `http://127.0.0.1:${port}/`,
    env: { ...(process.env as Record<string, string>), PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
})
