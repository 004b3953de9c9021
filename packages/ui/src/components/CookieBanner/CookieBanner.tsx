import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '../Button/Button'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './CookieBanner.css'

export type CookieBannerProps = {
  /** Called once when the visitor presses 'Accepter'. */
  onAccept: () => void
  /** Called once when the visitor presses 'Refuser'. */
  onDecline: () => void
  /** Where the privacy policy lives. @default '/politique-confidentialite' */
  privacyHref?: string
  /** Accessible name of the region. @default 'Gestion des cookies' */
  'aria-label'?: string
  /** Bold lead of the explanation. @default 'Vos cookies, votre choix.' */
  title?: ReactNode
  /** What the cookies are for and how to change one's mind (French default). */
  message?: ReactNode
  /** @default 'Politique de confidentialité' */
  privacyLabel?: string
  /** @default 'Accepter' */
  acceptLabel?: string
  /** @default 'Refuser' */
  declineLabel?: string
  /**
   * Sentence announced politely by screen readers once the banner is shown. Focus is not moved,
   * so without it a screen-reader user would not know the banner appeared at the end of the page.
   */
  announcement?: string
  /**
   * Move focus to the banner when it mounts. Only for a banner the visitor asked for
   * ('Gérer les cookies'); a banner shown on arrival never takes focus. @default false
   */
  autoFocus?: boolean
  /**
   * Render an in-flow spacer as tall as the banner, so the end of the page (a form's submit
   * button, the footer) can always be scrolled above it. Mount the banner last in the page. @default true
   */
  reserveSpace?: boolean
  className?: string
}

const defaultMessage = (
  <>
    Avec votre accord, nous mesurons l’audience du site et l’efficacité de nos annonces (Google Analytics, Google
    Ads). Refuser est sans conséquence sur votre navigation&#x202F;; votre choix est conservé 6&nbsp;mois et
    modifiable à tout moment via «&nbsp;Gérer les cookies&nbsp;», en bas de page.
  </>
)

/**
 * Consent banner fixed at the bottom of the page: a non-modal region that never steals focus,
 * with 'Refuser' and 'Accepter' as two identical buttons (same element, size and variant).
 */
export function CookieBanner({
  onAccept,
  onDecline,
  privacyHref = '/politique-confidentialite',
  'aria-label': ariaLabel = 'Gestion des cookies',
  title = 'Vos cookies, votre choix.',
  message = defaultMessage,
  privacyLabel = 'Politique de confidentialité',
  acceptLabel = 'Accepter',
  declineLabel = 'Refuser',
  announcement = 'Bandeau de gestion des cookies affiché en bas de page\u00a0: vous pouvez refuser ou accepter.',
  autoFocus = false,
  reserveSpace = true,
  className,
}: CookieBannerProps) {
  const textId = useId()
  // The app's link component (router Link on the site): the policy opens without a full reload.
  const PrivacyLink = useLinkComponent(privacyHref)
  const regionRef = useRef<HTMLElement>(null)
  const [height, setHeight] = useState(0)
  const [announced, setAnnounced] = useState('')

  // A live region only speaks when its content changes after it is in the page: fill it a moment later.
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(announcement), 150)
    return () => clearTimeout(timer)
  }, [announcement])

  useEffect(() => {
    if (autoFocus) regionRef.current?.focus()
  }, [autoFocus])

  useLayoutEffect(() => {
    const region = regionRef.current
    if (!reserveSpace || !region) return
    const measure = () => setHeight(region.getBoundingClientRect().height)
    // A ResizeObserver reports the first size too, after the browser's own layout: measuring here
    // as well would force a layout of the whole page inside the banner's commit (a long task).
    if (typeof ResizeObserver === 'undefined') return measure()
    const observer = new ResizeObserver(measure)
    observer.observe(region)
    return () => observer.disconnect()
  }, [reserveSpace])

  return (
    <>
      {reserveSpace && <div aria-hidden="true" className={styles.spacer} style={{ blockSize: height }} />}
      <section
        ref={regionRef}
        aria-label={ariaLabel}
        aria-describedby={textId}
        tabIndex={autoFocus ? -1 : undefined}
        className={[styles.banner, className].filter(Boolean).join(' ')}
      >
        <div className={styles.inner}>
          <p id={textId} className={styles.text}>
            <strong className={styles.title}>{title}</strong> {message}{' '}
            <PrivacyLink href={privacyHref} className={styles.link}>
              {privacyLabel}
            </PrivacyLink>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" fullWidth onPress={onDecline}>
              {declineLabel}
            </Button>
            <Button variant="secondary" size="small" fullWidth onPress={onAccept}>
              {acceptLabel}
            </Button>
          </div>
        </div>
        <div role="status" className={styles.visuallyHidden}>
          {announced}
        </div>
      </section>
    </>
  )
}
