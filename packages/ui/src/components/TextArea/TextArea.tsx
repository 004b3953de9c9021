import { useContext, type ReactNode } from 'react'
import {
  TextArea as AriaTextArea,
  TextAreaContext,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { Description, FieldError, Label, fieldStyles } from '../Field/Field'
import * as styles from './TextArea.css'
import { clsx } from 'clsx/lite'

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
    <AriaTextField {...rest} className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, cls))}>
      <Label isRequired={rest.isRequired}>{label}</Label>
      <WithoutInputType>
        <AriaTextArea rows={rows} placeholder={placeholder} className={clsx(fieldStyles.inputBox, styles.textArea)} />
      </WithoutInputType>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  )
}

/**
 * react-aria's TextField learns that its field is a <textarea> only once mounted: the server render
 * gives it an input's `type="text"`, an attribute a <textarea> may not have (invalid HTML in every
 * prerendered page with a message field). The field's props are passed on without it.
 */
function WithoutInputType({ children }: { children: ReactNode }) {
  const fieldProps = useContext(TextAreaContext)
  // Always the same tree: returning the children bare once `type` is gone (after mount) made React
  // replace the <textarea> by a new one as the island went live, and a visitor writing in it lost focus.
  const { type: _inputType, ...textAreaProps } = (fieldProps ?? {}) as typeof fieldProps & { type?: string }
  return <TextAreaContext.Provider value={textAreaProps}>{children}</TextAreaContext.Provider>
}
