export { QuickQuoteForm, type QuickQuoteFormProps, type QuickQuoteSubmitMeta, type QuickQuoteValues } from './QuickQuoteForm'
export type { FormHandle as QuickQuoteFormHandle } from '../Form/useForm'
export type {
  ContactFormFieldLabels,
  ContactFormMessages,
  LinkedCheckboxText,
  PrivacyNoticeContent,
  QuickQuoteLabels,
  ProjectTypeOption,
} from '../../private/ContactForm.shared'
