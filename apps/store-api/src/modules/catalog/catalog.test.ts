import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySchema,
  errorCodes,
  productListingResultSchema,
  resolvePageResponseSchema,
} from '@ratchet/store-api-contract';
import type { Category, Product, ProductListingResult } from '@ratchet/store-api-contract';
import { initialListingState, listingProductFields, listingRequestBody } from '@ratchet/store-api-contract/rules';
import { demoIds } from '../../seed/demoCustomers';
import { fixedIds, sqlSeedId } from '../../seed/ids';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

function depthOf(categories: Category[]): number {
  return categories.length === 0 ? 0 : 1 + Math.max(...categories.map((c) => depthOf(c.children ?? [])));
}
function flatten(categories: Category[]): Category[] {
  return categories.flatMap((c) => [c, ...flatten(c.children ?? [])]);
}

describe.each(testDatabases)('catalogue routes (issue 3 Routes; storefront.md §2, §3, §6) on %s', (database) => {
  let server: TestServer;
  let main: Category[];
  let leadBuyer: string;
  let viewer: string;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 400 } });
    main = (await server.post<Category[]>('/navigation/main-navigation/main-navigation', { depth: 4 })).json;
    leadBuyer = await server.contextFor('lead.buyer');
    viewer = await server.contextFor('viewer');
  });
  afterAll(async () => {
    await server?.close();
  });

  const firstLeaf = () => flatten(main).find((c) => c.type === 'page' && c.level === 5) as Category;
  const listing = async (categoryId: string, body: Record<string, unknown> = {}, token?: string) =>
    (await server.post<ProductListingResult>(`/product-listing/${categoryId}`, body, token ? { token } : {})).json;

  it('main navigation is at least four levels deep with folder- and link-type categories (issue 3 Data)', () => {
    expect(depthOf(main)).toBeGreaterThanOrEqual(4);
    const all = flatten(main);
    expect(all.some((c) => c.type === 'folder')).toBe(true);
    expect(all.some((c) => c.type === 'link' && c.linkType === 'external' && c.externalLink)).toBe(true);
    expect(all.some((c) => c.type === 'link' && c.linkType === 'internal' && c.internalLink)).toBe(true);
    for (const category of all) categorySchema.parse(category);
  });

  it('top categories carry an icon and two complete banners (storefront.md §2 mega menu)', () => {
    const tops = main.filter((c) => c.type === 'page');
    expect(tops.length).toBeGreaterThan(3);
    for (const top of tops) {
      expect(top.extensions.category_icon_media.hasFile).toBe(true);
      for (const n of [1, 2]) {
        for (const field of ['title', 'subtitle', 'url', 'media_id']) {
          expect(top.translated.customFields[`ratchet_banner_${n}_${field}`]).toEqual(expect.any(String));
        }
      }
    }
  });

  it('answers service, countries and footer navigations; countries two levels deep (storefront.md §2)', async () => {
    for (const root of ['service-navigation', 'countries-navigation', 'footer-navigation']) {
      const response = await server.post<Category[]>(`/navigation/${root}/${root}`, { depth: 4 });
      expect(response.status).toBe(200);
      expect(response.json.length).toBeGreaterThan(1);
    }
    const countries = (await server.post<Category[]>('/navigation/x/countries-navigation', { depth: 4 })).json;
    expect(depthOf(countries)).toBe(2);
    const unknown = await server.post('/navigation/x/nowhere-navigation', {});
    expect(unknown.status).toBe(404);
  });

  it('category counters give total and available for the category and its subtree (storefront.md §3)', async () => {
    const top = main[0] as Category;
    const response = await server.get<Record<string, { referenceId: string; total: number; available: number }>>(
      `/category/counters/${top.id}`,
    );
    expect(response.status).toBe(200);
    const own = response.json[top.id];
    expect(own?.total).toBeGreaterThan(0);
    expect(own?.available).toBeLessThanOrEqual(own?.total ?? 0);
    const children = top.children ?? [];
    const childSum = children.reduce((sum, child) => sum + (response.json[child.id]?.total ?? 0), 0);
    expect(childSum).toBe(own?.total);
    expect(response.headers.get('cache-control')).toContain('public');
  });

  it('looks categories up by ids for breadcrumbs (storefront.md §2 Breadcrumbs)', async () => {
    const leaf = firstLeaf();
    const ids = [...(leaf.path ?? '').split('|').filter(Boolean).slice(1), leaf.id];
    const response = await server.post<{ elements: Category[]; total: number }>('/category', {
      filter: [{ type: 'equalsAny', field: 'id', value: ids }],
    });
    expect(response.json.elements.map((c) => c.id)).toEqual(ids);
    expect(response.json.elements.at(-1)?.breadcrumb).toHaveLength(ids.length);
  });

  it('lists 24 products per page by default with pager fields and aggregations (storefront.md §2, §9)', async () => {
    const top = main[0] as Category;
    const page1 = await listing(top.id);
    productListingResultSchema.parse(page1);
    expect(page1.limit).toBe(24);
    expect(page1.elements).toHaveLength(24);
    expect(page1.totalPages).toBe(Math.ceil(page1.total / 24));
    expect(page1.aggregations.properties.entities.length).toBeGreaterThan(2);
    expect(page1.aggregations.properties.entities.every((g) => g.filterable)).toBe(true);
    expect(page1.elements.every((p) => p.parentId === null)).toBe(true);
    const page2 = await listing(top.id, { p: 2 });
    expect(page2.currentPage).toBe(2);
    expect(page2.elements.map((p) => p.id)).not.toContain(page1.elements[0]?.id);
  });

  it('filters on two property groups (AND across groups), a manufacturer and a price range', async () => {
    const top = main[0] as Category;
    const all = await listing(top.id, { limit: 100 });
    // Two options of different groups that occur together on one product.
    const sample = all.elements.find((p) => p.properties.length >= 2) as Product;
    const [a, b] = sample.properties;
    const filtered = await listing(top.id, { properties: `${a?.id}|${b?.id}`, limit: 100 });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const product of filtered.elements) {
      expect(product.propertyIds).toEqual(expect.arrayContaining([a?.id, b?.id]));
    }
    const manufacturerId = sample.manufacturerId as string;
    const byManufacturer = await listing(top.id, { manufacturer: manufacturerId, limit: 100 });
    expect(byManufacturer.elements.every((p) => p.manufacturerId === manufacturerId)).toBe(true);
    const cheap = await listing(top.id, { 'max-price': 1, order: 'price-desc', limit: 100 });
    expect(cheap.elements.every((p) => (p.calculatedPrice?.netPrice ?? 0) <= 1)).toBe(true);
    const prices = cheap.elements.map((p) => p.calculatedPrice?.netPrice ?? 0);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
  });

  it('answers a wrong filter type with 400 naming the field', async () => {
    const response = await server.post<{ errors: Array<{ source: { pointer: string } }> }>(
      `/product-listing/${(main[0] as Category).id}`,
      { limit: 'many' },
    );
    expect(response.status).toBe(400);
    expect(response.json.errors[0]?.source.pointer).toBe('/limit');
  });

  it('gives anonymous visitors no stock amounts, delivery times or article links (storefront.md §6)', async () => {
    const leaf = firstLeaf();
    const anonymous = await listing(leaf.id);
    expect(anonymous.elements.every((p) => p.stock === null && p.deliveryTime === null)).toBe(true);
    const customer = await listing(leaf.id, {}, leadBuyer);
    expect(customer.elements.every((p) => typeof p.stock === 'number' && p.deliveryTime !== null)).toBe(true);
  });

  it('search suggest ranks the exact product number first, then name matches (issue 3 Routes)', async () => {
    const exact = await server.post<ProductListingResult>('/search-suggest', { search: 'R0000012' });
    expect(exact.json.elements[0]?.productNumber).toBe('R0000012');
    const byName = await server.post<ProductListingResult>('/search-suggest', { search: 'sechskant' });
    expect(byName.json.elements.length).toBeGreaterThan(0);
    expect(byName.json.elements.length).toBeLessThanOrEqual(10);
    expect(byName.json.elements.every((p) => p.name.toLowerCase().includes('sechskant'))).toBe(true);
    const prefix = await server.post<ProductListingResult>('/search-suggest', { search: 'r000001' });
    expect(prefix.json.elements.map((p) => p.productNumber)).toEqual(
      [...prefix.json.elements.map((p) => p.productNumber)].sort(),
    );
  });

  it('searches manufacturer number and EAN, and the customer own article numbers only when logged in', async () => {
    const product = (await listing(firstLeaf().id, {}, leadBuyer)).elements[0] as Product;
    const byEan = await server.post<ProductListingResult>('/search-suggest', { search: product.ean });
    expect(byEan.json.elements[0]?.id).toBe(product.id);
    const byManufacturerNumber = await server.post<ProductListingResult>('/search', {
      search: product.manufacturerNumber,
    });
    expect(byManufacturerNumber.json.elements.map((p) => p.id)).toContain(product.id);
    const linked = await server.db.query<{ product_id: string; customer_sku: string }>(
      'SELECT product_id, customer_sku FROM article_link WHERE company_id = $1 ORDER BY customer_sku LIMIT 1',
      [demoIds.company],
    );
    const link = linked.rows[0] as { product_id: string; customer_sku: string };
    const asCustomer = await server.post<ProductListingResult>(
      '/search-suggest',
      { search: link.customer_sku },
      { token: leadBuyer },
    );
    expect(asCustomer.json.elements[0]?.id).toBe(link.product_id);
    expect(asCustomer.json.elements[0]?.articleLink?.customerSku).toBe(link.customer_sku);
    const anonymous = await server.post<ProductListingResult>(
      '/search-suggest',
      { search: link.customer_sku },
      { token: null },
    );
    expect(anonymous.json.elements.map((p) => p.id)).not.toContain(link.product_id);
  });

  it('an empty query runs no search (storefront.md §2 Search)', async () => {
    const response = await server.post<ProductListingResult>('/search', { search: '   ' });
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(0);
  });

  it("search page and listing answer only the product fields of the storefront request's includes, with the same values (issue 10 search page)", async () => {
    const body = { ...listingRequestBody(initialListingState), search: 'schraube' };
    const { includes: _includes, ...withoutIncludes } = body;
    for (const [path, trimmedBody, fullBody] of [
      ['/search', body, withoutIncludes],
      [`/product-listing/${firstLeaf().id}`, listingRequestBody(initialListingState), { p: 1, limit: 24 }],
    ] as const) {
      const trimmed = await server.post<ProductListingResult>(path, trimmedBody, { token: leadBuyer });
      const full = await server.post<ProductListingResult>(path, fullBody, { token: leadBuyer });
      expect(trimmed.status).toBe(200);
      expect(trimmed.json.elements.length).toBeGreaterThan(0);
      expect(trimmed.json.total).toBe(full.json.total);
      expect(trimmed.json.aggregations).toEqual(full.json.aggregations);
      expect(trimmed.json.elements).toEqual(
        full.json.elements.map((product) => ({
          ...Object.fromEntries(listingProductFields.map((field) => [field, product[field]])),
          apiAlias: 'product',
        })),
      );
      expect(JSON.stringify(trimmed.json).length).toBeLessThan(JSON.stringify(full.json).length / 2);
    }
  });

  it('finds a name only when every word occurs in it, also inside a longer word, through the word dictionary; products added later are found (storefront.md §2 Search)', async () => {
    // Rare words (not in the dictionary's search sample) go through the search-word index (migration 0020).
    const names = ['Schraubqqzwinge M8 lang', 'Qqzwingenhalter M8', 'Qqzwinge ohne Gewinde'];
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const id = (await server.db.query<{ id: string }>(`SELECT ${sqlSeedId('product', String(91_000 + index))} AS id`))
        .rows[0]?.id as string;
      ids.push(id);
      await server.db.query(`INSERT INTO product (id, product_number, net_price) VALUES ($1, $2, 10)`, [
        id,
        `QZ${index}`,
      ]);
      await server.db.query(
        `INSERT INTO product_translation (product_id, language_id, name, search_text) VALUES ($1, $2, $3, lower($3))`,
        [id, fixedIds.languages['de-DE'], name],
      );
    }
    const found = async (search: string) =>
      (await server.post<ProductListingResult>('/search', { search, limit: 24 })).json.elements.map((p) => p.id);
    expect(new Set(await found('qqzwinge'))).toEqual(new Set(ids));
    expect(new Set(await found('qqzwinge m8'))).toEqual(new Set([ids[0], ids[1]]));
    expect(await found('zwingenhal')).toEqual([ids[1]]);
    expect(await found('qqzwinge gewinde')).toEqual([ids[2]]);
    // Words next to each other in the name are not one typed word: "zwinge m8" is two words, "zwingem8" none.
    expect(await found('qqzwingem8')).toEqual([]);
    await server.db.query(`UPDATE product_translation SET search_text = 'qqzwinge qqneuwort' WHERE product_id = $1`, [
      ids[2],
    ]);
    expect(await found('neuwort')).toEqual([ids[2]]);
  });

  it('a product deactivated after its term was searched leaves the page and the total at once, with the facets reused (storefront.md §2 Search; session 9)', async () => {
    const names = ['Qqklemme kurz', 'Qqklemme lang', 'Qqklemmenleiste'];
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const id = (await server.db.query<{ id: string }>(`SELECT ${sqlSeedId('product', String(92_000 + index))} AS id`))
        .rows[0]?.id as string;
      ids.push(id);
      await server.db.query(`INSERT INTO product (id, product_number, net_price) VALUES ($1, $2, 10)`, [
        id,
        `QK${index}`,
      ]);
      await server.db.query(
        `INSERT INTO product_translation (product_id, language_id, name, search_text) VALUES ($1, $2, $3, lower($3))`,
        [id, fixedIds.languages['de-DE'], name],
      );
    }
    // The storefront's first page (relevance order, no filter): the second request reuses the first one's facets and
    // reads the candidates without their product rows.
    const page = async (search: string) => {
      const answer = await server.post<ProductListingResult>('/search', {
        ...listingRequestBody(initialListingState),
        search,
      });
      return { ids: answer.json.elements.map((product) => product.id), total: answer.json.total };
    };
    expect(await page('qqklemme')).toEqual({ ids: [ids[0], ids[1], ids[2]], total: 3 });
    expect(await page('qqklemme')).toEqual({ ids: [ids[0], ids[1], ids[2]], total: 3 });
    await server.db.query('UPDATE product SET active = false WHERE id = $1', [ids[1]]);
    expect(await page('qqklemme')).toEqual({ ids: [ids[0], ids[2]], total: 2 });
    // Number hits too (QK1 is inactive: only QK0 and QK2 remain), counted and then with the facets reused.
    expect(await page('qk')).toEqual({ ids: [ids[0], ids[2]], total: 2 });
    expect(await page('qk')).toEqual({ ids: [ids[0], ids[2]], total: 2 });
    // Every translation belongs to a product (migration 0027), so no candidate can lack its product row.
    await expect(
      server.db.query(
        `INSERT INTO product_translation (product_id, language_id, name, search_text) VALUES ($1, $2, 'X', 'x')`,
        ['0000000a-0000-4000-8000-0000000fffff', fixedIds.languages['de-DE']],
      ),
    ).rejects.toThrow();
  });

  it('a product added, renamed or reactivated after its term was searched shows on the reused page at once (storefront.md §2 Search; session 10)', async () => {
    const names = ['Qqhaken kurz', 'Qqhaken lang', 'Qqhaken'];
    const ids: string[] = [];
    for (const index of names.keys()) {
      ids.push(
        (await server.db.query<{ id: string }>(`SELECT ${sqlSeedId('product', String(93_000 + index))} AS id`)).rows[0]
          ?.id as string,
      );
    }
    const add = async (index: number) => {
      await server.db.query(`INSERT INTO product (id, product_number, net_price) VALUES ($1, $2, 10)`, [
        ids[index],
        `QH${index}`,
      ]);
      await server.db.query(
        `INSERT INTO product_translation (product_id, language_id, name, search_text) VALUES ($1, $2, $3, lower($3))`,
        [ids[index], fixedIds.languages['de-DE'], names[index]],
      );
    };
    await add(0);
    await add(1);
    // The storefront's first page: from the second request on, the facets and the ranked name candidates are reused.
    const page = async (search: string, extra: Record<string, unknown> = {}) => {
      const answer = await server.post<ProductListingResult>('/search', {
        ...listingRequestBody(initialListingState),
        ...extra,
        search,
      });
      return { ids: answer.json.elements.map((product) => product.id), total: answer.json.total };
    };
    expect(await page('qqhaken')).toEqual({ ids: [ids[0], ids[1]], total: 2 });
    expect(await page('qqhaken')).toEqual({ ids: [ids[0], ids[1]], total: 2 });
    // Added: the shortest name ranks first.
    await add(2);
    expect(await page('qqhaken')).toEqual({ ids: [ids[2], ids[0], ids[1]], total: 3 });
    // Renamed: no longer found.
    await server.db.query(
      `UPDATE product_translation SET name = 'Qqöse', search_text = 'qqöse' WHERE product_id = $1`,
      [ids[0]],
    );
    expect(await page('qqhaken')).toEqual({ ids: [ids[2], ids[1]], total: 2 });
    // Deactivated and active again; a later page of the same term reads the same candidates.
    await server.db.query('UPDATE product SET active = false WHERE id = $1', [ids[2]]);
    expect(await page('qqhaken')).toEqual({ ids: [ids[1]], total: 1 });
    await server.db.query('UPDATE product SET active = true WHERE id = $1', [ids[2]]);
    expect(await page('qqhaken')).toEqual({ ids: [ids[2], ids[1]], total: 2 });
    expect(await page('qqhaken', { limit: 24, p: 2 })).toEqual({ ids: [], total: 2 });
    // A number hit goes in front of the names, once.
    expect(await page('qh1')).toEqual({ ids: [ids[1]], total: 1 });
    await server.db.query(
      `UPDATE product_translation SET name = 'Qqhaken QH1 neu', search_text = 'qqhaken qh1 neu' WHERE product_id = $1`,
      [ids[2]],
    );
    expect(await page('qh1')).toEqual({ ids: [ids[1], ids[2]], total: 2 });
    expect(await page('qh1')).toEqual({ ids: [ids[1], ids[2]], total: 2 });
  });

  it('product detail lists variants in the configurator; variants table lists the children', async () => {
    const parentId = '0000000a-0000-4000-8000-000000000006';
    const detail = await server.post<{ product: Product; configurator: Array<{ options: unknown[] }> }>(
      `/product/${parentId}`,
      {},
    );
    expect(detail.status).toBe(200);
    expect(detail.json.product.childCount).toBe(3);
    expect(detail.json.configurator.length).toBe(1);
    const variants = await server.post<{ elements: Array<{ product: Product }> }>('/ratchet/variants', {
      parentIds: [parentId],
    });
    expect(variants.json.elements).toHaveLength(3);
    expect(variants.json.elements.every((v) => v.product.parentId === parentId)).toBe(true);
    const missing = await server.post<{ errors: Array<{ code: string }> }>(
      '/product/0000000a-0000-4000-8000-0000000fffff',
      {},
    );
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0]?.code).toBe(errorCodes.productNotFound);
  });

  it('answers cross-selling products of a product', async () => {
    const response = await server.post<Array<{ products: Product[]; crossSelling: { name: string } }>>(
      '/product/0000000a-0000-4000-8000-00000000000a/cross-selling',
    );
    expect(response.status).toBe(200);
    expect(response.json[0]?.products.length).toBe(4);
    expect(response.json[0]?.crossSelling.name).toBe('Passendes Zubehör');
  });

  it('price information: customer-specific price, stock only for customers, no price without ROLE_VIEW_PRICES', async () => {
    const priced = await server.db.query<{ product_number: string; net_price: number; list: number }>(
      `SELECT p.product_number, cp.net_price, p.net_price AS list FROM customer_price cp JOIN product p ON p.id = cp.product_id
        WHERE cp.company_id = $1 LIMIT 1`,
      [demoIds.company],
    );
    const row = priced.rows[0] as { product_number: string; net_price: number; list: number };
    type Info = { articles: Array<{ price: number | null; stock: number | null; minSalesQuantity: number }> };
    const body = { articles: [{ sku: row.product_number }] };
    const anonymous = await server.post<Info>('/ratchet/price-information', body, { token: null });
    expect(anonymous.json.articles[0]?.price).toBe(row.list);
    expect(anonymous.json.articles[0]?.stock).toBeNull();
    const customer = await server.post<Info>('/ratchet/price-information', body, { token: leadBuyer });
    expect(customer.json.articles[0]?.price).toBe(row.net_price);
    expect(customer.json.articles[0]?.stock).toEqual(expect.any(Number));
    const noPrices = await server.post<Info>('/ratchet/price-information', body, { token: viewer });
    expect(noPrices.json.articles[0]?.price).toBeNull();
  });

  it('sells goods by the metre in steps of 0.5 (issue 3 Data)', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM product WHERE unit = 'metre' AND purchase_steps = 0.5",
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('resolves a category path, a product path with a stale slug (redirect) and a content page (storefront.md §2)', async () => {
    const leaf = firstLeaf();
    const category = await server.post('/ratchet/page', { path: leaf.seoUrl });
    const page = resolvePageResponseSchema.parse(category.json);
    expect(page.cmsPage.type).toBe('product_list');
    expect(page.redirect).toBeNull();
    const product = resolvePageResponseSchema.parse(
      (await server.post('/ratchet/page', { path: '/old-name/R0000010' })).json,
    );
    expect(product.cmsPage.type).toBe('product_detail');
    expect(product.redirect?.to).toBe(product.canonicalPathInfo);
    expect(product.canonicalPathInfo).toMatch(/\/R0000010$/);
    const agb = resolvePageResponseSchema.parse((await server.post('/ratchet/page', { path: '/agb' })).json);
    expect(agb.cmsPage.type).toBe('page');
    const missing = await server.post<{ errors: Array<{ code: string }> }>('/ratchet/page', { path: '/no/such/page' });
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0]?.code).toBe(errorCodes.pageNotFound);
  });

  it('finds the SEO URL of the same page in another language (storefront.md §2 Language switcher)', async () => {
    const leaf = firstLeaf();
    const response = await server.post<{ elements: Array<{ languageId: string; seoPathInfo: string }> }>('/seo-url', {
      filter: [
        { type: 'equals', field: 'foreignKey', value: leaf.id },
        { type: 'equals', field: 'languageId', value: fixedIds.languages['nl-NL'] },
      ],
    });
    expect(response.json.elements).toHaveLength(1);
    expect(response.json.elements[0]?.seoPathInfo).toMatch(/^bevestigingstechniek\//);
    // The Dutch path asked in the German context resolves and redirects to the German one.
    const dutch = resolvePageResponseSchema.parse(
      (await server.post('/ratchet/page', { path: `/${response.json.elements[0]?.seoPathInfo}` })).json,
    );
    expect(dutch.redirect?.to).toBe(leaf.seoUrl);
  });

  it('switches language through the context and answers names in it (storefront.md §2)', async () => {
    const token = (await server.get('/context', { token: null })).token as string;
    const update = await server.request('PATCH', '/context', { token, body: { domainId: fixedIds.domains.frBe } });
    expect(update.status).toBe(200);
    const nav = await server.post<Category[]>('/navigation/main-navigation/main-navigation', { depth: 1 }, { token });
    expect(nav.json[0]?.name).toBe('Technique de fixation');
  });

  it('answers domains, shipped feature flags, footer CMS and the blog (storefront.md §2, §3, §6)', async () => {
    const domains = await server.get<Array<{ pathPrefix: string; languageLocaleCode: string }>>('/ratchet/domains');
    expect(domains.json.map((d) => d.pathPrefix)).toEqual(['/de-at', '/nl-be', '/fr-be']);
    const flags = await server.get<Record<string, boolean>>('/ratchet/feature-flags');
    expect(flags.json.orderHistory).toBe(true);
    // Issue 13 ships the invoice history; the fax field stays off.
    expect(flags.json.invoiceHistory).toBe(true);
    expect(flags.json.fax).toBe(false);
    const footer = await server.get<{ cmsPage: { sections: unknown[] } | null }>('/ratchet/cms/footer');
    expect(footer.json.cmsPage?.sections.length).toBeGreaterThan(0);
    const blog = await server.post<{ elements: Array<{ slug: string; tags: Array<{ id: string }> }>; total: number }>(
      '/h1webblog-listing/blog',
      { limit: 3 },
    );
    expect(blog.json.elements).toHaveLength(3);
    const tagId = blog.json.elements[0]?.tags[0]?.id as string;
    const tagged = await server.post<{ elements: Array<{ tags: Array<{ id: string }> }> }>('/h1webblog-listing/blog', {
      filter: [{ type: 'equalsAny', field: 'tagIds', value: [tagId] }],
    });
    expect(tagged.json.elements.every((post) => post.tags.some((t) => t.id === tagId))).toBe(true);
    const detail = await server.get<{ blog: { blog: { slug: string } } }>(
      `/ratchet/blog/${blog.json.elements[0]?.slug}`,
    );
    expect(detail.json.blog.blog.slug).toBe(blog.json.elements[0]?.slug);
  });

  it('serves product media as generated SVG drawings (no external images)', async () => {
    const product = (await listing(firstLeaf().id)).elements[0] as Product;
    const url = product.cover?.media.url as string;
    const response = await fetch(url.replace(/^http:\/\/[^/]+/, server.origin));
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });
});
