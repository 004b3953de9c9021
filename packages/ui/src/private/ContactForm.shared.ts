// Pure logic shared by QuickQuoteForm and ContactForm: the shapes of the content they receive
// (project-type options, validation messages) and their validation rules. The content itself is
// the site's (apps/site/app/content/forms.ts); stories use the sample of src/fixtures/.
// No React here, so it is unit-tested in Node (ContactForm.shared.test.ts).
import { isBlank, isValidEmail, type FieldErrors } from '../components/Form/form-logic'

/** Une option de type de projet : `id` est la valeur envoyée, `label` ce que lit le visiteur. */
export type ProjectTypeOption = {
  /** Valeur envoyée (par exemple `fissures`). */
  id: string
  /** Libellé affiché dans la liste. */
  label: string
}

/**
 * Un choix du formulaire complet : deux choix peuvent envoyer la même valeur (« Bilan avant achat » et
 * « Bilan avant vente »), d’où un `id` propre à chacun.
 */
export type ProjectTypeChoice = ProjectTypeOption & {
  /** Valeur envoyée pour ce choix. */
  value: string
}

/** Les messages de validation des deux formulaires de contact (behaviour §5), fournis par le site. */
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

/** La mention RGPD sous un formulaire (contenu du site) : qui traite les données, pourquoi, et le lien vers la politique. */
export type PrivacyNoticeContent = {
  /** Les paragraphes, chacun sur sa ligne. */
  paragraphs: readonly string[]
  /** Le lien vers la politique de confidentialité, seul sur sa ligne. */
  link: { href: string; label: string }
}

/** Les textes d’une case à cocher qui contient un lien : le début, puis le texte du lien. */
export type LinkedCheckboxText = {
  /** Le texte avant le lien, espace final comprise (« J’accepte les  »). */
  before: string
  /** Le texte du lien (« conditions d’utilisation »). */
  link: string
}

/** Les libellés que les deux formulaires de contact partagent (contenu du site). */
export type ContactFormFieldLabels = {
  /** Libellé du nom (« Nom complet »). */
  name: string
  /** Libellé de l’adresse e-mail. */
  email: string
  /** Libellé du téléphone. */
  phone: string
  /** Libellé de l’adresse ou de la ville. */
  address: string
  /** Libellé de la liste des types de projet. */
  projectType: string
  /** Libellé du message. */
  message: string
  /** Texte indicatif du message vide. */
  messagePlaceholder: string
  /** La case obligatoire des conditions d’utilisation. */
  terms: LinkedCheckboxText
  /** Libellé du bouton d’envoi. */
  submit: string
  /** Libellé du bouton pendant l’envoi. */
  submitting: string
}

/** Les libellés du formulaire rapide (contenu du site). */
export type QuickQuoteLabels = ContactFormFieldLabels & {
  /** Libellé de la date souhaitée. */
  preferredDate: string
  /** Aide sous la date (facultative, format attendu). */
  preferredDateHelp: string
}

/** Les libellés du formulaire complet (contenu du site). */
export type ContactFormLabels = ContactFormFieldLabels & {
  /** Aide sous l’adresse du bien. */
  addressHelp: string
  /** Libellé de la case facultative de consentement aux communications. */
  marketingConsent: string
}

/** The value sent for a full-form choice id ('' when none is chosen or the id is unknown). */
export function projectTypeOfChoice(choices: readonly ProjectTypeChoice[], choice: string): string {
  if (choice === '') return ''
  return choices.find((c) => c.id === choice)?.value ?? ''
}

/** The first full-form choice sending a value (used to preselect from defaultValues). */
export function choiceOfProjectType(choices: readonly ProjectTypeChoice[], value: string | undefined): string {
  if (!value) return ''
  return choices.find((c) => c.value === value)?.id ?? ''
}

function checkEmail(email: string, messages: ContactFormMessages): string | undefined {
  const trimmed = email.trim()
  if (trimmed === '') return messages.emailRequired
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
  messages: ContactFormMessages,
): FieldErrors<QuickQuoteFields> {
  const errors: FieldErrors<QuickQuoteFields> = {}
  if (isBlank(values.name)) errors.name = messages.nameRequired
  const email = checkEmail(values.email, messages)
  if (email) errors.email = email
  if (isBlank(values.phone)) errors.phone = messages.phoneRequired
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
  messages: ContactFormMessages,
): FieldErrors<ContactFields> {
  const errors: FieldErrors<ContactFields> = {}
  if (isBlank(values.name)) errors.name = messages.nameRequired
  const email = checkEmail(values.email, messages)
  if (email) errors.email = email
  if (isBlank(values.phone)) errors.phone = messages.phoneRequired
  if (isBlank(values.address)) errors.address = messages.addressRequired
  if (values.project_type === '') errors.project_type = messages.projectTypeRequired
  if (isBlank(values.message)) errors.message = messages.messageRequired
  if (!values.acceptTerms) errors.acceptTerms = messages.acceptTerms
  return errors
}
