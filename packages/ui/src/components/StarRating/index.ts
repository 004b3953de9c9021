export {
  StarRating,
  StarRatingInput,
  starSizes,
  defaultRatingLabel,
  defaultOptionLabel,
  type StarRatingProps,
  type StarRatingInputProps,
  type StarSize,
} from './StarRating'
