import { useSyncExternalStore, type ChangeEvent } from 'react'
import { Description, FieldErrorText, Label, fieldStyles, useNativeField } from '../Field/Field'
import * as styles from './DatePicker.css'
import { clsx } from 'clsx/lite'

export type DatePickerProps = {
  /** Libellé visible (et nom accessible). */
  label: string
  /** Texte d’aide sous le champ. */
  description?: string
  /** Message d’erreur en français, affiché tant que `isInvalid` est vrai. */
  errorMessage?: string
  /** Affiche l’état d’erreur et `errorMessage`. */
  isInvalid?: boolean
  /** Une date est obligatoire : le libellé porte la marque « * » et le champ est `required`. */
  isRequired?: boolean
  /** Désactive le champ. */
  isDisabled?: boolean
  /** Nom du champ dans le formulaire envoyé (la valeur est le jour ISO « AAAA-MM-JJ »). */
  name?: string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
  /** Le jour choisi, ISO « AAAA-MM-JJ », '' pour aucun (contrôlé). */
  value?: string
  /** Le jour de départ (non contrôlé). */
  defaultValue?: string
  /** Appelée avec le jour ISO dès qu’une date complète est saisie ou choisie, '' quand elle est effacée. */
  onChange?: (value: string) => void
  /**
   * Premier jour proposé (ISO) ; `null` les propose tous. Par défaut, aujourd’hui dans le fuseau du visiteur,
   * fixé une fois la page active (la page prérendue ne connaît pas le jour de la visite). Les jours avant ne
   * sont pas choisissables dans le calendrier ; une date antérieure saisie au clavier reste à refuser par le
   * formulaire, avec son message.
   */
  minValue?: string | null
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** Today in the visitor's time zone, as an ISO day. */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`

const noSubscription = () => () => {}

/**
 * Today on the client, nothing on the server: the prerendered HTML carries no `min` (it would be the
 * build's day), hydration matches it, and the live field gets today's.
 */
const useToday = () => useSyncExternalStore(noSubscription, todayIso, () => undefined)

/**
 * Une date dans le champ natif du navigateur (`<input type="date">`) : jj/mm/aaaa saisis au clavier en
 * fr-FR, ou choisis dans le calendrier du système ; il fonctionne dès l’affichage de la page, sans
 * JavaScript. Les jours avant `minValue` (aujourd’hui par défaut) ne sont pas proposés.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  name,
  className,
  value,
  defaultValue,
  onChange,
  minValue,
}: DatePickerProps) {
  const today = useToday()
  const min = minValue === undefined ? today : (minValue ?? undefined)
  const { controlId, descriptionId, errorId, controlProps } = useNativeField({ description, errorMessage, isInvalid })
  return (
    <div className={clsx(fieldStyles.field, className)} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
      <Label htmlFor={controlId} isRequired={isRequired}>
        {label}
      </Label>
      <input
        type="date"
        id={controlId}
        name={name}
        min={min}
        required={isRequired}
        disabled={isDisabled}
        {...controlProps}
        data-disabled={isDisabled || undefined}
        data-empty={value === '' || undefined}
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.currentTarget.value)}
        className={clsx(fieldStyles.inputBox, styles.input)}
      />
      {description && <Description id={descriptionId}>{description}</Description>}
      <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>
    </div>
  )
}
