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
// The contact values and their labels come from the one project-type list (content/forms.ts).
import { projectTypes, type ProjectTypeValue } from '../../content/forms'

/** Contact project_type values of behaviour §3, in display order. */
export const contactProjectTypes: readonly ProjectTypeValue[] = projectTypes.map((type) => type.value)

/** Every label a form shows for a value (quick-form label, full-form choices), accepted as presets too. */
const formLabels: readonly (readonly [string, ProjectTypeValue])[] = projectTypes.flatMap((type) => [
  [type.label, type.value] as const,
  ...('contactFormChoices' in type ? type.contactFormChoices.map((choice) => [choice.label, type.value] as const) : []),
])

const reviewVocabulary: Readonly<Record<string, ProjectTypeValue>> = {
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
}

/** Straight apostrophes, single spaces, NFC: 'Expertise  malfaçons' from a CMS still matches. */
const normalise = (text: string) => text.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim()

const byNormalisedKey = new Map<string, ProjectTypeValue>([
  ...contactProjectTypes.map((value): [string, ProjectTypeValue] => [normalise(value).toLowerCase(), value]),
  ...formLabels.map(([key, value]): [string, ProjectTypeValue] => [normalise(key).toLowerCase(), value]),
  ...Object.entries(reviewVocabulary).map(([key, value]): [string, ProjectTypeValue] => [normalise(key).toLowerCase(), value]),
])

/** Contact project_type for a contact value, a quick-form label or a review-type label/value; undefined otherwise. */
export function toContactProjectType(preset: string | undefined | null): ProjectTypeValue | undefined {
  if (!preset) return undefined
  return byNormalisedKey.get(normalise(preset).toLowerCase())
}
