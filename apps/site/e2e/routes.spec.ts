// Every route, one fresh visit on a phone; one page of each template at desktop widths. What must
// hold on every page from its first load is checked on that one load instead of one load per concern.
// What does not depend on the width is checked once, on the phone visit (most visitors); what does, on
// both visits of the pages that have both.
//
// Both visits, before the page's islands are live (islands.ts, their code held back): the skip link,
// every in-page link and the way back through that history leave every form, tab and island whole; a
// name typed into the page's form before its code arrives is still there once it is live; the
// services tabs and the reviews list work once live. On one page of each shape of page with a form
// (its form's kind, in-page links and islands: found in the build, not hand-picked), the form typed
// into early is then filled and sent, on both visits: the request reaches the outbox (or the
// database, for a review) with the name typed before the code arrived.
//
// Phone visit (390 × 844, touch), then 360 px, every route:
// - Consent: no request reaches Google and no tracking cookie is set before the visitor chooses; the
//   banner is shown without taking focus; the tag's consent default is the first dataLayer entry and
//   nothing is configured or sent; later, 'Refuser' closes the banner and the footer's 'Gérer les
//   cookies' reopens it, with focus (the choice is the visitor's to change from any page).
// Desktop visit (768 × 1024 on load, then 1440 and 1280), the pages of the templates (page-templates.ts:
// one per template and per layout a template varies in, as the page shots take them), the not-found
// pages and the pages whose form is sent. A page's own copy shows first at the narrowest widths, which
// every route gets on its phone visit; the desktop layout of each template is what the desktop visit adds.
// Both visits:
// - Content-Security-Policy and hydration: no violation and no console error (automatic fixtures; a
//   not-found page logs its 404 and the missing path, nothing else).
// - Accessibility: axe finds no violation, with the cookie banner open, as a first visitor sees it.
// - Focus not obscured: with the banner open, every control the keyboard reaches ends clear of it
//   (390 × 844 and 1280 × 800).
// - Layout (layout.ts), at the width the page was loaded at and at a second width, resized: nothing
//   cut in buttons, tabs, selects and headings, no number split over two lines, no sideways scroll;
//   on phones every tap target at least 44 px and no text anywhere cut by a clipping box. The load
//   widths are the ones where a page's own load-time layout matters (a tab strip scrolled on load).
//
// Both not-found pages are visited where visitors meet them: at an unknown URL of their scope.
import { consentDefaults } from '../app/data/analytics'
import { notFoundPages, staticPaths } from '../app/route-paths'
import { axeViolations, expect, test, waitForHydration } from './fixtures'
import { completeAndSend, expectLiveIslandsWork, formShapePaths, holdIslands, moveAroundBeforeLive, typeBeforeLive } from './islands'
import { templatePaths } from './page-templates'
import { auditAt, focusHiddenByBanner, layoutProblems } from './layout'
import { readDataLayer, recordRequests } from './recorders'

const notFoundPaths = new Set(notFoundPages.map((page) => `${page.scope}page-inconnue`))
const paths = [...staticPaths, ...notFoundPaths]
/** The pages whose form, typed into before it is live, is also sent. */
const sentEarly = new Set(formShapePaths(staticPaths))
/** The pages visited at desktop widths too. */
const desktopPaths = new Set<string>([...templatePaths, ...notFoundPaths, ...sentEarly])

/** What a not-found page owes the console: the browser's line for the 404 document and the logged path. */
const notFoundLines = /^(Failed to load resource: .*404|404 Error: User attempted to access non-existent route)/

for (const path of paths) {
  test(`first visit of ${path} (phone): nothing reaches Google before consent, islands whole before they are live, no axe violation, nothing cut or hidden @phone`, async ({
    page,
    context,
    request,
    expectConsole,
  }) => {
    if (notFoundPaths.has(path)) expectConsole(notFoundLines)
    const requests = recordRequests(context)
    const release = await holdIslands(page)
    await page.setViewportSize({ width: 390, height: 844 })
    const response = await page.goto(path)
    expect(response?.status()).toBe(notFoundPaths.has(path) ? 404 : 200)
    await waitForHydration(page)

    // The banner, shown on arrival, never steals focus.
    const banner = page.getByRole('region', { name: 'Gestion des cookies' })
    await expect(banner).toBeVisible()
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(false)

    // Before the islands are live: moves that must leave them whole, then a name typed early.
    const shape = await moveAroundBeforeLive(page)
    const name = `Visiteur téléphone ${path} ${Date.now()}`
    const typed = await typeBeforeLive(page, release, name)

    await page.waitForLoadState('networkidle')
    expect(requests.google()).toEqual([])
    expect(requests.all.length).toBeGreaterThan(0)
    const cookies = (await context.cookies()).map((cookie) => cookie.name)
    expect(cookies.filter((name) => /^_g(a|cl)/.test(name))).toEqual([])
    const dataLayer = await readDataLayer(page)
    expect(dataLayer[0]).toEqual(['consent', 'default', { ...consentDefaults }])
    expect(dataLayer.some((entry) => entry[0] === 'config' || entry[0] === 'event')).toBe(false)

    const layout = await auditAt(page, 390, { checkTargets: true })
    expect(await axeViolations(page, `${path} at 390 px`)).toEqual([])
    layout.push(...(await layoutProblems(page)).map((problem) => `390 px: ${problem}`))
    await page.setViewportSize({ width: 360, height: 780 })
    layout.push(...(await auditAt(page, 360, { checkTargets: true })))
    layout.push(...(await layoutProblems(page)).map((problem) => `360 px: ${problem}`))
    expect(layout).toEqual([])

    // The banner, still open, hides nothing the keyboard reaches.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await focusHiddenByBanner(page)).toEqual([])

    // After the audits, which see the page as it loaded (its first tab selected).
    await expectLiveIslandsWork(page, shape)

    await banner.getByRole('button', { name: 'Refuser' }).click()
    await expect(banner).toHaveCount(0)
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(banner).toBeVisible()
    await expect(banner).toBeFocused()
    // Last, as the toast it brings lies over the footer's 'Gérer les cookies' on a phone.
    if (typed && sentEarly.has(path)) await completeAndSend(request, typed, name)
    expect(requests.google()).toEqual([])
  })

  if (!desktopPaths.has(path)) continue
  test(`first visit of ${path} (desktop): islands whole before they are live, no axe violation, nothing cut or hidden behind the banner at 768, 1440 and 1280 px`, async ({
    page,
    request,
    expectConsole,
  }) => {
    if (notFoundPaths.has(path)) expectConsole(notFoundLines)
    const release = await holdIslands(page)
    await page.setViewportSize({ width: 768, height: 1024 })
    const response = await page.goto(path)
    expect(response?.status()).toBe(notFoundPaths.has(path) ? 404 : 200)
    await waitForHydration(page)
    await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible()

    const shape = await moveAroundBeforeLive(page)
    const name = `Visiteur ordinateur ${path} ${Date.now()}`
    const typed = await typeBeforeLive(page, release, name)

    const layout = await auditAt(page, 768, { checkTargets: false })
    expect(await axeViolations(page, `${path} at 768 px`)).toEqual([])
    await page.setViewportSize({ width: 1440, height: 900 })
    layout.push(...(await auditAt(page, 1440, { checkTargets: false })))
    expect(layout).toEqual([])

    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await focusHiddenByBanner(page)).toEqual([])

    if (typed && sentEarly.has(path)) await completeAndSend(request, typed, name)
    await expectLiveIslandsWork(page, shape)
  })
}
