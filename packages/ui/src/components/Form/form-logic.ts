// The pure part of the form controller (no React): e-mail pattern, trimming, error bookkeeping.
// Unit-tested in Node (form-logic.test.ts); useForm.ts builds the hook on it.

/** Errors of a form, one French message per invalid field; a field absent from the object is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** local@domain.tld with no spaces (behaviour §5: one simple e-mail pattern for every form). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** True for an e-mail address of the pattern above (the caller trims first). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}

/** True when nothing but white space was typed. */
export const isBlank = (value: string) => value.trim() === ''

/** True when at least one field has an error. */
export const hasErrors = (errors: Readonly<Record<string, unknown>>) => Object.keys(errors).length > 0

/**
 * The errors without those of `fields` (behaviour §4: a field's error clears as soon as that field
 * changes). Returns the same object when none of them had an error, so React skips the re-render.
 */
export function withoutErrors<F extends string>(errors: FieldErrors<F>, fields: readonly string[]): FieldErrors<F> {
  if (!fields.some((field) => field in errors)) return errors
  const next = { ...errors }
  for (const field of fields) delete next[field as F]
  return next
}

/** Every string value trimmed (what a visitor meant, behaviour §5), the rest as is. */
export function trimStrings<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) out[key] = typeof value === 'string' ? value.trim() : value
  return out as T
}

/** True for a promise or any object with a `then` method. */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function'
