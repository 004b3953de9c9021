// The rules of the two contact forms (behaviour §5), next to the islands that use them: each island
// hands its rule to the design system's form (QuickQuoteForm, ContactForm) as `validate`, and the form
// shows the errors it is given and focuses the first invalid field. The messages are content
// (content/forms.ts). No React here.
import type { ContactField, ContactValues } from '@expert/ui/ContactForm'
import { isBlank, isValidEmail, type FieldErrors } from '@expert/ui/Form'
import type { QuickQuoteField, QuickQuoteValues } from '@expert/ui/QuickQuoteForm'
import { contactFormMessages as messages } from '../../content/forms'

/** An e-mail is required and must match the one pattern (surrounding spaces tolerated). */
function emailError(email: string): string | undefined {
  const trimmed = email.trim()
  if (trimmed === '') return messages.emailRequired
  return isValidEmail(trimmed) ? undefined : messages.emailInvalid
}

/** The identity rows both forms open with, in order: name and phone required, an e-mail required and valid. */
function identityErrors(values: { name: string; email: string; phone: string }): FieldErrors<'name' | 'email' | 'phone'> {
  const errors: FieldErrors<'name' | 'email' | 'phone'> = {}
  if (isBlank(values.name)) errors.name = messages.nameRequired
  const email = emailError(values.email)
  if (email) errors.email = email
  if (isBlank(values.phone)) errors.phone = messages.phoneRequired
  return errors
}

/**
 * Quick form (behaviour §5), in the form's order: name, e-mail, phone required; e-mail pattern; no
 * date before `todayIso` (the visitor's today, 'YYYY-MM-DD'); terms ticked. Empty object when valid.
 */
export function validateQuickQuote(
  values: Pick<QuickQuoteValues, 'name' | 'email' | 'phone' | 'preferred_date' | 'acceptTerms'>,
  todayIso: string,
): FieldErrors<QuickQuoteField> {
  const errors: FieldErrors<QuickQuoteField> = identityErrors(values)
  // ISO dates compare correctly as strings.
  if (values.preferred_date !== '' && values.preferred_date < todayIso) errors.preferred_date = messages.datePast
  if (!values.acceptTerms) errors.acceptTerms = messages.acceptTerms
  return errors
}

/**
 * Full form (behaviour §5), in the form's order: every text field and the project type required;
 * e-mail pattern; terms ticked. Empty object when valid.
 */
export function validateContact(
  values: Pick<ContactValues, 'name' | 'email' | 'phone' | 'address' | 'project_type' | 'message' | 'acceptTerms'>,
): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = identityErrors(values)
  if (isBlank(values.address)) errors.address = messages.addressRequired
  if (values.project_type === '') errors.project_type = messages.projectTypeRequired
  if (isBlank(values.message)) errors.message = messages.messageRequired
  if (!values.acceptTerms) errors.acceptTerms = messages.acceptTerms
  return errors
}
