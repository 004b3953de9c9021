export { Select, type SelectItem, type SelectProps } from './Select'
