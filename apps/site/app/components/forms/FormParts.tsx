// Small pieces shared by both contact forms: the GDPR notice from the content module, and the
// phone/e-mail fallback shown after a failed send.
import type { FormPrivacyNotice } from '../../content/contact'
import { siteConfig } from '../../site.config'
import * as styles from './forms.css'

/** Inline content for the DS form's notice paragraph (a <p>): paragraphs as lines, then the policy link. */
export function PrivacyNoticeContent({ notice }: { notice: FormPrivacyNotice }) {
  return (
    <>
      {notice.paragraphs.map((paragraph) => (
        <span key={paragraph} className={styles.noticeLine}>
          {paragraph}
        </span>
      ))}
      <span className={styles.noticeLine}>
        <a href={notice.link.href} className={styles.inlineLink}>
          {notice.link.label}
        </a>
      </span>
    </>
  )
}

/** 'Vous pouvez aussi nous appeler au … ou nous écrire à …' with working tel:/mailto: links. */
export function ContactFallback({ id }: { id?: string }) {
  return (
    <p id={id} className={styles.fallback} data-testid="form-fallback">
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
