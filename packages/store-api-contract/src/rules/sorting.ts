/**
 * Sort keys of product listings and search results (storefront.md §2 "Sorting"), written once:
 * the server maps each to its SQL order, the storefront offers them in this order.
 * Pure module.
 */

/** Every sort key the store-API understands, with the field and direction it orders by. */
export const listingSortings = {
  topseller: { field: 'sales', direction: 'DESC' },
  'name-asc': { field: 'name', direction: 'ASC' },
  'name-desc': { field: 'name', direction: 'DESC' },
  'price-asc': { field: 'price', direction: 'ASC' },
  'price-desc': { field: 'price', direction: 'DESC' },
  newest: { field: 'release', direction: 'DESC' },
  score: { field: 'score', direction: 'DESC' },
} as const;

/** One listing sort key. */
export type ListingSorting = keyof typeof listingSortings;

/** Every sort key, in the order a listing offers them (search adds `score`); the contract's `order` enum reads it. */
export const listingSortingKeys = Object.keys(listingSortings) as [ListingSorting, ...ListingSorting[]];

/** Default sort of a category listing. */
export const defaultListingSorting: ListingSorting = 'topseller';
/** Default sort of a search result (best match first). */
export const defaultSearchSorting: ListingSorting = 'score';

/** True when `value` is a known sort key. */
export function isListingSorting(value: unknown): value is ListingSorting {
  return typeof value === 'string' && Object.hasOwn(listingSortings, value);
}

/** True for the sort keys that order by price (storefront.md §6: not for viewers who see no prices). */
export function isPriceSorting(key: ListingSorting): boolean {
  return listingSortings[key].field === 'price';
}

/**
 * Whether a listing offers and honours a sort key for a viewer: price sortings only when the viewer sees prices
 * (sorting by a hidden price would disclose its order, issue 10); `score` is the search's own order.
 */
export function isOfferedSorting(key: ListingSorting, seesPrices: boolean): boolean {
  return seesPrices || !isPriceSorting(key);
}
