// Presentational pieces shared by QuickQuoteForm and ContactForm.
import type { ReactNode } from 'react'
import { TextField } from '../components/TextField/TextField'
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

type IdentityField = 'name' | 'email' | 'phone'

/** The slice of useForm both forms hand to their shared identity fields. */
export type IdentityFieldsForm = {
  values: Record<IdentityField, string>
  setValue: (field: IdentityField, value: string) => void
  fieldProps: (field: IdentityField) => { isInvalid: boolean; errorMessage: string | undefined }
}

/** Name and e-mail, then phone beside the form's own address field: identical in both forms. */
export function IdentityFields({ form, address }: { form: IdentityFieldsForm; address: ReactNode }) {
  const { values, setValue, fieldProps } = form
  return (
    <>
      <div className={styles.row}>
        <TextField
          label="Nom complet"
          name="name"
          autoComplete="name"
          isRequired
          value={values.name}
          onChange={(v) => setValue('name', v)}
          {...fieldProps('name')}
        />
        <TextField
          label="Adresse email"
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
          label="Téléphone"
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
