import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailResponseSchema, tierUnitPrice } from '@ratchet/store-api-contract';
import type { Product, ProductDetail } from '@ratchet/store-api-contract';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

describe.each(testDatabases)(
  'product detail content: gallery, tabs, files and tier prices (storefront.md §2 Product detail, §3 Product; issue 10) on %s',
  (database) => {
    let server: TestServer;
    let leadBuyer: string;

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 40 } });
      leadBuyer = await server.contextFor('lead.buyer');
    });
    afterAll(async () => {
      await server?.close();
    });

    const detail = async (productId: string, token?: string) => {
      const response = await server.post<ProductDetail>(`/product/${productId}`, {}, token ? { token } : {});
      expect(response.status).toBe(200);
      return productDetailResponseSchema.parse(response.json);
    };
    const firstParent = async () => {
      const { json } = await server.post<{ elements: Product[] }>('/product', {
        filter: [{ type: 'range', field: 'childCount', parameters: { gt: 0 } }],
        limit: 1,
      });
      const parent = json.elements.find((product) => product.childCount > 0);
      if (parent) return parent;
      const { rows } = await server.db.query<{ id: string }>('SELECT id FROM product WHERE child_count > 0 LIMIT 1');
      if (!rows[0]) throw new Error('no variant parent seeded');
      return (await detail(rows[0].id)).product;
    };

    it('answers content for every tab: applications, instructions, specifications, manufacturer specifications, downloads, documents', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        'SELECT id FROM product WHERE parent_id IS NULL AND child_count = 0 ORDER BY product_number LIMIT 1',
      );
      const { content } = await detail(rows[0]?.id ?? '');
      expect(content.applications).toMatch(/\S/);
      expect(content.instructions).toMatch(/\S/);
      expect(content.specifications.length).toBeGreaterThan(0);
      // The shop's default language is de-DE.
      expect(content.manufacturerSpecifications.map((line) => line.label)).toContain('Hersteller');
      expect(content.downloads.map((file) => file.title)).toContain('Technisches Datenblatt');
      expect(content.documents.map((file) => file.title)).toContain('Konformitätserklärung');
    });

    it('answers the content in the context language (en-GB via the sw-language-id header)', async () => {
      const { rows } = await server.db.query<{ id: string }>("SELECT id FROM language WHERE locale_code = 'en-GB'");
      const { rows: products } = await server.db.query<{ id: string }>('SELECT id FROM product LIMIT 1');
      const response = await server.post<ProductDetail>(
        `/product/${products[0]?.id}`,
        {},
        {
          headers: { 'sw-language-id': rows[0]?.id ?? '' },
        },
      );
      expect(response.json.content.downloads.map((file) => file.title)).toContain('Technical datasheet');
      expect(response.json.content.specifications.map((line) => line.label)).toContain('Material');
    });

    it('gives a variant its parent’s content and the gallery with the cover first, then the family’s other images', async () => {
      const parent = await firstParent();
      const { rows } = await server.db.query<{ id: string }>('SELECT id FROM product WHERE parent_id = $1 LIMIT 1', [
        parent.id,
      ]);
      const { product, content } = await detail(rows[0]?.id ?? '');
      expect(content.downloads).toHaveLength(2);
      expect(product.media.length).toBeGreaterThan(1);
      expect(product.media[0]?.media.id).toBe(product.cover?.media.id);
      expect(product.media.map((entry) => entry.position)).toEqual(product.media.map((_, index) => index));
      expect(new Set(product.media.map((entry) => entry.media.id)).size).toBe(product.media.length);
      for (const entry of product.media) expect(entry.media.thumbnails.length).toBeGreaterThan(0);
    });

    it('serves a download as a PDF under its URL and answers 404 for a wrong name', async () => {
      const { rows } = await server.db.query<{ id: string }>('SELECT id FROM product LIMIT 1');
      const file = (await detail(rows[0]?.id ?? '')).content.downloads[0];
      if (!file) throw new Error('no download');
      const response = await fetch(file.url.replace(/^https?:\/\/[^/]+/, server.origin));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect((await response.text()).startsWith('%PDF-1.4')).toBe(true);
      const wrong = await fetch(`${server.origin}/files/${file.id}/other.pdf`);
      expect(wrong.status).toBe(404);
    });

    it('answers tier prices as calculatedPrices by starting quantity, each cheaper than the one before (customers)', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        'SELECT id FROM product WHERE price_tiers IS NOT NULL AND parent_id IS NULL ORDER BY product_number LIMIT 1',
      );
      const { product } = await detail(rows[0]?.id ?? '', leadBuyer);
      const prices = product.calculatedPrices;
      expect(prices.length).toBe(4);
      expect(prices[0]?.quantity).toBe(product.minPurchase);
      expect(prices[0]?.unitPrice).toBe(product.calculatedPrice?.unitPrice);
      for (let index = 1; index < prices.length; index += 1) {
        expect(prices[index]?.quantity).toBeGreaterThan(prices[index - 1]?.quantity ?? 0);
        expect(prices[index]?.unitPrice).toBeLessThan(prices[index - 1]?.unitPrice ?? 0);
      }
      // The answer read back as tier rows charges the third tier's price from its starting quantity on.
      const rowsOfAnswer = prices.map((price) => ({ from: price.quantity, to: null, unitPrice: price.unitPrice }));
      expect(tierUnitPrice(rowsOfAnswer, prices[2]?.quantity ?? 0)).toBe(prices[2]?.unitPrice);
    });

    it('charges a cart line the tier price its quantity falls in, as the detail shows it (issue 10 tier prices)', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        `SELECT id FROM product WHERE price_tiers IS NOT NULL AND parent_id IS NULL AND child_count = 0
            AND NOT is_closeout ORDER BY product_number LIMIT 1`,
      );
      const { product } = await detail(rows[0]?.id ?? '', leadBuyer);
      const tier = product.calculatedPrices[1];
      if (!tier) throw new Error('no second tier');
      const token = await server.contextFor('lead.buyer');
      await server.request('DELETE', '/checkout/cart', { token });
      const added = await server.post(
        '/checkout/cart/line-item',
        { items: [{ type: 'product', referencedId: product.id, quantity: tier.quantity }] },
        { token },
      );
      expect(added.status).toBe(200);
      const cart = await server.get<{
        lineItems: Array<{ referencedId: string; price: { unitPrice: number } | null }>;
      }>('/checkout/cart', { token });
      const line = cart.json.lineItems.find((entry) => entry.referencedId === product.id);
      expect(line?.price?.unitPrice).toBe(tier.unitPrice);
      expect(tier.unitPrice).toBeLessThan(product.calculatedPrice?.unitPrice ?? 0);
      // Price information for the same quantity answers the same tier price (storefront.md §3 Pricing).
      const information = await server.post<{ articles: Array<{ price: number | null }> }>(
        '/ratchet/price-information',
        { articles: [{ sku: product.productNumber, quantity: tier.quantity }] },
        { token: leadBuyer },
      );
      expect(information.json.articles[0]?.price).toBe(tier.unitPrice);
    });

    it('gives a variant parent its own cross-selling (not its variants)', async () => {
      const parent = await firstParent();
      const response = await server.post<Array<{ products: Product[] }>>(`/product/${parent.id}/cross-selling`);
      expect(response.status).toBe(200);
      const products = response.json.flatMap((element) => element.products);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((product) => product.parentId !== parent.id)).toBe(true);
    });
  },
);
