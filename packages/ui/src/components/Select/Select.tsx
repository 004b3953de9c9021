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

export type SelectItem<K extends string = string> = {
  /** Unique key of the option. */
  id: K
  /** Visible (and announced) text. */
  label: string
  isDisabled?: boolean
}

export type SelectProps<K extends string = string> = Omit<
  AriaSelectProps<SelectItem<K>>,
  'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'placeholder' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
> & {
  /** Visible label (also the accessible name). */
  label: string
  /** Options in display order. */
  items: readonly SelectItem<K>[]
  /** Text shown while nothing is chosen. @default 'Sélectionnez…' */
  placeholder?: string
  /** The chosen option (controlled); `null` for none. */
  selectedKey?: K | null
  /** The initially chosen option (uncontrolled). */
  defaultSelectedKey?: K | null
  /** Called with the new key (or `null`). */
  onSelectionChange?: (key: K | null) => void
  /** Help text under the trigger. */
  description?: string
  /** French message shown while `isInvalid`. */
  errorMessage?: string
}

/** A single choice among a short list (react-aria Select: a button that opens a listbox). */
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
      className={composeRenderProps(className, (cls) => [fieldStyles.field, cls].filter(Boolean).join(' '))}
    >
      <Label isRequired={rest.isRequired}>{label}</Label>
      <Button className={[fieldStyles.inputBox, styles.trigger].join(' ')}>
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
