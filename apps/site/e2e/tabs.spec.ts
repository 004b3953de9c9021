// The services tabs at the widths where they do not all fit (issue 23): the selected tab is whole
// on load, and a strip that scrolls says so (a fade over the end it hides); at the end of the
// strip, the last tab is whole too. The hydrated tabs behave as before (one panel shown).
import { expect, test, waitForHydration } from './fixtures'

for (const width of [390, 768]) {
  test(`/services at ${width} px: the selected tab is whole on load, the strip shows that it scrolls`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/services')
    await waitForHydration(page)
    await expect(page.locator('[data-island="services"]')).toHaveAttribute('data-island-live', '')
    const list = page.getByRole('tablist')
    const selected = list.getByRole('tab', { selected: true })
    await expect(selected).toHaveText('Expertise bâtiment')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)

    const inside = () =>
      selected.evaluate((tab) => {
        const strip = tab.parentElement!.getBoundingClientRect()
        const box = tab.getBoundingClientRect()
        return { left: box.left - strip.left, right: strip.right - box.right }
      })
    const { left, right } = await inside()
    expect(left, 'selected tab starts inside the strip').toBeGreaterThanOrEqual(0)
    expect(right, 'selected tab ends inside the strip').toBeGreaterThanOrEqual(0)

    const strip = await list.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      scrollLeft: element.scrollLeft,
      mask: getComputedStyle(element).maskImage,
    }))
    expect(strip.scrollLeft).toBe(0)
    if (strip.scrolls) {
      // The end is faded (the mask reaches transparent there), the start is not while at scroll 0.
      expect(strip.mask).toContain('linear-gradient')
      // How wide each fade is, read from the mask (its stops: transparent → opaque at `start`, opaque
      // until 100% − `end`): none at the start while the strip is scrolled to it, one at the end.
      const fades = await list.evaluate((element) => {
        const mask = getComputedStyle(element).maskImage
        const match = /rgba\(0, 0, 0, 0\),\s*rgb\(0, 0, 0\)\s+([\d.]+)px,\s*rgb\(0, 0, 0\)\s+calc\(100% - ([\d.]+)px\)/.exec(mask)
        return match ? { start: Number(match[1]), end: Number(match[2]) } : mask
      })
      expect(fades).toEqual({ start: 0, end: expect.any(Number) })
      expect((fades as { end: number }).end).toBeGreaterThan(0)
      // The last tab, reached with the keyboard, is brought whole into view.
      await selected.focus()
      await page.keyboard.press('End')
      const last = list.getByRole('tab', { name: 'Expertise biens & immobilier' })
      await expect(last).toHaveAttribute('aria-selected', 'true')
      await expect.poll(() => last.evaluate((tab) => tab.getBoundingClientRect().right <= tab.parentElement!.getBoundingClientRect().right + 0.5)).toBe(true)
    }
  })
}
