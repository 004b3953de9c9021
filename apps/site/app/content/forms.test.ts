import { describe, expect, it } from 'vitest'
import { contactFormMessages, contactFormProjectChoices, projectTypes, quickFormProjectTypes } from './forms'

describe('project types (behaviour §3)', () => {
  it('are the ten contact values, in order', () => {
    expect(projectTypes.map((type) => type.value)).toEqual([
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
  })
  it('quick form: one option per value, expertise-avant-achat labelled "Expertise avant achat / vente"', () => {
    expect(quickFormProjectTypes.map((option) => option.id)).toEqual(projectTypes.map((type) => type.value))
    expect(quickFormProjectTypes.find((option) => option.id === 'expertise-avant-achat')?.label).toBe('Expertise avant achat / vente')
  })
  it('full form: "Bilan avant achat" and "Bilan avant vente" have unique ids and both send expertise-avant-achat', () => {
    const ids = contactFormProjectChoices.map((choice) => choice.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(contactFormProjectChoices).toHaveLength(11)
    const bilans = contactFormProjectChoices.filter((choice) => choice.value === 'expertise-avant-achat')
    expect(bilans.map((choice) => choice.label)).toEqual(['Bilan avant achat', 'Bilan avant vente'])
  })
})

describe('contact form messages (behaviour §5)', () => {
  it('carry the two spec strings verbatim', () => {
    expect(contactFormMessages.acceptTerms).toBe('Veuillez accepter les conditions d’utilisation')
    expect(contactFormMessages.emailInvalid).toBe('Veuillez entrer une adresse email valide')
  })
})
