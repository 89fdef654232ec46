export { useListing } from './useListing';
export type {
  ActiveListingFilter,
  ListingAnswer,
  ListingProduct,
  ListingSource,
  UseListingOptions,
  UseListingReturn,
} from './useListing';
