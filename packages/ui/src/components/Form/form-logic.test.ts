import { describe, expect, it } from 'vitest'
import { hasErrors, isBlank, isThenable, isValidEmail, trimStrings, withoutErrors } from './form-logic'

describe('isValidEmail (behaviour §5: local@domain.tld, no spaces)', () => {
  it.each(['jeanne.martin@exemple.fr', 'a+b@sous.domaine.com', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['', 'jeanne', 'jeanne@exemple', '@exemple.fr', 'jeanne@.fr', 'jeanne martin@exemple.fr', 'jeanne@exemple .fr', 'a@b@c.fr'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )
})

describe('withoutErrors (behaviour §4: a change clears that field’s error)', () => {
  it('drops the errors of the changed fields only', () => {
    expect(withoutErrors<'name' | 'email'>({ name: 'a', email: 'b' }, ['name'])).toEqual({ email: 'b' })
    expect(withoutErrors<'name' | 'email' | 'anonymous'>({ name: 'a', email: 'b' }, ['anonymous', 'name'])).toEqual({ email: 'b' })
  })
  it('returns the same object when no changed field had an error (no re-render)', () => {
    const errors = { email: 'b' }
    expect(withoutErrors(errors, ['name'])).toBe(errors)
  })
  it('never mutates its argument', () => {
    const errors = { name: 'a' }
    withoutErrors(errors, ['name'])
    expect(errors).toEqual({ name: 'a' })
  })
})

describe('small helpers', () => {
  it('hasErrors counts fields with a message', () => {
    expect(hasErrors({})).toBe(false)
    expect(hasErrors({ name: 'Veuillez indiquer votre nom' })).toBe(true)
  })
  it('isBlank is true for white space only', () => {
    expect(isBlank(' \t\n')).toBe(true)
    expect(isBlank(' a ')).toBe(false)
  })
  it('trimStrings trims strings and leaves other values alone', () => {
    expect(trimStrings({ name: '  Jeanne ', acceptTerms: true, rating: 4, location: null })).toEqual({
      name: 'Jeanne',
      acceptTerms: true,
      rating: 4,
      location: null,
    })
  })
  it('isThenable tells a promise from a plain value', () => {
    expect(isThenable(Promise.resolve())).toBe(true)
    expect(isThenable(undefined)).toBe(false)
    expect(isThenable({})).toBe(false)
  })
})
