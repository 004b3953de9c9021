// Shared Playwright helpers: console/page error collection and the hydration marker.
import { test as base, expect, type Page } from '@playwright/test'

export type ConsoleRecord = { type: string; text: string }

export const test = base.extend<{ consoleErrors: ConsoleRecord[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: ConsoleRecord[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push({ type: 'console', text: message.text() })
    })
    page.on('pageerror', (error) => errors.push({ type: 'pageerror', text: String(error) }))
    await use(errors)
  },
})

/** Waits until React has hydrated the prerendered page (root sets data-hydrated). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

export { expect }
