import type { Key } from 'react-aria-components'
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components'
import { Check, ChevronDown } from 'lucide-react'
import { Description, FieldError, Label, fieldStyles } from '../Field/Field'
import * as styles from './Select.css'
import { clsx } from 'clsx/lite'

export type SelectItem<K extends string = string> = {
  /** Clé unique de l’option. */
  id: K
  /** Texte visible (et annoncé). */
  label: string
  isDisabled?: boolean
}

export type SelectProps<K extends string = string> = Omit<
  AriaSelectProps<SelectItem<K>>,
  'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'placeholder' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
> & {
  /** Libellé visible (et nom accessible). */
  label: string
  /** Les options, dans l’ordre d’affichage : `id` et `label`. */
  items: ReadonlyArray<SelectItem<K>>
  /** Texte affiché tant que rien n’est choisi. */
  placeholder?: string
  /** L’option choisie (contrôlée) ; `null` pour aucune. */
  selectedKey?: K | null
  /** L’option choisie au départ (non contrôlée). */
  defaultSelectedKey?: K | null
  /** Appelée avec la nouvelle clé (ou `null`). */
  onSelectionChange?: (key: K | null) => void
  /** Texte d’aide sous le déclencheur. */
  description?: string
  /** Message d’erreur en français, affiché tant que `isInvalid` est vrai. */
  errorMessage?: string
}

/** Un choix unique dans une courte liste (Select de react-aria : un bouton qui ouvre une liste d’options). */
export function Select<K extends string = string>({
  label,
  items,
  placeholder = 'Sélectionnez…',
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  className,
  ...rest
}: SelectProps<K>) {
  return (
    <AriaSelect<SelectItem<K>>
      {...rest}
      placeholder={placeholder}
      {...(selectedKey !== undefined && { value: selectedKey })}
      {...(defaultSelectedKey !== undefined && { defaultValue: defaultSelectedKey })}
      onChange={(key: Key | null) => onSelectionChange?.(key === null ? null : (String(key) as K))}
      className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, cls))}
    >
      <Label isRequired={rest.isRequired}>{label}</Label>
      <Button className={clsx(fieldStyles.inputBox, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected && <Check aria-hidden="true" className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
