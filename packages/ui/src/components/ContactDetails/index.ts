export { ContactDetails, type ContactDetailsItem, type ContactDetailsProps } from './ContactDetails'
