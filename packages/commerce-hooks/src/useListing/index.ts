export { useListing } from './useListing';
export type { ActiveListingFilter, ListingSource, UseListingOptions, UseListingReturn } from './useListing';
