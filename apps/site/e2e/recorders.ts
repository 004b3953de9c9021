// What a journey records as it goes: the browser's requests (and which reach Google), the
// Content-Security-Policy violations, and the tag's dataLayer. Shared by the consent, CSP and
// every-route suites.
import type { BrowserContext, Page } from '@playwright/test'

const googleHost =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|googleadservices\.com|googlesyndication\.com|gstatic\.com|google\.[a-z]{2,3}(\.[a-z]{2})?)$/
const isGoogle = (url: string) => googleHost.test(new URL(url).hostname)

/** Every request of the context, from now on. */
export function recordRequests(context: BrowserContext) {
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  return {
    all: urls,
    google: () => urls.filter(isGoogle),
    tag: () => urls.filter((url) => url.startsWith('https://www.googletagmanager.com/gtag/js')),
  }
}

/** dataLayer entries as arrays (gtag pushes `arguments` objects). */
export function readDataLayer(page: Page) {
  return page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)))
}

export type Violation = { directive: string; blocked: string; sample: string; page: string }
type WindowWithRecorder = Window & { __cspViolations: Violation[]; __reportCspViolation?: (violation: Violation) => Promise<void> }

/**
 * A document listener installed before any page script (addInitScript) pushes every
 * securitypolicyviolation to window.__cspViolations and reports it to the test through a binding;
 * Chromium also logs each refusal to the console, mentioning "Content Security Policy".
 */
export async function recordCsp(page: Page) {
  const violations: Violation[] = []
  const messages: string[] = []
  await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation)
  })
  await page.addInitScript(() => {
    const store: Violation[] = []
    Object.defineProperty(window, '__cspViolations', { value: store })
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = { directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, page: location.pathname }
      store.push(violation)
      void (window as unknown as WindowWithRecorder).__reportCspViolation?.(violation)
    })
  })
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) messages.push(message.text())
  })
  return {
    /** Every violation since the journey began, whatever document raised it. */
    violations,
    messages,
    /** The current document's own array (emptied by a full navigation). */
    inPage: () => page.evaluate(() => (window as unknown as WindowWithRecorder).__cspViolations),
  }
}

/** Lets pending violation events and their reports arrive before the recorder is read. */
export async function settleViolations(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
}
