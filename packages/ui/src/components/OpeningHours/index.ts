export { OpeningHours, type OpeningHoursProps, type OpeningHoursRow } from './OpeningHours'
