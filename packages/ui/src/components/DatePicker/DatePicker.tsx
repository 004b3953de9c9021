import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date'
import { useRef, type ContextType, type ReactNode } from 'react'
import { useDatePicker, useFocusRing, type AriaDatePickerProps } from 'react-aria'
import {
  Button,
  ButtonContext,
  Calendar,
  CalendarCell,
  CalendarContext,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateFieldContext,
  DateInput,
  DatePickerStateContext,
  DateSegment,
  Dialog,
  DialogContext,
  FieldErrorContext,
  FormContext,
  Group,
  GroupContext,
  Heading,
  LabelContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  TextContext,
  useSlottedContext,
} from 'react-aria-components'
import { useDatePickerState } from 'react-stately'
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { Description, FieldError, Label, fieldStyles } from '../Field/Field'
import * as styles from './DatePicker.css'
import { clsx } from 'clsx/lite'

export type DatePickerProps = Omit<AriaDatePickerProps<CalendarDate>, 'label' | 'minValue' | 'errorMessage' | 'description'> & {
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
  /** Libellé visible (et nom accessible du groupe de date). */
  label: string
  /** Texte d’aide sous le champ. */
  description?: string
  /**
   * Message d’erreur en français affiché quand la date est invalide ; à défaut, celui de react-aria (déjà en
   * français).
   */
  errorMessage?: string
  /**
   * Premier jour sélectionnable ; `null` les autorise tous. Par défaut, aujourd’hui dans le fuseau du visiteur.
   */
  minValue?: CalendarDate | null
}

/**
 * Une date saisie segment par segment (jj/mm/aaaa en fr-FR) ou choisie dans un calendrier. Les jours avant
 * `minValue` (aujourd’hui par défaut) ne sont pas disponibles.
 */
export function DatePicker({ label, description, errorMessage, minValue, className, ...rest }: DatePickerProps) {
  const min = minValue === undefined ? today(getLocalTimeZone()) : (minValue ?? undefined)
  return (
    <DatePickerRoot granularity="day" {...rest} label={label} minValue={min} className={clsx(fieldStyles.field, className)}>
      <Label isRequired={rest.isRequired}>{label}</Label>
      <Group className={clsx(fieldStyles.inputBox, styles.group)}>
        <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.calendarButton}>
          <CalendarDays aria-hidden="true" className={styles.icon} />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <Dialog className={styles.dialog}>
          <Calendar<CalendarDate>>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.navButton}>
                <ChevronLeft aria-hidden="true" className={styles.icon} />
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={styles.navButton}>
                <ChevronRight aria-hidden="true" className={styles.icon} />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePickerRoot>
  )
}

// Inside the popover, the calendar's own buttons, label and texts must not inherit the field's.
const clearedInPopover = [GroupContext, ButtonContext, LabelContext, TextContext]

/**
 * react-aria-components' DatePicker, minus its hidden native `<input type="date">` (kept there for
 * browser autofill of dates, which nobody uses for a preferred visit date): Chromium builds a
 * locale-aware editor inside every date input as the HTML is parsed, ~15 ms of parse and ~6 ms of
 * style on a fast desktop, ×4 on Lighthouse's phone, on every page with the quick-quote form.
 * Same hooks, same contexts for the parts (Label, Group, DateInput, Button, Popover, Dialog,
 * Calendar, Text, FieldError); the value is submitted by DateInput's own hidden input as before.
 */
function DatePickerRoot({
  label,
  className,
  children,
  ...props
}: Omit<AriaDatePickerProps<CalendarDate>, 'label'> & { label: string; className: string; children: ReactNode }) {
  const form = useSlottedContext(FormContext)
  const validationBehavior = props.validationBehavior ?? form?.validationBehavior ?? 'native'
  const state = useDatePickerState<CalendarDate>({ ...props, validationBehavior })
  const groupRef = useRef<HTMLDivElement>(null)
  const { groupProps, labelProps, fieldProps, buttonProps, dialogProps, calendarProps, descriptionProps, errorMessageProps, ...validation } =
    useDatePicker<CalendarDate>({ ...props, label, validationBehavior }, state, groupRef)
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true })
  return (
    <Provider
      values={[
        [DatePickerStateContext, state],
        [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
        [DateFieldContext, fieldProps],
        [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, elementType: 'span' }],
        // react-aria types the calendar's onChange for any DateValue, the context for any selection mode.
        [CalendarContext, calendarProps as ContextType<typeof CalendarContext>],
        [OverlayTriggerStateContext, state],
        [PopoverContext, { trigger: 'DatePicker', triggerRef: groupRef, placement: 'bottom start', clearContexts: clearedInPopover }],
        [DialogContext, dialogProps],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        {...focusProps}
        className={className}
        data-focus-within={isFocused || undefined}
        data-invalid={state.isInvalid || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={props.isDisabled || undefined}
        data-readonly={props.isReadOnly || undefined}
        data-required={props.isRequired || undefined}
        data-open={state.isOpen || undefined}
      >
        {children}
      </div>
    </Provider>
  )
}
