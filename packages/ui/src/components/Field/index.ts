export {
  Description,
  FieldError,
  Label,
  RequiredLegend,
  RequiredMarker,
  fieldStyles,
  type FieldErrorProps,
  type LabelProps,
  type RequiredLegendProps,
} from './Field'
export { focusFirstInvalid, useFieldErrors, type FieldErrors } from './useFieldErrors'
