// Shared Playwright helpers, and what every journey is held to without asking: no console error
// and no Content-Security-Policy violation (automatic fixtures, checked when the test ends, whatever
// the documents it went through). A test that provokes an error on purpose names it: `expectConsole(/…/)`.
import axe from 'axe-core'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { recordCsp, settleViolations, type Violation } from './recorders'

export type ConsoleRecord = { type: string; text: string }

type Fixtures = {
  /** Console errors and uncaught exceptions of the page, as they come. */
  consoleErrors: ConsoleRecord[]
  /** Announces console errors this test provokes on purpose (a fault, a logged 404): they do not fail it. */
  expectConsole: (pattern: RegExp) => void
  /** The Content-Security-Policy violations of the journey, every document included (recorders.ts). */
  csp: { violations: Violation[]; messages: string[]; inPage: () => Promise<Violation[]> }
  /** Tests that break the policy on purpose (the recorder's own test) say so: `test.use({ cspViolationsExpected: true })`. */
  cspViolationsExpected: boolean
}

/**
 * What a page logs when part of its code cannot be downloaded: the refused requests, the failed
 * import, and the site's own line naming the part ('[Avis] chargement impossible : …', or the send
 * it could not make: '[Demande de devis rapide] envoi impossible : …').
 */
export const downloadFailureLines =
  /^(Failed to load resource: net::ERR_|TypeError: Failed to fetch dynamically imported module|\[[^\]]+\] (chargement|envoi) impossible)/

/** The console errors a test announced, by the list the console fixture keeps. */
const announced = new WeakMap<ConsoleRecord[], RegExp[]>()

export const test = base.extend<Fixtures>({
  cspViolationsExpected: [false, { option: true }],
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: ConsoleRecord[] = []
      const expected: RegExp[] = []
      announced.set(errors, expected)
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push({ type: 'console', text: message.text() })
      })
      page.on('pageerror', (error) => errors.push({ type: 'pageerror', text: String(error) }))
      await use(errors)
      if (testInfo.status !== testInfo.expectedStatus) return
      const unexpected = errors.filter(({ text }) => !expected.some((pattern) => pattern.test(text)))
      expect(unexpected, 'console errors the journey did not announce').toEqual([])
    },
    { auto: true },
  ],
  expectConsole: async ({ consoleErrors }, use) => {
    await use((pattern) => announced.get(consoleErrors)!.push(pattern))
  },
  csp: [
    async ({ page, cspViolationsExpected, javaScriptEnabled }, use, testInfo) => {
      const record = await recordCsp(page)
      await use(record)
      // Without JavaScript nothing runs that the policy could refuse (and the recorder cannot be read).
      if (!javaScriptEnabled || cspViolationsExpected || testInfo.status !== testInfo.expectedStatus || page.isClosed()) return
      await settleViolations(page).catch(() => undefined)
      expect(record.violations, 'Content-Security-Policy violations').toEqual([])
      expect(record.messages, 'Content-Security-Policy messages in the console').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Makes every document of the journey paint first with its web font, in the order the preload gives on
 * a normal load (ADR 0005): the stylesheet, which holds the first paint, is given once the font that
 * the document requested before it has arrived. For the journeys that count layout shifts: left to
 * the host's timing, a font that came after the first paint moved a line by a hair (CI, 2026-11-29:
 * 0.0018 on /mentions-legales), which is not the page's doing. Returns whether the last document's font
 * came first: false if the document asked for none before its stylesheet (no preload), or if it had
 * not arrived 15 s after it was asked for (then the stylesheet goes on).
 */
export async function paintWithFont(page: Page): Promise<() => boolean> {
  // The font the current document asked for (none yet: nothing to wait for), and whether it came first.
  let fontArrived = Promise.resolve(false)
  let cameFirst = false
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) fontArrived = Promise.resolve(false)
    if (!request.url().endsWith('.woff2')) return
    const arrived = request.response().then(async (response) => response !== null && (await response.finished()) === null)
    fontArrived = Promise.race([arrived, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))])
  })
  // Routed requests skip the HTTP cache: each document asks for its font again, before its stylesheet.
  await page.route('**/assets/*.css', async (route) => {
    cameFirst = await fontArrived
    await route.continue()
  })
  return () => cameFirst
}

/**
 * The page's animations at a tenth of their speed (DevTools' playback rate: the document timeline's; each
 * animation's own timing unchanged), for a test that reads an animation in the first frame after a tap:
 * on a starved host that frame came after the drawer's whole 0.3 s (npm test, 2026-11-29 13:35). Returns
 * the way back to full speed.
 */
export async function slowAnimations(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 })
  return async () => {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
  }
}

/** Waits until React has hydrated the prerendered page (root sets data-hydrated). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Clicks a control that reloads the page (the reviews' 'Réessayer'), then waits for the new
 * document's load and its hydration: the old document was hydrated too, so the load comes first.
 */
export async function clickAndReload(page: Page, control: Locator) {
  const reload = page.waitForEvent('load')
  await control.click()
  await reload
  await waitForHydration(page)
}

/**
 * What a keyboard user does first on a page: Tab (focus starts at the top) reaches the skip link,
 * Enter follows it to the main content. Focus is then on <main>; the next Tab enters the page.
 */
export async function followSkipLink(page: Page) {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
}

/** Presses Tab until focus is inside `container` (at most `max` times); fails otherwise. */
export async function tabInto(page: Page, container: Locator, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab')
    if (await container.evaluate((element) => element.contains(document.activeElement))) return
  }
  throw new Error(`focus did not reach the element after ${max} presses of Tab`)
}

/** Focus has moved inside `container` (a list, a dialog, the banner); polled, as focus moves after a render. */
export const expectFocusWithin = (container: Locator) => expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true)

export { expect }

export type FormIslandKind = 'quick' | 'contact' | 'review'

/**
 * Makes a form live as a visitor does: the form's JS loads at the first interaction with it
 * (`hydrate: 'interaction'`, app/islands/island.tsx), so point at it, then wait for the island's marker. Returns the <form>.
 */
export async function liveForm(page: Page, kind: FormIslandKind): Promise<Locator> {
  const island = page.locator(`[data-form-island="${kind}"]`)
  await island.hover()
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  return island.locator('form')
}

/** Opens a page, waits for its hydration, and returns its live form. */
export async function openForm(page: Page, path: string, kind: FormIslandKind): Promise<Locator> {
  await page.goto(path)
  await waitForHydration(page)
  return liveForm(page, kind)
}

/** Ticks a react-aria checkbox with the keyboard (its input lies under the drawn box), as a person would. */
export async function tick(checkbox: Locator) {
  if (await checkbox.isChecked()) return
  await checkbox.focus()
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked()
}

/** The WCAG 2.1 A/AA rules and axe's best practices: what every page and state is held to. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

declare global {
  interface Window {
    axe?: typeof axe
  }
}

/**
 * axe's violations on the page as it is now, one line each (`label: rule (targets)`).
 *
 * axe-core itself, run in the page: injected once per document (DevTools evaluation, which the page's
 * CSP does not govern), then `axe.run` on the whole document. @axe-core/playwright's AxeBuilder ran the
 * same rules 6-9x slower here (2.1-2.9 s against 0.33 s on the home at 390 px): it injects axe twice and
 * opens a blank page per call to merge per-frame results, for frames these pages do not have (the
 * check below fails if one ever appears). Only violations are gathered in full (`resultTypes`): axe
 * still runs every rule on every node, it just does not build the node lists nobody reads.
 */
export async function axeViolations(page: Page, label = page.url()) {
  expect(page.frames(), 'axe here checks one document: a page with frames needs per-frame runs').toHaveLength(1)
  // The state a visitor reads: animations and transitions that end (a toast sliding in, a field's
  // colour changing) are let finish first; measured mid-way, a colour is neither the old nor the new.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    (tags) =>
      window
        .axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    axeTags,
  )
  return violations.map((v) => `${label}: ${v.id} (${v.targets.join(', ')})`)
}

/**
 * Scrolls to the home's testimonials as a visitor scrolling down does: the block comes within a
 * screen of the viewport first (its code loads, it reads the API and refreshes its cards while off
 * screen: Testimonials.tsx), then into view. Returns the block.
 */
export async function scrollToRefreshedTestimonials(page: Page): Promise<Locator> {
  const host = page.locator('[data-testimonials]')
  await host.evaluate((block) => window.scrollTo(0, block.getBoundingClientRect().top + window.scrollY - window.innerHeight * 1.5))
  await expect(host).toHaveAttribute('data-testimonials', 'loaded')
  const block = page.getByRole('region', { name: 'Ce que nos clients disent de nous' })
  await block.scrollIntoViewIfNeeded()
  return block
}
