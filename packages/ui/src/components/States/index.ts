export {
  LoadingState,
  ErrorState,
  EmptyState,
  ErrorPanel,
  type LoadingStateProps,
  type ErrorStateProps,
  type EmptyStateProps,
  type ErrorPanelProps,
} from './States'
