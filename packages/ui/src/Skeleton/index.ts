export { Skeleton, skeletonVariants } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
