// The site's toast region (label 'Notifications'). Toasts are sent with `notify()` of
// notification-queue.ts; the region and its react-aria queue live in a separate chunk, loaded the
// first time something is notified, so no page pays for them up front. Notifications sent before
// the chunk arrives are kept and shown once it has.
//
// Mount once, in root.tsx, after <SiteShell>:  <Notifications />  (its own line: no whitespace text)
import { Suspense, lazy, useEffect, useState } from 'react'
import { isWaiting, onWaiting } from './notification-queue'
import { LoadFailureBoundary } from '../islands/load-failure'

const Region = lazy(() => import('./NotificationsRegion'))

/** The mounted <Notifications /> that owns the region: a second mount stays empty (no doubled toasts). */
let regionOwner: object | undefined

/** The toast region; renders nothing (and loads nothing) until the first notification. Mount once. */
export function Notifications() {
  const [self] = useState(() => ({}))
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (regionOwner !== undefined && regionOwner !== self) return
    regionOwner = self
    if (isWaiting()) setWanted(true)
    const stopWaking = onWaiting(() => setWanted(true))
    return () => {
      stopWaking()
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
