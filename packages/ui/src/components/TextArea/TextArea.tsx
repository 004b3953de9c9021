import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { Description, FieldError, Label, fieldStyles } from '../Field/Field'
import * as styles from './TextArea.css'

export type TextAreaProps = Omit<AriaTextFieldProps, 'children' | 'type'> & {
  /** Libellé visible (et nom accessible). */
  label: string
  /** Texte d’aide sous la zone de texte. */
  description?: string
  /** Message d’erreur en français, affiché sous la zone de texte tant que `isInvalid` est vrai. */
  errorMessage?: string
  /** Nombre de lignes visibles. */
  rows?: number
  /** Texte indicatif (un exemple, jamais un remplaçant du libellé). */
  placeholder?: string
}

/**
 * Une zone de texte sur plusieurs lignes, avec libellé (redimensionnable en hauteur seulement), description et
 * message d’erreur en français.
 */
export function TextArea({ label, description, errorMessage, rows = 4, placeholder, className, ...rest }: TextAreaProps) {
  return (
    <AriaTextField
      {...rest}
      className={composeRenderProps(className, (cls) => [fieldStyles.field, cls].filter(Boolean).join(' '))}
    >
      <Label isRequired={rest.isRequired}>{label}</Label>
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={[fieldStyles.inputBox, styles.textArea].join(' ')}
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
