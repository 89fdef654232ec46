import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import {
  changeListingState,
  defaultListingSorting,
  defaultSearchSorting,
  hasListingFilter,
  initialListingState,
  listingRequestBody,
  parseListingQuery,
  serializeListingQuery,
  toggleListingId,
  type ListingChange,
  type ListingProductField,
  type ListingSorting,
  type ListingState,
} from '@ratchet/store-api-contract/rules';
import type { ProductListingResult } from '@ratchet/store-api-contract';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import type { Product } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** What the listing lists: a category's products, or the search results of a term (storefront.md §2). */
export type ListingSource = { categoryId: string } | { search: string };

/** One filter in effect, as the active-filter chips show it; `id` is what `removeFilter` takes. */
export type ActiveListingFilter =
  | { id: string; kind: 'property'; optionId: string; groupName: string | null; optionName: string | null }
  | { id: string; kind: 'manufacturer'; manufacturerId: string; name: string | null }
  | { id: 'price'; kind: 'price'; min: number | null; max: number | null };

export interface UseListingOptions {
  /** The category or the search term. */
  source: ListingSource;
  /** The page URL's query (`location.search`): the listing state is read from it, never kept elsewhere. */
  query: string;
  /**
   * Called with the new query (without `?`, the search's `query` kept) when a control changes the state. The host
   * pushes a history entry, so back and forward restore the state (issue 10).
   */
  navigate: (query: string) => void;
  /** The loader's answer and the query it was read for (SSR): the first render shows it without a request. */
  fallback?: { query: string; listing: ListingAnswer } | undefined;
}

/**
 * A product as a listing answers it: the fields the listing's request names in its `includes`
 * (contract rule `listingProductFields`); the store-API leaves the others out.
 */
export type ListingProduct = Pick<Product, ListingProductField>;

/** A listing answer with its products trimmed to {@link ListingProduct}. */
export type ListingAnswer = Omit<ProductListingResult, 'elements'> & { elements: ListingProduct[] };

export interface UseListingReturn {
  /** The listing state of the URL (filters, order, page, page size). */
  state: ListingState;
  /** The answer for the state; while a new state loads, the previous answer (no flashing empty list). */
  listing: ListingAnswer | undefined;
  /** The products of the current page (the fields a listing renders). */
  products: ListingProduct[];
  /** Hits over all pages (`totalResults`). */
  total: number;
  /** Pages (`totalPages`, at least 1). */
  totalPages: number;
  /** The order in effect: the state's, or the listing's default (topseller; score for search). */
  order: ListingSorting;
  /** True until the first answer is there. */
  isLoading: boolean;
  /** True while an answer for a changed state is on its way (the previous one is shown meanwhile). */
  isUpdating: boolean;
  error: StoreApiClientError | undefined;
  /** The filters in effect, in URL order, named from the answer's aggregations (null when not there). */
  activeFilters: ActiveListingFilter[];
  /** True when any filter is set. */
  isFiltered: boolean;
  /** The query (`?…`) of the state after a change: for real links (pager, SSR friendly). */
  hrefFor: (change: ListingChange) => string;
  /** Applies a change (filters, order or page size start again at page 1). */
  change: (change: ListingChange) => void;
  /** Selects or deselects a property option. */
  toggleProperty: (optionId: string) => void;
  /** Selects or deselects a manufacturer. */
  toggleManufacturer: (manufacturerId: string) => void;
  /** Sets the net price range in euro (null: open bound). */
  setPriceRange: (min: number | null, max: number | null) => void;
  /** Sets the order (null: the listing's default). */
  setOrder: (order: ListingSorting | null) => void;
  /** Goes to a page. */
  setPage: (page: number) => void;
  /** Sets the page size (24, 48 or 96). */
  setLimit: (limit: ListingState['limit']) => void;
  /** Removes one active filter by its id (`property:<id>`, `manufacturer:<id>`, `price`). */
  removeFilter: (id: string) => void;
  /** Removes every filter (order and page size stay). */
  resetFilters: () => void;
}

function activeFiltersOf(state: ListingState, listing: ListingAnswer | undefined): ActiveListingFilter[] {
  const options = new Map<string, { groupName: string; optionName: string }>();
  for (const group of listing?.aggregations.properties.entities ?? []) {
    for (const option of group.options) {
      options.set(option.id, { groupName: group.translated.name, optionName: option.translated.name });
    }
  }
  const manufacturers = new Map(
    (listing?.aggregations.manufacturer.entities ?? []).map((entry) => [entry.id, entry.translated.name]),
  );
  const filters: ActiveListingFilter[] = state.properties.map((optionId) => ({
    id: `property:${optionId}`,
    kind: 'property',
    optionId,
    groupName: options.get(optionId)?.groupName ?? null,
    optionName: options.get(optionId)?.optionName ?? null,
  }));
  for (const manufacturerId of state.manufacturers) {
    filters.push({
      id: `manufacturer:${manufacturerId}`,
      kind: 'manufacturer',
      manufacturerId,
      name: manufacturers.get(manufacturerId) ?? null,
    });
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    filters.push({ id: 'price', kind: 'price', min: state.minPrice, max: state.maxPrice });
  }
  return filters;
}

/**
 * A category listing or search result with all its state in the URL (storefront.md §2 Product listing; issue 10):
 * the state is parsed from `query` (contract rule `parseListingQuery`), every change goes through `navigate`, and
 * the answer is cached per state under its own SWR key, so back and forward show a state at once and the loader's
 * answer serves the first render. Counts per option follow the other active filters (`reduce-aggregations`).
 */
export function useListing({ source, query, navigate, fallback }: UseListingOptions): UseListingReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const search = 'search' in source ? source.search.trim() : null;
  const defaultOrder = search === null ? defaultListingSorting : defaultSearchSorting;
  const state = useMemo(() => parseListingQuery(query), [query]);
  const stateQuery = serializeListingQuery(state, { defaultOrder });
  const origin = 'categoryId' in source ? `category:${source.categoryId}` : `search:${search}`;
  const fallbackMatches =
    fallback !== undefined && serializeListingQuery(parseListingQuery(fallback.query), { defaultOrder }) === stateQuery;

  const answer = useSWR<ListingAnswer, StoreApiClientError>(
    search === '' ? null : swrKeys.listing(scope, origin, stateQuery),
    () => {
      const body = listingRequestBody(state);
      return 'categoryId' in source
        ? client.invoke('readProductListing post /product-listing/{categoryId}', {
            pathParams: { categoryId: source.categoryId },
            body,
          })
        : client.invoke('searchPage post /search', { body: { ...body, search: search ?? '' } });
    },
    { keepPreviousData: true, ...(fallbackMatches ? { fallbackData: fallback.listing } : {}) },
  );

  const hrefFor = useCallback(
    (change: ListingChange) => {
      const next = serializeListingQuery(changeListingState(state, change), { base: query, defaultOrder });
      return next ? `?${next}` : '?';
    },
    [state, query, defaultOrder],
  );
  const change = useCallback(
    (listingChange: ListingChange) =>
      navigate(serializeListingQuery(changeListingState(state, listingChange), { base: query, defaultOrder })),
    [navigate, state, query, defaultOrder],
  );

  const listing = answer.data;
  const removeFilter = useCallback(
    (id: string) => {
      if (id === 'price') change({ minPrice: null, maxPrice: null });
      else if (id.startsWith('property:')) {
        change({ properties: state.properties.filter((optionId) => `property:${optionId}` !== id) });
      } else if (id.startsWith('manufacturer:')) {
        change({ manufacturers: state.manufacturers.filter((other) => `manufacturer:${other}` !== id) });
      }
    },
    [change, state],
  );

  return {
    state,
    listing,
    products: listing?.elements ?? [],
    total: listing?.totalResults ?? 0,
    totalPages: listing?.totalPages ?? 1,
    order: state.order ?? defaultOrder,
    isLoading: listing === undefined && search !== '' && answer.error === undefined,
    isUpdating: listing !== undefined && answer.isLoading,
    error: answer.error as StoreApiClientError | undefined,
    activeFilters: activeFiltersOf(state, listing),
    isFiltered: hasListingFilter(state),
    hrefFor,
    change,
    toggleProperty: (optionId) => change({ properties: toggleListingId(state.properties, optionId) }),
    toggleManufacturer: (manufacturerId) =>
      change({ manufacturers: toggleListingId(state.manufacturers, manufacturerId) }),
    setPriceRange: (minPrice, maxPrice) => change({ minPrice, maxPrice }),
    setOrder: (order) => change({ order }),
    setPage: (page) => change({ page }),
    setLimit: (limit) => change({ limit }),
    removeFilter,
    resetFilters: () =>
      change({
        properties: initialListingState.properties,
        manufacturers: initialListingState.manufacturers,
        minPrice: null,
        maxPrice: null,
      }),
  };
}
