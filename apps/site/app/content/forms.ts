// The content of the site's forms, handed to the design-system forms as props: the contact
// project types (behaviour §3), and the validation messages of both contact forms (behaviour §5) that
// their rules (components/forms/quote-validation.ts) return.
// The project-type list is written here only: the quick form's options, the full form's choices,
// the presets of the landing pages (components/forms/project-type.ts) and the tests all read it.
// The spec's strings in its words, typeset like all the copy (see types.ts).
import type { ContactFormLabels, ProjectTypeChoice, ProjectTypeOption } from '@expert/ui/ContactForm'
import type { QuickQuoteLabels } from '@expert/ui/QuickQuoteForm'
import { contactFormPrivacyNotice, contactPage, quickFormPrivacyNotice, type FormPrivacyNotice } from './contact'

/** A contact project type: the value sent (behaviour §7) and its label in the quick form. */
export interface ProjectType {
  value: string
  label: string
  /** The full form shows these choices instead of `label`, each sending `value` (behaviour §3). */
  contactFormChoices?: readonly { id: string; label: string }[]
}

/** Contact project types of behaviour §3, in display order. */
export const projectTypes = [
  { value: 'malfacons', label: 'Expertise malfaçons' },
  { value: 'fissures', label: 'Expertise fissures' },
  { value: 'humidite', label: 'Humidité' },
  { value: 'infiltrations', label: 'Infiltrations' },
  { value: 'degats-des-eaux', label: 'Dégâts des eaux' },
  { value: 'rupture-relations', label: 'Rupture des relations avec l’entreprise' },
  { value: 'abandon-chantier', label: 'Abandon de chantier' },
  { value: 'reception-chantier', label: 'Réception de chantier' },
  {
    value: 'expertise-avant-achat',
    label: 'Expertise avant achat / vente',
    contactFormChoices: [
      { id: 'expertise-avant-achat:achat', label: 'Bilan avant achat' },
      { id: 'expertise-avant-achat:vente', label: 'Bilan avant vente' },
    ],
  },
  { value: 'autre', label: 'Autre' },
] as const satisfies readonly ProjectType[]

/** A contact project_type value ('fissures', 'expertise-avant-achat', …). */
export type ProjectTypeValue = (typeof projectTypes)[number]['value']

/** The quick form's options: one per value. */
export const quickFormProjectTypes: ProjectTypeOption[] = projectTypes.map(({ value, label }) => ({ id: value, label }))

/** The full form's choices: 'Bilan avant achat' and 'Bilan avant vente' both send expertise-avant-achat. */
export const contactFormProjectChoices: ProjectTypeChoice[] = projectTypes.flatMap((type: ProjectType) =>
  type.contactFormChoices
    ? type.contactFormChoices.map((choice) => ({ ...choice, value: type.value }))
    : [{ id: type.value, label: type.label, value: type.value }],
)

/** What the contact forms' rules can say: one message per broken rule (behaviour §5). */
export type ContactFormMessages = {
  acceptTerms: string
  emailInvalid: string
  nameRequired: string
  emailRequired: string
  phoneRequired: string
  addressRequired: string
  projectTypeRequired: string
  messageRequired: string
  datePast: string
}

/** Validation messages of both contact forms (behaviour §5); the first two are the spec's, verbatim. */
export const contactFormMessages: ContactFormMessages = {
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

/** The labels both contact forms share (behaviour §3). */
const fieldLabels = {
  name: 'Nom complet',
  email: 'Adresse email',
  phone: 'Téléphone',
  projectType: 'Type de projet',
  message: 'Votre message',
  terms: { before: 'J’accepte les ', link: 'conditions d’utilisation' },
  submit: 'Envoyer ma demande',
}

/** Labels of the quick quote form (home, about, services, landing pages). */
export const quickFormLabels: QuickQuoteLabels = {
  ...fieldLabels,
  address: 'Ville ou code postal',
  preferredDate: 'Date souhaitée',
  preferredDateHelp: 'Facultatif. Format jj/mm/aaaa.',
  messagePlaceholder: 'Décrivez brièvement votre situation',
  submitting: 'Envoi…',
}

/** Labels of the full contact form (/contact). */
export const contactFormLabels: ContactFormLabels = {
  ...fieldLabels,
  address: 'Adresse du bien',
  addressHelp: 'Adresse complète, ou au moins la ville.',
  messagePlaceholder: 'Décrivez votre situation : nature des désordres, date d’apparition, démarches déjà engagées…',
  marketingConsent: contactPage.marketingConsentLabel,
  submitting: 'Envoi en cours…',
}

/** A toast's text: its title and the sentence under it. */
export type ToastText = { title: string; description: string }

/** The toasts that answer a send (behaviour §8), by form kind. */
export const mailFormToasts = {
  quick: {
    success: {
      title: 'Demande envoyée',
      description: 'Votre demande de devis a été envoyée avec succès. Nous vous contacterons dans les 24 h ouvrées.',
    },
    failure: { title: 'Erreur d’envoi', description: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.' },
  },
  contact: {
    success: { title: 'Demande reçue', description: 'Un conseiller vous contactera sous 24–48 h.' },
    failure: {
      title: 'Erreur d’envoi',
      description: 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer ou nous contacter directement.',
    },
  },
} satisfies Record<string, { success: ToastText; failure: ToastText }>

/**
 * What a visitor reads on each e-mail form, by form kind (the keys of the mail registry,
 * components/forms/mail-forms.ts): the GDPR notice, and the title of the form that shows one.
 */
export const mailFormContent = {
  quick: { privacyNotice: quickFormPrivacyNotice },
  contact: {
    title: contactPage.formTitle,
    privacyNotice: contactFormPrivacyNotice,
  },
} satisfies Record<string, MailFormContent>

/** The texts of one e-mail form. */
export interface MailFormContent {
  privacyNotice: FormPrivacyNotice
  /** The form's own title, when the page's section does not name it. */
  title?: string
}
