export { QuickQuoteForm, type QuickQuoteField, type QuickQuoteFormProps, type QuickQuoteSubmitMeta, type QuickQuoteValues } from './QuickQuoteForm'
export type { FormHandle as QuickQuoteFormHandle } from '../Form/useForm'
export type { FieldErrors } from '../Form/form-logic'
export type { ContactFormFieldLabels, LinkedCheckboxText, PrivacyNoticeContent, QuickQuoteLabels, ProjectTypeOption } from '../../private/ContactForm.shared'
