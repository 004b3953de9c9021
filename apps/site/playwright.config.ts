import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

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
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/, testIgnore: /(drills[^/]*|keyboard)\.spec/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/, testIgnore: /(drills[^/]*|keyboard)\.spec/ },
    // The drills approve reviews and load the stack: they run once the other suites are done.
    {
      name: 'drills',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /(drills[^/]*|keyboard)\.spec/,
      grepInvert: /@phone/,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'drills-phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /(drills[^/]*|keyboard)\.spec/,
      grep: /@phone/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs --fresh-stack',
    url: `http://127.0.0.1:${port}/`,
    env: { ...(process.env as Record<string, string>), PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
})
