// The example's own validation: the design system runs it (useForm) but owns none of its messages.
import { isBlank, isValidEmail, type FieldErrors } from '@expert/ui/Form'

export type CallbackValues = { name: string; email: string }

export function validate(values: CallbackValues): FieldErrors<keyof CallbackValues> {
  return {
    ...(isBlank(values.name) ? { name: 'Indiquez votre nom' } : {}),
    ...(isBlank(values.email)
      ? { email: 'Indiquez votre adresse e-mail' }
      : !isValidEmail(values.email)
        ? { email: 'Cette adresse e-mail n’est pas valide' }
        : {}),
  }
}
