// Presentational pieces shared by QuickQuoteForm and ContactForm: the frame both forms fill with
// their own fields (form element, title, legend, identity fields, terms, honeypot, notice, submit).
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react'
import { Form } from 'react-aria-components'
import { clsx } from 'clsx/lite'
import { Button } from '../components/Button/Button'
import { Checkbox, CheckboxLink } from '../components/Checkbox/Checkbox'
import { RequiredLegend } from '../components/Field/Field'
import { Honeypot } from '../components/Honeypot/Honeypot'
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
export function IdentityFields({
  form,
  labels,
  address,
}: {
  form: IdentityFieldsForm
  labels: Pick<ContactFormFieldLabels, IdentityField>
  address: ReactNode
}) {
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

/** The ticked-to-send terms box: its text before the link, then the link to the terms of use. */
export function TermsCheckbox({
  form,
  labels,
  termsHref,
  name = 'acceptTerms',
}: {
  form: TermsForm
  labels: Pick<ContactFormFieldLabels, 'terms'>
  termsHref: string
  /** The checkbox's `name` (the review form keeps its own). */
  name?: string
}) {
  return (
    <Checkbox name={name} isRequired isSelected={form.values.acceptTerms} onChange={(v) => form.setValue('acceptTerms', v)} {...form.fieldProps('acceptTerms')}>
      {labels.terms.before}
      <CheckboxLink href={termsHref}>{labels.terms.link}</CheckboxLink>
    </Checkbox>
  )
}

type TermsForm = {
  values: { acceptTerms: boolean }
  setValue: (field: 'acceptTerms', value: boolean) => void
  fieldProps: (field: 'acceptTerms') => { isInvalid: boolean; errorMessage: string | undefined }
}

/** The slice of useForm wired to the form element. */
type ElementForm = {
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * The form element of the design system's forms, wired to useForm: validated by it (`aria`), sent by the
 * page's code only (its `onSubmit`). Without that code the browser would submit the form itself, to the
 * static page, which comes back empty: what was typed would be lost. A `dialog` submission outside a
 * <dialog> does nothing (HTML's form submission algorithm), so the text stays where it was typed and goes
 * into no URL; the send button is not shown then (`actions`).
 */
export function FormElement({ form, ...props }: { form: ElementForm; id?: string; 'aria-labelledby'?: string; className: string; children: ReactNode }) {
  return <Form {...props} ref={form.formRef} method="dialog" validationBehavior="aria" onSubmit={form.onSubmit} />
}

/** The slice of useForm the frame wires to the form element and the honeypot. */
type FrameForm = ElementForm & {
  honeypot: string
  setHoneypot: (value: string) => void
}

/**
 * Both forms' frame: the form element wired to useForm, the optional title and intro, the required-fields
 * legend and the identity fields, then the form's own fields (`children`), the honeypot, the GDPR notice
 * and the submit button.
 */
export function ContactFormFrame({
  form,
  labels,
  address,
  title,
  intro,
  headingLevel,
  privacyNotice,
  isSubmitting,
  className,
  id,
  children,
}: {
  form: IdentityFieldsForm & FrameForm
  labels: ContactFormFieldLabels
  address: ReactNode
  title?: string
  intro?: ReactNode
  headingLevel?: 2 | 3
  privacyNotice: PrivacyNoticeContent
  isSubmitting: boolean
  className: string
  id?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <FormElement form={form} id={id} aria-labelledby={title ? titleId : undefined} className={clsx(styles.form, className)}>
      <FormHeader id={titleId} title={title} intro={intro} headingLevel={headingLevel} />
      <RequiredLegend />
      <IdentityFields form={form} labels={labels} address={address} />
      {children}
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <PrivacyNotice notice={privacyNotice} />
      <div className={styles.actions}>
        <Button type="submit" size="large" isPending={isSubmitting} pendingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </div>
    </FormElement>
  )
}
