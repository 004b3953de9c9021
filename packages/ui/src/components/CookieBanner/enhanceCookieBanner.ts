// What the cookie banner does in the page beyond its markup, as plain DOM code: the component runs it
// in an effect, and a prerendered page whose banner React does not render can run it on that markup.
import { setBottomCover } from '../../styles/bottomCover'

/** Room kept around a focused element: its focus ring (3 px, 2 px away) and a little air. */
const FOCUS_RING_ROOM = 8

/** Scrolls the page so that `element` and its focus ring end above `cover`, without pushing its top under the page's top padding (the fixed header). */
function scrollClearOf(element: Element, cover: Element) {
  if (!element.isConnected || document.activeElement !== element) return
  const box = element.getBoundingClientRect()
  // Where the banner rests (fixed to the bottom), not where its entrance animation has it now.
  const coverTop = window.innerHeight - cover.getBoundingClientRect().height
  const hidden = box.bottom + FOCUS_RING_ROOM - coverTop
  if (hidden <= 0 || box.height === 0) return
  const topPadding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const room = box.top - FOCUS_RING_ROOM - topPadding
  if (room > 0) window.scrollBy({ top: Math.min(hidden, room), behavior: 'instant' })
}

export function enhanceCookieBanner(region: HTMLElement): () => void {
  const undo: (() => void)[] = []
  const previous = region.previousElementSibling
  const spacer = previous instanceof HTMLElement && previous.hasAttribute('data-cookie-banner-spacer') ? previous : null
  const status = region.querySelector<HTMLElement>('[role="status"]')
  const announcement = status?.dataset.announcement

  if (status && announcement) {
    const timer = setTimeout(() => {
      status.textContent = announcement
    }, 150)
    undo.push(() => clearTimeout(timer))
  }

  if (spacer) {
    let published = false
    const measure = () => {
      const height = region.getBoundingClientRect().height
      spacer.style.blockSize = `${height}px`
      if (height > 0) setBottomCover(height)
      else if (published) setBottomCover(null)
      published = height > 0
    }
    // A ResizeObserver reports the first size too, after the browser's own layout: measuring at once
    // would force a layout of the whole page inside the caller's task (a long task on a phone).
    if (typeof ResizeObserver === 'undefined') measure()
    else {
      const observer = new ResizeObserver(measure)
      observer.observe(region)
      undo.push(() => observer.disconnect())
    }
    undo.push(() => {
      if (published) setBottomCover(null)
    })

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || region.contains(target) || region.getClientRects().length === 0) return
      // In the frame after the browser's own scroll.
      requestAnimationFrame(() => scrollClearOf(target, region))
    }
    // Captured: a component that stops the event on its way up (react-aria's fields do) must not hide it.
    document.addEventListener('focusin', onFocusIn, true)
    undo.push(() => document.removeEventListener('focusin', onFocusIn, true))
  }

  return () => {
    for (const step of undo) step()
  }
}
