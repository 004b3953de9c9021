import { render, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
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
