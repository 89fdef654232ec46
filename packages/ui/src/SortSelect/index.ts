export { SortSelect } from './SortSelect';
export type { SortOption, SortSelectProps } from './SortSelect';
