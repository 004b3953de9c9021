export {
  ContactFallback,
  FormSent,
  FormUnavailable,
  type ContactFallbackProps,
  type FormSentProps,
  type FormUnavailableProps,
  type LinkedSentence,
} from './FormFallback'
