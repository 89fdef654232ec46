import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@ratchet/store-api-contract';
import type { StoreApiErrorResponse } from '@ratchet/store-api-contract';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

/** The first error's code and pointer of an answer. */
function firstError(json: unknown): { code?: string; pointer?: string } {
  const error = (json as StoreApiErrorResponse | null)?.errors?.[0];
  return { code: error?.code, pointer: error?.source?.pointer };
}

describe.each(testDatabases)('NUL characters in requests (issue 3 Protocol) on %s', (database) => {
  let server: TestServer;
  let productId: string;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 40, demo: true } });
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id FROM product WHERE parent_id IS NULL AND active ORDER BY product_number LIMIT 1',
    );
    productId = rows[0]?.id ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a NUL in the search term with 400 naming the field, not 500 (storefront.md §2 Search)', async () => {
    const search = await server.post('/search', { search: 'schr\u0000aube' });
    expect(search.status).toBe(400);
    expect(firstError(search.json)).toEqual({ code: errorCodes.validation, pointer: '/search' });
    const suggest = await server.post('/search-suggest', { search: '\u0000' });
    expect(suggest.status).toBe(400);
    expect(firstError(suggest.json)).toEqual({ code: errorCodes.validation, pointer: '/search' });
    const clean = await server.post('/search', { search: 'schraube' });
    expect(clean.status).toBe(200);
  });

  it('answers a NUL in the login name or password with 400, not 500 (storefront.md §5 Validation rules)', async () => {
    const login = await server.post('/account/login', { username: 'lead.buyer\u0000', password: 'x' }, { token: null });
    expect(login.status).toBe(400);
    expect(firstError(login.json)).toEqual({ code: errorCodes.validation, pointer: '/username' });
    const password = await server.post('/account/login', { username: 'buyer', password: '\u0000' }, { token: null });
    expect(firstError(password.json).pointer).toBe('/password');
  });

  it('answers a NUL in a cart line remark with 400 pointing at the remark and keeps the cart unchanged (storefront.md §5 Validation rules)', async () => {
    const added = await server.post<{ lineItems: Array<{ id: string }> }>('/checkout/cart/line-item', {
      items: [{ referencedId: productId, quantity: 1 }],
    });
    expect(added.status).toBe(200);
    const lineId = added.json.lineItems[0]?.id ?? '';
    const remark = await server.request('PATCH', '/checkout/cart/line-item', {
      body: { items: [{ id: lineId, quantity: 1, payload: { customFields: { order_detail_text: 'Halle\u00003' } } }] },
    });
    expect(remark.status).toBe(400);
    expect(firstError(remark.json)).toEqual({
      code: errorCodes.validation,
      pointer: '/items/0/payload/customFields/order_detail_text',
    });
    const cart = await server.get<{
      lineItems: Array<{ id: string; payload: { customFields: Record<string, unknown> } }>;
    }>('/checkout/cart');
    expect(cart.json.lineItems.find((line) => line.id === lineId)?.payload.customFields.order_detail_text).not.toBe(
      'Halle\u00003',
    );
  });

  it('answers a NUL in a path parameter or a body key with 400 and its pointer (issue 3 Protocol)', async () => {
    const path = await server.post(`/product/abc%00def`, {});
    expect(path.status).toBe(400);
    expect(firstError(path.json)).toEqual({ code: errorCodes.validation, pointer: '/path/productId' });
    const key = await server.post('/search', { ['sea\u0000rch']: 'm8' });
    expect(key.status).toBe(400);
    expect(firstError(key.json).pointer).toBe('/sea\u0000rch');
  });
});
