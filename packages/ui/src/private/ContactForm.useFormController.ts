// State machine shared by QuickQuoteForm and ContactForm: controlled values, per-field errors cleared
// on change, validation on submit, double-submit guard and the reset contract (resetKey or ref.reset()).
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react'
import { focusFirstInvalid, type FieldErrors } from '../components/Field/useFieldErrors'

/** Imperative handle of both forms: `reset()` empties the form after a successful send. */
export type FormHandle = {
  /** Back to `defaultValues`, errors and honeypot cleared. */
  reset: () => void
}

type Options<S extends Record<string, unknown>, F extends string> = {
  initialValues: () => S
  validate: (values: S) => FieldErrors<F>
  submit: (values: S, honeypot: string) => void | Promise<unknown>
  isSubmitting: boolean
  resetKey: unknown
  ref: Ref<FormHandle> | undefined
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function'

export function useFormController<S extends Record<string, unknown>, F extends string & keyof S>({
  initialValues,
  validate,
  submit,
  isSubmitting,
  resetKey,
  ref,
}: Options<S, F>) {
  const [values, setValues] = useState<S>(initialValues)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [honeypot, setHoneypot] = useState('')
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  // Set synchronously on submit: a second Enter/click in the same frame is ignored even before
  // the parent re-renders with isSubmitting.
  const inFlight = useRef(false)

  const reset = useCallback(() => {
    setValues(initialValues())
    setErrors({})
    setHoneypot('')
  }, [initialValues])

  // A new resetKey from the parent (after a successful send) resets during render, not in an effect,
  // so the emptied form is what gets painted.
  const [seenResetKey, setSeenResetKey] = useState(resetKey)
  if (!Object.is(seenResetKey, resetKey)) {
    setSeenResetKey(resetKey)
    setValues(initialValues())
    setErrors({})
    setHoneypot('')
  }

  useImperativeHandle(ref, () => ({ reset }), [reset])

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current)
  }, [focusRequest])

  /** Updates one field and clears its error (behaviour §4). */
  const setValue = useCallback(<K extends keyof S>(field: K, value: S[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field as unknown as F]
      return next
    })
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting || inFlight.current) return
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1)
      return
    }
    inFlight.current = true
    const release = () => {
      inFlight.current = false
    }
    let result: unknown
    try {
      result = submit(values, honeypot)
    } finally {
      if (isThenable(result)) result.then(release, release)
      else setTimeout(release, 0)
    }
  }

  const fieldProps = (field: F) => ({ isInvalid: errors[field] !== undefined, errorMessage: errors[field] })

  return { values, setValue, errors, fieldProps, honeypot, setHoneypot, formRef, onSubmit, reset }
}
