import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { Description, FieldError, Label, fieldStyles } from '../Field/Field'
import * as styles from './TextArea.css'

export type TextAreaProps = Omit<AriaTextFieldProps, 'children' | 'type'> & {
  /** Visible label (also the accessible name). */
  label: string
  /** Help text under the textarea. */
  description?: string
  /** French message shown under the textarea while `isInvalid`. */
  errorMessage?: string
  /** Visible lines of text. @default 4 */
  rows?: number
  /** Placeholder (an example, never a replacement for the label). */
  placeholder?: string
}

/** A labelled multi-line text input (vertical resize only) with description and French error message. */
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
