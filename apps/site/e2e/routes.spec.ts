// Every route, one fresh visit each, at desktop and phone width: what must hold on every page from
// its first load, checked on that one load instead of one load per concern.
//
// - Consent: no request reaches Google and no tracking cookie is set before the visitor chooses; the
//   banner is shown without taking focus; the tag's consent default is the first dataLayer entry and
//   nothing is configured or sent.
// - Content-Security-Policy: the page loads and hydrates under its own policy (no unsafe-inline) with
//   no violation.
// - Hydration: no console error (a not-found page logs its 404 and the missing path, nothing else).
// - Accessibility: axe finds no violation, with the cookie banner open, as a first visitor sees it.
// - Layout, on phones at 360 and 390 px (the same page, resized): no sideways scroll, no text cut by
//   an ellipsis or a clipping box.
//
// Both not-found pages are visited where visitors meet them: at an unknown URL of their scope.
import { consentDefaults } from '../app/data/analytics'
import { notFoundPages, staticPaths } from '../app/route-paths'
import { axeViolations, expect, test, waitForHydration } from './fixtures'
import { layoutProblems } from './layout'
import { readDataLayer, recordCsp, recordRequests, settleViolations } from './recorders'

const notFoundPaths = new Set(notFoundPages.map((page) => `${page.scope}page-inconnue`))

for (const width of ['desktop', 'phone'] as const) {
  const tag = width === 'phone' ? ', nothing cut at 360 and 390 px @phone' : ''
  for (const path of [...staticPaths, ...notFoundPaths]) {
    test(`first visit of ${path}: nothing reaches Google before consent, no CSP violation, no console error, no axe violation${tag}`, async ({
      page,
      context,
      consoleErrors,
    }) => {
      const requests = recordRequests(context)
      const csp = await recordCsp(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(notFoundPaths.has(path) ? 404 : 200)
      await waitForHydration(page)

      // The banner, shown on arrival, never steals focus.
      const banner = page.getByRole('region', { name: 'Gestion des cookies' })
      await expect(banner).toBeVisible()
      expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(false)

      await page.waitForLoadState('networkidle')
      expect(requests.google()).toEqual([])
      expect(requests.all.length).toBeGreaterThan(0)
      const cookies = (await context.cookies()).map((cookie) => cookie.name)
      expect(cookies.filter((name) => /^_g(a|cl)/.test(name))).toEqual([])
      const dataLayer = await readDataLayer(page)
      expect(dataLayer[0]).toEqual(['consent', 'default', { ...consentDefaults }])
      expect(dataLayer.some((entry) => entry[0] === 'config' || entry[0] === 'event')).toBe(false)

      expect(await axeViolations(page, path)).toEqual([])

      await settleViolations(page)
      expect(csp.violations).toEqual([])
      expect(csp.messages).toEqual([])
      // Only what a not-found page owes: the browser's line for the 404 document and the logged path.
      const owed = notFoundPaths.has(path) ? /^(Failed to load resource: .*404|404 Error: User attempted to access non-existent route)/ : null
      expect(consoleErrors.map((error) => error.text).filter((text) => !owed?.test(text))).toEqual([])

      if (width === 'phone') {
        const problems: string[] = []
        for (const narrow of [360, 390]) {
          await page.setViewportSize({ width: narrow, height: 780 })
          problems.push(...(await layoutProblems(page)).map((problem) => `${narrow} px: ${problem}`))
        }
        expect(problems).toEqual([])
      }
    })
  }
}
