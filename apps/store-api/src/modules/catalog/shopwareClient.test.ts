import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAPIClient } from '@shopware/api-client';
import type { Category, ProductListingResult, SalesChannelContext } from '@ratchet/store-api-contract';
import { fixedIds } from '../../seed/ids';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

// The official client must work against every standard route (issue 3 What it is: protocol).
describe.each(testDatabases)('@shopware/api-client against the catalogue and context routes on %s', (database) => {
  let server: TestServer;
  let client: ReturnType<typeof createAPIClient>;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 120, demo: false } });
    client = createAPIClient({ baseURL: server.baseURL, accessToken: 'SWSCRATCHETDEMO' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reads the context and adopts the context token from the response header', async () => {
    const { data } = await client.invoke('readContext get /context');
    const context = data as unknown as SalesChannelContext;
    expect(context.salesChannel.navigationCategoryId).toBe(fixedIds.rootCategories.main);
    expect(client.defaultHeaders['sw-context-token']).toBe(context.token);
  });

  it('switches the language with updateContext and keeps the session', async () => {
    const before = client.defaultHeaders['sw-context-token'];
    await client.invoke('updateContext patch /context', { body: { languageId: fixedIds.languages['nl-NL'] } });
    const { data } = await client.invoke('readContext get /context');
    expect((data as unknown as SalesChannelContext).languageInfo.localeCode).toBe('nl-NL');
    expect(client.defaultHeaders['sw-context-token']).toBe(before);
  });

  it('reads navigation, categories, listing, search, suggest, product, detail, cross-selling and SEO URLs', async () => {
    const navigation = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 2 },
    } as never);
    const tops = navigation.data as unknown as Category[];
    expect(tops[0]?.name).toBe('Bevestigingstechniek');

    const categories = await client.invoke('readCategoryList post /category', {
      body: { filter: [{ type: 'equalsAny', field: 'id', value: [tops[0]?.id ?? ''] }] },
    } as never);
    expect((categories.data as unknown as { elements: Category[] }).elements).toHaveLength(1);

    const listing = await client.invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId: tops[0]?.id ?? '' },
      body: { limit: 5 },
    } as never);
    const products = (listing.data as unknown as ProductListingResult).elements;
    expect(products).toHaveLength(5);
    const product = products[0];
    if (!product) throw new Error('no product in the listing');

    const search = await client.invoke('searchPage post /search', { body: { search: product.productNumber } } as never);
    expect((search.data as unknown as ProductListingResult).elements[0]?.id).toBe(product.id);
    const suggest = await client.invoke('searchSuggest post /search-suggest', {
      body: { search: product.productNumber },
    } as never);
    expect((suggest.data as unknown as ProductListingResult).elements[0]?.id).toBe(product.id);

    const byIds = await client.invoke('readProduct post /product', { body: { ids: [product.id] } } as never);
    expect((byIds.data as unknown as { elements: Array<{ id: string }> }).elements[0]?.id).toBe(product.id);
    const detail = await client.invoke('readProductDetail post /product/{productId}', {
      pathParams: { productId: product.id },
    } as never);
    expect((detail.data as unknown as { product: { id: string } }).product.id).toBe(product.id);
    const crossSelling = await client.invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId: product.id },
    } as never);
    expect(Array.isArray(crossSelling.data)).toBe(true);
    const seo = await client.invoke('readSeoUrl post /seo-url', {
      body: { filter: [{ type: 'equals', field: 'foreignKey', value: tops[0]?.id ?? '' }] },
    } as never);
    expect((seo.data as unknown as { elements: unknown[] }).elements).toHaveLength(4);
  });

  it('sends criteria bodies: readSeoUrl by seoPathInfo with sort and includes, readProduct with range and sort (issue 3 Protocol)', async () => {
    const navigation = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 1 },
    } as never);
    const top = (navigation.data as unknown as Category[])[0] as Category;
    const all = await client.invoke('readSeoUrl post /seo-url', {
      body: {
        filter: [{ type: 'equals', field: 'foreignKey', value: top.id }],
        sort: [{ field: 'languageId', order: 'DESC' }],
      },
    } as never);
    const rows = (all.data as unknown as { elements: Array<{ languageId: string; seoPathInfo: string }> }).elements;
    expect(rows.map((row) => row.languageId)).toEqual(
      rows
        .map((row) => row.languageId)
        .sort()
        .reverse(),
    );
    const dutch = rows.find((row) => row.languageId === fixedIds.languages['nl-NL']);
    const byPath = await client.invoke('readSeoUrl post /seo-url', {
      body: {
        filter: [
          {
            type: 'multi',
            operator: 'and',
            queries: [
              { type: 'equals', field: 'seoPathInfo', value: dutch?.seoPathInfo ?? '' },
              { type: 'equals', field: 'languageId', value: fixedIds.languages['nl-NL'] },
            ],
          },
        ],
        includes: { seo_url: ['foreignKey', 'routeName'] },
      },
    } as never);
    expect((byPath.data as unknown as { elements: unknown[] }).elements).toEqual([
      { foreignKey: top.id, routeName: 'frontend.navigation.page', apiAlias: 'seo_url' },
    ]);
    const products = await client.invoke('readProduct post /product', {
      body: {
        filter: [{ type: 'range', field: 'price', parameters: { gte: 1 } }],
        sort: [{ field: 'price', order: 'DESC' }],
        limit: 5,
        includes: { product: ['productNumber', 'calculatedPrice'], calculated_price: ['unitPrice'] },
      },
    } as never);
    const prices = (
      products.data as unknown as { elements: Array<{ calculatedPrice: { unitPrice: number } }> }
    ).elements.map((product) => product.calculatedPrice.unitPrice);
    expect(prices).toHaveLength(5);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(
      client.invoke('readSeoUrl post /seo-url', {
        body: { filter: [{ type: 'equals', field: 'nope', value: 'x' }] },
      } as never),
    ).rejects.toMatchObject({
      status: 400,
      details: { errors: [{ code: 'FRAMEWORK__UNMAPPED_FIELD', source: { pointer: '/filter/0/field' } }] },
    });
  });

  it('surfaces the Shopware error shape as ApiClientError', async () => {
    await expect(
      client.invoke('readProductDetail post /product/{productId}', {
        pathParams: { productId: '0000000a-0000-4000-8000-0000000fffff' },
      } as never),
    ).rejects.toMatchObject({ status: 404, details: { errors: [{ code: 'CONTENT__PRODUCT_NOT_FOUND' }] } });
  });
});
