import { describe, expect, it, vi } from 'vitest'
import {
  NOT_PROVIDED,
  NOT_SPECIFIED,
  buildContactTemplateParams,
  buildQuickTemplateParams,
  formatContactDate,
  formatCurrentYear,
  formatPreferredDate,
  isSpamTrapFilled,
} from './quote-payloads'

// 14 March 2025, 09:05 in Paris (UTC+1).
const now = new Date('2025-03-14T08:05:00Z')

const quickFull = {
  name: 'Marie Dupont',
  email: 'marie@example.fr',
  phone: '06 12 34 56 78',
  address: '34000 Montpellier',
  project_type: 'fissures' as const,
  preferred_date: '2025-03-17',
  message: 'Fissures en façade depuis cet été.',
}

const contactFull = {
  name: 'Jean Martin',
  email: 'jean@example.fr',
  phone: '04 11 22 33 44',
  address: '12 rue des Lilas, 69003 Lyon',
  project_type: 'expertise-avant-achat' as const,
  message: 'Bilan avant l’achat d’une maison de 1970.',
  marketingConsent: true,
}

describe('formats', () => {
  it('contact_date: French long date and 24-hour time in Europe/Paris', () => {
    expect(formatContactDate(now)).toBe('14 mars 2025 à 09:05')
    // Summer time (UTC+2) and the day boundary are Paris's, not the machine's.
    expect(formatContactDate(new Date('2025-07-01T22:30:00Z'))).toBe('2 juillet 2025 à 00:30')
  })

  it('current_year is the year in Paris', () => {
    expect(formatCurrentYear(now)).toBe('2025')
    expect(formatCurrentYear(new Date('2025-12-31T23:30:00Z'))).toBe('2026')
  })

  it('preferred_date: the ISO day in French with its weekday; anything else is empty', () => {
    expect(formatPreferredDate('2025-03-17')).toBe('lundi 17 mars 2025')
    expect(formatPreferredDate('2025-01-01')).toBe('mercredi 1 janvier 2025')
    expect(formatPreferredDate('')).toBe('')
    expect(formatPreferredDate('2025-02-30')).toBe('')
    expect(formatPreferredDate('17/03/2025')).toBe('')
  })
})

describe('quick form template_params (behaviour §7)', () => {
  it('carries every param, the value of project_type and the form source', () => {
    expect(buildQuickTemplateParams(quickFull, now)).toEqual({
      name: 'Marie Dupont',
      email: 'marie@example.fr',
      phone: '06 12 34 56 78',
      address: '34000 Montpellier',
      project_type: 'fissures',
      message: 'Fissures en façade depuis cet été.',
      preferred_date: 'lundi 17 mars 2025',
      contact_date: '14 mars 2025 à 09:05',
      current_year: '2025',
      form_source: 'Demande de devis rapide',
    })
  })

  it("fills 'Non renseigné' (phone, address) and 'Non spécifié' (project_type, preferred_date)", () => {
    const params = buildQuickTemplateParams({ ...quickFull, phone: '  ', address: '', project_type: '', preferred_date: '', message: '' }, now)
    expect(params.phone).toBe(NOT_PROVIDED)
    expect(params.address).toBe(NOT_PROVIDED)
    expect(params.project_type).toBe(NOT_SPECIFIED)
    expect(params.preferred_date).toBe(NOT_SPECIFIED)
    expect(params.message).toBe('')
    expect(NOT_PROVIDED).toBe('Non renseigné')
    expect(NOT_SPECIFIED).toBe('Non spécifié')
  })

  it('sends exactly the keys of behaviour §7: no honeypot, no acceptTerms', () => {
    const values = { ...quickFull, acceptTerms: true, honeypot: 'spam', website: 'x' }
    expect(Object.keys(buildQuickTemplateParams(values, now)).sort()).toEqual(
      ['address', 'contact_date', 'current_year', 'email', 'form_source', 'message', 'name', 'phone', 'preferred_date', 'project_type'].sort(),
    )
  })

  it('trims what was typed', () => {
    expect(buildQuickTemplateParams({ ...quickFull, name: '  Marie  ', email: ' marie@example.fr ' }, now)).toMatchObject({
      name: 'Marie',
      email: 'marie@example.fr',
    })
  })
})

describe('full form template_params (behaviour §7)', () => {
  it("carries every param, marketing_consent 'Oui', budget_range and timeframe 'Non renseigné'", () => {
    expect(buildContactTemplateParams(contactFull, now)).toEqual({
      name: 'Jean Martin',
      email: 'jean@example.fr',
      phone: '04 11 22 33 44',
      address: '12 rue des Lilas, 69003 Lyon',
      project_type: 'expertise-avant-achat',
      budget_range: 'Non renseigné',
      timeframe: 'Non renseigné',
      message: 'Bilan avant l’achat d’une maison de 1970.',
      marketing_consent: 'Oui',
      contact_date: '14 mars 2025 à 09:05',
      current_year: '2025',
      form_source: 'Formulaire de contact principal',
    })
  })

  it("'Non' without marketing consent; 'Non renseigné' for an empty phone or project_type; given budget and timeframe kept", () => {
    const params = buildContactTemplateParams(
      { ...contactFull, marketingConsent: false, phone: '', project_type: '' as never, budget_range: '5 000 €', timeframe: 'Sous 1 mois' },
      now,
    )
    expect(params.marketing_consent).toBe('Non')
    expect(params.phone).toBe(NOT_PROVIDED)
    expect(params.project_type).toBe(NOT_PROVIDED)
    expect(params.budget_range).toBe('5 000 €')
    expect(params.timeframe).toBe('Sous 1 mois')
  })

  it('sends exactly the keys of behaviour §7: no honeypot, no acceptTerms, no choice label', () => {
    const values = { ...contactFull, acceptTerms: true, honeypot: 'spam', projectTypeLabel: 'Bilan avant vente' }
    expect(Object.keys(buildContactTemplateParams(values, now)).sort()).toEqual(
      [
        'address',
        'budget_range',
        'contact_date',
        'current_year',
        'email',
        'form_source',
        'marketing_consent',
        'message',
        'name',
        'phone',
        'project_type',
        'timeframe',
      ].sort(),
    )
  })
})

describe('honeypot', () => {
  it('is filled by anything but whitespace', () => {
    expect(isSpamTrapFilled('')).toBe(false)
    expect(isSpamTrapFilled('   ')).toBe(false)
    expect(isSpamTrapFilled(undefined)).toBe(false)
    expect(isSpamTrapFilled('http://spam.example')).toBe(true)
  })
})

describe('loading the module', () => {
  it('builds no date formatter until a payload needs one (the module comes with every form, evaluated while the page boots; Intl’s first use loads ICU)', async () => {
    vi.resetModules()
    const built = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      const fresh = await import('./quote-payloads')
      expect(built).not.toHaveBeenCalled()
      expect(fresh.formatCurrentYear(now)).toBe('2025')
      expect(fresh.formatCurrentYear(now)).toBe('2025')
      expect(built).toHaveBeenCalledTimes(1)
    } finally {
      built.mockRestore()
    }
  })
})
