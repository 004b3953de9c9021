// What a page must not do to its text at a given width, read in one pass over the laid-out page
// (one `evaluate`, no reload): the routes sweep calls it at each width it checks.
import type { Page } from '@playwright/test'

/**
 * The page does not scroll sideways, and no visible text is cut by an ellipsis or a clipping box.
 * Returns one line per problem.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) out.push(`scrolls sideways (${document.documentElement.scrollWidth} px)`)
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      // Visually hidden texts (1 px, clipped) are meant for screen readers.
      if (style.display === 'none' || style.visibility === 'hidden' || box.width <= 1 || box.height <= 1 || style.clipPath === 'inset(50%)') continue
      if (!element.innerText?.trim()) continue
      const clips = (value: string) => value === 'hidden' || value === 'clip'
      const cutX = (style.textOverflow === 'ellipsis' || clips(style.overflowX)) && element.scrollWidth > element.clientWidth + 1
      const cutY = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1
      if (cutX || cutY) out.push(`"${element.innerText.trim().slice(0, 40)}" cut (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`)
    }
    return out
  })
}
