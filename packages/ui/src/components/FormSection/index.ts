export { FormSection, type FormSectionProps } from './FormSection'
