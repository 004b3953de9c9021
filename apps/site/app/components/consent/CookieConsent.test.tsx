// The consent wiring: what it puts in the page, the page's consent script answering the banner and
// 'Gérer les cookies' on the banner's markup (no React handler involved), and the banner beside the
// page's other overlays. (That every prerendered page holds the banner and the script: checks/pages.test.ts.)
import { render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CookieBanner, scrollClearOf } from '@expert/ui/CookieBanner'
import { mailFormToasts } from '../../content/forms'
import { CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY, FUTURE_TOLERANCE_MS } from '../../data/consent'
import { Notifications } from '../Notifications'
import { notify } from '../notification-queue'
import { CONSENT_CHOICE_EVENT, cookieConsentBehaviour } from './consent-script'
import { ManageCookiesButton } from './CookieConsent'
import * as styles from './CookieConsent.css'

describe('consent wiring in the prerendered HTML', () => {
  it("renders 'Gérer les cookies' as a real button the consent script knows", () => {
    expect(renderToString(<ManageCookiesButton />)).toMatch(/^<button[^>]*data-manage-cookies=""[^>]*type="button"[^>]*>Gérer les cookies<\/button>$/)
  })
})

describe('the consent script, with the banner as rendered', () => {
  const root = document.documentElement
  const chosen: string[] = []
  beforeAll(() => {
    // As in the page's <head>: once, before anything else (its click listener stays for the file).
    localStorage.clear()
    cookieConsentBehaviour(window, { key: CONSENT_STORAGE_KEY, maxAgeMonths: CONSENT_MAX_AGE_MONTHS, futureToleranceMs: FUTURE_TOLERANCE_MS }, scrollClearOf)
    window.addEventListener(CONSENT_CHOICE_EVENT, (event) => chosen.push(String((event as CustomEvent).detail)))
  })
  afterEach(() => {
    localStorage.clear()
    root.removeAttribute('data-cookie-consent')
    root.removeAttribute('data-cookie-banner-open')
    window.__cookieChoices = []
    chosen.length = 0
  })

  /** The page as the build writes it: the banner's markup in CookieConsent's host, the footer's button. */
  const page = () => {
    const container = document.createElement('div')
    container.innerHTML = renderToStaticMarkup(
      <>
        <button type="button">Avant</button>
        <ManageCookiesButton />
        <div className={styles.host}>
          <CookieBanner />
        </div>
      </>,
    )
    document.body.replaceChildren(container)
  }
  const banner = () => screen.getByRole('region', { name: 'Gestion des cookies' })

  it('Refuser stores the choice, hides the banner, announces the choice once and gives focus to « Gérer les cookies » without scrolling', async () => {
    const user = userEvent.setup()
    page()
    expect(banner()).toBeVisible()
    await user.click(within(banner()).getByRole('button', { name: 'Refuser' }))
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({ value: 'declined' })
    expect(root).toHaveAttribute('data-cookie-consent', 'declined')
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).toBeNull()
    expect(chosen).toEqual(['declined'])
    expect(screen.getByRole('button', { name: 'Gérer les cookies' })).toHaveFocus()
    // The same button tapped again once the banner is gone (a double tap): nothing more.
    within(screen.getByRole('region', { name: 'Gestion des cookies', hidden: true }))
      .getByRole('button', { name: 'Refuser', hidden: true })
      .click()
    expect(chosen).toEqual(['declined'])
  })

  it('a field the keyboard reaches under the banner ends clear of it, with nothing but the script (before the page’s code)', async () => {
    page()
    const field = document.createElement('input')
    field.setAttribute('aria-label', 'Champ du bas')
    const above = document.createElement('div')
    above.style.blockSize = `${window.innerHeight - 60}px`
    const below = document.createElement('div')
    below.style.blockSize = '2000px'
    document.body.prepend(above, field, below)
    window.scrollTo(0, 0)
    const coverTop = () => window.innerHeight - banner().getBoundingClientRect().height
    expect(field.getBoundingClientRect().bottom).toBeGreaterThan(coverTop())
    // As Tab would: the browser finds the field in view, the banner over it.
    field.focus()
    expect(field).toHaveFocus()
    // Its focus ring (3 px, 2 px away) included.
    await waitFor(() => expect(field.getBoundingClientRect().bottom + 5).toBeLessThanOrEqual(coverTop()))
    window.scrollTo(0, 0)
  })

  it('a control focused inside a modal dialog (the menu’s drawer) does not scroll the page behind it', async () => {
    page()
    const above = document.createElement('div')
    above.style.blockSize = `${window.innerHeight}px`
    const drawer = document.createElement('dialog')
    const link = document.createElement('a')
    link.href = '#devis'
    link.textContent = 'Devis gratuit'
    // Low in the drawer, where the banner lies in the page under the top layer.
    link.style.cssText = `position: fixed; inset-block-end: 4px; inset-inline-start: 0`
    drawer.append(link)
    const below = document.createElement('div')
    below.style.blockSize = '2000px'
    document.body.prepend(above, drawer, below)
    window.scrollTo(0, 0)
    drawer.showModal()
    link.focus()
    expect(link).toHaveFocus()
    expect(link.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - banner().getBoundingClientRect().height)
    // Two frames: the script's clearing runs in the frame after the focus.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(window.scrollY).toBe(0)
    drawer.close()
  })

  it('« Gérer les cookies » shows the banner with focus; Accepter gives focus back to it', async () => {
    const user = userEvent.setup()
    root.setAttribute('data-cookie-consent', 'declined')
    page()
    expect(screen.queryByRole('region', { name: 'Gestion des cookies' })).toBeNull()
    const manage = screen.getByRole('button', { name: 'Gérer les cookies' })
    await user.click(manage)
    expect(banner()).toBeVisible()
    expect(banner()).toHaveFocus()
    await user.click(within(banner()).getByRole('button', { name: 'Accepter' }))
    expect(root).toHaveAttribute('data-cookie-consent', 'accepted')
    expect(root).not.toHaveAttribute('data-cookie-banner-open')
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({ value: 'accepted' })
    expect(chosen).toEqual(['accepted'])
    expect(manage).toHaveFocus()
  })

  it('a choice by a tap that does not focus its button leaves focus where it was (no scroll to the footer)', () => {
    page()
    screen.getByRole('button', { name: 'Avant' }).focus()
    // A tap that does not focus its button (Safari, or a touch on some phones): focus stays put.
    within(banner()).getByRole('button', { name: 'Accepter' }).click()
    expect(screen.getByRole('button', { name: 'Avant' })).toHaveFocus()
    expect(chosen).toEqual(['accepted'])
    expect(root).toHaveAttribute('data-cookie-consent', 'accepted')
  })
})

describe('the banner on a first visit, in the browser', () => {
  it('keeps toasts above it: none covers « Refuser » or « Accepter »', async () => {
    document.body.replaceChildren()
    render(
      <>
        <CookieBanner />
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
