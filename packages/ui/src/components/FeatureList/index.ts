export { FeatureList, featureListVariants, type FeatureListProps, type FeatureItem } from './FeatureList'
