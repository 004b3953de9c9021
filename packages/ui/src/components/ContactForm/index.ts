export { ContactForm, type ContactFormProps, type ContactSubmitMeta, type ContactValues } from './ContactForm'
export type { FormHandle as ContactFormHandle } from '../../private/ContactForm.useFormController'
export {
  contactProjectChoices,
  contactProjectTypeValues,
  isValidEmail,
  type ContactMessages,
  type ContactProjectChoice,
  type ContactProjectType,
} from '../../private/ContactForm.shared'
