// The mail registry: every form that sends an e-mail, keyed by its kind. An entry says how the
// form's values become the EmailJS template parameters (data/quote-payloads.ts, behaviour §7), which
// toasts answer a send (behaviour §8) and how the form is named in the logs. useMailForm(kind) reads
// it; the mail adapter needs no list of kinds. Adding an e-mail form: CONTRIBUTING.md "Add an e-mail form".
// The texts (toasts, notice, title) are the site's content (content/forms.ts), written typeset.
import { buildContactTemplateParams, buildQuickTemplateParams, type ContactPayloadInput, type QuickPayloadInput } from '../../data/quote-payloads'
import type { TemplateParams } from '../../data/mail'
import { mailFormContent, mailFormToasts, type MailFormContent, type ToastText } from '../../content/forms'

export type FormToastText = ToastText

/** One e-mail form: what it sends and what the visitor is told. */
export interface MailForm<V, C extends MailFormContent = MailFormContent> {
  /** The form's name in the error log ('[<label>] envoi impossible : …'). */
  label: string
  /** Its values → the template parameters; run at send time (contact_date is the moment of the submit). */
  buildParams: (values: V) => TemplateParams
  /** Success and failure toasts (behaviour §8). */
  toasts: { success: FormToastText; failure: FormToastText }
  /** What the visitor reads on the form: its record in content/forms.ts. */
  content: C
}

/** Checks an entry's shape and keeps its own types (values V given, content C inferred). */
const mailForm =
  <V>() =>
  <C extends MailFormContent>(form: MailForm<V, C>) =>
    form

export const mailForms = {
  quick: mailForm<QuickPayloadInput>()({
    label: 'Demande de devis rapide',
    content: mailFormContent.quick,
    buildParams: (values) => buildQuickTemplateParams(values),
    toasts: mailFormToasts.quick,
  }),
  contact: mailForm<ContactPayloadInput>()({
    label: 'Formulaire de contact',
    content: mailFormContent.contact,
    // budget_range and timeframe have no input (behaviour §3): the builder sends 'Non renseigné'.
    buildParams: (values) => buildContactTemplateParams(values),
    toasts: mailFormToasts.contact,
  }),
}

/** A key of the registry: 'quick', 'contact'. */
export type MailFormKind = keyof typeof mailForms

/** What the form of `kind` hands to useMailForm's submit. */
export type MailFormValues<K extends MailFormKind> = Parameters<(typeof mailForms)[K]['buildParams']>[0]

/** The kinds a form whose values are V can send as (a second quick form only needs its own entry). */
export type MailKindsFor<V> = { [K in MailFormKind]: V extends MailFormValues<K> ? K : never }[MailFormKind]
