// The review form of /avis-clients/nouveau (behaviour §3 review fields, §4 review form, §5 review
// validation): the design system's ReviewForm, fed the site's labels, options, GDPR notice and
// rules. The rules stay here because they mirror the database's checks (content/review-text.ts
// counts characters as the table does; site.config holds the limits): the DS gets the function, not
// messages and limits it would have to count the same way. Any failure shows the 'Formulaire
// incomplet' toast. Sending is the caller's job (ReviewFormIsland): this adapter hands over a
// NewReview with trimmed strings and the project type as its label.
import { isValidEmail, type FieldErrors } from '@expert/ui/Form'
import { ReviewForm as ReviewFormView, type ReviewFormField, type ReviewFormValues } from '@expert/ui/ReviewForm'
import { sendableMessage, sendableName, visibleLength } from '../../content/review-text'
import { departmentLabel, departments, departmentValue, newReviewPage, reviewFormLabels, reviewMessages, reviewProjectTypes } from '../../content/reviews'
import type { NewReview } from '../../data/reviews'
import { constants } from '../../site.config'
import { notify } from '../notification-queue'

/** Behaviour §4: what the name becomes while 'Rester anonyme' is ticked. */
export const ANONYMOUS_NAME = 'Client Anonyme'

/** The review form's toasts: each outcome (incomplete, sent, failed) replaces the one before. */
export const reviewToastSource = 'review'

export type { ReviewFormValues }

/** Behaviour §5, in the form's order. Empty object when everything is valid. */
export function validateReview(values: ReviewFormValues): FieldErrors<ReviewFormField> {
  const errors: FieldErrors<ReviewFormField> = {}
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

const projectTypes = reviewProjectTypes.map((type) => ({ id: type.value, label: type.label }))
/** Stored as '34 - Hérault', read as '34 – Hérault'. */
const locations = departments.map((department) => ({ id: departmentValue(department), label: departmentLabel(department) }))
const labels = { ...reviewFormLabels, anonymousName: ANONYMOUS_NAME }

export type ReviewFormProps = {
  /** Called once per valid submit; the form stays blocked until the promise settles. */
  onSubmit: (review: NewReview, meta: { honeypot: string }) => Promise<unknown>
  /** Sending: button disabled with 'Envoi en cours...'. */
  isSubmitting?: boolean
  /** Sent, waiting for the redirect: no second submit. */
  isDone?: boolean
  id?: string
  /** Id of the heading that names the form. */
  labelledBy?: string
}

/** Behaviour §4: any failed check also says so in a toast. */
const notifyIncomplete = () => notify({ ...reviewMessages.incomplete, variant: 'destructive', source: reviewToastSource })

export function ReviewForm({ onSubmit, isSubmitting = false, isDone = false, id, labelledBy }: ReviewFormProps) {
  return (
    <ReviewFormView
      id={id}
      labelledBy={labelledBy}
      labels={labels}
      projectTypes={projectTypes}
      locations={locations}
      privacyNotice={newReviewPage.privacyNotice}
      validate={validateReview}
      onSubmit={(values, meta) => onSubmit(toNewReview(values), meta)}
      onInvalid={notifyIncomplete}
      isSubmitting={isSubmitting}
      isDone={isDone}
    />
  )
}
