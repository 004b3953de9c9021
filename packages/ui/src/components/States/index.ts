export {
  LoadingState,
  ErrorState,
  EmptyState,
  type LoadingStateProps,
  type ErrorStateProps,
  type EmptyStateProps,
} from './States'
