export { ContactFallback, FormUnavailable, type ContactFallbackProps, type FormUnavailableProps, type LinkedSentence } from './FormFallback'
