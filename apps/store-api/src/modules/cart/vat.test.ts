import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grossFromNet, vatRates } from '@ratchet/store-api-contract';
import type { Cart, Product } from '@ratchet/store-api-contract';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';
import { prepareProduct } from '../../testing/testProducts';

/** Every Austrian and Belgian rate of the contract's table (issue 9 item 4). */
const rates = Object.entries(vatRates).flatMap(([country, byClass]) =>
  Object.entries(byClass).map(([taxClass, rate]) => [country, taxClass, rate] as const),
);

/** 3.50 € net gives 4.24 € gross at 21 % (the server's old grossPrice answered 4.23). */
const expectedGross: Record<number, number> = { 20: 4.2, 13: 3.96, 10: 3.85, 21: 4.24, 12: 3.92, 6: 3.71 };

describe.each(testDatabases)(
  'gross prices at the Austrian and Belgian VAT rates (issue 9 item 4) on %s',
  (database) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 30, demo: false } });
    });
    afterAll(() => server?.close());

    it('the seed carries every rate of the table (storefront.md §1 Austria and Belgium)', async () => {
      const { rows } = await server.db.query<{ tax_rate: number }>('SELECT DISTINCT tax_rate FROM product');
      const seeded = rows.map((row) => Number(row.tax_rate)).sort((a, b) => a - b);
      expect(seeded).toEqual([...new Set(rates.map(([, , rate]) => rate))].sort((a, b) => a - b));
    });

    it.each(rates)(
      '%s %s at %i per cent: 3.50 € net answers the contract’s gross in product and cart',
      async (_c, _t, rate) => {
        const product = await prepareProduct(server.db, 1 + rates.findIndex(([, , r]) => r === rate), {
          netPrice: 3.5,
          stock: 100,
          taxRate: rate,
        });
        const read = await server.post<{ elements: Product[] }>('/product', { ids: [product.id] }, { token: null });
        expect(read.status).toBe(200);
        expect(read.json.elements[0]?.calculatedPrice?.grossPrice).toBe(expectedGross[rate]);
        expect(read.json.elements[0]?.calculatedPrice?.grossPrice).toBe(grossFromNet(3.5, rate));

        const token = (await server.get('/context', { token: null })).token ?? undefined;
        const cart = await server.post<Cart>(
          '/checkout/cart/line-item',
          { items: [{ type: 'product', referencedId: product.id, quantity: 1 }] },
          { token },
        );
        expect(cart.status).toBe(200);
        const line = cart.json.lineItems.find((item) => item.referencedId === product.id);
        const price = line?.price;
        const tax = price?.calculatedTaxes[0];
        expect(tax?.taxRate).toBe(rate);
        expect(Math.round(((price?.totalPrice ?? 0) + (tax?.tax ?? 0)) * 100) / 100).toBe(expectedGross[rate]);
      },
    );
  },
);
