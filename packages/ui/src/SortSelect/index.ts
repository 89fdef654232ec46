export { ListingSelect, SortSelect, listingSelectVariants } from './SortSelect';
export type { ListingSelectProps, SortOption, SortSelectProps } from './SortSelect';
