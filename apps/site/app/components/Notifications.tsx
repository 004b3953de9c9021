// The site's single toast queue (spec: notification toasts, region label 'Notifications').
//
// `notify()` is a tiny function any module can call; the toast region and its react-aria queue
// live in a separate chunk, loaded the first time something is notified, so no page pays for them
// up front. Notifications sent before the chunk arrives are kept and shown once it has.
//
// Mount once, in root.tsx, after <SiteShell>:  <Notifications />  (its own line: no whitespace text)
import { Suspense, lazy, useEffect, useState } from 'react'
import { LoadFailureBoundary } from '../islands/load-failure'

export type NotificationVariant = 'default' | 'success' | 'destructive'

export type Notification = {
  title: string
  description?: string
  /** 'destructive' for failures (announced assertively). @default 'default' */
  variant?: NotificationVariant
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

const Region = lazy(() => import('./forms/NotificationsRegion'))

/** The mounted <Notifications /> that owns the region: a second mount stays empty (no doubled toasts). */
let regionOwner: object | undefined

/** The toast region; renders nothing (and loads nothing) until the first notification. Mount once. */
export function Notifications() {
  const [self] = useState(() => ({}))
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (regionOwner !== undefined && regionOwner !== self) return
    regionOwner = self
    if (pending.length > 0) setWanted(true)
    const wake = () => setWanted(true)
    wakers.add(wake)
    return () => {
      wakers.delete(wake)
      if (regionOwner === self) regionOwner = undefined
    }
  }, [self])
  if (!wanted) return null
  // Its JS could not be downloaded: no toasts, but never the route's error page (islands/load-failure.tsx).
  return (
    <LoadFailureBoundary label="notifications" fallback={null}>
      <Suspense fallback={null}>
        <Region />
      </Suspense>
    </LoadFailureBoundary>
  )
}
