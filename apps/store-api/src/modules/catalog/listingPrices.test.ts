import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListingResultSchema } from '@ratchet/store-api-contract';
import type { Category, ProductListingResult } from '@ratchet/store-api-contract';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

/** Paths of every number below a price-like key (calculatedPrice(s), the price aggregation, the price filter echo). */
function priceAmounts(value: unknown, path = '', belowPrice = false): string[] {
  if (typeof value === 'number') return belowPrice ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    priceAmounts(inner, `${path}/${key}`, belowPrice || /price/i.test(key)),
  );
}

describe.each(testDatabases)(
  'listing answers withhold prices without ROLE_VIEW_PRICES (issue 10; storefront.md §6, account-area.md §6) on %s',
  (database) => {
    let server: TestServer;
    let categoryId: string;
    let viewer: string;
    let leadBuyer: string;

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 400 } });
      const main = (await server.post<Category[]>('/navigation/main-navigation/main-navigation', { depth: 1 })).json;
      categoryId = (main.find((category) => category.type === 'page') as Category).id;
      viewer = await server.contextFor('viewer');
      leadBuyer = await server.contextFor('lead.buyer');
    });
    afterAll(async () => {
      await server?.close();
    });

    const filteredBody = { 'min-price': 1, 'max-price': 100000, order: 'price-desc', 'reduce-aggregations': true };

    it('a customer with ROLE_VIEW_PRICES gets prices, the price range, the price filter echo and price sortings', async () => {
      const response = await server.post<ProductListingResult>(`/product-listing/${categoryId}`, filteredBody, {
        token: leadBuyer,
      });
      expect(response.status).toBe(200);
      const answer = productListingResultSchema.parse(response.json);
      expect(answer.elements.every((product) => typeof product.calculatedPrice?.unitPrice === 'number')).toBe(true);
      expect(answer.aggregations.price.min).toEqual(expect.any(Number));
      expect(answer.aggregations.price.max).toEqual(expect.any(Number));
      expect(answer.currentFilters.price).toEqual({ min: 1, max: 100000 });
      expect(answer.sorting).toBe('price-desc');
      expect(answer.availableSortings.map((sorting) => sorting.key)).toContain('price-asc');
      // The positive case proves the detector finds amounts, so its empty answer below means something.
      expect(priceAmounts(answer).length).toBeGreaterThan(0);
    });

    it('the viewer gets no amount anywhere in a category listing: products, price aggregation, price filter', async () => {
      const response = await server.post<ProductListingResult>(`/product-listing/${categoryId}`, filteredBody, {
        token: viewer,
      });
      expect(response.status).toBe(200);
      const answer = productListingResultSchema.parse(response.json);
      expect(answer.elements.length).toBeGreaterThan(0);
      expect(priceAmounts(answer)).toEqual([]);
      expect(answer.aggregations.price).toMatchObject({ min: null, max: null });
      expect(answer.currentFilters.price).toEqual({ min: null, max: null });
    });

    it('the viewer can neither filter nor sort by price: the range is ignored and no price sorting is offered', async () => {
      const unfiltered = (
        await server.post<ProductListingResult>(`/product-listing/${categoryId}`, {}, { token: viewer })
      ).json;
      const cheapOnly = (
        await server.post<ProductListingResult>(
          `/product-listing/${categoryId}`,
          { 'max-price': 0.01, order: 'price-asc' },
          { token: viewer },
        )
      ).json;
      expect(cheapOnly.total).toBe(unfiltered.total);
      expect(cheapOnly.sorting).toBe('topseller');
      expect(cheapOnly.elements.map((product) => product.id)).toEqual(unfiltered.elements.map((product) => product.id));
      expect(cheapOnly.availableSortings.map((sorting) => sorting.key)).not.toContain('price-asc');
      expect(cheapOnly.availableSortings.map((sorting) => sorting.key)).not.toContain('price-desc');
    });

    it('a criteria filter on price is an unknown field for the viewer (it would disclose amounts)', async () => {
      const response = await server.post<{ errors: Array<{ code: string }> }>(
        `/product-listing/${categoryId}`,
        { filter: [{ type: 'range', field: 'price', parameters: { lte: 1 } }] },
        { token: viewer },
      );
      expect(response.status).toBe(400);
      expect(response.json.errors[0]?.code).toBe('FRAMEWORK__UNMAPPED_FIELD');
    });

    it('readProduct: price is no criteria field for the viewer (filter, sort, aggregation); the customer may use it', async () => {
      const bodies = [
        { filter: [{ type: 'range', field: 'price', parameters: { gte: 5 } }] },
        { 'post-filter': [{ type: 'range', field: 'cheapestPrice', parameters: { lte: 5 } }] },
        { sort: [{ field: 'price', order: 'DESC' }] },
        { aggregations: [{ name: 'prices', type: 'stats', field: 'price' }] },
      ];
      for (const body of bodies) {
        const refused = await server.post<{ errors: Array<{ code: string }> }>('/product', body, { token: viewer });
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.json.errors[0]?.code).toBe('FRAMEWORK__UNMAPPED_FIELD');
        const allowed = await server.post<{ elements: unknown[] }>('/product', body, { token: leadBuyer });
        expect(allowed.status, JSON.stringify(body)).toBe(200);
      }
      const stats = await server.post<{ aggregations: Record<string, { max?: number }> }>(
        '/product',
        { limit: 1, aggregations: [{ name: 'prices', type: 'stats', field: 'price' }] },
        { token: leadBuyer },
      );
      expect(stats.json.aggregations.prices?.max).toEqual(expect.any(Number));
      // Without price criteria the viewer reads products, without amounts.
      const plain = await server.post<{ elements: unknown[] }>('/product', { limit: 5 }, { token: viewer });
      expect(plain.status).toBe(200);
      expect(plain.json.elements).toHaveLength(5);
      expect(priceAmounts(plain.json)).toEqual([]);
    });

    it('product detail, its variants and its cross-sellings carry no amount for the viewer', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        `SELECT p.id FROM product p WHERE p.child_count > 0 AND p.active
            AND EXISTS (SELECT 1 FROM product_cross_selling x WHERE x.product_id = p.id)
          ORDER BY p.product_number LIMIT 1`,
      );
      const parentId = rows[0]?.id ?? '';
      const answers = async (token: string) => [
        (await server.post(`/product/${parentId}`, {}, { token })).json,
        (await server.post('/ratchet/variants', { parentIds: [parentId] }, { token })).json,
        (await server.post(`/product/${parentId}/cross-selling`, {}, { token })).json,
      ];
      const customer = await answers(leadBuyer);
      // Each answer holds amounts for the customer: the detector finds them, so the viewer's empty result counts.
      for (const answer of customer) expect(priceAmounts(answer).length).toBeGreaterThan(0);
      for (const answer of await answers(viewer)) expect(priceAmounts(answer)).toEqual([]);
    });

    it('the viewer gets no amount in the search page either (aggregations and filter echo)', async () => {
      const response = await server.post<ProductListingResult>(
        '/search',
        { search: 'm8', ...filteredBody },
        { token: viewer },
      );
      expect(response.status).toBe(200);
      const answer = productListingResultSchema.parse(response.json);
      expect(answer.total).toBeGreaterThan(0);
      expect(priceAmounts(answer)).toEqual([]);
    });
  },
);
