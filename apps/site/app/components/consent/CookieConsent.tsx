// Site wiring of the consent banner: decides on the client whether to ask, forwards the choice to
// the analytics port, and lets the footer's 'Gérer les cookies' reopen the banner on any page.
import { Suspense, lazy, useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react'
// The analytics port (consent defaults, tag loader) is fetched right after hydration rather than
// with the page's first bundle: nothing can reach Google before it has pushed the defaults anyway.
const loadAnalytics = () => import('../../data/analytics')
import { LoadFailureBoundary, logLoadFailure } from '../../islands/load-failure'
import { TextButton } from '@expert/ui/TextButton'

type AnalyticsModule = Awaited<ReturnType<typeof loadAnalytics>>

// The banner (and the react-aria buttons it uses) is a separate chunk, fetched only when a
// visitor has to choose: returning visitors with a valid choice never download it.
const CookieBanner = lazy(() => import('@expert/ui/CookieBanner').then((m) => ({ default: m.CookieBanner })))

const OPEN_EVENT = 'expert:open-cookie-preferences'

/** Reopens the consent banner (to change or withdraw a choice). Safe to call from anywhere on the client. */
export function openCookiePreferences() {
  window.dispatchEvent(new Event(OPEN_EVENT))
}

type BannerState = { open: false } | { open: true; requested: boolean }

/**
 * Mount once, last in the page. Renders nothing in the prerendered HTML (the choice lives in the
 * visitor's storage), then shows the banner after hydration if there is no valid choice.
 */
export function CookieConsent() {
  const [state, setState] = useState<BannerState>({ open: false })
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const analytics = useRef<AnalyticsModule | null>(null)

  useEffect(() => {
    loadAnalytics().then(
      (module) => {
        analytics.current = module
        if (module.startAnalytics() === null) setState({ open: true, requested: false })
      },
      // Not downloaded (connection lost): no banner, and nothing can reach Google either.
      (error: unknown) => logLoadFailure('cookies', error),
    )
    const onOpen = () => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setState({ open: true, requested: true })
    }
    window.addEventListener(OPEN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_EVENT, onOpen)
  }, [])

  // The port is loaded before the banner can show on arrival (it decides whether to ask): the choice
  // is then stored and pushed within the visitor's own click, before the banner goes, even if the
  // page is left right after. Only a banner reopened in the instant before it loaded waits for it.
  const withAnalytics = (apply: (module: AnalyticsModule) => void) => {
    if (analytics.current) apply(analytics.current)
    else void loadAnalytics().then(apply)
  }

  const close = () => {
    const requested = state.open && state.requested
    // Focus must not be lost with the banner (it would fall to <body>). Reopened on purpose: back to
    // 'Gérer les cookies' where it was pressed. Shown on arrival and answered from the keyboard (or
    // a click that focused its button): to the footer's 'Gérer les cookies', where the choice can be
    // changed, without scrolling a mouse user there.
    const focusInBanner = bannerRef.current?.contains(document.activeElement) ?? false
    const target = requested ? returnFocusTo.current : focusInBanner ? document.querySelector<HTMLElement>('[data-manage-cookies]') : null
    setState({ open: false })
    returnFocusTo.current = null
    if (target?.isConnected) requestAnimationFrame(() => target.focus({ preventScroll: !requested }))
  }

  if (!state.open) return null
  return (
    // display: contents — a box-less wrapper, only there to tell whether focus is in the banner.
    <div ref={bannerRef} style={{ display: 'contents' }}>
      {/* The banner's JS could not be downloaded: no banner (nothing is granted), not the error page. */}
      <LoadFailureBoundary label="cookies" fallback={null}>
        <Suspense fallback={null}>
          <CookieBanner
            // Focus moves into the banner only when the visitor asked for it (« Gérer les cookies »).
            // oxlint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={state.requested}
            onAccept={() => {
              withAnalytics(({ acceptAnalytics }) => acceptAnalytics())
              close()
            }}
            onDecline={() => {
              withAnalytics(({ declineAnalytics }) => declineAnalytics())
              close()
            }}
          />
        </Suspense>
      </LoadFailureBoundary>
    </div>
  )
}

export type ManageCookiesButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'type' | 'color'>

/** 'Gérer les cookies': the design system's text button (a native button that looks like the footer's legal links), reopening the banner. */
export function ManageCookiesButton(props: ManageCookiesButtonProps) {
  return (
    <TextButton {...props} data-manage-cookies="" onClick={openCookiePreferences}>
      Gérer les cookies
    </TextButton>
  )
}
