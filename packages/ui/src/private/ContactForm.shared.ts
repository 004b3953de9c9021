// Pure logic shared by QuickQuoteForm and ContactForm: project types, French messages and validation.
// No React here, so it is unit-tested in Node (ContactForm.shared.test.ts).

/** Contact project_type values of behaviour §3, in display order. */
/** A project type of behaviour §3. Spelled out so the docs' prop tables can list it; the array below must match. */
export type ContactProjectType =
  | 'malfacons'
  | 'fissures'
  | 'humidite'
  | 'infiltrations'
  | 'degats-des-eaux'
  | 'rupture-relations'
  | 'abandon-chantier'
  | 'reception-chantier'
  | 'expertise-avant-achat'
  | 'autre'

export const contactProjectTypeValues = [
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

const commonLabels: Record<Exclude<ContactProjectType, 'expertise-avant-achat'>, string> = {
  malfacons: 'Expertise malfaçons',
  fissures: 'Expertise fissures',
  humidite: 'Humidité',
  infiltrations: 'Infiltrations',
  'degats-des-eaux': 'Dégâts des eaux',
  'rupture-relations': 'Rupture des relations avec l’entreprise',
  'abandon-chantier': 'Abandon de chantier',
  'reception-chantier': 'Réception de chantier',
  autre: 'Autre',
}

/** Quick form options: one 'Expertise avant achat / vente' option (behaviour §3). */
export const quickQuoteProjectTypes: readonly { id: ContactProjectType; label: string }[] = contactProjectTypeValues.map(
  (id) => ({ id, label: id === 'expertise-avant-achat' ? 'Expertise avant achat / vente' : commonLabels[id] }),
)

/** Full form choice ids: two options share the value expertise-avant-achat, so they need distinct keys. */
export type ContactProjectChoice = Exclude<ContactProjectType, 'expertise-avant-achat'> | 'expertise-avant-achat:achat' | 'expertise-avant-achat:vente'

/** Full form options: 'Bilan avant achat' and 'Bilan avant vente' both map to expertise-avant-achat (behaviour §3). */
export const contactProjectChoices: readonly { id: ContactProjectChoice; label: string; value: ContactProjectType }[] =
  contactProjectTypeValues.flatMap((value): { id: ContactProjectChoice; label: string; value: ContactProjectType }[] =>
    value === 'expertise-avant-achat'
      ? [
          { id: 'expertise-avant-achat:achat', label: 'Bilan avant achat', value },
          { id: 'expertise-avant-achat:vente', label: 'Bilan avant vente', value },
        ]
      : [{ id: value, label: commonLabels[value], value }],
  )

/** The value sent for a full-form choice ('expertise-avant-achat:vente' → 'expertise-avant-achat'). */
export function projectTypeOfChoice(choice: ContactProjectChoice | ''): ContactProjectType | '' {
  if (choice === '') return ''
  return contactProjectChoices.find((c) => c.id === choice)?.value ?? ''
}

/** The first full-form choice carrying a value (used to preselect from defaultValues). */
export function choiceOfProjectType(value: ContactProjectType | '' | undefined): ContactProjectChoice | '' {
  if (!value) return ''
  return contactProjectChoices.find((c) => c.value === value)?.id ?? ''
}

/** local@domain.tld with no spaces (behaviour §5: a simple e-mail pattern). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}

/** French messages; the two spec strings are verbatim (behaviour §5). */
export const defaultContactMessages = {
  acceptTerms: 'Veuillez accepter les conditions d’utilisation',
  emailInvalid: 'Veuillez entrer une adresse email valide',
  nameRequired: 'Veuillez indiquer votre nom',
  emailRequired: 'Veuillez indiquer votre adresse email',
  phoneRequired: 'Veuillez indiquer votre numéro de téléphone',
  addressRequired: 'Veuillez indiquer l’adresse du bien (ville ou code postal)',
  projectTypeRequired: 'Veuillez sélectionner un type de projet',
  messageRequired: 'Veuillez décrire votre demande',
  datePast: 'Veuillez choisir une date à partir d’aujourd’hui',
}

export type ContactMessages = typeof defaultContactMessages

const blank = (value: string) => value.trim() === ''

type Errors<F extends string> = Partial<Record<F, string>>

function checkEmail(email: string, required: boolean, messages: ContactMessages): string | undefined {
  const trimmed = email.trim()
  if (trimmed === '') return required ? messages.emailRequired : undefined
  return isValidEmail(trimmed) ? undefined : messages.emailInvalid
}

export type QuickQuoteFields = 'name' | 'email' | 'phone' | 'address' | 'project_type' | 'preferred_date' | 'message' | 'acceptTerms'

/** Quick form rules (behaviour §5): name, email, phone required; e-mail pattern; no past date; terms ticked. */
export function validateQuickQuote(
  values: {
    name: string
    email: string
    phone: string
    preferred_date: string
    acceptTerms: boolean
  },
  todayIso: string,
  messages: ContactMessages = defaultContactMessages,
): Errors<QuickQuoteFields> {
  const errors: Errors<QuickQuoteFields> = {}
  if (blank(values.name)) errors.name = messages.nameRequired
  const email = checkEmail(values.email, true, messages)
  if (email) errors.email = email
  if (blank(values.phone)) errors.phone = messages.phoneRequired
  // ISO dates compare correctly as strings.
  if (values.preferred_date !== '' && values.preferred_date < todayIso) errors.preferred_date = messages.datePast
  if (!values.acceptTerms) errors.acceptTerms = messages.acceptTerms
  return errors
}

export type ContactFields = 'name' | 'email' | 'phone' | 'address' | 'project_type' | 'message' | 'marketingConsent' | 'acceptTerms'

/** Full form rules (behaviour §5): every text field and the project type required; e-mail pattern; terms ticked. */
export function validateContact(
  values: {
    name: string
    email: string
    phone: string
    address: string
    project_type: string
    message: string
    acceptTerms: boolean
  },
  messages: ContactMessages = defaultContactMessages,
): Errors<ContactFields> {
  const errors: Errors<ContactFields> = {}
  if (blank(values.name)) errors.name = messages.nameRequired
  const email = checkEmail(values.email, true, messages)
  if (email) errors.email = email
  if (blank(values.phone)) errors.phone = messages.phoneRequired
  if (blank(values.address)) errors.address = messages.addressRequired
  if (values.project_type === '') errors.project_type = messages.projectTypeRequired
  if (blank(values.message)) errors.message = messages.messageRequired
  if (!values.acceptTerms) errors.acceptTerms = messages.acceptTerms
  return errors
}

/** Trims every string value (what a visitor meant), leaves the rest as is. */
export function trimStrings<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) out[key] = typeof value === 'string' ? value.trim() : value
  return out as T
}
