// Pure pieces shared by QuickQuoteForm, ContactForm and ReviewForm: the shapes of the content they
// receive (project-type options and choices, labels, privacy notice) and the full form's mapping between
// a choice and the value it sends. The content itself, and the forms' validation rules and messages
// (their `validate` prop), are the app's; stories use the samples of src/fixtures/.
// No React here, so it is unit-tested in Node (ContactForm.shared.test.ts).

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
