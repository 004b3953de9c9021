// The site's toast region (label 'Notifications'). Toasts are sent with `notify()` of
// notification-queue.ts; the region and its react-aria queue live in a separate chunk, so that no
// reader pays for them up front. It is fetched the first time the visitor starts on a form (focus or
// input inside a `[data-form-island]`), or at the first notification if that comes first: the toast a
// send ends with is then in the page already, even when the connection was lost while the form was
// filled in (« Erreur d'envoi » said offline). Notifications sent before the chunk arrives are kept
// and shown once it has. A download that fails is tried again at the next notification and when the
// browser is back online (Chromium fetches a failed dynamic import again); a failure is logged.
//
// Mount once, in root.tsx, after <SiteShell>:  <Notifications />  (its own line: no whitespace text)
import { useEffect, useState, type ComponentType } from 'react'
import { isWaiting, onWaiting } from './notification-queue'
import { LoadFailureBoundary, logLoadFailure } from '../islands/load-failure'

/** Fetches the region's chunk. */
export type LoadRegion = () => Promise<{ default: ComponentType }>

const loadRegion: LoadRegion = () => import('./NotificationsRegion')

/** The mounted <Notifications /> that owns the region: a second mount stays empty (no doubled toasts). */
let regionOwner: object | undefined

export type NotificationsProps = {
  /** How the region's chunk is fetched (tests give a failing one). */
  load?: LoadRegion
}

/** The toast region; renders nothing (and loads nothing) until a form is touched or something is notified. Mount once. */
export function Notifications({ load = loadRegion }: NotificationsProps) {
  const [self] = useState(() => ({}))
  const [Region, setRegion] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (regionOwner !== undefined && regionOwner !== self) return
    regionOwner = self
    let mounted = true
    // One download at a time, kept once it has worked and dropped when it fails, so that the next reason
    // to ask (a form touched, a notification, back online) tries again, as loadReviewsPort does.
    let loading: Promise<void> | undefined
    const ask = () => {
      loading ??= load().then(
        (module) => {
          if (mounted) setRegion(() => module.default)
        },
        // Its JS could not be downloaded: no toasts yet (never the route's error page), asked again later.
        (error: unknown) => {
          loading = undefined
          logLoadFailure('notifications', error)
        },
      )
    }
    if (isWaiting()) ask()
    const stopWaking = onWaiting(ask)
    const stopWatchingForms = () => {
      document.removeEventListener('focusin', onFormTouched, true)
      document.removeEventListener('input', onFormTouched, true)
    }
    const onFormTouched = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-form-island]')) return
      stopWatchingForms()
      ask()
    }
    document.addEventListener('focusin', onFormTouched, true)
    document.addEventListener('input', onFormTouched, true)
    const onOnline = () => {
      if (isWaiting()) ask()
    }
    window.addEventListener('online', onOnline)
    return () => {
      mounted = false
      stopWaking()
      stopWatchingForms()
      window.removeEventListener('online', onOnline)
      if (regionOwner === self) regionOwner = undefined
    }
  }, [self, load])
  if (!Region) return null
  // Arrived, but failing as it renders: no toasts, never the route's error page (islands/load-failure.tsx).
  return (
    <LoadFailureBoundary label="notifications" fallback={null}>
      <Region />
    </LoadFailureBoundary>
  )
}
