export { ContactForm, type ContactFormProps, type ContactSubmitMeta, type ContactValues } from './ContactForm'
export type { FormHandle as ContactFormHandle } from '../Form/useForm'
export type {
  ContactFormFieldLabels,
  ContactFormLabels,
  ContactFormMessages,
  LinkedCheckboxText,
  PrivacyNoticeContent,
  ProjectTypeChoice,
  ProjectTypeOption,
} from '../../private/ContactForm.shared'
