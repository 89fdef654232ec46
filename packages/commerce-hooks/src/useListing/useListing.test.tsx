import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductListingResult } from '@ratchet/store-api-contract';
import { listingProductFields } from '@ratchet/store-api-contract/rules';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useListing, type ListingSource } from './useListing';

const categoryId = '0c000000-0000-4000-8000-0000000000ca';
const steel = '0a000000-0000-4000-8000-00000000000a';
const brass = '0b000000-0000-4000-8000-00000000000b';
const acme = '0d000000-0000-4000-8000-00000000000d';

/** A contract-shaped listing answer; `page` and `total` tell the answers apart. */
function listingAnswer(page: number, total: number): ProductListingResult {
  const group = {
    id: 'group-material',
    name: 'Material',
    translated: { name: 'Material' },
    displayType: 'text',
    sortingType: 'position',
    filterable: true,
    visibleOnProductDetailPage: true,
    visibleInSearchResults: true,
    visibleOnProductListingPage: true,
    position: 1,
    apiAlias: 'property_group' as const,
  };
  const option = (id: string, name: string, productCount: number) => ({
    id,
    groupId: group.id,
    name,
    translated: { name },
    position: 1,
    colorHexCode: null,
    media: null,
    productCount,
    apiAlias: 'property_group_option' as const,
  });
  return {
    elements: [],
    total,
    page,
    limit: 24,
    currentPage: page,
    currentLimit: 24,
    totalResults: total,
    totalPages: Math.max(1, Math.ceil(total / 24)),
    sorting: 'topseller',
    availableSortings: [],
    aggregations: {
      properties: {
        entities: [{ ...group, options: [option(steel, 'Steel', 30), option(brass, 'Brass', 12)] }],
        apiAlias: 'properties_aggregation',
      },
      manufacturer: {
        entities: [
          {
            id: acme,
            name: 'Acme',
            translated: { name: 'Acme' },
            link: null,
            media: null,
            productCount: 5,
            apiAlias: 'product_manufacturer',
          },
        ],
        apiAlias: 'manufacturer_aggregation',
      },
      price: { min: 1, max: 99, apiAlias: 'price_aggregation' },
    },
    currentFilters: { properties: [], manufacturer: [], price: { min: null, max: null }, search: null },
    apiAlias: 'product_listing',
  };
}

/** The hook over a URL held in state, as the storefront holds it in the location. */
function useListingAt(
  source: ListingSource,
  initialQuery: string,
  fallback?: { query: string; listing: ProductListingResult },
) {
  const [query, setQuery] = useState(initialQuery);
  const listing = useListing({ source, query, navigate: setQuery, fallback });
  return { ...listing, query };
}

describe('useListing (storefront.md §2 Product listing; issue 10: all listing state in the URL)', () => {
  let requests: { path: string; body: Record<string, unknown> }[];
  beforeEach(() => {
    requests = [];
    const answer = async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ path: new URL(request.url).pathname, body });
      return HttpResponse.json(listingAnswer(Number(body.p), body.properties ? 40 : 114));
    };
    server.use(http.post(apiUrl('/product-listing/{categoryId}'), answer), http.post(apiUrl('/search'), answer));
  });

  it('reads the state from the URL and asks the category listing with reduce-aggregations and the listing includes', async () => {
    const { result } = renderCommerceHook(() =>
      useListingAt({ categoryId }, `?properties=${steel}&order=price-asc&p=2&limit=48`),
    );
    await waitFor(() => expect(result.current.listing).toBeDefined());
    expect(result.current.state).toMatchObject({ properties: [steel], order: 'price-asc', page: 2, limit: 48 });
    expect(requests).toEqual([
      {
        path: `/store-api/product-listing/${categoryId}`,
        body: {
          p: 2,
          limit: 48,
          order: 'price-asc',
          properties: steel,
          'reduce-aggregations': true,
          includes: { product: [...listingProductFields] },
        },
      },
    ]);
  });

  it('shows the loader answer for the same state without a request (SSR fallback)', () => {
    const fallback = { query: `?p=3`, listing: listingAnswer(3, 114) };
    const { result } = renderCommerceHook(() => useListingAt({ categoryId }, '?p=3', fallback));
    expect(result.current.listing?.currentPage).toBe(3);
    expect(result.current.isLoading).toBe(false);
    expect(requests).toEqual([]);
  });

  it('does not show the loader answer for another state', async () => {
    const fallback = { query: '?p=3', listing: listingAnswer(3, 114) };
    const { result } = renderCommerceHook(() => useListingAt({ categoryId }, '?p=4', fallback));
    expect(result.current.listing).toBeUndefined();
    await waitFor(() => expect(result.current.listing?.currentPage).toBe(4));
  });

  it('a filter change writes the URL, starts at page 1 and loads only the new state', async () => {
    const { result } = renderCommerceHook(() => useListingAt({ categoryId }, '?p=3'));
    await waitFor(() => expect(result.current.total).toBe(114));
    act(() => result.current.toggleProperty(steel));
    expect(result.current.query).toBe(`properties=${steel}`);
    // The previous answer stays while the new one loads (the list is replaced, not emptied).
    expect(result.current.total).toBe(114);
    expect(result.current.isUpdating).toBe(true);
    await waitFor(() => expect(result.current.total).toBe(40));
    expect(requests.map((request) => request.body.p)).toEqual([3, 1]);
  });

  it('going back to a state shows its answer from the cache at once (back/forward)', async () => {
    const { result } = renderCommerceHook(() => useListingAt({ categoryId }, ''));
    await waitFor(() => expect(result.current.total).toBe(114));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.listing?.currentPage).toBe(2));
    act(() => result.current.setPage(1));
    expect(result.current.query).toBe('');
    expect(result.current.listing?.currentPage).toBe(1);
    expect(requests).toHaveLength(2);
  });

  it('names the active filters from the aggregations and removes them one by one or all at once', async () => {
    const { result } = renderCommerceHook(() =>
      useListingAt({ categoryId }, `?properties=${steel}|${brass}&manufacturer=${acme}&min-price=5&order=name-asc`),
    );
    await waitFor(() => expect(result.current.listing).toBeDefined());
    expect(result.current.activeFilters).toEqual([
      { id: `property:${steel}`, kind: 'property', optionId: steel, groupName: 'Material', optionName: 'Steel' },
      { id: `property:${brass}`, kind: 'property', optionId: brass, groupName: 'Material', optionName: 'Brass' },
      { id: `manufacturer:${acme}`, kind: 'manufacturer', manufacturerId: acme, name: 'Acme' },
      { id: 'price', kind: 'price', min: 5, max: null },
    ]);
    act(() => result.current.removeFilter(`property:${steel}`));
    expect(result.current.query).toBe(`properties=${brass}&manufacturer=${acme}&min-price=5&order=name-asc`);
    act(() => result.current.removeFilter('price'));
    expect(result.current.query).toBe(`properties=${brass}&manufacturer=${acme}&order=name-asc`);
    act(() => result.current.resetFilters());
    // Sorting is no filter: it stays.
    expect(result.current.query).toBe('order=name-asc');
    expect(result.current.isFiltered).toBe(false);
    await waitFor(() => expect(result.current.isUpdating).toBe(false));
  });

  it('search: keeps the query parameter, asks the search page, leaves the default order (score) out', async () => {
    const { result } = renderCommerceHook(() => useListingAt({ search: 'm8' }, '?query=m8'));
    await waitFor(() => expect(result.current.listing).toBeDefined());
    expect(requests.find((request) => request.path.endsWith('/search'))).toEqual({
      path: '/store-api/search',
      body: {
        p: 1,
        limit: 24,
        search: 'm8',
        'reduce-aggregations': true,
        includes: { product: [...listingProductFields] },
      },
    });
    expect(result.current.order).toBe('score');
    expect(result.current.hrefFor({ page: 2 })).toBe('?query=m8&p=2');
    act(() => result.current.setOrder('score'));
    expect(result.current.query).toBe('query=m8');
    act(() => result.current.setLimit(96));
    expect(result.current.query).toBe('query=m8&limit=96');
  });

  it('an empty search term asks nothing', () => {
    const { result } = renderCommerceHook(() => useListingAt({ search: '  ' }, '?query='));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.products).toEqual([]);
    expect(requests).toEqual([]);
  });
});
