import { describe, expect, it } from 'vitest'
import { sampleContactMessages as messages, sampleContactProjectChoices as choices } from '../fixtures/sample-content'
import { choiceOfProjectType, projectTypeOfChoice, validateContact, validateQuickQuote } from './ContactForm.shared'

const quick = { name: 'Jeanne', email: 'jeanne@exemple.fr', phone: '0612345678', preferred_date: '', acceptTerms: true }

describe('validateQuickQuote', () => {
  it('passes a complete form, optional fields empty', () => {
    expect(validateQuickQuote(quick, '2026-01-10', messages)).toEqual({})
  })
  it('requires name, email, phone (blank after trim) and the terms, with the messages it is given', () => {
    expect(validateQuickQuote({ name: '  ', email: '', phone: ' ', preferred_date: '', acceptTerms: false }, '2026-01-10', messages)).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
      acceptTerms: messages.acceptTerms,
    })
  })
  it('flags a malformed email, tolerating surrounding spaces', () => {
    expect(validateQuickQuote({ ...quick, email: 'jeanne@exemple' }, '2026-01-10', messages).email).toBe(messages.emailInvalid)
    expect(validateQuickQuote({ ...quick, email: ' jeanne@exemple.fr ' }, '2026-01-10', messages).email).toBeUndefined()
  })
  it('refuses a past preferred date, accepts today', () => {
    expect(validateQuickQuote({ ...quick, preferred_date: '2026-01-09' }, '2026-01-10', messages).preferred_date).toBe(messages.datePast)
    expect(validateQuickQuote({ ...quick, preferred_date: '2026-01-10' }, '2026-01-10', messages)).toEqual({})
  })
})

describe('validateContact', () => {
  const full = { ...quick, address: 'Toulouse', project_type: 'fissures', message: 'Fissures' }
  it('passes a complete form', () => {
    expect(validateContact(full, messages)).toEqual({})
  })
  it('requires address, project type and message too, in the form’s order', () => {
    expect(Object.keys(validateContact({ ...full, address: '', project_type: '', message: ' ' }, messages))).toEqual(['address', 'project_type', 'message'])
  })
  it('says what the caller’s messages say', () => {
    expect(validateContact({ ...full, acceptTerms: false }, { ...messages, acceptTerms: 'X' }).acceptTerms).toBe('X')
  })
})

describe('full-form choices sharing a value', () => {
  it('map a choice to its value and a value to its first choice', () => {
    expect(projectTypeOfChoice(choices, 'expertise-avant-achat:vente')).toBe('expertise-avant-achat')
    expect(projectTypeOfChoice(choices, '')).toBe('')
    expect(projectTypeOfChoice(choices, 'inconnu')).toBe('')
    expect(choiceOfProjectType(choices, 'expertise-avant-achat')).toBe('expertise-avant-achat:achat')
    expect(choiceOfProjectType(choices, 'fissures')).toBe('fissures')
    expect(choiceOfProjectType(choices, undefined)).toBe('')
  })
})
