import { describe, expect, it } from 'vitest'
import {
  choiceOfProjectType,
  contactProjectChoices,
  defaultContactMessages,
  isValidEmail,
  projectTypeOfChoice,
  quickQuoteProjectTypes,
  trimStrings,
  validateContact,
  validateQuickQuote,
} from './ContactForm.shared'

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

const quick = { name: 'Jeanne', email: 'jeanne@exemple.fr', phone: '0612345678', preferred_date: '', acceptTerms: true }

describe('validateQuickQuote', () => {
  it('passes a complete form, optional fields empty', () => {
    expect(validateQuickQuote(quick, '2026-01-10')).toEqual({})
  })
  it('requires name, email, phone (blank after trim) and the terms with the spec message', () => {
    expect(validateQuickQuote({ name: '  ', email: '', phone: ' ', preferred_date: '', acceptTerms: false }, '2026-01-10')).toEqual({
      name: 'Veuillez indiquer votre nom',
      email: 'Veuillez indiquer votre adresse email',
      phone: 'Veuillez indiquer votre numéro de téléphone',
      acceptTerms: 'Veuillez accepter les conditions d’utilisation',
    })
  })
  it('flags a malformed email with the spec message, tolerating surrounding spaces', () => {
    expect(validateQuickQuote({ ...quick, email: 'jeanne@exemple' }, '2026-01-10').email).toBe(
      'Veuillez entrer une adresse email valide',
    )
    expect(validateQuickQuote({ ...quick, email: ' jeanne@exemple.fr ' }, '2026-01-10').email).toBeUndefined()
  })
  it('refuses a past preferred date, accepts today', () => {
    expect(validateQuickQuote({ ...quick, preferred_date: '2026-01-09' }, '2026-01-10').preferred_date).toBeDefined()
    expect(validateQuickQuote({ ...quick, preferred_date: '2026-01-10' }, '2026-01-10')).toEqual({})
  })
})

describe('validateContact', () => {
  const full = { ...quick, address: 'Toulouse', project_type: 'fissures', message: 'Fissures' }
  it('passes a complete form', () => {
    expect(validateContact(full)).toEqual({})
  })
  it('requires address, project type and message too', () => {
    expect(Object.keys(validateContact({ ...full, address: '', project_type: '', message: ' ' }))).toEqual([
      'address',
      'project_type',
      'message',
    ])
  })
  it('accepts custom messages', () => {
    expect(validateContact({ ...full, acceptTerms: false }, { ...defaultContactMessages, acceptTerms: 'X' }).acceptTerms).toBe('X')
  })
})

describe('project types (behaviour §3)', () => {
  it('quick form: ten values, expertise-avant-achat labelled "Expertise avant achat / vente"', () => {
    expect(quickQuoteProjectTypes.map((t) => t.id)).toEqual([
      'malfacons',
      'fissures',
      'humidite',
      'infiltrations',
      'degats-des-eaux',
      'rupture-relations',
      'abandon-chantier',
      'reception-chantier',
      'expertise-avant-achat',
      'autre',
    ])
    expect(quickQuoteProjectTypes.find((t) => t.id === 'expertise-avant-achat')?.label).toBe('Expertise avant achat / vente')
  })
  it('full form: "Bilan avant achat" and "Bilan avant vente" have unique keys and share expertise-avant-achat', () => {
    const ids = contactProjectChoices.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const bilans = contactProjectChoices.filter((c) => c.value === 'expertise-avant-achat')
    expect(bilans.map((c) => c.label)).toEqual(['Bilan avant achat', 'Bilan avant vente'])
    expect(projectTypeOfChoice('expertise-avant-achat:vente')).toBe('expertise-avant-achat')
    expect(projectTypeOfChoice('')).toBe('')
    expect(choiceOfProjectType('expertise-avant-achat')).toBe('expertise-avant-achat:achat')
    expect(choiceOfProjectType('fissures')).toBe('fissures')
  })
})

describe('trimStrings', () => {
  it('trims strings and leaves booleans', () => {
    expect(trimStrings({ name: '  Jeanne ', acceptTerms: true })).toEqual({ name: 'Jeanne', acceptTerms: true })
  })
})
