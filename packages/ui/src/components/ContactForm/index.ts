export { ContactForm, type ContactField, type ContactFormProps, type ContactSubmitMeta, type ContactValues } from './ContactForm'
export type { FormHandle as ContactFormHandle } from '../Form/useForm'
export type { FieldErrors } from '../Form/form-logic'
export type {
  ContactFormFieldLabels,
  ContactFormLabels,
  LinkedCheckboxText,
  PrivacyNoticeContent,
  ProjectTypeChoice,
  ProjectTypeOption,
} from '../../private/ContactForm.shared'
