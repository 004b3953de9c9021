// What the cookie banner does in the page beyond its markup, as plain DOM code: the component runs it
// in an effect, and a prerendered page whose banner React does not render can run it on that markup.
import { setBottomCover } from '../../styles/bottomCover'
import { scrollClearOf } from './scrollClearOf'

export type EnhanceCookieBannerOptions = {
  /**
   * Scroll what gets focus clear of the banner (default). False where the page's own inline script
   * already does it from the first paint (the site: its consent script runs `scrollClearOf`).
   */
  clearFocus?: boolean
}

export function enhanceCookieBanner(region: HTMLElement, { clearFocus = true }: EnhanceCookieBannerOptions = {}): () => void {
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

    if (clearFocus) {
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
  }

  return () => {
    for (const step of undo) step()
  }
}
