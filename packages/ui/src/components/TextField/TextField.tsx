import { Input, TextField as AriaTextField, composeRenderProps, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import { Description, FieldError, Label } from '../Field/Field'
import { fieldStyles } from '../Field/Field'
import * as styles from './TextField.css'
import { clsx } from 'clsx/lite'

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'type'> & {
  /** Libellé visible (et nom accessible). */
  label: string
  /** Texte d’aide sous le champ. */
  description?: string
  /** Message d’erreur en français, affiché sous le champ tant que `isInvalid` est vrai. */
  errorMessage?: string
  /** Type de saisie ; `tel` et `email` font apparaître le bon clavier sur téléphone. */
  type?: 'text' | 'email' | 'tel'
  /** Texte indicatif (un exemple, jamais un remplaçant du libellé). */
  placeholder?: string
  /** Garde le champ étroit (codes postaux, valeurs courtes). */
  isCompact?: boolean
}

/**
 * Un champ de texte sur une ligne, avec libellé, description, marque de champ obligatoire et message d’erreur
 * en français.
 */
export function TextField({ label, description, errorMessage, type = 'text', placeholder, isCompact = false, className, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} type={type} className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, cls))}>
      <Label isRequired={rest.isRequired}>{label}</Label>
      <Input placeholder={placeholder} className={clsx(fieldStyles.inputBox, isCompact ? styles.compact : undefined)} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
