import { describe, expect, it } from 'vitest'
import { reviewProjectTypes } from '../../content/reviews'
import { landings } from '../../content/landings'
import { contactProjectTypes, toContactProjectType } from './project-type'

describe('toContactProjectType', () => {
  it('maps the landing presets to the closest contact value', () => {
    expect(toContactProjectType('Expertise fissures')).toBe('fissures')
    expect(toContactProjectType('Infiltrations ou humidité')).toBe('humidite')
  })

  it('agrees with the contact value the landing content declares', () => {
    for (const landing of Object.values(landings)) {
      const preset = landing.form.preset
      if (preset) expect(toContactProjectType(preset.label)).toBe(preset.contactValue)
    }
  })

  it('maps every review type, by label and by value, to a contact value', () => {
    for (const type of reviewProjectTypes) {
      expect(contactProjectTypes).toContain(toContactProjectType(type.label))
      expect(toContactProjectType(type.value)).toBe(toContactProjectType(type.label))
    }
  })

  it('keeps contact values and quick-form labels; tolerates apostrophes, case and spaces', () => {
    for (const value of contactProjectTypes) expect(toContactProjectType(value)).toBe(value)
    expect(toContactProjectType('Expertise avant achat / vente')).toBe('expertise-avant-achat')
    expect(toContactProjectType('Bilan avant vente')).toBe('expertise-avant-achat')
    expect(toContactProjectType('  expertise   FISSURES ')).toBe('fissures')
    expect(toContactProjectType("Rupture des relations avec l'entreprise")).toBe('rupture-relations')
  })

  it('gives undefined (no preselection) for anything unknown', () => {
    expect(toContactProjectType(undefined)).toBeUndefined()
    expect(toContactProjectType('')).toBeUndefined()
    expect(toContactProjectType('Piscine')).toBeUndefined()
  })
})
