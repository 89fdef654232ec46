import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@ratchet/store-api-contract';
import type { Category, Order, Product, ProductListingResult } from '@ratchet/store-api-contract';
import { fixedIds } from '../../../seed/ids';
import { startTestServer, testDatabases } from '../../../testing/testServer';
import type { TestServer } from '../../../testing/testServer';
import { prepareProduct } from '../../../testing/testProducts';
import { catalogDictionary } from '../../../modules/catalog/repo/dictionary';
import { narrowedAggregation } from '../../../modules/catalog/repo/listing';
import { SqlParams } from './sql';

type ErrorBody = {
  errors: Array<{ status: string; code: string; detail: string; source?: { pointer: string } }>;
};
type SeoUrlList = {
  elements: Array<{
    languageId: string;
    foreignKey: string;
    routeName: string;
    seoPathInfo: string;
    isCanonical: boolean;
  }>;
  total: number;
};
type EntityList<T> = { elements: T[]; total: number; page: number; limit: number };
type OrderList = { orders: { elements: Order[]; total: number; page: number; limit: number } };

function flatten(categories: Category[]): Category[] {
  return categories.flatMap((c) => [c, ...flatten(c.children ?? [])]);
}

// Issue 3 Protocol: criteria bodies (page, limit, filter, sort, includes, total-count-mode) on the standard routes.
describe.each(testDatabases)('Shopware criteria on the standard routes (issue 3 Protocol) on %s', (database) => {
  let server: TestServer;
  let categories: Category[];
  let leaf: Category;
  let top: Category;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 300 } });
    const main = (await server.post<Category[]>('/navigation/main-navigation/main-navigation', { depth: 5 })).json;
    categories = flatten(main);
    top = main.find((c) => c.type === 'page') as Category;
    leaf = categories.find((c) => c.type === 'page' && c.level === 5 && c.seoUrl) as Category;
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('readSeoUrl (storefront.md §2 Language switcher)', () => {
    it('finds the category by seoPathInfo in each language and the same category in the other languages', async () => {
      const own = await server.post<SeoUrlList>('/seo-url', {
        filter: [{ type: 'equals', field: 'foreignKey', value: leaf.id }],
      });
      const byLanguage = new Map(own.json.elements.map((entry) => [entry.languageId, entry.seoPathInfo]));
      expect(byLanguage.size).toBe(4);
      for (const languageId of [
        fixedIds.languages['de-DE'],
        fixedIds.languages['nl-NL'],
        fixedIds.languages['fr-FR'],
      ]) {
        const seoPathInfo = byLanguage.get(languageId) as string;
        const found = await server.post<SeoUrlList>('/seo-url', {
          filter: [
            { type: 'equals', field: 'seoPathInfo', value: seoPathInfo },
            { type: 'equals', field: 'languageId', value: languageId },
          ],
        });
        expect(found.json.elements).toEqual([
          expect.objectContaining({
            foreignKey: leaf.id,
            languageId,
            seoPathInfo,
            routeName: 'frontend.navigation.page',
          }),
        ]);
      }
      // The Dutch path asked without language names only the Dutch row.
      const dutch = byLanguage.get(fixedIds.languages['nl-NL']) as string;
      const any = await server.post<SeoUrlList>('/seo-url', {
        filter: [{ type: 'equals', field: 'seoPathInfo', value: dutch }],
      });
      expect(any.json.elements.map((entry) => entry.languageId)).toEqual([fixedIds.languages['nl-NL']]);
    });

    it('filters on routeName and isCanonical, prefix on seoPathInfo, and counts the total (equals, prefix)', async () => {
      const german = await server.post<SeoUrlList>('/seo-url', {
        filter: [{ type: 'equals', field: 'foreignKey', value: leaf.id }],
      });
      const path = german.json.elements.find((e) => e.languageId === fixedIds.languages['de-DE'])?.seoPathInfo ?? '';
      const firstSegment = path.split('/')[0] as string;
      const prefixed = await server.post<SeoUrlList>('/seo-url', {
        filter: [
          { type: 'prefix', field: 'seoPathInfo', value: `${firstSegment}/` },
          { type: 'equals', field: 'routeName', value: 'frontend.navigation.page' },
          { type: 'equals', field: 'isCanonical', value: true },
        ],
        limit: 500,
      });
      expect(prefixed.json.total).toBeGreaterThan(1);
      expect(prefixed.json.elements.length).toBe(prefixed.json.total);
      for (const entry of prefixed.json.elements) {
        expect(entry.seoPathInfo.startsWith(`${firstSegment}/`)).toBe(true);
        expect(entry.routeName).toBe('frontend.navigation.page');
      }
      const landing = await server.post<SeoUrlList>('/seo-url', {
        filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }],
      });
      expect(landing.json.elements.every((entry) => entry.routeName === 'frontend.landing.page')).toBe(true);
    });

    it('finds a product URL by its path (rule-based rows answer the same filters)', async () => {
      const products = await server.post<EntityList<Product>>('/product', { limit: 1 });
      const product = products.json.elements[0] as Product;
      const all = await server.post<SeoUrlList>('/seo-url', {
        filter: [{ type: 'equals', field: 'foreignKey', value: product.id }],
      });
      const french = all.json.elements.find((entry) => entry.languageId === fixedIds.languages['fr-FR']);
      expect(french?.routeName).toBe('frontend.detail.page');
      const byPath = await server.post<SeoUrlList>('/seo-url', {
        filter: [
          { type: 'equals', field: 'seoPathInfo', value: french?.seoPathInfo ?? '' },
          { type: 'equals', field: 'languageId', value: fixedIds.languages['fr-FR'] },
        ],
      });
      expect(byPath.json.elements).toEqual([expect.objectContaining({ foreignKey: product.id })]);
    });
  });

  describe('readCategoryList', () => {
    it('equalsAny on id and parentId, contains on the translated name (equalsAny, contains)', async () => {
      const children = categories.filter((c) => c.parentId === top.id);
      const byParent = await server.post<EntityList<Category>>('/category', {
        filter: [{ type: 'equalsAny', field: 'parentId', value: [top.id] }],
      });
      expect(byParent.json.elements.map((c) => c.id).sort()).toEqual(children.map((c) => c.id).sort());
      const ids = children.slice(0, 2).map((c) => c.id);
      const byIds = await server.post<EntityList<Category>>('/category', {
        filter: [{ type: 'equalsAny', field: 'id', value: ids.join('|') }],
      });
      expect(byIds.json.elements.map((c) => c.id).sort()).toEqual([...ids].sort());
      const word = (top.name.split(' ')[0] as string).slice(1, 5).toUpperCase();
      const named = await server.post<EntityList<Category>>('/category', {
        filter: [{ type: 'contains', field: 'name', value: word }],
        limit: 500,
      });
      const expected = categories.filter((c) => c.name.toLowerCase().includes(word.toLowerCase()));
      expect(named.json.elements.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    });

    it('multi with or, not, and sort by name in both directions (multi, not, sort)', async () => {
      const children = categories.filter((c) => c.parentId === top.id);
      const [first, second] = children;
      const either = await server.post<EntityList<Category>>('/category', {
        filter: [
          {
            type: 'multi',
            operator: 'or',
            queries: [
              { type: 'equals', field: 'id', value: first?.id ?? '' },
              { type: 'equals', field: 'id', value: second?.id ?? '' },
            ],
          },
        ],
        sort: [{ field: 'name', order: 'ASC' }],
      });
      const names = [first?.name, second?.name].map(String).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(either.json.elements.map((c) => c.name)).toEqual(names);
      const descending = await server.post<EntityList<Category>>('/category', {
        filter: [{ type: 'equalsAny', field: 'id', value: [first?.id ?? '', second?.id ?? ''] }],
        sort: [{ field: 'name', order: 'DESC' }],
      });
      expect(descending.json.elements.map((c) => c.name)).toEqual([...names].reverse());
      const others = await server.post<EntityList<Category>>('/category', {
        filter: [
          { type: 'equals', field: 'parentId', value: top.id },
          { type: 'not', queries: [{ type: 'equals', field: 'id', value: first?.id ?? '' }] },
        ],
      });
      expect(others.json.elements.map((c) => c.id).sort()).toEqual(
        children
          .filter((c) => c.id !== first?.id)
          .map((c) => c.id)
          .sort(),
      );
    });
  });

  describe('readProduct and product detail', () => {
    it('range on price, sort by productNumber both ways and page through (range, sort, page)', async () => {
      const body = { filter: [{ type: 'range', field: 'price', parameters: { gte: 5, lt: 50 } }], limit: 10 };
      const ascending = await server.post<EntityList<Product>>('/product', {
        ...body,
        sort: [{ field: 'productNumber', order: 'ASC' }],
      });
      expect(ascending.status).toBe(200);
      const { rows } = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM product WHERE active AND net_price >= 5 AND net_price < 50',
      );
      expect(ascending.json.total).toBe(rows[0]?.n);
      const numbers = ascending.json.elements.map((p) => p.productNumber);
      expect(numbers).toEqual([...numbers].sort());
      const descending = await server.post<EntityList<Product>>('/product', {
        ...body,
        sort: [{ field: 'productNumber', order: 'DESC' }],
      });
      const down = descending.json.elements.map((p) => p.productNumber);
      expect(down).toEqual([...down].sort().reverse());
      expect(String(down[0]) > String(numbers[0])).toBe(true);
      const page2 = await server.post<EntityList<Product>>('/product', {
        ...body,
        page: 2,
        sort: [{ field: 'productNumber', order: 'ASC' }],
      });
      expect(String(page2.json.elements[0]?.productNumber) > String(numbers.at(-1))).toBe(true);
    });

    it('searches with term: the exact product number first, name hits in rank order, filters still apply (term)', async () => {
      const { rows } = await server.db.query<{ product_number: string }>(
        `SELECT product_number FROM product WHERE active AND parent_id IS NULL ORDER BY product_number LIMIT 1 OFFSET 7`,
      );
      const number = rows[0]?.product_number as string;
      const byNumber = await server.post<EntityList<Product>>('/product', { term: number.toLowerCase(), limit: 5 });
      expect(byNumber.status).toBe(200);
      expect(byNumber.json.elements[0]?.productNumber).toBe(number);

      const named = await server.post<EntityList<Product>>('/product', { term: 'schraube', limit: 100 });
      expect(named.json.total).toBeGreaterThan(0);
      for (const product of named.json.elements)
        expect(`${product.name} ${product.manufacturer?.name ?? ''}`.toLowerCase()).toContain('schraube');
      // Rank: names starting with the term before the others.
      const starts = named.json.elements.map((product) => product.name.toLowerCase().startsWith('schraube'));
      expect(starts.indexOf(false)).toBeGreaterThan(0);
      expect(starts.lastIndexOf(true)).toBeLessThan(starts.indexOf(false));
      const { rows: expected } = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM product p JOIN product_translation t ON t.product_id = p.id
          WHERE p.active AND t.language_id = $1 AND t.search_text LIKE '%schraube%'`,
        [fixedIds.languages['de-DE']],
      );
      expect(named.json.total).toBe(expected[0]?.n);

      const cheap = await server.post<EntityList<Product>>('/product', {
        term: 'schraube',
        filter: [{ type: 'range', field: 'price', parameters: { lt: 5 } }],
        limit: 100,
      });
      expect(cheap.json.total).toBeLessThan(named.json.total);
      for (const product of cheap.json.elements) expect(product.calculatedPrice?.netPrice).toBeLessThan(5);

      const blank = await server.post<EntityList<Product>>('/product', { term: '   ', limit: 1 });
      const all = await server.post<EntityList<Product>>('/product', { limit: 1 });
      expect(blank.json.total).toBe(all.json.total);
    });

    it('trims answers by includes per apiAlias, recursively (includes)', async () => {
      const products = await server.post<{ elements: Array<Record<string, unknown>> }>('/product', {
        limit: 3,
        filter: [{ type: 'equals', field: 'parentId', value: null }],
        includes: { product: ['id', 'name', 'manufacturer'], product_manufacturer: ['name'] },
      });
      expect(products.status).toBe(200);
      for (const product of products.json.elements) {
        expect(Object.keys(product).sort()).toEqual(['apiAlias', 'id', 'manufacturer', 'name']);
        if (product.manufacturer)
          expect(Object.keys(product.manufacturer as object).sort()).toEqual(['apiAlias', 'name']);
      }
      const id = products.json.elements[0]?.id as string;
      const detail = await server.post<{ product: Record<string, unknown>; configurator?: unknown }>(`/product/${id}`, {
        includes: { product_detail: ['product'], product: ['id', 'productNumber'] },
      });
      expect(Object.keys(detail.json).sort()).toEqual(['apiAlias', 'product']);
      expect(Object.keys(detail.json.product).sort()).toEqual(['apiAlias', 'id', 'productNumber']);
    });

    it('answers criteria aggregations (terms, stats, count) over the filtered rows, not the post-filter (aggregations)', async () => {
      const response = await server.post<{
        total: number;
        aggregations: Record<string, Record<string, unknown>>;
      }>('/product', {
        filter: [{ type: 'range', field: 'price', parameters: { lte: 40 } }],
        'post-filter': [{ type: 'equals', field: 'isCloseout', value: true }],
        limit: 1,
        aggregations: [
          { name: 'makers', type: 'terms', field: 'manufacturerId', limit: 3 },
          { name: 'prices', type: 'stats', field: 'price' },
          { name: 'products', type: 'count', field: 'id' },
        ],
      });
      expect(response.json).not.toHaveProperty('errors');
      const { rows } = await server.db.query<{ manufacturer_id: string | null; n: number }>(
        `SELECT manufacturer_id::text, count(*)::int AS n FROM product WHERE active AND net_price <= 40
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3`,
      );
      expect(response.json.aggregations.makers).toEqual({
        buckets: rows.map((row) => ({ key: row.manufacturer_id, count: row.n, apiAlias: 'aggregation_bucket' })),
        apiAlias: 'makers_aggregation',
      });
      const stats = await server.db.query<{ min: string; max: string; n: number }>(
        'SELECT min(net_price) AS min, max(net_price) AS max, count(*)::int AS n FROM product WHERE active AND net_price <= 40',
      );
      expect(response.json.aggregations.prices).toMatchObject({
        min: Number(stats.rows[0]?.min),
        max: Number(stats.rows[0]?.max),
        apiAlias: 'prices_aggregation',
      });
      expect(response.json.aggregations.products).toEqual({
        count: stats.rows[0]?.n,
        apiAlias: 'products_aggregation',
      });
      expect(response.json.total).toBeLessThan(stats.rows[0]?.n ?? 0);
      const wrong = await server.post<ErrorBody>('/category', {
        aggregations: [{ name: 'avgName', type: 'avg', field: 'name' }],
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.errors[0]).toMatchObject({
        code: errorCodes.invalidFilterQuery,
        source: { pointer: '/aggregations/0/field' },
      });
    });

    it('counts by total-count-mode: none (this page) and next-pages (at most five pages ahead)', async () => {
      const none = await server.post<EntityList<Product>>('/product', { limit: 5, 'total-count-mode': 'none' });
      expect(none.json.total).toBe(5);
      const ahead = await server.post<EntityList<Product>>('/product', { limit: 5, 'total-count-mode': 2 });
      expect(ahead.json.total).toBe(26);
      const exact = await server.post<EntityList<Product>>('/product', { limit: 5 });
      expect(exact.json.total).toBeGreaterThan(26);
    });
  });

  describe('bad criteria answer 400 in the Shopware error shape, never 500', () => {
    it('an unknown filter field answers FRAMEWORK__UNMAPPED_FIELD with the pointer of the nested field', async () => {
      const response = await server.post<ErrorBody>('/seo-url', {
        filter: [
          { type: 'equals', field: 'languageId', value: fixedIds.languages['de-DE'] },
          { type: 'multi', operator: 'or', queries: [{ type: 'equals', field: 'password', value: 'x' }] },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.json.errors[0]).toMatchObject({
        status: '400',
        code: errorCodes.unmappedField,
        detail: 'Field "password" in entity "seo_url" was not found.',
        source: { pointer: '/filter/1/queries/0/field' },
      });
    });

    it('an unknown sort field, SQL in a field name and a non-UUID id answer 400 with a pointer', async () => {
      const sort = await server.post<ErrorBody>('/category', {
        sort: [{ field: 'name; DROP TABLE category', order: 'ASC' }],
      });
      expect(sort.status).toBe(400);
      expect(sort.json.errors[0]).toMatchObject({
        code: errorCodes.unmappedField,
        source: { pointer: '/sort/0/field' },
      });
      const uuid = await server.post<ErrorBody>('/product', {
        filter: [{ type: 'equalsAny', field: 'id', value: ["1' OR '1'='1"] }],
      });
      expect(uuid.status).toBe(400);
      expect(uuid.json.errors[0]).toMatchObject({
        code: errorCodes.invalidFilterQuery,
        source: { pointer: '/filter/0/value/0' },
      });
      const range = await server.post<ErrorBody>('/product', {
        filter: [{ type: 'range', field: 'productNumber', parameters: { gte: 1 } }],
      });
      expect(range.status).toBe(400);
      expect(range.json.errors[0]?.code).toBe(errorCodes.invalidFilterQuery);
      // The table is still there and the quote in a value is only ever a value.
      const quoted = await server.post<EntityList<Category>>('/category', {
        filter: [{ type: 'contains', field: 'name', value: "x' OR '1'='1" }],
      });
      expect(quoted.status).toBe(200);
      expect(quoted.json.total).toBe(0);
    });
  });

  describe('readOrder (storefront.md §3 Order; account order history)', () => {
    it('filters on orderNumber, orderDateTime range and amountTotal, sorts both ways and pages', async () => {
      const token = await server.login('lead.buyer');
      const product = await prepareProduct(server.db, 7, { netPrice: 10, stock: 1000 });
      const placed: Order[] = [];
      for (const quantity of [1, 2, 3]) {
        await server.post('/checkout/cart/line-item', { items: [{ referencedId: product.id, quantity }] }, { token });
        placed.push((await server.post<Order>('/checkout/order', {}, { token })).json);
      }
      const amounts = placed.map((order) => Number(order.amountTotal));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      // Spread the order dates over three days.
      for (const [index, order] of placed.entries()) {
        await server.db.query('UPDATE sales_order SET created_at = $2 WHERE id = $1', [
          order.id,
          `2026-03-0${index + 1}T10:00:00Z`,
        ]);
      }
      const read = async (body: Record<string, unknown>) =>
        (await server.post<OrderList>('/order', body, { token })).json.orders;
      const numbers = placed.map((order) => order.orderNumber);
      const ours = { type: 'equalsAny', field: 'orderNumber', value: numbers };
      const dearer = await read({
        filter: [
          ours,
          { type: 'range', field: 'orderDateTime', parameters: { gte: '2026-03-01', lt: '2026-03-04' } },
          { type: 'range', field: 'amountTotal', parameters: { gt: amounts[0] } },
        ],
        sort: [{ field: 'orderDateTime', order: 'ASC' }],
      });
      expect(dearer.elements.map((order) => order.orderNumber)).toEqual([numbers[1], numbers[2]]);
      const early = await read({
        filter: [ours, { type: 'range', field: 'orderDateTime', parameters: { lte: '2026-03-02T12:00:00Z' } }],
        sort: [{ field: 'orderDateTime', order: 'DESC' }],
      });
      expect(early.elements.map((order) => order.orderNumber)).toEqual([numbers[1], numbers[0]]);
      const descending = await read({
        filter: [{ type: 'equalsAny', field: 'orderNumber', value: numbers }],
        sort: [{ field: 'orderNumber', order: 'DESC' }],
        limit: 2,
      });
      expect(descending.total).toBe(3);
      expect(descending.elements.map((order) => order.orderNumber)).toEqual([numbers[2], numbers[1]]);
      const secondPage = await read({
        filter: [{ type: 'equalsAny', field: 'orderNumber', value: numbers }],
        sort: [{ field: 'orderNumber', order: 'DESC' }],
        limit: 2,
        page: 2,
      });
      expect(secondPage.elements.map((order) => order.orderNumber)).toEqual([numbers[0]]);
      const ascending = await read({
        filter: [{ type: 'equalsAny', field: 'orderNumber', value: numbers }],
        sort: [{ field: 'orderNumber', order: 'ASC' }],
      });
      expect(ascending.elements.map((order) => order.orderNumber)).toEqual(numbers);
    });

    it('does not let a customer without ROLE_VIEW_PRICES filter by amounts (they would disclose them)', async () => {
      const token = await server.login('viewer');
      const response = await server.post<ErrorBody>(
        '/order',
        { filter: [{ type: 'range', field: 'amountTotal', parameters: { gte: 1 } }] },
        { token },
      );
      expect(response.status).toBe(400);
      expect(response.json.errors[0]).toMatchObject({
        code: errorCodes.unmappedField,
        source: { pointer: '/filter/0/field' },
      });
    });
  });

  describe('listing and search (storefront.md §2 Filters, §9)', () => {
    const listing = async (categoryId: string, body: Record<string, unknown>) =>
      (await server.post<ProductListingResult>(`/product-listing/${categoryId}`, body)).json;

    /** Every product of the top category with its filter keys, straight from the database. */
    const productsOf = async (categoryId: string) =>
      (
        await server.db.query<{ id: string; keys: string[]; net_price: string }>(
          `SELECT id, filter_keys::text[] AS keys, net_price FROM product
            WHERE filter_keys @> ARRAY[$1]::uuid[] AND parent_id IS NULL AND active`,
          [categoryId],
        )
      ).rows;

    it('without reduce-aggregations the filters narrow the products but not the aggregations (Shopware post-filter default)', async () => {
      const unfiltered = await listing(top.id, { limit: 1 });
      const [groupA] = unfiltered.aggregations.properties.entities;
      const chosen = [...(groupA?.options ?? [])].sort((a, b) => a.productCount - b.productCount)[0];
      if (!chosen) throw new Error('no option');
      const filtered = await listing(top.id, { properties: chosen.id, limit: 1 });
      expect(filtered.total).toBe(chosen.productCount);
      expect(filtered.total).toBeLessThan(unfiltered.total);
      expect(filtered.aggregations).toEqual(unfiltered.aggregations);
    });

    it('narrows each filter group by the other active filters (reduce-aggregations)', async () => {
      const unfiltered = await listing(top.id, { limit: 1 });
      const [groupA, groupB] = unfiltered.aggregations.properties.entities;
      if (!groupA || !groupB) throw new Error('the top category needs two property groups');
      const chosen = [...groupA.options].sort((a, b) => b.productCount - a.productCount)[0];
      if (!chosen) throw new Error('no option');
      const filtered = await listing(top.id, { properties: chosen.id, limit: 1, 'reduce-aggregations': 'true' });
      const products = await productsOf(top.id);
      const matching = products.filter((p) => p.keys.includes(chosen.id));
      expect(filtered.total).toBe(matching.length);
      // Group B counts over the products carrying the chosen option.
      const narrowedB = filtered.aggregations.properties.entities.find((g) => g.id === groupB.id);
      for (const option of groupB.options) {
        const expected = matching.filter((p) => p.keys.includes(option.id)).length;
        const answered = narrowedB?.options.find((o) => o.id === option.id)?.productCount ?? 0;
        expect(answered).toBe(expected);
      }
      // Group A keeps its alternatives with their unfiltered counts (the group's own filter is not applied).
      const sameA = filtered.aggregations.properties.entities.find((g) => g.id === groupA.id);
      expect(sameA?.options.map((o) => [o.id, o.productCount])).toEqual(
        groupA.options.map((o) => [o.id, o.productCount]),
      );
      // Manufacturers and the price range follow the filter.
      const prices = matching.map((p) => Number(p.net_price));
      expect(filtered.aggregations.price).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
      for (const manufacturer of filtered.aggregations.manufacturer.entities) {
        expect(manufacturer.productCount).toBe(matching.filter((p) => p.keys.includes(manufacturer.id)).length);
      }
      expect(filtered.aggregations.manufacturer.entities.reduce((sum, m) => sum + m.productCount, 0)).toBe(
        matching.length,
      );
    });

    it('with a property, a manufacturer and a price filter, each group is counted over the other two (reduce-aggregations)', async () => {
      const unfiltered = await listing(top.id, { limit: 1 });
      const groupA = unfiltered.aggregations.properties.entities[0];
      const option = [...(groupA?.options ?? [])].sort((a, b) => b.productCount - a.productCount)[0];
      const manufacturer = [...unfiltered.aggregations.manufacturer.entities].sort(
        (a, b) => b.productCount - a.productCount,
      )[0];
      if (!groupA || !option || !manufacturer) throw new Error('the top category needs options and manufacturers');
      const maxPrice = 30;
      const filtered = await listing(top.id, {
        properties: option.id,
        manufacturer: manufacturer.id,
        'max-price': maxPrice,
        limit: 1,
        'reduce-aggregations': true,
      });
      const products = await productsOf(top.id);
      const hasOption = (p: { keys: string[] }) => p.keys.includes(option.id);
      const byManufacturer = (p: { keys: string[] }) => p.keys.includes(manufacturer.id);
      const cheap = (p: { net_price: string }) => Number(p.net_price) <= maxPrice;
      expect(filtered.total).toBe(products.filter((p) => hasOption(p) && byManufacturer(p) && cheap(p)).length);
      // Group A: over manufacturer and price, not over its own option.
      const withoutA = products.filter((p) => byManufacturer(p) && cheap(p));
      for (const entry of filtered.aggregations.properties.entities.find((g) => g.id === groupA.id)?.options ?? []) {
        expect(entry.productCount).toBe(withoutA.filter((p) => p.keys.includes(entry.id)).length);
      }
      // Manufacturers: over the option and price.
      const withoutManufacturer = products.filter((p) => hasOption(p) && cheap(p));
      for (const entry of filtered.aggregations.manufacturer.entities) {
        expect(entry.productCount).toBe(withoutManufacturer.filter((p) => p.keys.includes(entry.id)).length);
      }
      // Price range: over the option and manufacturer, so it can reach above the chosen maximum.
      const prices = products.filter((p) => hasOption(p) && byManufacturer(p)).map((p) => Number(p.net_price));
      expect(filtered.aggregations.price).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
    });

    it('past the aggregation cap, counts are estimates scaled to the exact total (issue 3 Performance: bounded)', async () => {
      const unfiltered = await listing(top.id, { limit: 1 });
      const option = [...(unfiltered.aggregations.properties.entities[0]?.options ?? [])].sort(
        (a, b) => b.productCount - a.productCount,
      )[0];
      if (!option) throw new Error('no option');
      const exact = await listing(top.id, { properties: option.id, limit: 1 });
      const ctx = {
        db: server.db,
        dictionary: await catalogDictionary(server.db, fixedIds.languages['de-DE'], 'http://127.0.0.1'),
        viewer: { customer: null },
        salesChannelId: fixedIds.salesChannel,
      };
      const filters = { optionGroups: [[option.id]], manufacturerIds: [], minPrice: null, maxPrice: null };
      const base = () => ({ where: ['p.parent_id IS NULL', 'p.active'], params: new SqlParams() });
      const whole = await narrowedAggregation(ctx, base(), filters, exact.total, { foldKeys: [top.id] });
      expect(whole.estimated).toBe(false);
      expect(whole.total).toBe(exact.total);
      const sampled = await narrowedAggregation(ctx, base(), filters, exact.total, { foldKeys: [top.id], cap: 10 });
      expect(sampled.estimated).toBe(true);
      expect(sampled.total).toBe(exact.total);
      const sampledSum = Object.values(sampled.manufacturerCounts).reduce((sum, n) => sum + n, 0);
      // Every product has one manufacturer: the scaled counts add up to about the exact total.
      expect(Math.abs(sampledSum - exact.total)).toBeLessThanOrEqual(Object.keys(sampled.manufacturerCounts).length);
    });

    it('applies criteria filter to listing results and aggregations, post-filter to results only', async () => {
      const body = { filter: [{ type: 'range', field: 'price', parameters: { lte: 20 } }], limit: 100 };
      const filtered = await listing(top.id, body);
      const cheap = (await productsOf(top.id)).filter((p) => Number(p.net_price) <= 20);
      expect(filtered.total).toBe(cheap.length);
      expect(filtered.elements.every((p) => (p.calculatedPrice?.unitPrice ?? 0) <= 20)).toBe(true);
      expect(filtered.aggregations.price.max).toBeLessThanOrEqual(20);
      const posted = await listing(top.id, { 'post-filter': body.filter, limit: 100 });
      expect(posted.total).toBe(cheap.length);
      expect(posted.aggregations.price.max).toBeGreaterThan(20);
    });

    it('search takes the listing filters and answers aggregations over its candidates (issue 3 Routes)', async () => {
      const { rows } = await server.db.query<{ word: string }>(
        `SELECT split_part(search_text, ' ', 1) AS word FROM product_translation WHERE language_id = $1
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
        [fixedIds.languages['de-DE']],
      );
      const word = rows[0]?.word as string;
      const all = (await server.post<ProductListingResult>('/search', { search: word, limit: 100 })).json;
      expect(all.total).toBeGreaterThan(2);
      const groups = all.aggregations.properties.entities;
      expect(groups.length).toBeGreaterThan(0);
      const option = [...(groups[0]?.options ?? [])].sort((a, b) => a.productCount - b.productCount)[0];
      if (!option) throw new Error('no option in the search aggregation');
      expect(option.productCount).toBeLessThan(all.total);
      const narrowed = (
        await server.post<ProductListingResult>('/search', { search: word, properties: option.id, limit: 100 })
      ).json;
      expect(narrowed.total).toBe(option.productCount);
      expect(narrowed.elements.every((p) => p.propertyIds.includes(option.id))).toBe(true);
      expect(narrowed.currentFilters.properties).toEqual([option.id]);
      // Reduce-aggregations: the filtered group keeps the unfiltered counts, manufacturers follow the filter.
      const group = groups[0];
      const sameGroup = narrowed.aggregations.properties.entities.find((entry) => entry.id === group?.id);
      expect(sameGroup?.options.map((o) => [o.id, o.productCount])).toEqual(
        group?.options.map((o) => [o.id, o.productCount]),
      );
      if (narrowed.total <= 100) {
        const byManufacturer = new Map<string, number>();
        for (const product of narrowed.elements) {
          if (product.manufacturerId) {
            byManufacturer.set(product.manufacturerId, (byManufacturer.get(product.manufacturerId) ?? 0) + 1);
          }
        }
        expect(
          Object.fromEntries(narrowed.aggregations.manufacturer.entities.map((m) => [m.id, m.productCount])),
        ).toEqual(Object.fromEntries(byManufacturer));
      }
      // The price aggregation follows the candidates: bounds taken from the answered products.
      const prices = all.elements.map((p) => p.calculatedPrice?.unitPrice ?? 0);
      if (all.total <= 100)
        expect(all.aggregations.price).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
      const sorted = (
        await server.post<ProductListingResult>('/search', { search: word, order: 'price-desc', limit: 5 })
      ).json;
      const sortedPrices = sorted.elements.map((p) => p.calculatedPrice?.unitPrice ?? 0);
      expect(sortedPrices).toEqual([...sortedPrices].sort((a, b) => b - a));
      const page2 = (
        await server.post<ProductListingResult>('/search', { search: word, properties: option.id, limit: 1, p: 2 })
      ).json;
      expect(page2.elements[0]?.id).toBe(narrowed.elements[1]?.id);
    });
  });
});
