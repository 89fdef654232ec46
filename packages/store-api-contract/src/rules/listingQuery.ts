/**
 * The state of a product listing or search result as it lives in the page URL (storefront.md §2 "Product listing":
 * filters, sorting, pager; issue 10 "all listing state in the URL: shareable, back and forward restore it, SSR
 * renders any page directly"). One pure module, so the storefront's loader (server), the listing hook (browser) and
 * the pager links read and write the same query:
 *
 * `?properties=<id>|<id>&manufacturer=<id>&min-price=10&max-price=50&order=price-asc&p=2&limit=48`
 *
 * The names are Shopware's listing parameters, so a URL and the store-API request speak alike. Defaults are left
 * out (page 1, 24 per page, the listing's default order), ids are lower-cased, de-duplicated and sorted, so one
 * state has exactly one query (one SWR key, one canonical link). Unknown or broken values are dropped, never
 * thrown: a hand-edited URL still renders a page. Pure module.
 */
import type { Product } from '../catalog/schemas';
import { normaliseUuid } from './ids';
import { defaultListingLimit, listingPageSizes, type ListingPageSize } from './limits';
import { isListingSorting, type ListingSorting } from './sorting';

/** What a listing shows: filters, order, page and page size. */
export interface ListingState {
  /** Chosen property option ids (OR inside a group, AND across groups), sorted. */
  properties: string[];
  /** Chosen manufacturer ids, sorted. */
  manufacturers: string[];
  /** Lower bound of the net price filter in euro, or null. */
  minPrice: number | null;
  /** Upper bound of the net price filter in euro, or null. */
  maxPrice: number | null;
  /** Chosen sort key, or null for the listing's default (topseller in categories, score in search). */
  order: ListingSorting | null;
  /** Page, 1-based. */
  page: number;
  /** Page size: one of `listingPageSizes` (24 by default). */
  limit: ListingPageSize;
}

/** The URL query parameters of a listing, in the order they are written. */
export const listingQueryParameters = ['properties', 'manufacturer', 'min-price', 'max-price', 'order', 'p', 'limit'];

/** A listing without filters on page 1 in its default order. */
export const initialListingState: ListingState = {
  properties: [],
  manufacturers: [],
  minPrice: null,
  maxPrice: null,
  order: null,
  page: 1,
  limit: defaultListingLimit,
};

/** Largest page a URL may ask for (a bound for hand-edited URLs; the API answers an empty page beyond the end). */
const maxPage = 10_000;

function idList(value: string | null): string[] {
  if (!value) return [];
  const ids = value
    .split('|')
    .map((part) => normaliseUuid(part.trim()))
    .filter((id): id is string => id !== null);
  return [...new Set(ids)].sort();
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) return null;
  // Cents at most: the shop's prices have two decimals (storefront.md §9).
  return Math.round(number * 100) / 100;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1;
}

function limitOf(value: string | null): ListingPageSize {
  const limit = Number(value);
  return listingPageSizes.find((size) => size === limit) ?? defaultListingLimit;
}

/** Reads the listing state from a URL query (`?…`, a query string without `?`, or URLSearchParams). */
export function parseListingQuery(query: string | URLSearchParams): ListingState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  let minPrice = amount(params.get('min-price'));
  let maxPrice = amount(params.get('max-price'));
  // A reversed range is read as meant (from the smaller to the larger amount).
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const order = params.get('order');
  return {
    properties: idList(params.get('properties')),
    manufacturers: idList(params.get('manufacturer')),
    minPrice,
    maxPrice,
    order: isListingSorting(order) ? order : null,
    page: pageOf(params.get('p')),
    limit: limitOf(params.get('limit')),
  };
}

/**
 * Writes the listing state into a URL query (without `?`). Parameters of `base` that are not listing parameters
 * (the search page's `query`) are kept in front; defaults are left out. `defaultOrder` is the listing's own
 * default: an order equal to it is left out too.
 */
export function serializeListingQuery(
  state: ListingState,
  options: { base?: string | URLSearchParams; defaultOrder?: ListingSorting } = {},
): string {
  const base = new URLSearchParams(options.base ?? '');
  const params = new URLSearchParams();
  for (const [key, value] of base) if (!listingQueryParameters.includes(key)) params.append(key, value);
  const normal = parseListingQuery(writeQuery(state));
  if (normal.properties.length) params.set('properties', normal.properties.join('|'));
  if (normal.manufacturers.length) params.set('manufacturer', normal.manufacturers.join('|'));
  if (normal.minPrice !== null) params.set('min-price', String(normal.minPrice));
  if (normal.maxPrice !== null) params.set('max-price', String(normal.maxPrice));
  if (normal.order !== null && normal.order !== options.defaultOrder) params.set('order', normal.order);
  if (normal.page > 1) params.set('p', String(normal.page));
  if (normal.limit !== defaultListingLimit) params.set('limit', String(normal.limit));
  // Keep `|` readable in shared links (URLSearchParams would write %7C).
  return params.toString().replace(/%7C/gi, '|');
}

function writeQuery(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('properties', state.properties.join('|'));
  params.set('manufacturer', state.manufacturers.join('|'));
  if (state.minPrice !== null) params.set('min-price', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max-price', String(state.maxPrice));
  if (state.order !== null) params.set('order', state.order);
  params.set('p', String(state.page));
  params.set('limit', String(state.limit));
  return params;
}

/** A change of the listing state (what a filter, sort, page-size or pager control asks for). */
export type ListingChange = Partial<ListingState>;

/**
 * Applies a change: any change of filters, order or page size starts again at page 1 (the old page may not exist
 * in the new result); only a change of `page` alone keeps it.
 */
export function changeListingState(state: ListingState, change: ListingChange): ListingState {
  const next = { ...state, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
}

/** Adds or removes one id of a sorted id list (a filter option toggled). */
export function toggleListingId(ids: readonly string[], id: string): string[] {
  const normal = normaliseUuid(id) ?? id;
  return ids.includes(normal) ? ids.filter((other) => other !== normal) : [...ids, normal].sort();
}

/** True when any filter (property, manufacturer or price) is set. */
export function hasListingFilter(state: ListingState): boolean {
  return (
    state.properties.length > 0 || state.manufacturers.length > 0 || state.minPrice !== null || state.maxPrice !== null
  );
}

/**
 * The product fields a listing page renders (the storefront's ProductListing: the product card, its availability,
 * prices with tiers, purchase action and order-list action). Listing and search requests send them as criteria
 * `includes` (Shopware semantics: per apiAlias), so an answer of 24 products carries no media lists, SEO URLs,
 * properties, options or descriptions (issue 10: a search answer was 220 KB, 8.7 KB per product), and the store-API
 * does not build what is left out. The storefront types the listed products with {@link ListingProductField}, so a
 * card reading a field that is not requested fails the typecheck.
 */
export const listingProductFields = [
  'id',
  'productNumber',
  'translated',
  'manufacturer',
  'articleLink',
  'cover',
  'available',
  'stock',
  'deliveryTime',
  'restockTime',
  'calculatedPrice',
  'calculatedPrices',
  'unit',
  'isNew',
  'childCount',
  'variantsCount',
  'minPurchase',
  'purchaseSteps',
  'maxPurchase',
  'seoPath',
] as const satisfies ReadonlyArray<keyof Product>;
export type ListingProductField = (typeof listingProductFields)[number];

/** The store-API request body of a listing state (Shopware listing parameters, with `reduce-aggregations`). */
export interface ListingRequest {
  p: number;
  limit: number;
  order?: ListingSorting;
  properties?: string;
  manufacturer?: string;
  'min-price'?: number;
  'max-price'?: number;
  /** Counts per option follow the other active filters (issue 10). */
  'reduce-aggregations': true;
  /** Criteria `includes`: products trimmed to the fields the page renders ({@link listingProductFields}). */
  includes: { product: string[] };
}

/** The readProductListing / searchPage body for a listing state. */
export function listingRequestBody(state: ListingState): ListingRequest {
  return {
    p: state.page,
    limit: state.limit,
    ...(state.order !== null ? { order: state.order } : {}),
    ...(state.properties.length ? { properties: state.properties.join('|') } : {}),
    ...(state.manufacturers.length ? { manufacturer: state.manufacturers.join('|') } : {}),
    ...(state.minPrice !== null ? { 'min-price': state.minPrice } : {}),
    ...(state.maxPrice !== null ? { 'max-price': state.maxPrice } : {}),
    'reduce-aggregations': true,
    includes: { product: [...listingProductFields] },
  };
}
