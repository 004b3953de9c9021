// Presentational pieces shared by QuickQuoteForm and ContactForm.
import type { ReactNode } from 'react'
import { TextField } from '../components/TextField/TextField'
import type { ContactFormFieldLabels, PrivacyNoticeContent } from './ContactForm.shared'
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

/** The GDPR notice under a form: its paragraphs, each on its line, then the link to the policy. */
export function PrivacyNotice({ notice }: { notice: PrivacyNoticeContent }) {
  return (
    <p className={styles.notice}>
      {notice.paragraphs.map((paragraph) => (
        <span key={paragraph} className={styles.noticeLine}>
          {paragraph}
        </span>
      ))}
      <span className={styles.noticeLine}>
        <a href={notice.link.href} className={styles.noticeLink}>
          {notice.link.label}
        </a>
      </span>
    </p>
  )
}

type IdentityField = 'name' | 'email' | 'phone'

/** The slice of useForm both forms hand to their shared identity fields. */
export type IdentityFieldsForm = {
  values: Record<IdentityField, string>
  setValue: (field: IdentityField, value: string) => void
  fieldProps: (field: IdentityField) => { isInvalid: boolean; errorMessage: string | undefined }
}

/** Name and e-mail, then phone beside the form's own address field: identical in both forms. */
export function IdentityFields({ form, labels, address }: { form: IdentityFieldsForm; labels: Pick<ContactFormFieldLabels, IdentityField>; address: ReactNode }) {
  const { values, setValue, fieldProps } = form
  return (
    <>
      <div className={styles.row}>
        <TextField
          label={labels.name}
          name="name"
          autoComplete="name"
          isRequired
          value={values.name}
          onChange={(v) => setValue('name', v)}
          {...fieldProps('name')}
        />
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={(v) => setValue('email', v)}
          {...fieldProps('email')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={labels.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          isRequired
          value={values.phone}
          onChange={(v) => setValue('phone', v)}
          {...fieldProps('phone')}
        />
        {address}
      </div>
    </>
  )
}
