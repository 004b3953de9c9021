// Inter on the prerendered site (app/font-after-paint.ts): the page paints before the font is
// requested, the face then arrives and is used, nothing moves when it swaps in, and a visitor
// without JavaScript gets it too.
import { expect, test, waitForHydration } from './fixtures'

type FontRecord = { firstContentfulPaint: number; fontRequests: { start: number; end: number }[]; shift: number }

test('the page paints in the metric-matched fallback first, then Inter arrives and nothing moves', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const record = { shift: 0 }
    ;(window as unknown as { fontRecord: typeof record }).fontRecord = record
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/')
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'))).toBe(true)
  const record = await page.evaluate<FontRecord>(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fontRequests: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    shift: (window as unknown as { fontRecord: { shift: number } }).fontRecord.shift,
  }))
  // One font file, requested once the first contentful paint is recorded: never in the way of the first paint.
  expect(record.fontRequests).toHaveLength(1)
  expect(record.fontRequests[0]!.start).toBeGreaterThanOrEqual(record.firstContentfulPaint)
  // The fallback has Inter's metrics: the swap shifts nothing.
  expect(record.shift).toBe(0)
  // The hero's text is drawn in Inter now (bold heading and regular paragraph: the one variable face).
  const families = await page.evaluate(() => [getComputedStyle(document.querySelector('h1')!).fontFamily, getComputedStyle(document.querySelector('main p')!).fontFamily])
  for (const family of families) expect(family).toMatch(/^"?Inter Variable"?,/)
  expect(consoleErrors).toEqual([])
})

test('without JavaScript, the <noscript> rule loads the same face', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const fontResponse = page.waitForResponse((response) => response.url().endsWith('.woff2'))
  await page.goto('/a-propos')
  const response = await fontResponse
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('font/woff2')
  await context.close()
})
