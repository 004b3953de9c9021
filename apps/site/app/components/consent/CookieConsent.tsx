// Site wiring of the consent banner: decides on the client whether to ask, forwards the choice to
// the analytics port, and lets the footer's 'Gérer les cookies' reopen the banner on any page.
import { useEffect, useRef, useState } from 'react'
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { CookieBanner } from '@expert/ui/CookieBanner'
import { acceptAnalytics, declineAnalytics, startAnalytics } from '../../data/analytics'
import * as styles from './CookieConsent.css'

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

  useEffect(() => {
    if (startAnalytics() === null) setState({ open: true, requested: false })
    const onOpen = () => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setState({ open: true, requested: true })
    }
    window.addEventListener(OPEN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_EVENT, onOpen)
  }, [])

  const close = () => {
    const target = state.open && state.requested ? returnFocusTo.current : null
    setState({ open: false })
    returnFocusTo.current = null
    // Reopened on purpose: give focus back to 'Gérer les cookies' instead of losing it with the banner.
    if (target?.isConnected) requestAnimationFrame(() => target.focus())
  }

  if (!state.open) return null
  return (
    <CookieBanner
      autoFocus={state.requested}
      onAccept={() => {
        acceptAnalytics()
        close()
      }}
      onDecline={() => {
        declineAnalytics()
        close()
      }}
    />
  )
}

export type ManageCookiesButtonProps = Omit<AriaButtonProps, 'onPress' | 'children'>

/** 'Gérer les cookies': a button that looks like the footer's legal links and reopens the banner. */
export function ManageCookiesButton({ className, ...rest }: ManageCookiesButtonProps) {
  return (
    <AriaButton
      {...rest}
      className={composeRenderProps(className, (cls) => [styles.linkButton, cls].filter(Boolean).join(' '))}
      onPress={openCookiePreferences}
    >
      Gérer les cookies
    </AriaButton>
  )
}
