export { FilterDrawer, FilterPanel, filterOptionVariants } from './FilterPanel';
export type {
  FilterDisplayType,
  FilterDrawerProps,
  FilterGroup,
  FilterOption,
  FilterPanelProps,
  FilterPriceRange,
} from './FilterPanel';
