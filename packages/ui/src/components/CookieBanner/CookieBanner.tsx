import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '../Button/Button'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { setBottomCover } from '../../styles/bottomCover'
import * as styles from './CookieBanner.css'
import { clsx } from 'clsx/lite'

export type CookieBannerProps = {
  /** Appelée une fois quand le visiteur appuie sur « Accepter ». */
  onAccept: () => void
  /** Appelée une fois quand le visiteur appuie sur « Refuser ». */
  onDecline: () => void
  /** Adresse de la politique de confidentialité. */
  privacyHref?: string
  /** Nom accessible de la région. */
  'aria-label'?: string
  /** Début en gras de l’explication. */
  title?: ReactNode
  /** À quoi servent les cookies et comment changer d’avis (texte français par défaut). */
  message?: ReactNode
  /** Libellé du lien vers la politique de confidentialité. */
  privacyLabel?: string
  /** Libellé du bouton d’acceptation. */
  acceptLabel?: string
  /** Libellé du bouton de refus. */
  declineLabel?: string
  /**
   * Phrase annoncée poliment par les lecteurs d’écran quand le bandeau apparaît. Le focus ne bouge pas : sans
   * elle, un utilisateur de lecteur d’écran ne saurait pas que le bandeau est apparu en bas de la page.
   */
  announcement?: string
  /**
   * Place le focus sur le bandeau à son affichage. Seulement pour un bandeau que le visiteur a demandé (« Gérer
   * les cookies ») ; un bandeau affiché à l’arrivée ne prend jamais le focus.
   */
  autoFocus?: boolean
  /**
   * Ajoute dans le flux un espace aussi haut que le bandeau, pour que la fin de la page (le bouton d’envoi d’un
   * formulaire, le pied de page) puisse toujours défiler au-dessus. À placer en dernier dans la page.
   */
  reserveSpace?: boolean
  /** Classe CSS ajoutée au bandeau, pour la mise en page du parent. */
  className?: string
}

/** Room kept around a focused element: its focus ring (3 px, 2 px away) and a little air. */
const FOCUS_RING_ROOM = 8

/** Scrolls the page so that `element` and its focus ring end above `cover`, without pushing its top under the page's top padding (the fixed header). */
function scrollClearOf(element: Element, cover: Element) {
  if (!element.isConnected || document.activeElement !== element) return
  const box = element.getBoundingClientRect()
  // Where the banner rests (fixed to the bottom), not where its entrance animation has it now.
  const coverTop = window.innerHeight - cover.getBoundingClientRect().height
  const hidden = box.bottom + FOCUS_RING_ROOM - coverTop
  if (hidden <= 0 || box.height === 0) return
  const topPadding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const room = box.top - FOCUS_RING_ROOM - topPadding
  if (room > 0) window.scrollBy({ top: Math.min(hidden, room), behavior: 'instant' })
}

const defaultMessage = (
  <>
    Avec votre accord, nous mesurons l’audience du site et l’efficacité de nos annonces (Google Analytics, Google Ads). Refuser est sans conséquence sur votre
    navigation&#x202F;; votre choix est conservé 6&nbsp;mois et modifiable à tout moment via «&nbsp;Gérer les cookies&nbsp;», en bas de page.
  </>
)

/**
 * Bandeau de consentement fixé en bas de la page : une région non modale qui ne vole jamais le focus, avec
 * « Refuser » et « Accepter » comme deux boutons identiques (même élément, même taille, même variante).
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

  // While the banner covers the bottom of the screen, its height is published (styles/bottomCover):
  // the page scrolls what gets focus (a Tab, a link to an anchor) clear of it, and toasts stack above it.
  useLayoutEffect(() => {
    if (!reserveSpace || !height) return
    setBottomCover(height)
    return () => setBottomCover(null)
  }, [reserveSpace, height])

  // Focus not obscured (WCAG 2.2, 2.4.11). The browser scrolls a focused element into view only when
  // less than about 32 px of it shows: a text area whose top line shows above the banner stayed
  // mostly behind it. Whatever gets focus outside the banner is scrolled clear of it, ring included.
  useEffect(() => {
    const region = regionRef.current
    if (!reserveSpace || !region) return
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || region.contains(target)) return
      // In the frame after the browser's own scroll.
      requestAnimationFrame(() => scrollClearOf(target, region))
    }
    // Captured: a component that stops the event on its way up (react-aria's fields do) must not hide it.
    document.addEventListener('focusin', onFocusIn, true)
    return () => document.removeEventListener('focusin', onFocusIn, true)
  }, [reserveSpace])

  return (
    <>
      {reserveSpace && <div aria-hidden="true" className={styles.spacer} style={{ blockSize: height }} />}
      <section
        ref={regionRef}
        aria-label={ariaLabel}
        aria-describedby={textId}
        tabIndex={autoFocus ? -1 : undefined}
        className={clsx(styles.banner, className)}
      >
        <div className={styles.inner}>
          <p id={textId} className={styles.text}>
            <strong className={styles.title}>{title}</strong> {message}{' '}
            <PrivacyLink href={privacyHref} className={styles.link}>
              {privacyLabel}
            </PrivacyLink>
          </p>
          <div className={styles.actions}>
            {/* Medium: 48 px, a full tap target on phones (small is 40 px). */}
            <Button variant="secondary" fullWidth onPress={onDecline}>
              {declineLabel}
            </Button>
            <Button variant="secondary" fullWidth onPress={onAccept}>
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
