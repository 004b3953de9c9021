export { DatePicker, todayIso, type DatePickerProps } from './DatePicker'
