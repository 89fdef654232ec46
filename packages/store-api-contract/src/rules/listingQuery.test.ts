import { describe, expect, it } from 'vitest';
import {
  changeListingState,
  hasListingFilter,
  initialListingState,
  listingProductFields,
  listingRequestBody,
  parseListingQuery,
  serializeListingQuery,
  toggleListingId,
  type ListingState,
} from './listingQuery';

const a = '0a000000-0000-4000-8000-00000000000a';
const b = '0b000000-0000-4000-8000-00000000000b';
const m = '0c000000-0000-4000-8000-00000000000c';

describe('parseListingQuery (storefront.md §2 listing: filters, sorting, pager in the URL; issue 10)', () => {
  it.each<[string, string, Partial<ListingState>]>([
    ['an empty query is the initial state', '', {}],
    ['page, page size and order', '?p=3&limit=48&order=price-asc', { page: 3, limit: 48, order: 'price-asc' }],
    ['property ids separated by |, sorted and de-duplicated', `properties=${b}|${a}|${b}`, { properties: [a, b] }],
    [
      'upper-case and undashed ids are normalised',
      `manufacturer=${m.toUpperCase().replace(/-/g, '')}`,
      { manufacturers: [m] },
    ],
    ['ids that are no UUIDs are dropped', `properties=${a}|nonsense|`, { properties: [a] }],
    ['a price range in euro, rounded to cents', 'min-price=10.005&max-price=50', { minPrice: 10.01, maxPrice: 50 }],
    [
      'a reversed price range is read from the smaller amount',
      'min-price=50&max-price=10',
      { minPrice: 10, maxPrice: 50 },
    ],
    ['negative or non-numeric prices are dropped', 'min-price=-1&max-price=abc', {}],
    ['a page size that is not 24, 48 or 96 falls back to 24 (storefront.md §9)', 'limit=25', { limit: 24 }],
    ['page 0, negative or fractional pages fall back to 1', 'p=0', {}],
    ['a fractional page falls back to 1', 'p=1.5', {}],
    ['an unknown order falls back to the default', 'order=cheapest', {}],
    ['other parameters (the search query) are ignored', 'query=m8', {}],
  ])('%s', (_, query, expected) => {
    expect(parseListingQuery(query)).toEqual({ ...initialListingState, ...expected });
  });
});

describe('serializeListingQuery (one state, one query: shareable links and one SWR key per state)', () => {
  it.each<[string, Partial<ListingState>, string]>([
    ['the initial state has no parameters', {}, ''],
    ['defaults (page 1, 24 per page) are left out', { page: 1, limit: 24 }, ''],
    [
      'everything set, in a fixed order',
      { properties: [b, a], manufacturers: [m], minPrice: 5, maxPrice: 20, order: 'name-asc', page: 2, limit: 96 },
      `properties=${a}|${b}&manufacturer=${m}&min-price=5&max-price=20&order=name-asc&p=2&limit=96`,
    ],
  ])('%s', (_, state, expected) => {
    expect(serializeListingQuery({ ...initialListingState, ...state })).toBe(expected);
  });

  it('keeps the search query in front and replaces the old listing parameters', () => {
    expect(serializeListingQuery({ ...initialListingState, page: 2 }, { base: '?query=m8&p=5&order=score' })).toBe(
      'query=m8&p=2',
    );
  });

  it("leaves out the listing's own default order", () => {
    const state = { ...initialListingState, order: 'score' as const };
    expect(serializeListingQuery(state, { defaultOrder: 'score' })).toBe('');
    expect(serializeListingQuery(state, { defaultOrder: 'topseller' })).toBe('order=score');
  });

  it('round-trips: parsing the written query gives the state back', () => {
    const state: ListingState = {
      properties: [a, b],
      manufacturers: [m],
      minPrice: 1.5,
      maxPrice: 99.99,
      order: 'price-desc',
      page: 7,
      limit: 48,
    };
    expect(parseListingQuery(serializeListingQuery(state))).toEqual(state);
  });
});

describe('changeListingState (a changed filter, order or page size starts at page 1)', () => {
  const onPage3: ListingState = { ...initialListingState, page: 3 };
  it.each<[string, Partial<ListingState>, number]>([
    ['a page change keeps the page asked for', { page: 4 }, 4],
    ['a filter change goes back to page 1', { properties: [a] }, 1],
    ['an order change goes back to page 1', { order: 'name-asc' }, 1],
    ['a page-size change goes back to page 1', { limit: 48 }, 1],
  ])('%s', (_, change, page) => {
    expect(changeListingState(onPage3, change).page).toBe(page);
  });
});

describe('toggleListingId, hasListingFilter, listingRequestBody', () => {
  it('toggles an option in and out, keeping the list sorted', () => {
    expect(toggleListingId([b], a)).toEqual([a, b]);
    expect(toggleListingId([a, b], a)).toEqual([b]);
  });

  it('knows whether any filter is set (sorting and paging are no filters)', () => {
    expect(hasListingFilter({ ...initialListingState, order: 'name-asc', page: 2 })).toBe(false);
    expect(hasListingFilter({ ...initialListingState, maxPrice: 10 })).toBe(true);
    expect(hasListingFilter({ ...initialListingState, manufacturers: [m] })).toBe(true);
  });

  it('builds the Shopware listing body with reduce-aggregations (counts follow the other filters, issue 10)', () => {
    expect(listingRequestBody(initialListingState)).toEqual({
      p: 1,
      limit: 24,
      'reduce-aggregations': true,
      includes: { product: [...listingProductFields] },
    });
    expect(
      listingRequestBody({
        ...initialListingState,
        properties: [a, b],
        manufacturers: [m],
        minPrice: 0,
        order: 'newest',
      }),
    ).toEqual({
      p: 1,
      limit: 24,
      order: 'newest',
      properties: `${a}|${b}`,
      manufacturer: m,
      'min-price': 0,
      'reduce-aggregations': true,
      includes: { product: [...listingProductFields] },
    });
  });
});
