// The lazily loaded half of Notifications.tsx: the design system's <Toaster /> (react-aria toast
// region, label 'Notifications', system theme) and its app-wide queue, bound to notify().
import { useEffect } from 'react'
import { DEFAULT_TOAST_TIMEOUT, Toaster, showToast } from '@expert/ui/Toast'
import { connectNotifications } from './notification-queue'

/** Failures stay longer: the visitor may want to read the fallback advice. */
const DESTRUCTIVE_TIMEOUT = 10_000

export default function NotificationsRegion() {
  useEffect(
    () =>
      connectNotifications(({ title, description, variant = 'default' }) => {
        const destructive = variant === 'destructive'
        // The design system has 'default' and 'destructive'; a success is a default toast.
        showToast(
          { title, description, variant: destructive ? 'destructive' : 'default' },
          { timeout: destructive ? DESTRUCTIVE_TIMEOUT : DEFAULT_TOAST_TIMEOUT },
        )
      }),
    [],
  )
  return <Toaster />
}
