// Site wiring of the consent banner: the banner in every prerendered page, whose showing, buttons and
// 'Gérer les cookies' the page's consent script answers from the first paint (consent-script.ts); the
// analytics port applying each choice; the banner's enhancements once the page is live.
import { use, useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { TextButton } from '@expert/ui/TextButton'
import type { ConsentChoice } from '../../data/consent'
import { logLoadFailure } from '../../islands/load-failure'
import { CONSENT_CHOICE_EVENT } from './consent-script'
import * as styles from './CookieConsent.css'

// The analytics port (consent defaults, tag loader) is fetched right after hydration rather than
// with the page's first bundle: nothing can reach Google before it has pushed the defaults anyway.
const loadAnalytics = () => import('../../data/analytics')
// The banner's code (its reserved space, the bottom cover, focus kept clear of it, the announcement)
// after hydration too: its markup and its buttons need none of it to show and to answer.
const loadBanner = () => import('@expert/ui/CookieBanner')

/**
 * The banner as plain HTML, rendered by the build only: the browser's bundle carries none of its
 * rendering, and React leaves the host's content as the build wrote it (the same device as an island's).
 */
const bannerMarkup = import.meta.env.SSR
  ? Promise.all([import('react-dom/server'), loadBanner()]).then(([server, { CookieBanner }]) => server.renderToStaticMarkup(<CookieBanner />))
  : undefined
/** Constant: React compares it by identity and never touches the host's content again. */
const LEAVE_CONTENT_ALONE = { __html: '' }

/** Mount once, last in the page. */
export function CookieConsent() {
  const host = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const markup = bannerMarkup ? { __html: use(bannerMarkup) } : LEAVE_CONTENT_ALONE

  useEffect(() => {
    let port: Awaited<ReturnType<typeof loadAnalytics>> | null = null
    // The choices the consent script queued (made before the port was here, or just now).
    const applyChoices = () => {
      if (!port) return
      const choices: ConsentChoice[] = window.__cookieChoices ?? []
      window.__cookieChoices = []
      for (const choice of choices) port.applyConsentChoice(choice)
    }
    loadAnalytics().then(
      (module) => {
        port = module
        // A choice made before the port loaded is the stored one: applied once, with its event.
        if (!window.__cookieChoices?.length) module.startAnalytics()
        applyChoices()
      },
      // Not downloaded (connection lost): the choice stays stored, and nothing can reach Google either.
      (error: unknown) => logLoadFailure('cookies', error),
    )
    window.addEventListener(CONSENT_CHOICE_EVENT, applyChoices)

    let undoBanner: (() => void) | undefined
    let stopped = false
    const region = host.current?.querySelector<HTMLElement>('[data-cookie-banner]')
    if (region) {
      loadBanner().then(
        ({ enhanceCookieBanner }) => {
          if (!stopped) undoBanner = enhanceCookieBanner(region, { clearFocus: false })
        },
        // The banner still shows and answers; only its reserved space and announcement are missing.
        (error: unknown) => logLoadFailure('cookies', error),
      )
    }
    return () => {
      stopped = true
      undoBanner?.()
      window.removeEventListener(CONSENT_CHOICE_EVENT, applyChoices)
    }
  }, [])

  // The policy link is a plain link in the banner's HTML: followed by the router, without a reload.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void navigate(link.getAttribute('href')!)
  }

  return (
    // A box-less host (display: contents); its click handler only follows the policy link.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={host} className={styles.host} onClick={onClick} dangerouslySetInnerHTML={markup} suppressHydrationWarning />
  )
}

export type ManageCookiesButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'type' | 'color' | 'className'>

/**
 * 'Gérer les cookies': the design system's text button (a native button that looks like the footer's
 * legal links). The consent script reopens the banner when it is pressed, from the first paint on;
 * without scripting it is not shown.
 */
export function ManageCookiesButton(props: ManageCookiesButtonProps) {
  return (
    <TextButton {...props} className={styles.manageCookies} data-manage-cookies="">
      Gérer les cookies
    </TextButton>
  )
}
