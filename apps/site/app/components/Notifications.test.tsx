import { render, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { mailFormToasts } from '../content/forms'
import { reviewMessages } from '../content/reviews'
import { Notifications } from './Notifications'
import { notify } from './notification-queue'
import { reviewToastSource } from './reviews/review-validation'

test('a newer outcome of the same form replaces the older toast, queued or shown; other forms’ toasts stay', async () => {
  render(<Notifications />)
  // Both sent before the region's code has arrived: only the newer is shown.
  notify({ ...reviewMessages.incomplete, variant: 'destructive', source: reviewToastSource })
  notify({ ...reviewMessages.failure, variant: 'destructive', source: reviewToastSource })
  const region = await screen.findByRole('region', { name: 'Notifications' })
  await within(region).findByText(reviewMessages.failure.title)
  expect(within(region).queryByText(reviewMessages.incomplete.title)).toBeNull()

  // Shown, then replaced by the same form's next outcome; another form's toast is not touched.
  notify({ ...mailFormToasts.quick.success, variant: 'success', source: 'quick' })
  notify({ ...reviewMessages.success, variant: 'success', source: reviewToastSource })
  await within(region).findByText(reviewMessages.success.title)
  await waitFor(() => expect(within(region).queryByText(reviewMessages.failure.title)).toBeNull())
  expect(within(region).getByText(mailFormToasts.quick.success.title)).toBeVisible()
})

test('the region’s code is fetched once, when a form is first touched: the toast a send ends with needs no download then', async () => {
  let loads = 0
  const load = () => {
    loads++
    return import('./NotificationsRegion')
  }
  render(
    <>
      <p>
        <input aria-label="Recherche" />
      </p>
      <div data-form-island="quick">
        <input aria-label="Nom complet" />
        <input aria-label="Adresse email" />
      </div>
      <Notifications load={load} />
    </>,
  )
  // Outside a form: nothing fetched.
  screen.getByRole('textbox', { name: 'Recherche' }).focus()
  expect(loads).toBe(0)
  screen.getByRole('textbox', { name: 'Nom complet' }).focus()
  await waitFor(() => expect(loads).toBe(1))
  screen.getByRole('textbox', { name: 'Adresse email' }).focus()
  // Already there: shown at once, without another fetch.
  notify({ ...mailFormToasts.quick.failure, variant: 'destructive', source: 'quick' })
  const region = await screen.findByRole('region', { name: 'Notifications' })
  await within(region).findByText(mailFormToasts.quick.failure.title)
  expect(loads).toBe(1)
})

test('a region whose download failed is fetched again at the next notification and when back online; nothing notified is lost', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const failures = errors.mock.calls
  try {
    let loads = 0
    let offline = true
    const load = () => {
      loads++
      return offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./NotificationsRegion')
    }
    render(<Notifications load={load} />)
    notify({ ...mailFormToasts.contact.failure, variant: 'destructive', source: 'contact' })
    await waitFor(() => expect(failures).toHaveLength(1))
    expect(failures[0]![0]).toBe('[notifications] chargement impossible :')
    // Still offline: the next notification asks again, and fails again.
    notify({ ...reviewMessages.failure, variant: 'destructive', source: reviewToastSource })
    await waitFor(() => expect(failures).toHaveLength(2))
    expect(loads).toBe(2)
    // Back online: the browser says so, the region arrives and shows what waited.
    offline = false
    window.dispatchEvent(new Event('online'))
    const region = await screen.findByRole('region', { name: 'Notifications' })
    await within(region).findByText(mailFormToasts.contact.failure.title)
    await within(region).findByText(reviewMessages.failure.title)
    expect(loads).toBe(3)
  } finally {
    errors.mockRestore()
  }
})
