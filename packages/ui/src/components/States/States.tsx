// The three states a data-driven list goes through besides "loaded" (behaviour §4): loading, error, empty.
export { LoadingState, type LoadingStateProps } from './LoadingState'
export { ErrorState, type ErrorStateProps } from './ErrorState'
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel'
export { EmptyState, type EmptyStateProps } from './EmptyState'
