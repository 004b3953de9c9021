// Presentational pieces shared by QuickQuoteForm and ContactForm.
import type { ReactNode } from 'react'
import * as styles from './ContactForm.parts.css'

export const partStyles = styles

export function FormHeader({ id, title, intro, headingLevel = 2 }: { id: string; title?: string; intro?: ReactNode; headingLevel?: 2 | 3 }) {
  if (!title && !intro) return null
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div className={styles.header}>
      {title && (
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
      )}
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}

/** Default GDPR line: who processes the data, why, and where to read more. */
export function defaultPrivacyNotice(privacyHref: string): ReactNode {
  return (
    <>
      Les informations saisies sont traitées par le cabinet d’expertise uniquement pour répondre à votre demande
      et ne sont jamais cédées à des tiers. Vous pouvez y accéder, les rectifier ou les faire effacer à tout
      moment. En savoir plus{'\u00a0'}:{' '}
      <a href={privacyHref} className={styles.link}>
        politique de confidentialité
      </a>
      .
    </>
  )
}

export function PrivacyNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>
}
