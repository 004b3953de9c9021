// The one form controller of the design system and the site: controlled values, per-field errors
// cleared on change, validation on submit with focus (and scroll) to the first invalid field, a
// double-submit guard and the reset contract (resetKey or ref.reset()). The fields stay the
// design system's own (TextField, Select, Checkbox…): `fieldProps(name)` feeds their error props.
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react'
import { focusFirstInvalid } from '../Field/useFieldErrors'
import { hasErrors, isThenable, withoutErrors, type FieldErrors } from './form-logic'

/** Imperative handle of a form built on useForm: `reset()` empties it after a successful send. */
export type FormHandle = {
  /** Back to the initial values, errors and honeypot cleared. */
  reset: () => void
}

export type UseFormOptions<S extends Record<string, unknown>, F extends string> = {
  /** The values at mount and after a reset. Keep its identity stable (useCallback). */
  initialValues: () => S
  /** The errors of these values, in the form's order; an empty object when all is valid. */
  validate: (values: S) => FieldErrors<F>
  /**
   * Called once per valid submit with the values as typed and the honeypot's content. While the
   * promise it returns (if any) is pending, another submit is ignored.
   */
  onSubmit: (values: S, honeypot: string) => void | Promise<unknown>
  /** Called after a submit that found errors (once the errors are set), e.g. to show a toast. */
  onInvalid?: (errors: FieldErrors<F>) => void
  /** The parent is sending: submits are ignored. */
  isSubmitting?: boolean
  /** No submit is accepted any more (e.g. sent, waiting for a redirect). */
  isDisabled?: boolean
  /** A new value resets the form (during render, so the emptied form is what gets painted). */
  resetKey?: unknown
  /** Receives `{ reset }`. */
  ref?: Ref<FormHandle>
}

/**
 * The controller every form uses (quick quote, contact, review). Returns the values and their
 * setters, the errors and `fieldProps(name)` for a field's `isInvalid`/`errorMessage`, the honeypot's
 * state, the `formRef` and `onSubmit` to put on the `<Form>`, and `reset`.
 *
 * On submit: nothing happens while sending (or disabled); otherwise `validate` runs, its errors are
 * shown, and if there are any, focus moves to the first invalid field (brought to the middle of the
 * screen) and `onInvalid` is called; if there are none, `onSubmit` gets the values. Changing a field
 * clears its error (behaviour §4, §5).
 */
export function useForm<S extends Record<string, unknown>, F extends string & keyof S = string & keyof S>({
  initialValues,
  validate,
  onSubmit,
  onInvalid,
  isSubmitting = false,
  isDisabled = false,
  resetKey,
  ref,
}: UseFormOptions<S, F>) {
  const [values, setAllValues] = useState<S>(initialValues)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [honeypot, setHoneypot] = useState('')
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  // Set synchronously on submit: a second Enter/click in the same frame is ignored even before
  // the parent re-renders with isSubmitting.
  const inFlight = useRef(false)

  const reset = useCallback(() => {
    setAllValues(initialValues())
    setErrors({})
    setHoneypot('')
  }, [initialValues])

  // A new resetKey from the parent (after a successful send) resets during render, not in an effect,
  // so the emptied form is what gets painted.
  const [seenResetKey, setSeenResetKey] = useState(resetKey)
  if (!Object.is(seenResetKey, resetKey)) {
    setSeenResetKey(resetKey)
    setAllValues(initialValues())
    setErrors({})
    setHoneypot('')
  }

  useImperativeHandle(ref, () => ({ reset }), [reset])

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current)
  }, [focusRequest])

  /** Updates one field and clears its error (behaviour §4). */
  const setValue = useCallback(<K extends keyof S>(field: K, value: S[K]) => {
    setAllValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => withoutErrors(current, [field as string]))
  }, [])

  /** Updates several fields at once (one depends on another) and clears their errors. */
  const setValues = useCallback((patch: Partial<S>) => {
    setAllValues((current) => ({ ...current, ...patch }))
    setErrors((current) => withoutErrors(current, Object.keys(patch)))
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting || isDisabled || inFlight.current) return
    const found = validate(values)
    setErrors(found)
    if (hasErrors(found)) {
      setFocusRequest((n) => n + 1)
      onInvalid?.(found)
      return
    }
    inFlight.current = true
    const release = () => {
      inFlight.current = false
    }
    let result: unknown
    try {
      result = onSubmit(values, honeypot)
    } finally {
      if (isThenable(result)) result.then(release, release)
      else setTimeout(release, 0)
    }
  }

  const fieldProps = (field: F) => ({ isInvalid: errors[field] !== undefined, errorMessage: errors[field] })

  return { values, setValue, setValues, errors, fieldProps, honeypot, setHoneypot, formRef, onSubmit: submit, reset }
}

/** What useForm returns: hand it (or a slice of it) to a form's parts. */
export type FormController<S extends Record<string, unknown>, F extends string & keyof S = string & keyof S> = ReturnType<typeof useForm<S, F>>
