export { FilterBar, filterChipVariants } from './FilterBar';
export type { ActiveFilter, FilterBarLayout, FilterBarProps } from './FilterBar';
