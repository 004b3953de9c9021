// The review form (behaviour §3 review fields, §4 review form, §5 review validation), drawn from the
// site's content and driven by the design system's form controller (useForm): checked on submit;
// each field's error clears as soon as that field changes; a failed check moves focus to the first
// invalid field and calls `onInvalid`. The rules and the sending stay the site's: it passes
// `validate` (its rules mirror the database's checks) and `onSubmit`.
import { useCallback } from 'react'
import { clsx } from 'clsx/lite'
import { Button } from '../Button/Button'
import { Checkbox } from '../Checkbox/Checkbox'
import { RequiredLegend } from '../Field/Field'
import { Honeypot } from '../Honeypot/Honeypot'
import { Select } from '../Select/Select'
import { StarRatingInput } from '../StarRating/StarRating'
import { TextArea } from '../TextArea/TextArea'
import { TextField } from '../TextField/TextField'
import { useForm } from '../Form/useForm'
import type { FieldErrors } from '../Form/form-logic'
import type { LinkedCheckboxText, PrivacyNoticeContent, ProjectTypeOption } from '../../private/ContactForm.shared'
import { FormElement, PrivacyNotice, TermsCheckbox, partStyles } from '../../private/ContactForm.parts'
import * as styles from './ReviewForm.css'

/** Les valeurs du formulaire d’avis, telles que saisies (le site les nettoie avant l’envoi). */
export type ReviewFormValues = {
  /** Le nom saisi, ou `labels.anonymousName` tant que « Rester anonyme » est cochée. */
  name: string
  anonymous: boolean
  email: string
  /** L’`id` du département choisi dans `locations`, ou `null` s’il n’est pas précisé. */
  location: string | null
  /** L’`id` du type de projet choisi dans `projectTypes`, ou `null`. */
  projectType: string | null
  /** De 1 à 5 ; 0 tant qu’aucune étoile n’est choisie. */
  rating: number
  message: string
  acceptTerms: boolean
}

/** Les champs qui peuvent porter une erreur, dans l’ordre du formulaire. */
export type ReviewFormField = 'name' | 'email' | 'projectType' | 'rating' | 'message' | 'acceptTerms'

/** Les libellés, aides et textes de boutons du formulaire d’avis (contenu du site). */
export type ReviewFormLabels = {
  /** Libellé du nom. */
  name: string
  /** Libellé de la case « Rester anonyme ». */
  anonymous: string
  /** Le nom qui remplit le champ, désactivé, tant que la case d’anonymat est cochée. */
  anonymousName: string
  /** Libellé de l’adresse e-mail (facultative). */
  email: string
  /** Aide sous l’adresse e-mail. */
  emailHelp: string
  /** Libellé du type de projet. */
  projectType: string
  /** Texte de la liste des types de projet tant que rien n’est choisi. */
  projectTypePlaceholder: string
  /** Libellé du département (facultatif). */
  location: string
  /** Aide sous le département. */
  locationHelp: string
  /** Texte de la liste des départements tant que rien n’est choisi. */
  locationPlaceholder: string
  /** Premier choix de la liste des départements, qui retire un département choisi. */
  noLocation: string
  /** Libellé de la note en étoiles. */
  rating: string
  /** Libellé de l’avis. */
  message: string
  /** Aide sous l’avis (sa longueur minimale). */
  messageHelp: string
  /** Texte d’exemple dans l’avis vide. */
  messagePlaceholder: string
  /** La case des conditions d’utilisation : texte, lien et son adresse. */
  terms: LinkedCheckboxText & { href: string }
  /** Texte du bouton d’envoi. */
  submit: string
  /** Texte du bouton pendant l’envoi. */
  submitting: string
}

export type ReviewSubmitMeta = {
  /** Valeur du champ piège invisible : tout autre chose que '' signifie qu’un robot a rempli le formulaire. */
  honeypot: string
}

export type ReviewFormProps = {
  /** Les libellés (contenu du site). */
  labels: ReviewFormLabels
  /** Les types de projet proposés, dans l’ordre (contenu du site). */
  projectTypes: ProjectTypeOption[]
  /** Les départements proposés, dans l’ordre (contenu du site), après le choix « non précisé ». */
  locations: ProjectTypeOption[]
  /** Mention RGPD sous les champs (contenu du site) : ses paragraphes, puis le lien vers la politique de confidentialité. */
  privacyNotice: PrivacyNoticeContent
  /**
   * Les règles du site : les erreurs de ces valeurs (messages en français), un objet vide si tout est
   * valide. Appelée à chaque envoi.
   */
  validate: (values: ReviewFormValues) => FieldErrors<ReviewFormField>
  /**
   * Appelée une fois par envoi valide, avec les valeurs telles que saisies. Si elle renvoie une promesse, un
   * second envoi reste bloqué jusqu’à ce qu’elle se termine.
   */
  onSubmit: (values: ReviewFormValues, meta: ReviewSubmitMeta) => void | Promise<unknown>
  /** Appelée après un envoi refusé par `validate` (le site y affiche un message « Formulaire incomplet »). */
  onInvalid?: (errors: FieldErrors<ReviewFormField>) => void
  /** Pendant l’envoi : bouton désactivé avec une roue et `labels.submitting`, envois ignorés. */
  isSubmitting?: boolean
  /** Envoyé, en attente de la redirection : plus aucun envoi. */
  isDone?: boolean
  /** Valeurs de départ. */
  defaultValues?: Partial<ReviewFormValues>
  /** Identifiant de l’élément `form`. */
  id?: string
  /** Identifiant du titre qui nomme le formulaire (celui de la page). */
  labelledBy?: string
}

const empty: ReviewFormValues = {
  name: '',
  anonymous: false,
  email: '',
  location: null,
  projectType: null,
  rating: 0,
  message: '',
  acceptTerms: false,
}

/** The id of the location list's first choice, which takes a chosen department back. */
const NO_LOCATION = 'non-precise'

/**
 * Le formulaire d’avis de la page « Donner votre avis » : nom ou anonymat, e-mail facultatif, type de
 * projet, département, note, avis, conditions, mention RGPD et bouton d’envoi. Cocher « Rester anonyme »
 * remplit le nom avec `labels.anonymousName` et le désactive ; décocher le vide. De présentation seulement :
 * les règles (`validate`) et l’envoi (`onSubmit`) sont l’affaire du site.
 */
export function ReviewForm({
  labels,
  projectTypes,
  locations,
  privacyNotice,
  validate,
  onSubmit,
  onInvalid,
  isSubmitting = false,
  isDone = false,
  defaultValues,
  id,
  labelledBy,
}: ReviewFormProps) {
  const initialValues = useCallback(
    (): ReviewFormValues => ({ ...empty, ...defaultValues }),
    // Defaults are read at mount; a new object identity each render must not reset anything.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/use-memo
    [JSON.stringify(defaultValues)],
  )
  const form = useForm<ReviewFormValues, ReviewFormField>({
    initialValues,
    validate,
    onSubmit: (values, honeypot) => onSubmit(values, { honeypot }),
    onInvalid,
    isSubmitting,
    isDisabled: isDone,
  })
  const { values, setValue: set, fieldProps } = form

  // Ticking fills in the anonymous name (field disabled), unticking empties the name.
  const setAnonymous = (anonymous: boolean) => form.setValues({ anonymous, name: anonymous ? labels.anonymousName : '' })
  const locationItems = [{ id: NO_LOCATION, label: labels.noLocation }, ...locations]

  return (
    <FormElement form={form} id={id} aria-labelledby={labelledBy} className={styles.form}>
      <RequiredLegend />
      <div className={clsx(partStyles.row, styles.row)}>
        <div className={styles.nameColumn}>
          <TextField
            label={labels.name}
            name="nom"
            autoComplete="name"
            isRequired={!values.anonymous}
            isDisabled={values.anonymous}
            value={values.name}
            onChange={(value) => set('name', value)}
            {...fieldProps('name')}
          />
          <Checkbox name="anonyme" isSelected={values.anonymous} onChange={setAnonymous}>
            {labels.anonymous}
          </Checkbox>
        </div>
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          description={labels.emailHelp}
          value={values.email}
          onChange={(value) => set('email', value)}
          {...fieldProps('email')}
        />
      </div>
      <div className={clsx(partStyles.row, styles.row)}>
        <Select
          label={labels.projectType}
          name="type_projet"
          isRequired
          placeholder={labels.projectTypePlaceholder}
          items={projectTypes}
          selectedKey={values.projectType}
          onSelectionChange={(key) => set('projectType', key)}
          {...fieldProps('projectType')}
        />
        <Select
          label={labels.location}
          name="localisation"
          description={labels.locationHelp}
          placeholder={labels.locationPlaceholder}
          items={locationItems}
          selectedKey={values.location}
          onSelectionChange={(key) => set('location', key === NO_LOCATION ? null : key)}
        />
      </div>
      <StarRatingInput
        label={labels.rating}
        name="note"
        isRequired
        value={values.rating}
        onChange={(value) => set('rating', value)}
        {...fieldProps('rating')}
      />
      <TextArea
        label={labels.message}
        name="message"
        rows={5}
        isRequired
        description={labels.messageHelp}
        placeholder={labels.messagePlaceholder}
        value={values.message}
        onChange={(value) => set('message', value)}
        {...fieldProps('message')}
      />
      <TermsCheckbox form={form} labels={labels} termsHref={labels.terms.href} name="accepte_conditions" />
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <PrivacyNotice notice={privacyNotice} />
      <div className={partStyles.actions}>
        <Button type="submit" size="large" fullWidth isPending={isSubmitting} isDisabled={isDone} pendingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </div>
    </FormElement>
  )
}
