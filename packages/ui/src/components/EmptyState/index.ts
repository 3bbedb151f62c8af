export { EmptyState, EMPTY_STATE_TEXT, type EmptyStateProps } from './EmptyState';
