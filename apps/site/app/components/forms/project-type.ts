// The one place that turns whatever a page hands to a quote form as "project type" into a contact
// project_type value (spec §3). Landing pages speak the review vocabulary ('Expertise fissures',
// 'Infiltrations ou humidité', spec §3 "Review project types"); the contact forms send the contact
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
import { quickQuoteProjectTypes, type ContactProjectType } from '@expert/ui/QuickQuoteForm'

export const contactProjectTypes: readonly ContactProjectType[] = quickQuoteProjectTypes.map((t) => t.id)

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
  // Full-form option labels sharing expertise-avant-achat (spec §3).
  'Bilan avant achat': 'expertise-avant-achat',
  'Bilan avant vente': 'expertise-avant-achat',
}

/** Straight apostrophes, single spaces, NFC: 'Expertise  malfaçons' from a CMS still matches. */
const normalise = (text: string) => text.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim()

const byNormalisedKey = new Map<string, ContactProjectType>([
  ...contactProjectTypes.map((value): [string, ContactProjectType] => [normalise(value).toLowerCase(), value]),
  ...quickQuoteProjectTypes.map((t): [string, ContactProjectType] => [normalise(t.label).toLowerCase(), t.id]),
  ...Object.entries(reviewVocabulary).map(([key, value]): [string, ContactProjectType] => [normalise(key).toLowerCase(), value]),
])

/** Contact project_type for a contact value, a quick-form label or a review-type label/value; undefined otherwise. */
export function toContactProjectType(preset: string | undefined | null): ContactProjectType | undefined {
  if (!preset) return undefined
  return byNormalisedKey.get(normalise(preset).toLowerCase())
}
