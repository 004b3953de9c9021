import { useCallback, useId, type ReactNode, type Ref } from 'react'
import { Form } from 'react-aria-components'
import { getLocalTimeZone, parseDate, today } from '@internationalized/date'
import { Button } from '../Button/Button'
import { Checkbox, CheckboxLink } from '../Checkbox/Checkbox'
import { DatePicker } from '../DatePicker/DatePicker'
import { RequiredLegend } from '../Field/Field'
import { Honeypot } from '../Honeypot/Honeypot'
import { Select } from '../Select/Select'
import { TextArea } from '../TextArea/TextArea'
import { TextField } from '../TextField/TextField'
import {
  defaultContactMessages,
  quickQuoteProjectTypes,
  trimStrings,
  validateQuickQuote,
  type ContactMessages,
  type ContactProjectType,
} from '../../private/ContactForm.shared'
import { FormHeader, IdentityFields, PrivacyNotice, defaultPrivacyNotice, partStyles } from '../../private/ContactForm.parts'
import { useFormController, type FormHandle } from '../../private/ContactForm.useFormController'
import * as styles from './QuickQuoteForm.css'

/** What the quick form hands to `onSubmit` (spec §3), strings trimmed. */
export type QuickQuoteValues = {
  name: string
  email: string
  phone: string
  /** City or postal code; '' when not given. */
  address: string
  /** '' when not chosen. */
  project_type: ContactProjectType | ''
  /** ISO day 'YYYY-MM-DD', or '' when not given. */
  preferred_date: string
  message: string
  acceptTerms: boolean
}

export type QuickQuoteSubmitMeta = {
  /** Value of the invisible spam-trap field: anything but '' means a bot filled the form. */
  honeypot: string
}

export type QuickQuoteFormProps = {
  /** Called once per valid submit. Returning a promise keeps a second submit blocked until it settles. */
  onSubmit: (values: QuickQuoteValues, meta: QuickQuoteSubmitMeta) => void | Promise<unknown>
  /** While true: button disabled with a spinner and 'Envoi...', submits ignored. @default false */
  isSubmitting?: boolean
  /** Initial values, and what `reset` goes back to. */
  defaultValues?: Partial<QuickQuoteValues>
  /** Project type preselected by a landing page (kept after reset). */
  presetProjectType?: ContactProjectType
  /** Change it (e.g. increment after a successful send) to reset the form. Unchanged on failure: everything typed stays. */
  resetKey?: string | number
  /** Imperative alternative to `resetKey`: `ref.current.reset()`. */
  ref?: Ref<FormHandle>
  /** Heading above the form; none by default (the page section usually has one). */
  title?: string
  /** Line under the title. */
  intro?: ReactNode
  /** @default 2 */
  headingLevel?: 2 | 3
  /** @default 'Envoyer ma demande' */
  submitLabel?: string
  /** @default 'Envoi...' */
  submittingLabel?: string
  /** @default '/conditions-utilisation' */
  termsHref?: string
  /** @default '/politique-confidentialite' */
  privacyHref?: string
  /** GDPR line under the fields; a French default names the processing, its purpose and the policy link. */
  privacyNotice?: ReactNode
  /** Override any French validation message. */
  messages?: Partial<ContactMessages>
  /** The form element's id (anchor target of 'Devis gratuit' buttons). */
  id?: string
}

const empty: QuickQuoteValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  project_type: '',
  preferred_date: '',
  message: '',
  acceptTerms: false,
}

/** The short quote request of the home, about and services pages (spec §3, §5). Presentational: sending is the site's job. */
export function QuickQuoteForm({
  onSubmit,
  isSubmitting = false,
  defaultValues,
  presetProjectType,
  resetKey,
  ref,
  title,
  intro,
  headingLevel,
  submitLabel = 'Envoyer ma demande',
  submittingLabel = 'Envoi...',
  termsHref = '/conditions-utilisation',
  privacyHref = '/politique-confidentialite',
  privacyNotice,
  messages,
  id,
}: QuickQuoteFormProps) {
  const titleId = useId()
  const msgs = { ...defaultContactMessages, ...messages }
  const initialValues = useCallback(
    (): QuickQuoteValues => ({
      ...empty,
      project_type: presetProjectType ?? '',
      ...defaultValues,
    }),
    // Defaults are read at mount and on reset; a new object identity each render must not reset anything.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/use-memo
    [JSON.stringify(defaultValues), presetProjectType],
  )
  const form = useFormController<QuickQuoteValues, keyof QuickQuoteValues>({
    initialValues,
    validate: (v) => validateQuickQuote(v, today(getLocalTimeZone()).toString(), msgs),
    submit: (v, honeypot) => onSubmit(trimStrings(v), { honeypot }),
    isSubmitting,
    resetKey,
    ref,
  })
  const { values, setValue, fieldProps } = form

  return (
    <Form
      id={id}
      ref={form.formRef}
      validationBehavior="aria"
      onSubmit={form.onSubmit}
      aria-labelledby={title ? titleId : undefined}
      className={[partStyles.form, styles.quickForm].join(' ')}
    >
      <FormHeader id={titleId} title={title} intro={intro} headingLevel={headingLevel} />
      <RequiredLegend />
      <IdentityFields
        form={form}
        address={
          <TextField
            label="Ville ou code postal"
            name="address"
            autoComplete="postal-code"
            value={values.address}
            onChange={(v) => setValue('address', v)}
            {...fieldProps('address')}
          />
        }
      />
      <div className={partStyles.row}>
        <Select
          label="Type de projet"
          name="project_type"
          items={quickQuoteProjectTypes}
          selectedKey={values.project_type === '' ? null : values.project_type}
          onSelectionChange={(key) => setValue('project_type', key ?? '')}
          {...fieldProps('project_type')}
        />
        <DatePicker
          label="Date souhaitée"
          name="preferred_date"
          description="Facultatif. Format jj/mm/aaaa."
          value={values.preferred_date ? parseDate(values.preferred_date) : null}
          onChange={(d) => setValue('preferred_date', d ? d.toString() : '')}
          {...fieldProps('preferred_date')}
        />
      </div>
      <TextArea
        label="Votre message"
        name="message"
        rows={3}
        placeholder="Décrivez brièvement votre situation"
        value={values.message}
        onChange={(v) => setValue('message', v)}
        {...fieldProps('message')}
      />
      <Checkbox
        name="acceptTerms"
        isRequired
        isSelected={values.acceptTerms}
        onChange={(v) => setValue('acceptTerms', v)}
        {...fieldProps('acceptTerms')}
      >
        J’accepte les <CheckboxLink href={termsHref}>conditions d’utilisation</CheckboxLink>
      </Checkbox>
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <PrivacyNotice>{privacyNotice ?? defaultPrivacyNotice(privacyHref)}</PrivacyNotice>
      <div className={partStyles.actions}>
        <Button type="submit" size="large" isPending={isSubmitting} pendingLabel={submittingLabel}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  )
}
