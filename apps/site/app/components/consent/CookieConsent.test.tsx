// Hydration safety: what the consent wiring puts in the prerendered HTML.
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

// The site's unit project runs in Node without the vanilla-extract plugin: class names are irrelevant
// here, the design system's text button is a native button with a class of its own.
vi.mock('@expert/ui/TextButton', async () => {
  const { createElement } = await import('react')
  return {
    TextButton: ({ tone: _tone, ...props }: Record<string, unknown>) => createElement('button', { ...props, type: 'button' }),
  }
})
vi.mock('@expert/ui/CookieBanner', () => ({ CookieBanner: () => 'banner' }))

const { CookieConsent, ManageCookiesButton } = await import('./CookieConsent')

describe('consent wiring in the prerendered HTML', () => {
  it('renders no banner: the choice lives in the browser, so the banner only appears after hydration', () => {
    expect(renderToString(<CookieConsent />)).toBe('')
  })

  it("renders 'Gérer les cookies' as a real button", () => {
    expect(renderToString(<ManageCookiesButton />)).toMatch(/^<button[^>]*type="button"[^>]*>Gérer les cookies<\/button>$/)
  })
})
