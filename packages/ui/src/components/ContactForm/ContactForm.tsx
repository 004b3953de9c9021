import { useCallback, type ReactNode, type Ref } from 'react'
import { Checkbox } from '../Checkbox/Checkbox'
import { Select } from '../Select/Select'
import { TextArea } from '../TextArea/TextArea'
import { TextField } from '../TextField/TextField'
import { trimStrings, type FieldErrors } from '../Form/form-logic'
import { useForm, type FormHandle } from '../Form/useForm'
import {
  choiceOfProjectType,
  projectTypeOfChoice,
  type ContactFormLabels,
  type PrivacyNoticeContent,
  type ProjectTypeChoice,
} from '../../private/ContactForm.shared'
import { ContactFormFrame, TermsCheckbox, partStyles } from '../../private/ContactForm.parts'
import * as styles from './ContactForm.css'

/** Ce que le formulaire complet transmet à `onSubmit` (behaviour §3), textes sans espaces superflus. */
export type ContactValues = {
  name: string
  email: string
  phone: string
  address: string
  /**
   * La `value` du choix retenu : deux choix peuvent donner la même (« Bilan avant achat » et « Bilan avant
   * vente » donnent tous deux `expertise-avant-achat`).
   */
  project_type: string
  message: string
  marketingConsent: boolean
  acceptTerms: boolean
}

/** Les champs qui peuvent porter une erreur, dans l’ordre du formulaire. */
export type ContactField = keyof ContactValues

export type ContactSubmitMeta = {
  /** Valeur du champ piège invisible : tout autre chose que '' signifie qu’un robot a rempli le formulaire. */
  honeypot: string
  /** Le libellé choisi par le visiteur (distingue « Bilan avant achat » de « Bilan avant vente »). */
  projectTypeLabel: string
}

export type ContactFormProps = {
  /**
   * Appelée une fois par envoi valide. Si elle renvoie une promesse, un second envoi reste bloqué jusqu’à ce
   * qu’elle se termine.
   */
  onSubmit: (values: ContactValues, meta: ContactSubmitMeta) => void | Promise<unknown>
  /** Pendant l’envoi : bouton désactivé avec une roue et « Envoi en cours… », envois ignorés. */
  isSubmitting?: boolean
  /** Les choix de type de projet, dans l’ordre (contenu du site) ; la `value` du choix est envoyée. */
  projectTypes: ProjectTypeChoice[]
  /**
   * Les règles du site : les erreurs de ces valeurs telles que saisies, `project_type` étant la `value` du choix
   * (messages en français), un objet vide si tout est valide. Appelée à chaque envoi ; le formulaire affiche
   * chaque message sous son champ et place le focus sur le premier champ invalide.
   */
  validate: (values: ContactValues) => FieldErrors<ContactField>
  /** Les libellés des champs, des cases et du bouton (contenu du site). */
  labels: ContactFormLabels
  /** Valeurs de départ, et celles que rétablit `reset`. */
  defaultValues?: Partial<ContactValues>
  /**
   * À changer (par exemple à incrémenter après un envoi réussi) pour vider le formulaire. Inchangée en cas
   * d’échec : tout ce qui a été saisi reste.
   */
  resetKey?: string | number
  /** Alternative impérative à `resetKey` : `ref.current.reset()`. */
  ref?: Ref<FormHandle>
  /** Titre du formulaire. */
  title?: string
  /** Ligne sous le titre. */
  intro?: ReactNode
  /** Niveau du titre dans le plan de la page ; 2 par défaut. */
  headingLevel?: 2 | 3
  /** Lien des conditions d’utilisation, dans la case à cocher obligatoire. */
  termsHref?: string
  /** Mention RGPD sous les champs (contenu du site) : ses paragraphes, puis le lien vers la politique de confidentialité. */
  privacyNotice: PrivacyNoticeContent
  /** Identifiant de l’élément `form`. */
  id?: string
}

/** project_type holds the chosen choice's id while editing; its value is sent. */
type State = ContactValues

const empty: State = {
  name: '',
  email: '',
  phone: '',
  address: '',
  project_type: '',
  message: '',
  marketingConsent: false,
  acceptTerms: false,
}

/**
 * Le formulaire de demande complet de la page contact (behaviour §3, §5). De présentation seulement : les règles
 * (`validate`) et l’envoi (`onSubmit`) sont l’affaire du site.
 */
export function ContactForm({
  onSubmit,
  isSubmitting = false,
  projectTypes,
  validate,
  labels,
  defaultValues,
  resetKey,
  ref,
  title,
  intro,
  headingLevel,
  termsHref = '/conditions-utilisation',
  privacyNotice,
  id,
}: ContactFormProps) {
  const initialValues = useCallback(
    (): State => ({ ...empty, ...defaultValues, project_type: choiceOfProjectType(projectTypes, defaultValues?.project_type) }),
    // Defaults are read at mount and on reset; a new object identity each render must not reset anything.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/use-memo
    [JSON.stringify(defaultValues), projectTypes],
  )
  const form = useForm<State, ContactField>({
    initialValues,
    validate: (v) => validate({ ...v, project_type: projectTypeOfChoice(projectTypes, v.project_type) }),
    onSubmit: (v, honeypot) => {
      const choice = projectTypes.find((c) => c.id === v.project_type)
      const values = trimStrings({ ...v, project_type: projectTypeOfChoice(projectTypes, v.project_type) })
      return onSubmit(values, { honeypot, projectTypeLabel: choice?.label ?? '' })
    },
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
      className={styles.contactForm}
      id={id}
      address={
        <TextField
          label={labels.address}
          name="address"
          description={labels.addressHelp}
          isRequired
          value={values.address}
          onChange={(v) => setValue('address', v)}
          {...fieldProps('address')}
        />
      }
    >
      <Select
        label={labels.projectType}
        name="project_type"
        isRequired
        items={projectTypes}
        selectedKey={values.project_type === '' ? null : values.project_type}
        onSelectionChange={(key) => setValue('project_type', key ?? '')}
        {...fieldProps('project_type')}
      />
      <TextArea
        label={labels.message}
        name="message"
        rows={4}
        isRequired
        placeholder={labels.messagePlaceholder}
        value={values.message}
        onChange={(v) => setValue('message', v)}
        {...fieldProps('message')}
      />
      <div className={partStyles.checkboxes}>
        <Checkbox name="marketingConsent" isSelected={values.marketingConsent} onChange={(v) => setValue('marketingConsent', v)}>
          {labels.marketingConsent}
        </Checkbox>
        <TermsCheckbox form={form} labels={labels} termsHref={termsHref} />
      </div>
    </ContactFormFrame>
  )
}
