export { DetailsCard, type DetailsCardProps, type DetailsCardField } from './DetailsCard'
