import { useCallback, useId, type ReactNode, type Ref } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../Button/Button'
import { Checkbox, CheckboxLink } from '../Checkbox/Checkbox'
import { RequiredLegend } from '../Field/Field'
import { Honeypot } from '../Honeypot/Honeypot'
import { Select } from '../Select/Select'
import { TextArea } from '../TextArea/TextArea'
import { TextField } from '../TextField/TextField'
import {
  choiceOfProjectType,
  contactProjectChoices,
  defaultContactMessages,
  projectTypeOfChoice,
  trimStrings,
  validateContact,
  type ContactMessages,
  type ContactProjectChoice,
  type ContactProjectType,
} from '../../private/ContactForm.shared'
import { FormHeader, IdentityFields, PrivacyNotice, defaultPrivacyNotice, partStyles } from '../../private/ContactForm.parts'
import { useFormController, type FormHandle } from '../../private/ContactForm.useFormController'
import * as styles from './ContactForm.css'

/** What the full form hands to `onSubmit` (spec §3), strings trimmed. */
export type ContactValues = {
  name: string
  email: string
  phone: string
  address: string
  /** Spec value: both 'Bilan avant achat' and 'Bilan avant vente' give 'expertise-avant-achat'. */
  project_type: ContactProjectType
  message: string
  marketingConsent: boolean
  acceptTerms: boolean
}

export type ContactSubmitMeta = {
  /** Value of the invisible spam-trap field: anything but '' means a bot filled the form. */
  honeypot: string
  /** The label the visitor chose (tells 'Bilan avant achat' from 'Bilan avant vente'). */
  projectTypeLabel: string
}

export type ContactFormProps = {
  /** Called once per valid submit. Returning a promise keeps a second submit blocked until it settles. */
  onSubmit: (values: ContactValues, meta: ContactSubmitMeta) => void | Promise<unknown>
  /** While true: button disabled with a spinner and 'Envoi en cours...', submits ignored. @default false */
  isSubmitting?: boolean
  /** Initial values, and what `reset` goes back to. */
  defaultValues?: Partial<ContactValues>
  /** Change it (e.g. increment after a successful send) to reset the form. Unchanged on failure: everything typed stays. */
  resetKey?: string | number
  /** Imperative alternative to `resetKey`: `ref.current.reset()`. */
  ref?: Ref<FormHandle>
  /** @default 'Demande de Renseignements' */
  title?: string
  /** Line under the title. */
  intro?: ReactNode
  /** @default 2 */
  headingLevel?: 2 | 3
  /** @default 'Envoyer ma demande' */
  submitLabel?: string
  /** @default 'Envoi en cours...' */
  submittingLabel?: string
  /** @default '/conditions-utilisation' */
  termsHref?: string
  /** @default '/politique-confidentialite' */
  privacyHref?: string
  /** GDPR line under the fields; a French default names the processing, its purpose and the policy link. */
  privacyNotice?: ReactNode
  /** Label of the optional marketing consent. */
  marketingConsentLabel?: ReactNode
  /** Override any French validation message. */
  messages?: Partial<ContactMessages>
  /** The form element's id. */
  id?: string
}

type State = Omit<ContactValues, 'project_type'> & { project_type: ContactProjectChoice | '' }

const empty: State = {
  name: '',
  email: '',
  phone: '',
  address: '',
  project_type: '',
  message: '',
  marketingConsent: false,
  acceptTerms: false,
}

/** The full request form of /contact (spec §3, §5). Presentational: sending is the site's job. */
export function ContactForm({
  onSubmit,
  isSubmitting = false,
  defaultValues,
  resetKey,
  ref,
  title = 'Demande de Renseignements',
  intro,
  headingLevel,
  submitLabel = 'Envoyer ma demande',
  submittingLabel = 'Envoi en cours...',
  termsHref = '/conditions-utilisation',
  privacyHref = '/politique-confidentialite',
  privacyNotice,
  marketingConsentLabel = 'J’accepte de recevoir par email les conseils et actualités du cabinet (facultatif)',
  messages,
  id,
}: ContactFormProps) {
  const titleId = useId()
  const msgs = { ...defaultContactMessages, ...messages }
  const initialValues = useCallback(
    (): State => ({ ...empty, ...defaultValues, project_type: choiceOfProjectType(defaultValues?.project_type) }),
    // Defaults are read at mount and on reset; a new object identity each render must not reset anything.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/use-memo
    [JSON.stringify(defaultValues)],
  )
  const form = useFormController<State, keyof State>({
    initialValues,
    validate: (v) => validateContact(v, msgs),
    submit: (v, honeypot) => {
      const choice = contactProjectChoices.find((c) => c.id === v.project_type)
      const values = trimStrings({ ...v, project_type: projectTypeOfChoice(v.project_type) as ContactProjectType })
      return onSubmit(values, { honeypot, projectTypeLabel: choice?.label ?? '' })
    },
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
      className={[partStyles.form, styles.contactForm].join(' ')}
    >
      <FormHeader id={titleId} title={title} intro={intro} headingLevel={headingLevel} />
      <RequiredLegend />
      <IdentityFields
        form={form}
        address={
          <TextField
            label="Adresse du bien"
            name="address"
            description="Adresse complète, ou au moins la ville."
            isRequired
            value={values.address}
            onChange={(v) => setValue('address', v)}
            {...fieldProps('address')}
          />
        }
      />
      <Select
        label="Type de projet"
        name="project_type"
        isRequired
        items={contactProjectChoices}
        selectedKey={values.project_type === '' ? null : values.project_type}
        onSelectionChange={(key) => setValue('project_type', key ?? '')}
        {...fieldProps('project_type')}
      />
      <TextArea
        label="Votre message"
        name="message"
        rows={4}
        isRequired
        placeholder={'Décrivez votre situation\u00a0: nature des désordres, date d’apparition, démarches déjà engagées…'}
        value={values.message}
        onChange={(v) => setValue('message', v)}
        {...fieldProps('message')}
      />
      <div className={partStyles.checkboxes}>
        <Checkbox
          name="marketingConsent"
          isSelected={values.marketingConsent}
          onChange={(v) => setValue('marketingConsent', v)}
        >
          {marketingConsentLabel}
        </Checkbox>
        <Checkbox
          name="acceptTerms"
          isRequired
          isSelected={values.acceptTerms}
          onChange={(v) => setValue('acceptTerms', v)}
          {...fieldProps('acceptTerms')}
        >
          J’accepte les <CheckboxLink href={termsHref}>conditions d’utilisation</CheckboxLink>
        </Checkbox>
      </div>
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
