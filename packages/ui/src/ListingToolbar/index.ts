export { ListingToolbar } from './ListingToolbar';
export type { ListingToolbarProps } from './ListingToolbar';
