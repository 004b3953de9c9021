export { ReviewForm, type ReviewFormField, type ReviewFormLabels, type ReviewFormProps, type ReviewFormValues, type ReviewSubmitMeta } from './ReviewForm'
export type { FieldErrors } from '../Form/form-logic'
export type { PrivacyNoticeContent, ProjectTypeOption } from '../../private/ContactForm.shared'
