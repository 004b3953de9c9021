// Every route, one fresh visit each in the desktop and the phone project: what must hold on every
// page from its first load, checked on that one load instead of one load per concern.
//
// - Before its islands are live (islands.ts, their code held back): the skip link, every in-page link
//   and the way back through that history leave every form, tab and island whole; a name typed into
//   the page's form before its code arrives is still there once it is live; the services tabs and the
//   reviews list work once live. (The before-hydration drills then send those forms.)
// - Consent: no request reaches Google and no tracking cookie is set before the visitor chooses; the
//   banner is shown without taking focus; the tag's consent default is the first dataLayer entry and
//   nothing is configured or sent.
// - Content-Security-Policy: the page loads and hydrates under its own policy (no unsafe-inline) with
//   no violation.
// - Consent, later: 'Refuser' closes the banner; the footer's 'Gérer les cookies' reopens it, with
//   focus (the choice is the visitor's to change from any page).
// - Hydration: no console error (a not-found page logs its 404 and the missing path, nothing else).
// - Accessibility: axe finds no violation, with the cookie banner open, as a first visitor sees it.
// - Focus not obscured: with the banner open, every control the keyboard reaches ends clear of it
//   (1280 × 800 and 390 × 844).
// - Layout (layout.ts), at the width the page was loaded at and at a second width, resized: nothing
//   cut in buttons, tabs, selects and headings, no number split over two lines, no sideways scroll;
//   on phones every tap target at least 44 px and no text anywhere cut by a clipping box. The load
//   widths are the ones where a page's own load-time layout matters (a tab strip scrolled on load):
//   768 px (desktop project, then 1440) and 390 px (phone project, then 360).
//
// Both not-found pages are visited where visitors meet them: at an unknown URL of their scope.
import { consentDefaults } from '../app/data/analytics'
import { notFoundPages, staticPaths } from '../app/route-paths'
import { axeViolations, expect, test, waitForHydration } from './fixtures'
import { expectLiveIslandsWork, holdIslands, moveAroundBeforeLive, typeBeforeLive } from './islands'
import { auditAt, focusHiddenByBanner, layoutProblems } from './layout'
import { readDataLayer, recordRequests } from './recorders'

const notFoundPaths = new Set(notFoundPages.map((page) => `${page.scope}page-inconnue`))

const projects = {
  desktop: { tag: '', load: { width: 768, height: 1024 }, resized: { width: 1440, height: 900 }, focus: { width: 1280, height: 800 }, phone: false },
  phone: { tag: ' @phone', load: { width: 390, height: 844 }, resized: { width: 360, height: 780 }, focus: { width: 390, height: 844 }, phone: true },
} as const

for (const [name, project] of Object.entries(projects)) {
  for (const path of [...staticPaths, ...notFoundPaths]) {
    test(`first visit of ${path} (${name}): nothing reaches Google before consent, no CSP violation, no console error, no axe violation, nothing cut${project.tag}`, async ({
      page,
      context,
      expectConsole,
    }) => {
      // No CSP violation and no console error (automatic fixtures), except what a not-found page owes:
      // the browser's line for the 404 document and the logged path.
      if (notFoundPaths.has(path)) expectConsole(/^(Failed to load resource: .*404|404 Error: User attempted to access non-existent route)/)
      const requests = recordRequests(context)
      const release = await holdIslands(page)
      await page.setViewportSize(project.load)
      const response = await page.goto(path)
      expect(response?.status()).toBe(notFoundPaths.has(path) ? 404 : 200)
      await waitForHydration(page)

      // The banner, shown on arrival, never steals focus.
      const banner = page.getByRole('region', { name: 'Gestion des cookies' })
      await expect(banner).toBeVisible()
      expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(false)

      // Before the islands are live: moves that must leave them whole, then a name typed early.
      const shape = await moveAroundBeforeLive(page)
      await typeBeforeLive(page, release, `Visiteur ${name} ${path}`)

      await page.waitForLoadState('networkidle')
      expect(requests.google()).toEqual([])
      expect(requests.all.length).toBeGreaterThan(0)
      const cookies = (await context.cookies()).map((cookie) => cookie.name)
      expect(cookies.filter((name) => /^_g(a|cl)/.test(name))).toEqual([])
      const dataLayer = await readDataLayer(page)
      expect(dataLayer[0]).toEqual(['consent', 'default', { ...consentDefaults }])
      expect(dataLayer.some((entry) => entry[0] === 'config' || entry[0] === 'event')).toBe(false)

      const layout = await auditAt(page, project.load.width, { checkTargets: project.phone })
      expect(await axeViolations(page, `${path} at ${project.load.width} px`)).toEqual([])
      await page.setViewportSize(project.resized)
      layout.push(...(await auditAt(page, project.resized.width, { checkTargets: project.phone })))
      if (project.phone) {
        layout.push(...(await layoutProblems(page)).map((problem) => `${project.resized.width} px: ${problem}`))
        await page.setViewportSize(project.load)
        layout.push(...(await layoutProblems(page)).map((problem) => `${project.load.width} px: ${problem}`))
      }
      expect(layout).toEqual([])

      // The banner, still open, hides nothing the keyboard reaches (at a laptop's and a phone's screen).
      await page.setViewportSize(project.focus)
      expect(await focusHiddenByBanner(page)).toEqual([])

      // After the audits, which see the page as it loaded (its first tab selected).
      await expectLiveIslandsWork(page, shape)

      await banner.getByRole('button', { name: 'Refuser' }).click()
      await expect(banner).toHaveCount(0)
      await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click()
      await expect(banner).toBeVisible()
      await expect(banner).toBeFocused()
      expect(requests.google()).toEqual([])
    })
  }
}
