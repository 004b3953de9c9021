// Component tests' page: a part of a page rendered as the site renders it — with the site's font,
// theme, reset and cascade-layer order (root.tsx: without them the components' rules read
// undefined theme variables, so colours, borders and contrast are not the site's), in a French
// document, inside the main landmark under the page's heading, with the toast region
// (<Notifications />) after it — and what a visitor reads of it: the toasts (closed with their
// 'Fermer' button), the conversions queued for the ads tracker.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import '@expert/ui/fonts'
import { layerOrderStatement, pressableStyle } from '@expert/ui/styles'
import { toastQueue } from '@expert/ui/Toast'
import { Notifications } from '../components/Notifications'

/** root.tsx's <head> styles: react-aria's press rule, then the layer order, before every stylesheet. */
export function addHeadStyles() {
  if (document.getElementById(pressableStyle.id)) return
  const pressable = Object.assign(document.createElement('style'), { id: pressableStyle.id, textContent: pressableStyle.css })
  const order = Object.assign(document.createElement('style'), { textContent: layerOrderStatement })
  document.head.prepend(pressable, order)
}

/** Renders `ui` in a page: the site's styles, lang 'fr', a title, <main> with an <h1>, then the toast region. */
export function renderInPage(ui: ReactNode, { title = 'Page de test' }: { title?: string } = {}) {
  addHeadStyles()
  document.documentElement.lang = 'fr'
  document.title = title
  return render(
    <>
      <main>
        <h1>{title}</h1>
        {ui}
      </main>
      <Notifications />
    </>,
  )
}

/** The toast region, once a toast has been asked for (it loads on the first one). */
export const toastRegion = () => screen.findByRole('region', { name: 'Notifications' })

export type ToastExpectation = { title: string | RegExp; description: string | RegExp }

/** Waits for the toast with this title and this sentence under it. */
export async function expectToast({ title, description }: ToastExpectation) {
  const region = await toastRegion()
  const heading = await within(region).findByText(title)
  expect(heading).toBeVisible()
  expect(within(region).getByText(description)).toBeVisible()
}

/** Closes every toast shown, as a visitor does with their 'Fermer' button, and waits until they are gone. */
export async function closeToasts(user: UserEvent) {
  // The region leaves the page with its last toast: looked up afresh each time.
  const closeButtons = () => {
    const region = screen.queryByRole('region', { name: 'Notifications' })
    return region ? within(region).queryAllByRole('button', { name: 'Fermer' }) : []
  }
  for (const close of closeButtons()) await user.click(close)
  await waitFor(() => expect(closeButtons()).toHaveLength(0))
}

/**
 * Points at the toast region, as a visitor reading a toast does: react-aria pauses the toasts'
 * timers while it is hovered, so a measurement (axe) sees the toast that was shown, not its absence.
 */
export async function holdToasts(user: UserEvent) {
  await user.hover(await toastRegion())
}

/** Test isolation (afterEach): the app-wide toast queue outlives a test's render; empty it. */
export const clearToasts = () => toastQueue.clear()

/**
 * afterEach: unmounts what the test rendered (Testing Library cleans up by itself only where
 * `afterEach` is a global, and Vitest's are not), empties the toast queue and react-aria's live
 * announcer (what react-aria's clearAnnouncer does: its messages stay 7 s and may point, by
 * aria-labelledby, at elements of the test that rendered them, which axe would then find nameless).
 */
export function cleanupPage() {
  cleanup()
  clearToasts()
  for (const log of document.querySelectorAll('[data-live-announcer] [aria-live]')) log.replaceChildren()
}

/** The conversion events queued so far in `dataLayer` for the ads tracker (data/analytics.ts). */
export function conversions(): { value: number; currency: string }[] {
  const dataLayer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []
  return dataLayer
    .map((entry) => Array.from(entry))
    .filter((entry) => entry[0] === 'event' && entry[1] === 'conversion')
    .map((entry) => entry[2] as { value: number; currency: string })
}
