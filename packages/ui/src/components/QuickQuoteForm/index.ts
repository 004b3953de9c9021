export {
  QuickQuoteForm,
  type QuickQuoteFormProps,
  type QuickQuoteSubmitMeta,
  type QuickQuoteValues,
} from './QuickQuoteForm'
export type { FormHandle as QuickQuoteFormHandle } from '../../private/ContactForm.useFormController'
export {
  quickQuoteProjectTypes,
  isValidEmail,
  type ContactProjectType,
  type ContactMessages,
} from '../../private/ContactForm.shared'
