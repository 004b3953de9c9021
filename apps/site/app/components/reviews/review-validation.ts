// The review form's rules (behaviour §5 review validation) and what it sends (behaviour §3), next to
// the form that uses them (ReviewFormIsland hands validateReview to the design system's ReviewForm,
// which only shows the errors it is given). The rules stay in the site because they mirror the
// database's checks (content/review-text.ts counts characters as the table does; site.config holds
// the limits). No React here.
import { isValidEmail, type FieldErrors } from '@expert/ui/Form'
import type { ReviewFormField, ReviewFormValues } from '@expert/ui/ReviewForm'
import { sendableMessage, sendableName, visibleLength } from '../../content/review-text'
import { reviewMessages, reviewProjectTypes } from '../../content/reviews'
import type { NewReview } from '../../data/reviews'
import { constants } from '../../site.config'

/** Behaviour §4: what the name becomes while 'Rester anonyme' is ticked. */
export const ANONYMOUS_NAME = 'Client Anonyme'

/** The review form's toasts: each outcome (incomplete, sent, failed) replaces the one before. */
export const reviewToastSource = 'review'

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
