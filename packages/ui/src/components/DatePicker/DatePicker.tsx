import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components'
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { Description, FieldError, Label, fieldStyles } from '../Field/Field'
import * as styles from './DatePicker.css'

export type DatePickerProps = Omit<AriaDatePickerProps<CalendarDate>, 'children' | 'minValue'> & {
  /** Visible label (also the accessible name of the date group). */
  label: string
  /** Help text under the field. */
  description?: string
  /** French message shown while invalid; defaults to react-aria's own (French) message. */
  errorMessage?: string
  /** Earliest selectable day; `null` allows any. @default today in the visitor's time zone */
  minValue?: CalendarDate | null
}

/**
 * A date typed segment by segment (jj/mm/aaaa in fr-FR) or picked in a calendar popover.
 * Days before `minValue` (today by default) are unavailable.
 */
export function DatePicker({ label, description, errorMessage, minValue, className, ...rest }: DatePickerProps) {
  const min = minValue === undefined ? today(getLocalTimeZone()) : (minValue ?? undefined)
  return (
    <AriaDatePicker<CalendarDate>
      granularity="day"
      {...rest}
      minValue={min}
      className={composeRenderProps(className, (cls) => [fieldStyles.field, cls].filter(Boolean).join(' '))}
    >
      <Label isRequired={rest.isRequired}>{label}</Label>
      <Group className={[fieldStyles.inputBox, styles.group].join(' ')}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
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
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  )
}
