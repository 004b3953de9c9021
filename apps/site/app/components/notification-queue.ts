// The site's single toast queue: `notify()` is a tiny function any module can call, any time.
// Notifications sent before the toast region is loaded (Notifications.tsx loads it on the first
// one) are kept and delivered once it connects.
export type NotificationVariant = 'default' | 'success' | 'destructive'

export type Notification = {
  title: string
  description?: string
  /** 'destructive' for failures (announced assertively). @default 'default' */
  variant?: NotificationVariant
  /**
   * What this is the outcome of (a form's kind). A newer notification from the same source replaces
   * the older one: a form's latest outcome is the only one shown, never a failure beside a success.
   */
  source?: string
}

type Deliver = (notification: Notification) => void

const pending: Notification[] = []
let deliver: Deliver | undefined
const wakers = new Set<() => void>()

/** Shows a toast. Safe to call anywhere, any time (queued until the region is loaded). */
export function notify(notification: Notification): void {
  if (deliver) {
    deliver(notification)
    return
  }
  pending.push(notification)
  for (const wake of wakers) wake()
}

/** Called by the region chunk once its queue exists: flushes what was notified meanwhile. */
export function connectNotifications(target: Deliver): () => void {
  deliver = target
  for (const notification of pending.splice(0)) target(notification)
  return () => {
    if (deliver === target) deliver = undefined
  }
}

/** Calls `wake` whenever a notification is waiting for the region; returns the unsubscribe. */
export function onWaiting(wake: () => void): () => void {
  wakers.add(wake)
  return () => {
    wakers.delete(wake)
  }
}

/** Whether notifications are waiting for the region. */
export const isWaiting = () => pending.length > 0
