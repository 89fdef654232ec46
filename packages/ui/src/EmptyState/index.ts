export { EmptyState, emptyStateVariants } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
