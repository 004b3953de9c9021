import type { ChangeEvent } from 'react'
import { Glyph } from '../Icon/Glyph'
import { Description, FieldErrorText, Label, fieldStyles, useNativeField } from '../Field/Field'
import * as styles from './Select.css'
import { clsx } from 'clsx/lite'

export type SelectItem<K extends string = string> = {
  /** Clé unique de l’option (sa `value`). */
  id: K
  /** Texte visible (et annoncé). */
  label: string
  isDisabled?: boolean
}

export type SelectProps<K extends string = string> = {
  /** Libellé visible (et nom accessible). */
  label: string
  /** Les options, dans l’ordre d’affichage : `id` et `label`. */
  items: ReadonlyArray<SelectItem<K>>
  /** Texte affiché tant que rien n’est choisi (une première option vide, ni visible dans la liste ni choisissable). */
  placeholder?: string
  /** L’option choisie (contrôlée) ; `null` pour aucune. */
  selectedKey?: K | null
  /** L’option choisie au départ (non contrôlée). */
  defaultSelectedKey?: K | null
  /** Appelée avec la nouvelle clé (ou `null`). */
  onSelectionChange?: (key: K | null) => void
  /** Texte d’aide sous la liste. */
  description?: string
  /** Message d’erreur en français, affiché tant que `isInvalid` est vrai. */
  errorMessage?: string
  /** Choix obligatoire : marque « * », et la liste est `required` (la première option vide ne le satisfait pas). */
  isRequired?: boolean
  /** Affiche l’état d’erreur et `errorMessage`. */
  isInvalid?: boolean
  /** Désactive la liste. */
  isDisabled?: boolean
  /** Nom du champ dans le formulaire envoyé. */
  name?: string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/**
 * Un choix unique dans une courte liste : un `<select>` natif, qui fonctionne dès l’affichage de la page, sans
 * JavaScript. Fermé, il a l’allure des autres champs ; ouvert, la liste est celle du système (téléphones), ou
 * dessinée par le design system là où le navigateur le permet (`appearance: base-select`).
 */
export function Select<K extends string = string>({
  label,
  items,
  placeholder = 'Sélectionnez…',
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  name,
  className,
}: SelectProps<K>) {
  const { controlId, descriptionId, errorId, controlProps } = useNativeField({ description, errorMessage, isInvalid })
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const key = event.currentTarget.value
    onSelectionChange?.(key === '' ? null : (key as K))
  }
  return (
    <div className={clsx(fieldStyles.field, className)} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
      <Label htmlFor={controlId} isRequired={isRequired}>
        {label}
      </Label>
      <div className={styles.control}>
        <select
          id={controlId}
          name={name}
          required={isRequired}
          disabled={isDisabled}
          {...controlProps}
          data-disabled={isDisabled || undefined}
          {...(selectedKey !== undefined ? { value: selectedKey ?? '' } : { defaultValue: defaultSelectedKey ?? '' })}
          onChange={onChange}
          className={clsx(fieldStyles.inputBox, styles.select)}
        >
          {/* Shown in the closed control while nothing is chosen; never offered in the list. A required
              select whose first option is empty and selected is invalid, as the browser sees it too. */}
          <option value="" disabled hidden>
            {placeholder}
          </option>
          {items.map((item) => (
            <option key={item.id} value={item.id} disabled={item.isDisabled}>
              {item.label}
            </option>
          ))}
        </select>
        <Glyph name="chevronDown" className={styles.chevron} />
      </div>
      {description && <Description id={descriptionId}>{description}</Description>}
      <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>
    </div>
  )
}
