// Inter on the prerendered site: one preloaded subset file, there before the first paint, used by the
// text, and nothing moves while the page loads (ADR 0005).
import { expect, paintWithFont, test, waitForHydration } from './fixtures'

// On desktop and phone widths (the tag runs it in the phone project): a rewrap shows at one width only.
for (const [path, tag] of ['/', '/avis-clients', '/mentions-legales'].flatMap((path) => [[path, ''] as const, [path, ' @phone'] as const])) {
  test(`${path}: one font file, Inter on the text, no layout shift${tag}`, async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const record = { shift: 0 }
      ;(window as unknown as { fontRecord: typeof record }).fontRecord = record
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The order a normal load gives (the preload): the font before the first paint. A font that waits for
    // the stylesheet (no preload) does not arrive before it: the assertion below names why.
    const fontCameFirst = await paintWithFont(page)
    await page.goto(path)
    expect(fontCameFirst(), 'the font downloads before the stylesheet is given (preloaded)').toBe(true)
    await waitForHydration(page)
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded')))
      .toBe(true)
    const record = await page.evaluate(() => ({
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.name),
      shift: (window as unknown as { fontRecord: { shift: number } }).fontRecord.shift,
      family: getComputedStyle(document.querySelector('main h1')!).fontFamily,
    }))
    expect(record.fonts).toHaveLength(1)
    expect(record.fonts[0]).toMatch(/\/assets\/inter-subset-[\w-]+\.woff2$/)
    expect(record.family).toMatch(/^"?Inter Variable"?,/)
    expect(record.shift).toBe(0)
    expect(consoleErrors).toEqual([])
  })
}
