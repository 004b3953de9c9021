export { Checkbox, CheckboxLink, type CheckboxLinkProps, type CheckboxProps } from './Checkbox'
