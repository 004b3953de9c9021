import {
  Input,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { Description, FieldError, Label } from '../Field/Field'
import { fieldStyles } from '../Field/Field'
import * as styles from './TextField.css'

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'type'> & {
  /** Visible label (also the accessible name). */
  label: string
  /** Help text under the input. */
  description?: string
  /** French message shown under the input while `isInvalid`. */
  errorMessage?: string
  /** Input type; `tel` and `email` bring the right phone keyboard. @default 'text' */
  type?: 'text' | 'email' | 'tel'
  /** Placeholder (an example, never a replacement for the label). */
  placeholder?: string
  /** Keep the input narrow (postal codes, short values). @default false */
  isCompact?: boolean
}

/** A labelled single-line text input with description, required marker and French error message. */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  isCompact = false,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      type={type}
      className={composeRenderProps(className, (cls) => [fieldStyles.field, cls].filter(Boolean).join(' '))}
    >
      <Label isRequired={rest.isRequired}>{label}</Label>
      <Input
        placeholder={placeholder}
        className={[fieldStyles.inputBox, isCompact ? styles.compact : undefined].filter(Boolean).join(' ')}
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
