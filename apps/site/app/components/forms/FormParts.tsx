// Small pieces shared by both contact forms: the phone/e-mail fallback shown after a failed send.
import { ErrorPanel } from '@expert/ui/States'
import { UNAVAILABLE_ATTRIBUTE } from '../../islands/early-input'
import { siteConfig } from '../../site.config'
import { ReloadButton } from '../ReloadButton'
import * as styles from './forms.css'

/** 'Vous pouvez aussi nous appeler au … ou nous écrire à …' with working tel:/mailto: links. */
export function ContactFallback({ id, className = styles.fallback }: { id?: string; className?: string }) {
  return (
    <p id={id} className={className} data-testid="form-fallback">
      Vous pouvez aussi nous appeler au{' '}
      <a href={siteConfig.phone.href} className={styles.inlineLink}>
        {siteConfig.phone.display}
      </a>{' '}
      ou nous écrire à{' '}
      <a href={`mailto:${siteConfig.email}`} className={styles.inlineLink}>
        {siteConfig.email}
      </a>
      .
    </p>
  )
}

/** Not in the spec (its failure texts are for a send): shown when a form's JS could not be downloaded. */
export const formUnavailableText = 'Le formulaire n’a pas pu être chargé. Vérifiez votre connexion, puis rechargez la page.'

/**
 * Above a form whose JS could not be downloaded (islands/island.tsx): the form stays with what was
 * typed; this says why it does not react, gives the phone and e-mail, and offers a reload. Focused
 * when the visitor tries to send (the island finds it by its UNAVAILABLE_ATTRIBUTE).
 */
export function FormUnavailable() {
  return (
    <ErrorPanel alert="panel" tabIndex={-1} message={formUnavailableText} className={styles.unavailable} {...{ [UNAVAILABLE_ATTRIBUTE]: '' }}>
      <ContactFallback className={styles.unavailableFallback} />
      <ReloadButton>Recharger la page</ReloadButton>
    </ErrorPanel>
  )
}
