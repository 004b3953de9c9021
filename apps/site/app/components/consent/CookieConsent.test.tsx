// The consent wiring: what it puts in the prerendered HTML (hydration safety), and the banner beside the page's other overlays.
import { render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mailFormToasts } from '../../content/forms'
import { Notifications } from '../Notifications'
import { notify } from '../notification-queue'
import { CookieConsent, ManageCookiesButton } from './CookieConsent'

describe('consent wiring in the prerendered HTML', () => {
  it('renders no banner: the choice lives in the browser, so the banner only appears after hydration', () => {
    expect(renderToString(<CookieConsent />)).toBe('')
  })

  it("renders 'Gérer les cookies' as a real button", () => {
    expect(renderToString(<ManageCookiesButton />)).toMatch(/^<button[^>]*type="button"[^>]*>Gérer les cookies<\/button>$/)
  })
})

describe('the banner on a first visit, in the browser', () => {
  it('keeps toasts above it: none covers « Refuser » or « Accepter »', async () => {
    localStorage.clear()
    render(
      <>
        <CookieConsent />
        <Notifications />
      </>,
    )
    const banner = await screen.findByRole('region', { name: 'Gestion des cookies' })
    notify({ ...mailFormToasts.contact.failure, variant: 'destructive', source: 'contact' })
    const toast = await within(await screen.findByRole('region', { name: 'Notifications' })).findByText(mailFormToasts.contact.failure.title)
    const buttons = [within(banner).getByRole('button', { name: 'Refuser' }), within(banner).getByRole('button', { name: 'Accepter' })]
    // The region slides in: judged where it comes to rest.
    await waitFor(() => expect(toast.closest('[role="region"]')!.getAnimations({ subtree: true }).length).toBe(0))
    const region = toast.closest('[role="region"]')!.getBoundingClientRect()
    for (const button of buttons) {
      const box = button.getBoundingClientRect()
      const overlaps = box.left < region.right && region.left < box.right && box.top < region.bottom && region.top < box.bottom
      expect(overlaps, `${button.textContent} under a toast`).toBe(false)
    }
    expect(region.bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().top)
  })
})
