// Building blocks shared by every form field (TextField, TextArea, Select, Checkbox, DatePicker).
// Inside a react-aria-components field they read its contexts, so ids and aria-describedby are wired
// automatically; the native controls (Select, DatePicker, StarRatingInput) wire them with useNativeField.
import { useId, type ReactNode } from 'react'
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type TextProps,
} from 'react-aria-components'
import { Glyph } from '../Icon/Glyph'
import * as styles from './Field.css'
import { clsx } from 'clsx/lite'

export type LabelProps = AriaLabelProps & {
  /**
   * Affiche la marque visuelle « * ». Elle est masquée aux technologies d’assistance : le contrôle annonce déjà
   * qu’il est obligatoire.
   */
  isRequired?: boolean
}

/** Le libellé d’un champ, avec une marque facultative de champ obligatoire. */
export function Label({ isRequired, className, children, ...rest }: LabelProps) {
  return (
    <AriaLabel {...rest} className={clsx(styles.label, className)}>
      {children}
      {isRequired && <RequiredMarker />}
    </AriaLabel>
  )
}

/** La marque visuelle « * » après le libellé d’un champ obligatoire. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className={styles.requiredMarker}>
      {' *'}
    </span>
  )
}

/** Texte d’aide sous un contrôle, relié à lui par aria-describedby. */
export function Description({ className, ...rest }: Omit<TextProps, 'slot'>) {
  return <Text {...rest} slot="description" className={clsx(styles.description, className)} />
}

export type FieldErrorProps = Omit<AriaFieldErrorProps, 'children'> & {
  /** Le message en français ; à défaut, les erreurs de validation du champ lui-même. */
  children?: ReactNode
}

/**
 * Texte d’erreur affiché seulement quand le champ qui l’entoure est invalide ; une icône évite que le sens ne
 * repose sur la couleur.
 */
export function FieldError({ className, children, ...rest }: FieldErrorProps) {
  return (
    <AriaFieldError {...rest} className={clsx(styles.error, className)}>
      {({ validationErrors }) => (
        <>
          <Glyph name="circleExclamationPoint" className={styles.errorIcon} />
          <span>{children ?? validationErrors.join(' ')}</span>
        </>
      )}
    </AriaFieldError>
  )
}

export type NativeFieldOptions = {
  description?: string
  errorMessage?: string
  isInvalid?: boolean
}

/**
 * The ids and ARIA attributes of a native control (`<select>`, `<input type="date">`, a radio group)
 * outside react-aria: its description and, while invalid, its error message describe it.
 */
export function useNativeField({ description, errorMessage, isInvalid = false }: NativeFieldOptions) {
  const id = useId()
  const controlId = `${id}-control`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  return {
    controlId,
    labelId: `${id}-label`,
    descriptionId,
    errorId,
    /** Spread on the control. */
    controlProps: { 'aria-describedby': describedBy, 'aria-invalid': isInvalid || undefined, 'data-invalid': isInvalid || undefined },
  }
}

/** The error line of a native control (the same look as FieldError): shown only when `id` is given. */
export function FieldErrorText({ id, className, children }: { id: string | undefined; className?: string; children: ReactNode }) {
  if (!id) return null
  return (
    <span id={id} className={clsx(styles.error, className)}>
      <Glyph name="circleExclamationPoint" className={styles.errorIcon} />
      <span>{children}</span>
    </span>
  )
}

export type RequiredLegendProps = {
  /** La phrase d’explication de la marque. */
  children?: ReactNode
}

/** La phrase qui explique la marque « * », placée une fois en haut d’un formulaire. */
export function RequiredLegend({ children = 'Les champs marqués d’un astérisque (*) sont obligatoires.' }: RequiredLegendProps) {
  return <p className={styles.description}>{children}</p>
}

/** Shared class names, for the field components of this package. */
export const fieldStyles = styles
