// The one place that turns whatever a page hands to a quote form as "project type" into a contact
// project_type value (behaviour §3). Landing pages speak the review vocabulary ('Expertise fissures',
// 'Infiltrations ou humidité', behaviour §3 "Review project types"); the contact forms send the contact
// values ('fissures', 'humidite', …). Closest-meaning choices, documented here:
//
//   review label (review value)                      → contact value
//   'Expertise malfaçons'       (malfacons)           → malfacons
//   'Expertise fissures'        (fissures)            → fissures
//   'Réception de chantier'     (reception_chantier)  → reception-chantier
//   'Litige / désaccord'        (litiges)             → rupture-relations (a dispute with the contractor)
//   'Infiltrations ou humidité' (humidite_infiltrations) → humidite (the damp landing; 'infiltrations'
//                                                        stays one click away in the list)
//   'Assistance à réception'    (assistance_reception)→ reception-chantier
//   'Avis avant acquisition'    (avis_achat)          → expertise-avant-achat
//   'Autre expertise bâtiment'  (autres)              → autre
//
// Contact values and the quick form's own labels ('Expertise avant achat / vente', 'Humidité', …)
// are accepted as they are. Anything else gives undefined (no preselection), never a wrong value.
// Type-only import: this module is pure data (unit-tested in Node, no design-system runtime).
import type { ContactProjectType } from '@expert/ui/QuickQuoteForm'

/** Contact project_type values of behaviour §3 (the DS type checks the list is complete and exact). */
export const contactProjectTypes = [
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
] as const satisfies readonly ContactProjectType[]

// Fails to compile if the design system gains a value this list lacks.
type MissingValue = Exclude<ContactProjectType, (typeof contactProjectTypes)[number]>
const complete: [MissingValue] extends [never] ? true : MissingValue = true
void complete

/** The quick form's option labels (packages/ui ContactForm.shared), accepted as presets too. */
const quickFormLabels: Readonly<Record<string, ContactProjectType>> = {
  'Expertise malfaçons': 'malfacons',
  'Expertise fissures': 'fissures',
  Humidité: 'humidite',
  Infiltrations: 'infiltrations',
  'Dégâts des eaux': 'degats-des-eaux',
  'Rupture des relations avec l’entreprise': 'rupture-relations',
  'Abandon de chantier': 'abandon-chantier',
  'Réception de chantier': 'reception-chantier',
  'Expertise avant achat / vente': 'expertise-avant-achat',
  Autre: 'autre',
}

const reviewVocabulary: Readonly<Record<string, ContactProjectType>> = {
  'Expertise malfaçons': 'malfacons',
  malfacons: 'malfacons',
  'Expertise fissures': 'fissures',
  fissures: 'fissures',
  'Réception de chantier': 'reception-chantier',
  reception_chantier: 'reception-chantier',
  'Litige / désaccord': 'rupture-relations',
  litiges: 'rupture-relations',
  'Infiltrations ou humidité': 'humidite',
  humidite_infiltrations: 'humidite',
  'Assistance à réception': 'reception-chantier',
  assistance_reception: 'reception-chantier',
  'Avis avant acquisition': 'expertise-avant-achat',
  avis_achat: 'expertise-avant-achat',
  'Autre expertise bâtiment': 'autre',
  autres: 'autre',
  // Full-form option labels sharing expertise-avant-achat (behaviour §3).
  'Bilan avant achat': 'expertise-avant-achat',
  'Bilan avant vente': 'expertise-avant-achat',
}

/** Straight apostrophes, single spaces, NFC: 'Expertise  malfaçons' from a CMS still matches. */
const normalise = (text: string) => text.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim()

const byNormalisedKey = new Map<string, ContactProjectType>([
  ...contactProjectTypes.map((value): [string, ContactProjectType] => [normalise(value).toLowerCase(), value]),
  ...Object.entries(quickFormLabels).map(([key, value]): [string, ContactProjectType] => [normalise(key).toLowerCase(), value]),
  ...Object.entries(reviewVocabulary).map(([key, value]): [string, ContactProjectType] => [normalise(key).toLowerCase(), value]),
])

/** Contact project_type for a contact value, a quick-form label or a review-type label/value; undefined otherwise. */
export function toContactProjectType(preset: string | undefined | null): ContactProjectType | undefined {
  if (!preset) return undefined
  return byNormalisedKey.get(normalise(preset).toLowerCase())
}
