// Building blocks shared by every form field (TextField, TextArea, Select, Checkbox, DatePicker).
// They read react-aria-components' contexts, so ids and aria-describedby are wired automatically.
import type { ReactNode } from 'react'
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type TextProps,
} from 'react-aria-components'
import { CircleAlert } from 'lucide-react'
import * as styles from './Field.css'

export type LabelProps = AriaLabelProps & {
  /** Shows a visual ' *' marker. It is hidden from assistive technology: the control already says `required`. */
  isRequired?: boolean
}

/** A field label with an optional required marker. */
export function Label({ isRequired, className, children, ...rest }: LabelProps) {
  return (
    <AriaLabel {...rest} className={[styles.label, className].filter(Boolean).join(' ')}>
      {children}
      {isRequired && <RequiredMarker />}
    </AriaLabel>
  )
}

/** The visual ' *' after a required field's label. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className={styles.requiredMarker}>
      {' *'}
    </span>
  )
}

/** Help text under a control, linked to it through aria-describedby. */
export function Description({ className, ...rest }: Omit<TextProps, 'slot'>) {
  return <Text {...rest} slot="description" className={[styles.description, className].filter(Boolean).join(' ')} />
}

export type FieldErrorProps = Omit<AriaFieldErrorProps, 'children'> & {
  /** The French message; falls back to the field's own validation errors. */
  children?: ReactNode
}

/** Error text shown only while the surrounding field is invalid; an icon keeps it from relying on colour. */
export function FieldError({ className, children, ...rest }: FieldErrorProps) {
  return (
    <AriaFieldError {...rest} className={[styles.error, className].filter(Boolean).join(' ')}>
      {({ validationErrors }) => (
        <>
          <CircleAlert aria-hidden="true" className={styles.errorIcon} />
          <span>{children ?? validationErrors.join(' ')}</span>
        </>
      )}
    </AriaFieldError>
  )
}

export type RequiredLegendProps = {
  /** @default 'Les champs marqués d’un astérisque (*) sont obligatoires.' */
  children?: ReactNode
}

/** The sentence that explains the ' *' marker, placed once at the top of a form. */
export function RequiredLegend({ children = 'Les champs marqués d’un astérisque (*) sont obligatoires.' }: RequiredLegendProps) {
  return <p className={styles.description}>{children}</p>
}

/** Shared class names, for the field components of this package. */
export const fieldStyles = styles
