// The contact forms' rules (behaviour §5), in Node: the component tests (QuickQuoteFormIsland.test.tsx,
// ContactFormIsland.test.tsx, mail-forms-hostile.test.tsx) drive them through the real forms.
import { describe, expect, it } from 'vitest'
import { contactFormMessages as messages } from '../../content/forms'
import { validateContact, validateQuickQuote } from './quote-validation'

const today = '2026-01-10'
const quick = { name: 'Jeanne', email: 'jeanne@exemple.fr', phone: '0612345678', preferred_date: '', acceptTerms: true }

describe('validateQuickQuote', () => {
  it('passes a complete form, optional fields empty', () => {
    expect(validateQuickQuote(quick, today)).toEqual({})
  })
  it('requires name, email, phone (blank after trim) and the terms, each with its message, in the form’s order', () => {
    const errors = validateQuickQuote({ name: '  ', email: '', phone: ' ', preferred_date: '', acceptTerms: false }, today)
    expect(errors).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
      acceptTerms: messages.acceptTerms,
    })
    expect(Object.keys(errors)).toEqual(['name', 'email', 'phone', 'acceptTerms'])
  })
  it('flags a malformed email, tolerating surrounding spaces', () => {
    expect(validateQuickQuote({ ...quick, email: 'jeanne@exemple' }, today).email).toBe(messages.emailInvalid)
    expect(validateQuickQuote({ ...quick, email: ' jeanne@exemple.fr ' }, today).email).toBeUndefined()
  })
  it('refuses a past preferred date, accepts today', () => {
    expect(validateQuickQuote({ ...quick, preferred_date: '2026-01-09' }, today).preferred_date).toBe(messages.datePast)
    expect(validateQuickQuote({ ...quick, preferred_date: today }, today)).toEqual({})
  })
})

describe('validateContact', () => {
  const full = { ...quick, address: 'Toulouse', project_type: 'fissures', message: 'Fissures' }
  it('passes a complete form', () => {
    expect(validateContact(full)).toEqual({})
  })
  it('requires address, project type and message too, in the form’s order', () => {
    expect(Object.keys(validateContact({ ...full, address: '', project_type: '', message: ' ' }))).toEqual(['address', 'project_type', 'message'])
  })
  it('names every missing field with its message, in the form’s order', () => {
    const errors = validateContact({ name: ' ', email: '', phone: '', address: ' ', project_type: '', message: '', acceptTerms: false })
    expect(errors).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
      address: messages.addressRequired,
      project_type: messages.projectTypeRequired,
      message: messages.messageRequired,
      acceptTerms: messages.acceptTerms,
    })
    expect(Object.keys(errors)).toEqual(['name', 'email', 'phone', 'address', 'project_type', 'message', 'acceptTerms'])
  })
  it('flags a malformed email, tolerating surrounding spaces', () => {
    expect(validateContact({ ...full, email: 'jeanne@exemple' }).email).toBe(messages.emailInvalid)
    expect(validateContact({ ...full, email: ' jeanne@exemple.fr ' })).toEqual({})
  })
})
