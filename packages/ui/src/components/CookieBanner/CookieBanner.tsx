import { useEffect, useId, useRef, type ReactNode } from 'react'
import { NativeButton } from '../Button/NativeButton'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { enhanceCookieBanner } from './enhanceCookieBanner'
import * as styles from './CookieBanner.css'
import { clsx } from 'clsx/lite'

export type CookieBannerProps = {
  /**
   * Appelée quand le visiteur appuie sur « Accepter ». Facultative : une page peut aussi répondre aux
   * boutons sans React, par leur attribut `data-cookie-choice` (`accepted`, `declined`), dès le HTML prérendu.
   */
  onAccept?: () => void
  /** Appelée quand le visiteur appuie sur « Refuser ». */
  onDecline?: () => void
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

const defaultMessage = (
  <>
    Avec votre accord, nous mesurons l’audience du site et l’efficacité de nos annonces (Google Analytics, Google Ads). Refuser est sans conséquence sur votre
    navigation&#x202F;; votre choix est conservé 6&nbsp;mois et modifiable à tout moment via «&nbsp;Gérer les cookies&nbsp;», en bas de page.
  </>
)

/**
 * Bandeau de consentement fixé en bas de la page : une région non modale qui ne vole jamais le focus, avec
 * « Refuser » et « Accepter » comme deux boutons identiques (même élément, même taille, même variante). Ce
 * sont des boutons natifs : une page peut y répondre dès son HTML prérendu, avant React (`data-cookie-choice`
 * sur chaque bouton, `data-cookie-banner` sur la région, qui peut aussi recevoir le focus par script).
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

  // Announcement, reserved space, bottom cover and focus kept clear of the banner: enhanceCookieBanner.ts.
  useEffect(() => (regionRef.current ? enhanceCookieBanner(regionRef.current) : undefined), [announcement, reserveSpace])

  useEffect(() => {
    if (autoFocus) regionRef.current?.focus()
  }, [autoFocus])

  return (
    <>
      {/* Sized by enhanceCookieBanner to the banner's height (0 until then). */}
      {reserveSpace && <div aria-hidden="true" className={styles.spacer} data-cookie-banner-spacer="" />}
      <section
        ref={regionRef}
        aria-label={ariaLabel}
        aria-describedby={textId}
        // Focusable by script only: where focus goes when the visitor reopens the banner.
        tabIndex={-1}
        data-cookie-banner=""
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
            <NativeButton variant="secondary" fullWidth data-cookie-choice="declined" onClick={onDecline}>
              {declineLabel}
            </NativeButton>
            <NativeButton variant="secondary" fullWidth data-cookie-choice="accepted" onClick={onAccept}>
              {acceptLabel}
            </NativeButton>
          </div>
        </div>
        {/* Filled by enhanceCookieBanner a moment after the banner is in the page: that is when it is spoken. */}
        <div role="status" className={styles.visuallyHidden} data-announcement={announcement} />
      </section>
    </>
  )
}
