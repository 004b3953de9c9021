export { CardShowcase, type CardShowcaseProps } from './CardShowcase'
