export { ActiveFilters, filterChipVariants } from './ActiveFilters';
export type { ActiveFilter, ActiveFiltersProps } from './ActiveFilters';
