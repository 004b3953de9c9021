// The review form of /avis-clients/nouveau (behaviour §3 review fields, §4 review form, §5 review
// validation), built from the design system's fields and star-rating input and driven by its form
// controller (useForm, @expert/ui/Form): checked on submit; each field's error clears as soon as
// that field changes; any failure shows the 'Formulaire incomplet' toast and moves focus to the
// first invalid field. Sending is the caller's job
// (ReviewFormIsland): this component hands over a NewReview with trimmed strings and the project
// type as its label.
import type { ReactNode } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '@expert/ui/Button'
import { Checkbox, CheckboxLink } from '@expert/ui/Checkbox'
import { RequiredLegend } from '@expert/ui/Field'
import { isValidEmail, useForm, type FieldErrors } from '@expert/ui/Form'
import { Honeypot } from '@expert/ui/Honeypot'
import { Select } from '@expert/ui/Select'
import { StarRatingInput } from '@expert/ui/StarRating'
import { TextArea } from '@expert/ui/TextArea'
import { TextField } from '@expert/ui/TextField'
import { sendableMessage, sendableName, visibleLength } from '../../content/review-text'
import {
  departmentLabel,
  departments,
  departmentValue,
  reviewFormLabels as labels,
  reviewMessages,
  reviewProjectTypes,
  type ReviewProjectTypeValue,
} from '../../content/reviews'
import type { NewReview } from '../../data/reviews'
import { constants } from '../../site.config'
import { notify } from '../notification-queue'
import * as styles from './reviews.css'

/** Spec §4: what the name becomes while 'Rester anonyme' is ticked. */
export const ANONYMOUS_NAME = 'Client Anonyme'

export type ReviewFormValues = {
  name: string
  anonymous: boolean
  email: string
  /** A department label ('34 - Hérault') or null. */
  location: string | null
  projectType: ReviewProjectTypeValue | null
  /** 0 = none yet. */
  rating: number
  message: string
  acceptTerms: boolean
}

type FieldName = 'name' | 'email' | 'projectType' | 'rating' | 'message' | 'acceptTerms' | 'location'

export const emptyReviewValues: ReviewFormValues = {
  name: '',
  anonymous: false,
  email: '',
  location: null,
  projectType: null,
  rating: 0,
  message: '',
  acceptTerms: false,
}

/** Spec §5, in the form's order. Empty object when everything is valid. */
export function validateReview(values: ReviewFormValues): FieldErrors<FieldName> {
  const errors: FieldErrors<FieldName> = {}
  if (!values.anonymous && visibleLength(sendableName(values.name)) === 0) errors.name = reviewMessages.name
  // Characters as the table's checks count them (code points), on what is sent.
  else if (!values.anonymous && [...sendableName(values.name)].length > constants.reviewNameMaxLength) errors.name = reviewMessages.nameLong
  const email = values.email.trim()
  if (email && !isValidEmail(email)) errors.email = reviewMessages.email
  if (!values.projectType) errors.projectType = reviewMessages.projectType
  if (values.rating === 0) errors.rating = reviewMessages.rating
  const message = sendableMessage(values.message)
  if (!message) errors.message = reviewMessages.messageBlank
  // Visible characters, counted as the table's check counts them (content/review-text.ts).
  else if (visibleLength(message) < constants.reviewMessageMinLength) errors.message = reviewMessages.messageShort
  else if ([...message].length > constants.reviewMessageMaxLength) errors.message = reviewMessages.messageLong
  if (!values.acceptTerms) errors.acceptTerms = reviewMessages.acceptTerms
  return errors
}

/** What is sent (behaviour §3): strings trimmed, the project type as its label, empty optionals as null. */
export function toNewReview(values: ReviewFormValues): NewReview {
  const projectType = reviewProjectTypes.find((type) => type.value === values.projectType)
  return {
    name: values.anonymous ? ANONYMOUS_NAME : sendableName(values.name),
    email: values.email.trim() || null,
    rating: values.rating,
    message: sendableMessage(values.message),
    projectType: projectType?.label ?? '',
    location: values.location,
    anonymous: values.anonymous,
  }
}

const projectTypeItems = reviewProjectTypes.map((type) => ({ id: type.value, label: type.label }))
/** The department is optional: once one is chosen, this first option takes it back. */
const NO_DEPARTMENT = 'non-precise'
const departmentItems = [
  { id: NO_DEPARTMENT, label: labels.noLocation },
  ...departments.map((department) => ({ id: departmentValue(department), label: departmentLabel(department) })),
]

export type ReviewFormProps = {
  /** Called once per valid submit; the form stays blocked until the promise settles. */
  onSubmit: (review: NewReview, meta: { honeypot: string }) => Promise<unknown>
  /** Sending: button disabled with 'Envoi en cours...'. */
  isSubmitting?: boolean
  /** Sent, waiting for the redirect: no second submit. */
  isDone?: boolean
  /** GDPR notice under the fields. */
  privacyNotice?: ReactNode
  id?: string
  /** Id of the heading that names the form. */
  labelledBy?: string
}

const initialReviewValues = () => emptyReviewValues

/** Spec §4: any failed check also says so in a toast. */
const notifyIncomplete = () => notify({ ...reviewMessages.incomplete, variant: 'destructive' })

export function ReviewForm({ onSubmit, isSubmitting = false, isDone = false, privacyNotice, id, labelledBy }: ReviewFormProps) {
  const form = useForm<ReviewFormValues, FieldName>({
    initialValues: initialReviewValues,
    validate: validateReview,
    onSubmit: (values, honeypot) => onSubmit(toNewReview(values), { honeypot }),
    onInvalid: notifyIncomplete,
    isSubmitting,
    isDisabled: isDone,
  })
  const { values, setValue: set, fieldProps } = form

  // Spec §4: ticking fills in 'Client Anonyme' (field disabled), unticking empties the name.
  const setAnonymous = (anonymous: boolean) => form.setValues({ anonymous, name: anonymous ? ANONYMOUS_NAME : '' })

  return (
    <Form id={id} ref={form.formRef} validationBehavior="aria" onSubmit={form.onSubmit} aria-labelledby={labelledBy} className={styles.form}>
      <RequiredLegend />
      <div className={styles.row}>
        <div className={styles.form}>
          <TextField
            label={labels.name}
            name="nom"
            autoComplete="name"
            isRequired={!values.anonymous}
            isDisabled={values.anonymous}
            value={values.name}
            onChange={(value) => set('name', value)}
            {...fieldProps('name')}
          />
          <Checkbox name="anonyme" isSelected={values.anonymous} onChange={setAnonymous}>
            {labels.anonymous}
          </Checkbox>
        </div>
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          description={labels.emailHelp}
          value={values.email}
          onChange={(value) => set('email', value)}
          {...fieldProps('email')}
        />
      </div>
      <div className={styles.row}>
        <Select
          label={labels.projectType}
          name="type_projet"
          isRequired
          placeholder={labels.projectTypePlaceholder}
          items={projectTypeItems}
          selectedKey={values.projectType}
          onSelectionChange={(key) => set('projectType', key)}
          {...fieldProps('projectType')}
        />
        <Select
          label={labels.location}
          name="localisation"
          description={labels.locationHelp}
          placeholder={labels.locationPlaceholder}
          items={departmentItems}
          selectedKey={values.location}
          onSelectionChange={(key) => set('location', key === NO_DEPARTMENT ? null : key)}
        />
      </div>
      <StarRatingInput
        label={labels.rating}
        name="note"
        isRequired
        value={values.rating}
        onChange={(value) => set('rating', value)}
        {...fieldProps('rating')}
      />
      <TextArea
        label={labels.message}
        name="message"
        rows={5}
        isRequired
        description={labels.messageHelp}
        placeholder={labels.messagePlaceholder}
        value={values.message}
        onChange={(value) => set('message', value)}
        {...fieldProps('message')}
      />
      <Checkbox
        name="accepte_conditions"
        isRequired
        isSelected={values.acceptTerms}
        onChange={(value) => set('acceptTerms', value)}
        {...fieldProps('acceptTerms')}
      >
        {labels.terms.before}
        <CheckboxLink href={labels.terms.href}>{labels.terms.link}</CheckboxLink>
      </Checkbox>
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      {privacyNotice && <p className={styles.privacyNotice}>{privacyNotice}</p>}
      <div className={styles.formActions}>
        <Button type="submit" size="large" fullWidth isPending={isSubmitting} isDisabled={isDone} pendingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </div>
    </Form>
  )
}
