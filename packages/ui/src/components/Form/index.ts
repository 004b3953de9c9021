export { useForm, type FormController, type FormHandle, type UseFormOptions } from './useForm'
export { EMAIL_PATTERN, hasErrors, isBlank, isValidEmail, trimStrings, withoutErrors, type FieldErrors } from './form-logic'
export { focusFirstInvalid } from '../Field/useFieldErrors'
