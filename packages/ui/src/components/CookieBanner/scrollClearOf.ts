// Focus clear of the cookie banner, as one self-contained function: enhanceCookieBanner runs it, and a
// page can run its source text as an inline script (no styles, no imports: `@expert/ui/CookieBanner/scrollClearOf`
// loads in Node too).

/**
 * Scrolls the page so that `element` and its focus ring end above `cover`, without pushing its top
 * under the page's top padding (the fixed header). Self-contained (no outside name): a page can also
 * run its source as an inline script, so that focus clears the banner from the first paint.
 */
export function scrollClearOf(element: Element, cover: Element) {
  // Room kept around a focused element: its focus ring (3 px, 2 px away) and a little air.
  const ringRoom = 8
  if (!element.isConnected || document.activeElement !== element) return
  // In the top layer (a modal dialog or a popover: the menu's drawer) the element is above the
  // banner, which covers nothing of it: scrolling would only move the page behind.
  for (const topLayer of [':modal', ':popover-open']) {
    try {
      if (element.closest(topLayer)) return
    } catch {
      // A browser that does not know this selector has no such layer either.
    }
  }
  const box = element.getBoundingClientRect()
  // Where the banner rests (fixed to the bottom), not where its entrance animation has it now.
  const coverTop = window.innerHeight - cover.getBoundingClientRect().height
  const hidden = box.bottom + ringRoom - coverTop
  if (hidden <= 0 || box.height === 0) return
  const topPadding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const room = box.top - ringRoom - topPadding
  if (room > 0) window.scrollBy({ top: Math.min(hidden, room), behavior: 'instant' })
}
