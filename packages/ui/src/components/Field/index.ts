export {
  Description,
  FieldError,
  FieldErrorText,
  useNativeField,
  Label,
  RequiredLegend,
  RequiredMarker,
  fieldStyles,
  type FieldErrorProps,
  type NativeFieldOptions,
  type LabelProps,
  type RequiredLegendProps,
} from './Field'
export { focusFirstInvalid, useFieldErrors, type FieldErrors } from './useFieldErrors'
