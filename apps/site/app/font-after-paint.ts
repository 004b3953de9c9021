// Inter starts downloading once the page has painted, not before.
//
// Every page's largest element is text that is in the HTML and the one stylesheet. Declared in the
// stylesheet (or preloaded), the font is fetched alongside them and Lighthouse's simulation makes the
// largest paint wait for it: LCP 0.3–0.6 s after FCP on a phone profile (docs/performance.md). So
// the site's stylesheet has no @font-face for Inter; this inline script registers the face with the
// FontFace API when the first contentful paint is recorded. Until it arrives, text is drawn in
// 'Inter Fallback' (Arial with Inter's metrics, packages/ui/src/styles/global.css.ts), so the swap
// moves nothing (CLS 0) and no text is ever invisible. Client-side navigations keep the loaded face.
//
// Written as a function so that it is type-checked; pages get its source text, allowed by the CSP
// by hash like every inline script. Without JavaScript, a <noscript> @font-face rule does the same.
import interUrl from '@expert/ui/fonts/inter.woff2?url'
import { interFace, interFaceRule } from '@expert/ui/fonts/face'

function registerFontAfterFirstPaint(family: string, source: string, descriptors: FontFaceDescriptors) {
  let registered = false
  const register = () => {
    if (registered) return
    registered = true
    try {
      const face = new FontFace(family, source, descriptors)
      document.fonts.add(face)
      face.load().catch(() => {})
    } catch {
      // No FontFace API: the fallback face stays.
    }
  }
  // A hidden tab paints nothing, and a browser without paint timing would wait for nothing.
  if (document.visibilityState === 'hidden') return register()
  setTimeout(register, 3000)
  // After the first contentful paint and once the whole HTML is parsed, two frames later: by then the
  // first screen (the largest text included, which the parser may reach a frame after the header) is painted.
  let painted = false
  const whenReady = () => {
    if (painted && document.readyState !== 'loading') requestAnimationFrame(() => requestAnimationFrame(register))
  }
  document.addEventListener('DOMContentLoaded', whenReady)
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      painted = true
      whenReady()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    register()
  }
}

const source = `url(${interUrl}) format("woff2")`

/** The inline script of every page's <head> (called by the build only: browsers never need its text). */
export const fontAfterPaintScript = () =>
  `(${registerFontAfterFirstPaint.toString()})(${JSON.stringify(interFace.family)}, ${JSON.stringify(source)}, ${JSON.stringify(interFace.descriptors)})`

/** The face for visitors without JavaScript: the content of a <noscript> in the <head> (build only, too). */
export const fontWithoutScript = () => `<style>${interFaceRule(interUrl)}</style>`
