// Cookie consent over the built site (issue 7; behaviour §2–§4, §7, §9; deviations 1–2; no tracker before consent, refusal remembered, withdrawal honoured).
// Every request of the browser context is recorded; the tag script is answered locally by a stub.
import type { BrowserContext, Page } from '@playwright/test'
import { analyticsConfig, consentDefaults, tagConfigParams } from '../app/data/analytics'
import { expect, liveForm, test, waitForHydration } from './fixtures'
import { focusHiddenByBanner } from './layout'
import { readDataLayer, recordRequests } from './recorders'

// Same resolution as the build (VITE_* at build time, local placeholders otherwise).
const measurementId = process.env.VITE_GA_MEASUREMENT_ID || analyticsConfig.measurementId
const adsId = process.env.VITE_GOOGLE_ADS_ID || analyticsConfig.adsId
const tagUrl = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`

const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }
const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }

/**
 * Google, answered locally. The stub tag measures as gtag does: one request (fetch, no-cors) to each
 * host pattern the page's policy allows for measurement (Google's CSP guide for GA4 and Ads), so a
 * host the policy stopped allowing is refused and reported (no CSP violation: automatic fixture).
 */
const measurementTargets = [
  'https://region1.google-analytics.com/g/collect?v=2&en=page_view',
  'https://region1.analytics.google.com/g/collect?v=2&en=page_view',
  'https://www.googletagmanager.com/a?id=stub',
  'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/000000000/',
  'https://www.google.com/ccm/collect?en=page_view',
]
const stubTagBody = `(function () {
  for (const url of ${JSON.stringify(measurementTargets)}) fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true }).catch(function () {})
})()`

async function stubTag(context: BrowserContext) {
  const measured = new Set<string>()
  await context.route(
    /^https:\/\/([a-z0-9-]+\.)*(google-analytics\.com|analytics\.google\.com|googletagmanager\.com|doubleclick\.net|google\.com)\//,
    (route) => {
      const url = new URL(route.request().url())
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js')
        return route.fulfill({ contentType: 'text/javascript', body: stubTagBody })
      measured.add(url.hostname)
      return route.fulfill({ status: 204 })
    },
  )
  return { measured: () => [...measured].sort() }
}
const measurementHosts = measurementTargets.map((url) => new URL(url).hostname).sort()

/** The analytics port is loaded (it pushes the consent defaults first thing). */
const portLoaded = (page: Page) =>
  expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).length)).toBeGreaterThan(0)

/** Holds the requests matching `url` until the returned function is called. */
async function hold(page: Page, url: RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
const PAGE_CODE = /\/assets\/entry\.client-[^/]*\.js$/

/** Hydrated, and the consent decision (an effect + a re-render) has had time to show. */
async function settle(page: Page) {
  await waitForHydration(page)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

const banner = (page: Page) => page.getByRole('region', { name: 'Gestion des cookies' })

const storeConsent = (page: Page, raw: string) => page.evaluate((value) => localStorage.setItem('cookieConsent', value), raw)

// The fresh visit of every route (no Google request before consent, the banner shown, axe with the
// banner open, then a choice and the footer's 'Gérer les cookies' reopening the banner with focus) is
// in routes.spec.ts, with that route's other load checks.
test.describe('cookie consent', () => {
  test('Accepter loads the tag once with the configured ids, grants consent and sends consent_granted, the tag measures through every host the policy allows; a link and a reload keep it', async ({
    page,
    context,
  }) => {
    const google = await stubTag(context)
    const requests = recordRequests(context)
    await page.goto('/')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    expect(requests.google()).toEqual([])

    await page.getByRole('button', { name: 'Accepter' }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => requests.tag()).toEqual([tagUrl])
    expect(requests.google()[0]).toBe(tagUrl)
    await expect.poll(() => google.measured()).toEqual(measurementHosts)

    const dataLayer = await readDataLayer(page)
    expect(dataLayer[0]).toEqual(['consent', 'default', { ...consentDefaults }])
    expect(dataLayer).toContainEqual(['consent', 'update', granted])
    expect(dataLayer).toContainEqual(['config', measurementId, { ...tagConfigParams }])
    expect(dataLayer).toContainEqual(['config', adsId, { ...tagConfigParams }])
    expect(dataLayer).toContainEqual(['event', 'consent_granted', { event_category: 'cookie_consent', event_label: 'accepter' }])
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null')
    expect(stored.value).toBe('accepted')
    expect(Math.abs(Date.parse(stored.date) - Date.now())).toBeLessThan(60_000)

    // A client-side navigation to the reviews (which read the reviews API), then a reload: the stored
    // consent loads the tag again on the new document.
    await page.getByRole('banner').getByRole('link', { name: 'Avis Clients', exact: true }).click()
    await expect(page).toHaveURL(/\/avis-clients$/)
    await expect(page.locator('[data-reviews-list]')).toHaveAttribute('data-reviews-list', 'loaded')
    await page.reload()
    await settle(page)
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => requests.tag()).toEqual([tagUrl, tagUrl])
    const afterReload = await readDataLayer(page)
    expect(afterReload[0]).toEqual(['consent', 'default', { ...consentDefaults }])
    expect(afterReload).toContainEqual(['consent', 'update', granted])
    expect(afterReload.some((entry) => entry[1] === 'consent_granted')).toBe(false)
  })

  test('Refuser sends consent_denied (stored and pushed before the banner goes) and never loads the tag; the refusal is remembered, then asked again after 6 months', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(context)
    await page.goto('/')
    await waitForHydration(page)
    await portLoaded(page)
    // What the page holds at the moment the banner goes (the choice written on <html> hides it): the choice is already applied.
    const atRemoval = page.evaluate(
      () =>
        new Promise<{ pushed: boolean; stored: string | null }>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.documentElement.hasAttribute('data-cookie-consent')) return
            observer.disconnect()
            const dataLayer = (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
            const pushed = Array.from(dataLayer).some((entry) => entry[0] === 'consent' && entry[1] === 'update')
            resolve({ pushed, stored: localStorage.getItem('cookieConsent') })
          })
          observer.observe(document.documentElement, { attributes: true })
        }),
    )
    await page.getByRole('button', { name: 'Refuser' }).click()
    await expect(banner(page)).toBeHidden()
    const removal = await atRemoval
    expect(removal.pushed).toBe(true)
    expect(JSON.parse(removal.stored ?? 'null')?.value).toBe('declined')
    const dataLayer = await readDataLayer(page)
    expect(dataLayer).toContainEqual(['consent', 'update', denied])
    expect(dataLayer).toContainEqual(['event', 'consent_denied', { event_category: 'cookie_consent', event_label: 'refuser' }])
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null').value).toBe('declined')

    await page.reload()
    await settle(page)
    await expect(banner(page)).toHaveCount(0)

    // The same refusal, made 7 months ago: asked again.
    const sevenMonthsAgo = new Date()
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7)
    await storeConsent(page, JSON.stringify({ value: 'declined', date: sevenMonthsAgo.toISOString() }))
    await page.reload()
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()

    await page.waitForLoadState('networkidle')
    expect(requests.google()).toEqual([])
  })

  test('a corrupt, expired or legacy (undated) stored value asks again and loads nothing', async ({ page, context }) => {
    const requests = recordRequests(context)
    const sevenMonthsAgo = new Date()
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7)
    await page.goto('/')
    await waitForHydration(page)
    for (const raw of [
      '{pas du json',
      JSON.stringify({ value: 'oui', date: new Date().toISOString() }),
      JSON.stringify({ value: 'accepted', date: sevenMonthsAgo.toISOString() }),
      'accepted',
    ]) {
      await storeConsent(page, raw)
      await page.reload()
      await waitForHydration(page)
      await expect(banner(page), raw).toBeVisible()
    }
    await page.waitForLoadState('networkidle')
    expect(requests.google()).toEqual([])
  })

  test('withdrawal after acceptance sends the denied update and deletes the _ga/_gcl cookies', async ({ page, context, baseURL }) => {
    await stubTag(context)
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Accepter' }).click()
    await expect(banner(page)).toBeHidden()
    // A later page view with the stored acceptance.
    await page.reload()
    await settle(page)
    await expect(banner(page)).toHaveCount(0)

    // Cookies as the tag would have set them, plus one of the site's own that must survive.
    await context.addCookies(
      ['_ga', `_ga_${measurementId.replace(/^G-/, '')}`, '_gcl_au'].map((name) => ({
        name,
        value: 'GA1.1.123456789.1700000000',
        url: baseURL!,
      })),
    )
    await context.addCookies([{ name: 'preference', value: 'garde', url: baseURL! }])
    const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' })
    await manage.click()
    await expect(banner(page)).toBeFocused()
    await page.getByRole('button', { name: 'Refuser' }).click()
    await expect(banner(page)).toBeHidden()
    // Focus goes back to the control that opened the banner.
    await expect(manage).toBeFocused()

    const consentCommands = (await readDataLayer(page)).filter((entry) => entry[0] === 'consent')
    expect(consentCommands.at(-1)).toEqual(['consent', 'update', denied])
    expect(consentCommands.map((entry) => (entry[2] as { ad_storage: string }).ad_storage)).toEqual([
      'denied', // default
      'granted', // stored acceptance applied on this page view
      'denied', // withdrawal
    ])
    expect(await readDataLayer(page)).toContainEqual(['event', 'consent_denied', { event_category: 'cookie_consent', event_label: 'refuser' }])
    await expect.poll(async () => (await context.cookies()).map((c) => c.name).sort()).toEqual(['preference'])
  })
})

test.describe('cookie banner before the page’s code has run', () => {
  test('a first visit shows the banner with the page; Refuser hides it at once and stores the choice; nothing reaches Google; once live the port pushes the defaults, then the refusal', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(context)
    // Whether the banner has a box in the first frame where it is in the document (before that frame is painted).
    await page.addInitScript(() => {
      requestAnimationFrame(function firstFrame() {
        const region = document.querySelector('[data-cookie-banner]')
        if (!region) return requestAnimationFrame(firstFrame)
        ;(window as unknown as { bannerInFirstFrame: boolean }).bannerInFirstFrame = region.getClientRects().length > 0
      })
    })
    const releasePage = await hold(page, PAGE_CODE)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { bannerInFirstFrame?: boolean }).bannerInFirstFrame)).toBe(true)
    await banner(page).getByRole('button', { name: 'Refuser' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null').value).toBe('declined')
    expect(await readDataLayer(page)).toEqual([])

    releasePage()
    await waitForHydration(page)
    await expect
      .poll(async () => (await readDataLayer(page)).filter((entry) => entry[0] === 'event'))
      .toEqual([['event', 'consent_denied', { event_category: 'cookie_consent', event_label: 'refuser' }]])
    const dataLayer = await readDataLayer(page)
    expect(dataLayer[0]).toEqual(['consent', 'default', { ...consentDefaults }])
    expect(dataLayer.filter((entry) => entry[0] === 'consent')).toEqual([
      ['consent', 'default', { ...consentDefaults }],
      ['consent', 'update', denied],
    ])
    await expect(banner(page)).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect(requests.google()).toEqual([])
  })

  test('Accepter before the page is live: the tag is loaded once the page is, with consent_granted sent once', async ({ page, context }) => {
    await stubTag(context)
    const requests = recordRequests(context)
    const releasePage = await hold(page, PAGE_CODE)
    await page.goto('/contact')
    await banner(page).getByRole('button', { name: 'Accepter' }).click()
    await expect(banner(page)).toBeHidden()
    await page.waitForTimeout(300)
    expect(requests.google()).toEqual([])
    releasePage()
    await waitForHydration(page)
    await expect.poll(() => requests.tag()).toEqual([tagUrl])
    const dataLayer = await readDataLayer(page)
    expect(dataLayer[0]).toEqual(['consent', 'default', { ...consentDefaults }])
    expect(dataLayer.filter((entry) => entry[0] === 'consent')).toEqual([
      ['consent', 'default', { ...consentDefaults }],
      ['consent', 'update', granted],
    ])
    expect(dataLayer.filter((entry) => entry[1] === 'consent_granted')).toHaveLength(1)
  })

  test('a stored choice hides the banner before the first frame that could show it (no flash)', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', JSON.stringify({ value: 'declined', date: new Date().toISOString() }))
      requestAnimationFrame(function firstFrame() {
        const region = document.querySelector('[data-cookie-banner]')
        if (!region) return requestAnimationFrame(firstFrame)
        ;(window as unknown as { bannerInFirstFrame: boolean }).bannerInFirstFrame = region.getClientRects().length > 0
      })
    })
    const releasePage = await hold(page, PAGE_CODE)
    await page.goto('/services')
    await expect(page.locator('html')).toHaveAttribute('data-cookie-consent', 'declined')
    await expect.poll(() => page.evaluate(() => (window as unknown as { bannerInFirstFrame?: boolean }).bannerInFirstFrame)).toBe(false)
    await expect(banner(page)).toBeHidden()
    releasePage()
    await waitForHydration(page)
    await expect(banner(page)).toBeHidden()
  })
})

test.describe('cookie banner on a small phone @phone', () => {
  test.use({ viewport: { width: 320, height: 568 } })

  test('the banner stays compact and the end of the page scrolls above it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    // Measure once the banner's entrance animation is over (the buttons were read a frame apart).
    await banner(page).evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    const box = (await banner(page).boundingBox())!
    expect(box.height).toBeLessThanOrEqual(568 * 0.45)
    const decline = (await page.getByRole('button', { name: 'Refuser' }).boundingBox())!
    const accept = (await page.getByRole('button', { name: 'Accepter' }).boundingBox())!
    expect(Math.round(decline.y)).toBe(Math.round(accept.y))
    expect(Math.round(decline.width)).toBe(Math.round(accept.width))
    expect(Math.round(decline.height)).toBe(Math.round(accept.height))

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = page.locator('main, footer').last()
    await expect.poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual(box.y + 1)
  })

  test('on the smallest phone too, nothing the keyboard reaches on /contact ends behind the banner (every page: the routes sweep, at 390 and 1280 px)', async ({
    page,
  }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    expect(await focusHiddenByBanner(page)).toEqual([])
    // Once the form is live too: its react-aria fields stop focus events on their way up, which a
    // listener on the document's bubbling phase never heard (the text area ended 83 px behind).
    await liveForm(page, 'contact')
    expect(await focusHiddenByBanner(page)).toEqual([])
  })
})
