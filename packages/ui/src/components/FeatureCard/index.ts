export { FeatureCard, type FeatureCardProps } from './FeatureCard'
