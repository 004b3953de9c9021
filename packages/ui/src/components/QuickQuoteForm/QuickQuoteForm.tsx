import { useCallback, type ReactNode, type Ref } from 'react'
import { DatePicker } from '../DatePicker/DatePicker'
import { Select } from '../Select/Select'
import { TextArea } from '../TextArea/TextArea'
import { TextField } from '../TextField/TextField'
import { trimStrings, type FieldErrors } from '../Form/form-logic'
import { useForm, type FormHandle } from '../Form/useForm'
import type { PrivacyNoticeContent, ProjectTypeOption, QuickQuoteLabels } from '../../private/ContactForm.shared'
import { ContactFormFrame, TermsCheckbox, partStyles } from '../../private/ContactForm.parts'
import * as styles from './QuickQuoteForm.css'

/** Ce que le formulaire rapide transmet à `onSubmit` (behaviour §3), textes sans espaces superflus. */
export type QuickQuoteValues = {
  name: string
  email: string
  phone: string
  /** Ville ou code postal ; '' s’il n’est pas donné. */
  address: string
  /** L’`id` de l’option choisie, '' quand aucun type n’est choisi. */
  project_type: string
  /** Jour ISO « AAAA-MM-JJ », ou '' s’il n’est pas donné. */
  preferred_date: string
  message: string
  acceptTerms: boolean
}

/** Les champs qui peuvent porter une erreur, dans l’ordre du formulaire. */
export type QuickQuoteField = keyof QuickQuoteValues

export type QuickQuoteSubmitMeta = {
  /** Valeur du champ piège invisible : tout autre chose que '' signifie qu’un robot a rempli le formulaire. */
  honeypot: string
}

export type QuickQuoteFormProps = {
  /**
   * Appelée une fois par envoi valide. Si elle renvoie une promesse, un second envoi reste bloqué jusqu’à ce
   * qu’elle se termine.
   */
  onSubmit: (values: QuickQuoteValues, meta: QuickQuoteSubmitMeta) => void | Promise<unknown>
  /** Pendant l’envoi : bouton désactivé avec une roue et « Envoi… », envois ignorés. */
  isSubmitting?: boolean
  /** Valeurs de départ, et celles que rétablit `reset`. */
  defaultValues?: Partial<QuickQuoteValues>
  /** Les types de projet proposés, dans l’ordre (contenu du site) ; l’`id` choisi est envoyé. */
  projectTypes: ProjectTypeOption[]
  /**
   * Les règles du site : les erreurs de ces valeurs telles que saisies (messages en français), un objet vide si
   * tout est valide. Appelée à chaque envoi ; le formulaire affiche chaque message sous son champ et place le
   * focus sur le premier champ invalide.
   */
  validate: (values: QuickQuoteValues) => FieldErrors<QuickQuoteField>
  /** Les libellés des champs, des cases et du bouton (contenu du site). */
  labels: QuickQuoteLabels
  /** Type de projet présélectionné par une page de campagne, un `id` de `projectTypes` (conservé après `reset`). */
  presetProjectType?: string
  /**
   * À changer (par exemple à incrémenter après un envoi réussi) pour vider le formulaire. Inchangée en cas
   * d’échec : tout ce qui a été saisi reste.
   */
  resetKey?: string | number
  /** Alternative impérative à `resetKey` : `ref.current.reset()`. */
  ref?: Ref<FormHandle>
  /** Titre au-dessus du formulaire ; aucun par défaut (la section de la page en a généralement un). */
  title?: string
  /** Ligne sous le titre. */
  intro?: ReactNode
  /** Niveau du titre dans le plan de la page ; 2 par défaut. */
  headingLevel?: 2 | 3
  /** Lien des conditions d’utilisation, dans la case à cocher obligatoire. */
  termsHref?: string
  /** Mention RGPD sous les champs (contenu du site) : ses paragraphes, puis le lien vers la politique de confidentialité. */
  privacyNotice: PrivacyNoticeContent
  /** Identifiant de l’élément `form` (la cible des boutons « Devis gratuit »). */
  id?: string
}

const empty: QuickQuoteValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  project_type: '',
  preferred_date: '',
  message: '',
  acceptTerms: false,
}

/**
 * La demande de devis rapide des pages d’accueil, à propos et services (behaviour §3, §5). De présentation
 * seulement : les règles (`validate`) et l’envoi (`onSubmit`) sont l’affaire du site.
 */
export function QuickQuoteForm({
  onSubmit,
  isSubmitting = false,
  defaultValues,
  projectTypes,
  validate,
  labels,
  presetProjectType,
  resetKey,
  ref,
  title,
  intro,
  headingLevel,
  termsHref = '/conditions-utilisation',
  privacyNotice,
  id,
}: QuickQuoteFormProps) {
  const initialValues = useCallback(
    (): QuickQuoteValues => ({
      ...empty,
      project_type: presetProjectType ?? '',
      ...defaultValues,
    }),
    // Defaults are read at mount and on reset; a new object identity each render must not reset anything.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/use-memo
    [JSON.stringify(defaultValues), presetProjectType],
  )
  const form = useForm<QuickQuoteValues, QuickQuoteField>({
    initialValues,
    validate,
    onSubmit: (v, honeypot) => onSubmit(trimStrings(v), { honeypot }),
    isSubmitting,
    resetKey,
    ref,
  })
  const { values, setValue, fieldProps } = form

  return (
    <ContactFormFrame
      form={form}
      labels={labels}
      title={title}
      intro={intro}
      headingLevel={headingLevel}
      privacyNotice={privacyNotice}
      isSubmitting={isSubmitting}
      className={styles.quickForm}
      id={id}
      address={
        <TextField
          label={labels.address}
          name="address"
          autoComplete="postal-code"
          value={values.address}
          onChange={(v) => setValue('address', v)}
          {...fieldProps('address')}
        />
      }
    >
      <div className={partStyles.row}>
        <Select
          label={labels.projectType}
          name="project_type"
          items={projectTypes}
          selectedKey={values.project_type === '' ? null : values.project_type}
          onSelectionChange={(key) => setValue('project_type', key ?? '')}
          {...fieldProps('project_type')}
        />
        <DatePicker
          label={labels.preferredDate}
          name="preferred_date"
          description={labels.preferredDateHelp}
          value={values.preferred_date}
          onChange={(day) => setValue('preferred_date', day)}
          {...fieldProps('preferred_date')}
        />
      </div>
      <TextArea
        label={labels.message}
        name="message"
        rows={3}
        placeholder={labels.messagePlaceholder}
        value={values.message}
        onChange={(v) => setValue('message', v)}
        {...fieldProps('message')}
      />
      <TermsCheckbox form={form} labels={labels} termsHref={termsHref} />
    </ContactFormFrame>
  )
}
