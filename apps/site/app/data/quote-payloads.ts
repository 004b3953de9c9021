// What a quote request holds (QuickQuoteRequest, ContactRequest: the site's domain types, which the
// design system's QuickQuoteForm and ContactForm hand over as they are), and the EmailJS
// template_params of the two contact forms (behaviour §7) built from them. Only the params the spec lists are sent (nothing the visitor did not mean to send): the honeypot, the
// terms checkbox and the 'Bilan avant achat / vente' label never leave the browser.
//
// Formats (decided here, one place):
// - contact_date: French long date and 24-hour time in Europe/Paris, whatever the visitor's zone:
//   '14 mars 2025 à 09:05' (Intl fr-FR, dateStyle 'long', timeStyle 'short').
// - current_year: the year of that same moment in Europe/Paris ('2025').
// - preferred_date: the chosen day in French with its weekday, 'lundi 17 mars 2025' (the form gives
//   an ISO day 'YYYY-MM-DD'; a day has no time zone, so it is formatted as a UTC date).
// - project_type: the contact value ('fissures', 'expertise-avant-achat'), as the original sent it;
//   behaviour §7 names the param project_type and §3 lists the values.
// - Empty values: quick form 'Non renseigné' for phone and address, 'Non spécifié' for project_type
//   and preferred_date; full form 'Non renseigné' for phone, project_type, budget_range and
//   timeframe (budget_range and timeframe have no input, so they are always 'Non renseigné').
//   message and the others are sent as typed (trimmed), possibly ''.

/** A quick quote request (behaviour §3), as the quick form sends it: strings trimmed. */
export type QuickQuoteRequest = {
  name: string
  email: string
  phone: string
  /** City or postcode; '' when not given. */
  address: string
  /** The chosen project type's value ('fissures'), '' when none is chosen. */
  project_type: string
  /** ISO day 'YYYY-MM-DD', or '' when not given. */
  preferred_date: string
  message: string
  acceptTerms: boolean
}

/** A full contact request (behaviour §3), as the contact form sends it: strings trimmed. */
export type ContactRequest = {
  name: string
  email: string
  phone: string
  address: string
  /** The chosen choice's value: 'Bilan avant achat' and 'Bilan avant vente' both send 'expertise-avant-achat'. */
  project_type: string
  message: string
  marketingConsent: boolean
  acceptTerms: boolean
}

/** template_params of the quick quote form (behaviour §7). */
export type QuickTemplateParams = {
  name: string
  email: string
  /** 'Non renseigné' when empty. */
  phone: string
  /** 'Non renseigné' when empty. */
  address: string
  /** 'Non spécifié' when empty. */
  project_type: string
  message: string
  /** 'Non spécifié' when empty. */
  preferred_date: string
  /** French date and time of the submission. */
  contact_date: string
  current_year: string
  form_source: 'Demande de devis rapide'
}

/** template_params of the full contact form (behaviour §7). */
export type ContactTemplateParams = {
  name: string
  email: string
  /** 'Non renseigné' when empty (also project_type, budget_range, timeframe). */
  phone: string
  address: string
  project_type: string
  budget_range: string
  timeframe: string
  message: string
  marketing_consent: 'Oui' | 'Non'
  contact_date: string
  current_year: string
  form_source: 'Formulaire de contact principal'
}

export const NOT_PROVIDED = 'Non renseigné'
export const NOT_SPECIFIED = 'Non spécifié'
export const QUICK_FORM_SOURCE = 'Demande de devis rapide' satisfies QuickTemplateParams['form_source']
export const CONTACT_FORM_SOURCE = 'Formulaire de contact principal' satisfies ContactTemplateParams['form_source']

const TIME_ZONE = 'Europe/Paris'

/**
 * A formatter built on its first use, when a form is sent: Intl's first use in a page loads ICU's locale
 * and zone data (50–250 ms of main thread on a phone, docs/performance.md), and this module comes with
 * every form's code, evaluated while the page boots.
 */
const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined
  return (date: Date) => (format ??= new Intl.DateTimeFormat('fr-FR', options)).format(date)
}
const contactDateFormat = lazyFormat({ timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })
const yearFormat = lazyFormat({ timeZone: TIME_ZONE, year: 'numeric' })
const dayFormat = lazyFormat({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })

/** '14 mars 2025 à 09:05' (Europe/Paris). */
export const formatContactDate = (now: Date) => contactDateFormat(now)

/** '2025' (Europe/Paris: 31 December 23:30 UTC is already next year in France). */
export const formatCurrentYear = (now: Date) => yearFormat(now)

/** 'lundi 17 mars 2025' from '2025-03-17'; '' for anything that is not an ISO day. */
export function formatPreferredDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay.trim())
  if (!match) return ''
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return ''
  return dayFormat(date)
}

const orDefault = (value: string | undefined | null, fallback: string) => {
  const trimmed = (value ?? '').trim()
  return trimmed === '' ? fallback : trimmed
}

const text = (value: string | undefined | null) => (value ?? '').trim()

/** Quick form fields the payload reads (the form's values; acceptTerms and honeypot are ignored). */
export type QuickPayloadInput = Pick<QuickQuoteRequest, 'name' | 'email' | 'phone' | 'address' | 'project_type' | 'preferred_date' | 'message'>

/** Full form fields the payload reads; budget_range and timeframe have no input (behaviour §3). */
export type ContactPayloadInput = Pick<ContactRequest, 'name' | 'email' | 'phone' | 'address' | 'project_type' | 'message' | 'marketingConsent'> & {
  budget_range?: string
  timeframe?: string
}

/** template_params of the quick quote form, exactly the keys of behaviour §7. */
export function buildQuickTemplateParams(values: QuickPayloadInput, now: Date = new Date()): QuickTemplateParams {
  return {
    name: text(values.name),
    email: text(values.email),
    phone: orDefault(values.phone, NOT_PROVIDED),
    address: orDefault(values.address, NOT_PROVIDED),
    project_type: orDefault(values.project_type, NOT_SPECIFIED),
    message: text(values.message),
    preferred_date: orDefault(formatPreferredDate(values.preferred_date ?? ''), NOT_SPECIFIED),
    contact_date: formatContactDate(now),
    current_year: formatCurrentYear(now),
    form_source: QUICK_FORM_SOURCE,
  }
}

/** template_params of the full contact form, exactly the keys of behaviour §7. */
export function buildContactTemplateParams(values: ContactPayloadInput, now: Date = new Date()): ContactTemplateParams {
  return {
    name: text(values.name),
    email: text(values.email),
    phone: orDefault(values.phone, NOT_PROVIDED),
    address: text(values.address),
    project_type: orDefault(values.project_type, NOT_PROVIDED),
    budget_range: orDefault(values.budget_range, NOT_PROVIDED),
    timeframe: orDefault(values.timeframe, NOT_PROVIDED),
    message: text(values.message),
    marketing_consent: values.marketingConsent ? 'Oui' : 'Non',
    contact_date: formatContactDate(now),
    current_year: formatCurrentYear(now),
    form_source: CONTACT_FORM_SOURCE,
  }
}

/**
 * A filled honeypot means a bot: the caller pretends success (same toast, form reset) and sends
 * nothing, so the bot learns nothing from the answer. Whitespace-only counts as empty (autofill).
 */
export const isSpamTrapFilled = (honeypot: string | undefined | null) => (honeypot ?? '').trim() !== ''
