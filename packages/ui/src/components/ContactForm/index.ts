export { ContactForm, type ContactFormProps, type ContactSubmitMeta, type ContactValues } from './ContactForm'
export type { FormHandle as ContactFormHandle } from '../Form/useForm'
export type { ContactFormMessages, ProjectTypeChoice, ProjectTypeOption } from '../../private/ContactForm.shared'
