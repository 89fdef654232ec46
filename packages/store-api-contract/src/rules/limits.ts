/**
 * Limits the spec names, written once (account-area.md §9, storefront.md §2, §9).
 * Pure module: schemas, server checks and storefront forms import these numbers.
 */

/** Order reference at checkout: 30 characters at most (account-area.md §5, §9), counted in code points. */
export const orderReferenceMaxLength = 30;

/** Page sizes a product listing or search result offers (storefront.md §2: 24 by default; 24/48/96). */
export const listingPageSizes = [24, 48, 96] as const;
/** One of the offered listing page sizes. */
export type ListingPageSize = (typeof listingPageSizes)[number];
/** Default page size of listings and search (storefront.md §2, §9: 24). */
export const defaultListingLimit: ListingPageSize = 24;
/** Largest page size the store-API answers for a listing or criteria read. */
export const maxListingLimit = 100;

/** Longest search term a listing, search page or typeahead accepts (characters). */
export const searchTermMaxLength = 200;

/** Default page size of account-area tables (orders, invoices, users…). */
export const defaultAccountPageSize = 24;

/** Length of a code point string, as PostgreSQL's char_length counts it. */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}

/** File number at checkout (feature flag orderReferenceSuffixAndFileNumber): at most 30 characters, like the order reference. */
export const fileNumberMaxLength = 30;

/** Checkout comment: at most 2,000 characters. */
export const customerCommentMaxLength = 2000;

/** A promotion code: at most 64 characters. */
export const promotionCodeMaxLength = 64;

/** Idempotency key of createOrder (header `Idempotency-Key` or body `idempotencyKey`): 8 to 128 characters. */
export const idempotencyKeyLength = { min: 8, max: 128 } as const;
