import { describe, expect, it } from 'vitest'
import { typeset } from '../../../../../scripts/french-typography.mjs'
import { mailForms } from './mail-forms'

describe('mail registry', () => {
  it('holds the two e-mail forms, each with a log label and both toasts', () => {
    expect(Object.keys(mailForms)).toEqual(['quick', 'contact'])
    for (const form of Object.values(mailForms)) {
      expect(form.label).not.toBe('')
      for (const toast of [form.toasts.success, form.toasts.failure]) {
        expect(toast.title).not.toBe('')
        expect(toast.description).not.toBe('')
      }
    }
  })

  it('builds each form’s template parameters with its own form_source (behaviour §7)', () => {
    const identity = { name: ' Jeanne ', email: 'jeanne@exemple.fr', phone: '', address: '', message: 'Bonjour', project_type: '' }
    expect(mailForms.quick.buildParams({ ...identity, preferred_date: '' })).toMatchObject({
      name: 'Jeanne',
      form_source: 'Demande de devis rapide',
      project_type: 'Non spécifié',
    })
    expect(mailForms.contact.buildParams({ ...identity, marketingConsent: true })).toMatchObject({
      name: 'Jeanne',
      form_source: 'Formulaire de contact principal',
      marketing_consent: 'Oui',
    })
  })

  it('says the toasts of behaviour §8', () => {
    expect(mailForms.quick.toasts.success.title).toBe('Demande envoyée')
    expect(mailForms.contact.toasts.success).toEqual({ title: 'Demande reçue', description: typeset('Un conseiller vous contactera sous 24-48h.') })
    expect(mailForms.quick.toasts.failure.title).toBe('Erreur d’envoi')
  })
})
