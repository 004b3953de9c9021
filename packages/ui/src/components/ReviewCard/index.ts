export { ReviewCard, formatReviewDate, type ReviewCardProps } from './ReviewCard'
