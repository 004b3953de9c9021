// The lazily loaded half of Notifications.tsx: the design system's <Toaster /> (react-aria toast
// region, label 'Notifications', system theme) and its app-wide queue, bound to notify().
import { useEffect } from 'react'
import { DEFAULT_TOAST_TIMEOUT, Toaster, showToast, toastQueue } from '@expert/ui/Toast'
import { connectNotifications } from './notification-queue'

/** Failures stay longer: the visitor may want to read the fallback advice. */
const DESTRUCTIVE_TIMEOUT = 10_000

export default function NotificationsRegion() {
  useEffect(() => {
    // The toast shown for each source (a form): its next outcome replaces it.
    const shownBySource = new Map<string, string>()
    return connectNotifications(({ title, description, variant = 'default', source }) => {
      const destructive = variant === 'destructive'
      const previous = source === undefined ? undefined : shownBySource.get(source)
      if (previous !== undefined) toastQueue.close(previous)
      // The design system has 'default' and 'destructive'; a success is a default toast.
      const key = showToast(
        { title, description, variant: destructive ? 'destructive' : 'default' },
        { timeout: destructive ? DESTRUCTIVE_TIMEOUT : DEFAULT_TOAST_TIMEOUT },
      )
      if (source !== undefined) shownBySource.set(source, key)
    })
  }, [])
  return <Toaster />
}
