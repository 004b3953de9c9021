// Per-field error state for forms built from this package's fields (behaviour §4: a field's error is
// shown after submit and cleared as soon as that field changes).
import { useCallback, useState } from 'react'
import type { FieldErrors } from '../Form/form-logic'

export type { FieldErrors }

/** Controlled per-field errors: `fieldProps(name)` feeds a field's `isInvalid` and `errorMessage`. */
export function useFieldErrors<F extends string>(initial: FieldErrors<F> = {}) {
  const [errors, setErrors] = useState<FieldErrors<F>>(initial)

  const clearError = useCallback((field: F) => {
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }, [])

  const fieldProps = (field: F) => ({ isInvalid: errors[field] !== undefined, errorMessage: errors[field] })

  return { errors, setErrors, clearError, fieldProps }
}

/**
 * Moves focus to the first invalid control of a form, in document order, so keyboard and screen-reader
 * users land on the first error (its message is read through aria-describedby). The whole field (label,
 * control and error) is brought to the middle of the screen: focus alone scrolls just enough to show the
 * control at the bottom edge, where the toast announcing the failure (fixed at the bottom on phones)
 * would cover it and its message.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[data-invalid]')
  if (!invalid) return
  const target = invalid.matches('input, textarea, select, button')
    ? invalid
    : invalid.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea, select, button, [role="spinbutton"]')
  target?.focus({ preventScroll: true })
  // The field's root (RAC puts data-invalid on it), or the control's nearest labelled wrapper.
  const field = invalid.matches('input, textarea, select, button') ? (invalid.parentElement ?? invalid) : invalid
  // Optional call: jsdom (unit tests) has no scrollIntoView.
  field.scrollIntoView?.({ block: 'center', inline: 'nearest' })
}
