import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAPIClient } from '@shopware/api-client';
import {
  cartErrorKeys,
  cartSchema,
  errorCodes,
  type Cart,
  type CartProductLineItem,
} from '@ratchet/store-api-contract';
import { demoIds } from '../../seed/demoCustomers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';
import { prepareProduct, type TestProduct } from '../../testing/testProducts';

type ErrorBody = { errors: { status: string; code: string; detail: string; source?: { pointer: string } }[] };
const firstError = (json: unknown) => (json as ErrorBody).errors[0];
/** The product lines of a cart (promotion lines left out). */
const productLines = (cart: Cart) =>
  cart.lineItems.filter((line): line is CartProductLineItem => line.type === 'product');

describe.each(testDatabases)('cart routes on %s', (database) => {
  let server: TestServer;
  let bolt: TestProduct; // 12.50 €, min 2, step 2, max 20, stock 100
  let cable: TestProduct; // by the metre: 3.20 €, min 1, step 0.5, 10 % VAT
  let closeout: TestProduct; // closeout with stock 3
  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 30 } });
    bolt = await prepareProduct(server.db, 0, {
      netPrice: 12.5,
      stock: 100,
      minPurchase: 2,
      purchaseSteps: 2,
      maxPurchase: 20,
    });
    cable = await prepareProduct(server.db, 1, { netPrice: 3.2, stock: 50, purchaseSteps: 0.5, taxRate: 10 });
    closeout = await prepareProduct(server.db, 2, { netPrice: 40, stock: 3, isCloseout: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const anonymousToken = async () => (await server.get('/context', { token: null })).token;

  it('adds one item by id and one by sku in one call, quantities add up (storefront.md §7 add several items)', async () => {
    const token = await anonymousToken();
    const first = await server.post<Cart>(
      '/checkout/cart/line-item',
      {
        items: [
          { type: 'product', referencedId: bolt.id, quantity: 2 },
          { sku: cable.productNumber, quantity: 1.5 },
        ],
      },
      { token },
    );
    expect(first.status).toBe(200);
    const again = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: bolt.id, quantity: 2 }] },
      { token },
    );
    const cart = cartSchema.parse(again.json);
    expect(cart.lineItems.map((line) => [line.referencedId, line.quantity])).toEqual([
      [bolt.id, 4],
      [cable.id, 1.5],
    ]);
    // anonymous: prices yes, stock amounts no (storefront.md §6)
    expect(cart.lineItems[0]?.price?.totalPrice).toBe(50);
    expect(productLines(cart)[0]?.deliveryInformation.stock).toBeNull();
    expect(cart.price?.positionPrice).toBe(54.8);
    const read = await server.get<Cart>('/checkout/cart', { token });
    expect(read.json.lineItems).toHaveLength(2);
  });

  it('refuses quantities off the step grid, below the minimum or above the maximum with CHECKOUT__INVALID_QUANTITY (storefront.md §5)', async () => {
    const token = await anonymousToken();
    for (const quantity of [3, 1, 22]) {
      const response = await server.post(
        '/checkout/cart/line-item',
        { items: [{ referencedId: bolt.id, quantity }] },
        { token },
      );
      expect(response.status).toBe(400);
      expect(firstError(response.json)?.code).toBe(errorCodes.invalidQuantity);
      expect(firstError(response.json)?.source?.pointer).toBe('/items/0/quantity');
    }
    const wrongType = await server.post(
      '/checkout/cart/line-item',
      { items: [{ referencedId: bolt.id, quantity: 'two' }] },
      { token },
    );
    expect(wrongType.status).toBe(400);
    expect(firstError(wrongType.json)?.code).toBe(errorCodes.validation);
    expect((await server.get<Cart>('/checkout/cart', { token })).json.lineItems).toEqual([]);
  });

  it('answers product not found and adds nothing of a partly invalid multi-add (storefront.md §8 add-to-cart errors)', async () => {
    const token = await anonymousToken();
    const response = await server.post(
      '/checkout/cart/line-item',
      {
        items: [
          { referencedId: bolt.id, quantity: 2 },
          { sku: 'NO-SUCH-SKU', quantity: 1 },
        ],
      },
      { token },
    );
    expect(response.status).toBe(404);
    expect(firstError(response.json)?.code).toBe(errorCodes.productNotFound);
    expect((await server.get<Cart>('/checkout/cart', { token })).json.lineItems).toEqual([]);
    const unknownId = await server.post(
      '/checkout/cart/line-item',
      { items: [{ referencedId: '0a000000-0000-4000-8000-ffffffffffff', quantity: 1 }] },
      { token },
    );
    expect(firstError(unknownId.json)?.code).toBe(errorCodes.productNotFound);
  });

  it('never puts a closeout product beyond its stock into the cart: CHECKOUT__PRODUCT_OUT_OF_STOCK (issue 3)', async () => {
    const token = await anonymousToken();
    const ok = await server.post(
      '/checkout/cart/line-item',
      { items: [{ referencedId: closeout.id, quantity: 3 }] },
      { token },
    );
    expect(ok.status).toBe(200);
    const more = await server.post(
      '/checkout/cart/line-item',
      { items: [{ referencedId: closeout.id, quantity: 1 }] },
      { token },
    );
    expect(more.status).toBe(400);
    expect(firstError(more.json)?.code).toBe(errorCodes.outOfStock);
  });

  it('changes quantities and remarks, removes a line below the minimum, deletes lines and empties the cart (storefront.md §5, §7)', async () => {
    const token = await anonymousToken();
    await server.post(
      '/checkout/cart/line-item',
      {
        items: [
          { referencedId: bolt.id, quantity: 2 },
          { referencedId: cable.id, quantity: 1 },
        ],
      },
      { token },
    );
    const changed = await server.request<Cart>('PATCH', '/checkout/cart/line-item', {
      token,
      body: { items: [{ id: bolt.id, quantity: 6, payload: { customFields: { order_detail_text: 'Halle 3' } } }] },
    });
    expect(changed.status).toBe(200);
    const line = productLines(changed.json).find((entry) => entry.id === bolt.id);
    expect(line?.quantity).toBe(6);
    expect(line?.payload.customFields.order_detail_text).toBe('Halle 3');
    const offStep = await server.request('PATCH', '/checkout/cart/line-item', {
      token,
      body: { items: [{ id: bolt.id, quantity: 7 }] },
    });
    expect(firstError(offStep.json)?.code).toBe(errorCodes.invalidQuantity);
    const belowMin = await server.request<Cart>('PATCH', '/checkout/cart/line-item', {
      token,
      body: { items: [{ id: bolt.id, quantity: 1 }] },
    });
    expect(belowMin.json.lineItems.map((entry) => entry.id)).toEqual([cable.id]);
    const missing = await server.post('/checkout/cart/line-item/delete', { ids: ['nope'] }, { token });
    expect(missing.status).toBe(404);
    expect(firstError(missing.json)?.code).toBe(errorCodes.lineItemNotFound);
    const removed = await server.post<Cart>('/checkout/cart/line-item/delete', { ids: [cable.id] }, { token });
    expect(removed.json.lineItems).toEqual([]);
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: cable.id, quantity: 2 }] }, { token });
    const emptied = await server.request<Cart>('DELETE', '/checkout/cart', { token });
    expect(emptied.status).toBe(200);
    expect(emptied.json.lineItems).toEqual([]);
  });

  it('merges the anonymous cart into the customer cart on login (issue 3)', async () => {
    const token = await anonymousToken();
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: cable.id, quantity: 2.5 }] }, { token });
    const login = await server.post('/account/login', { username: 'approver', password: 'ratchet-demo' }, { token });
    expect(login.status).toBe(200);
    const cart = await server.get<Cart>('/checkout/cart', { token: login.token });
    expect(cart.json.lineItems.map((line) => [line.referencedId, line.quantity])).toEqual([[cable.id, 2.5]]);
    // logged in: stock amounts and delivery times (storefront.md §6)
    expect(productLines(cart.json)[0]?.deliveryInformation.stock).toBe(50);
    expect((await server.get<Cart>('/checkout/cart', { token })).json.lineItems).toEqual([]);
    await server.request('DELETE', '/checkout/cart', { token: login.token });
  });

  it('charges shipping below the free-shipping limit and a surcharge below the minimum order value (account-area.md §9)', async () => {
    const token = await server.login('lead.buyer');
    const small = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: bolt.id, quantity: 2 }] },
      { token },
    );
    const cart = cartSchema.parse(small.json);
    expect(cart.deliveries[0]?.shippingCosts?.totalPrice).toBe(9.9);
    expect(cart.extensions.minimumCartValue).toEqual({ minimumValue: 150, additionalCost: 15, reached: false });
    expect(Object.keys(cart.errors)).toContain(cartErrorKeys.underMinimumValue);
    // 25 + 9.90 + 15 = 49.90 net, 20 % VAT
    expect(cart.price).toMatchObject({ positionPrice: 25, netPrice: 49.9, totalPrice: 59.88 });
    const big = await server.request<Cart>('PATCH', '/checkout/cart/line-item', {
      token,
      body: { items: [{ id: bolt.id, quantity: 20 }] },
    });
    expect(big.json.deliveries[0]?.shippingCosts?.totalPrice).toBe(0);
    expect(big.json.errors).toEqual({});
    await server.request('DELETE', '/checkout/cart', { token });
  });

  it('restricts payment methods when the credit limit is reached: underCreditLimit, payment-method-blocked (storefront.md §8)', async () => {
    const token = await server.login('nord.lead.buyer');
    const response = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: bolt.id, quantity: 20 }] },
      { token },
    );
    const cart = cartSchema.parse(response.json);
    expect(cart.extensions.allowedPaymentMethods).toEqual(['prepayment', 'credit_card']);
    expect(Object.keys(cart.errors)).toEqual([cartErrorKeys.underCreditLimit, cartErrorKeys.paymentMethodBlocked]);
    await server.request('DELETE', '/checkout/cart', { token });
  });

  it('withholds prices from a customer without ROLE_VIEW_PRICES (issue 3 viewer)', async () => {
    const token = await server.login('viewer');
    const response = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: cable.id, quantity: 1 }] },
      { token },
    );
    const cart = cartSchema.parse(response.json);
    expect(cart.price).toBeNull();
    expect(cart.lineItems[0]?.price).toBeNull();
    expect(JSON.stringify(cart)).not.toContain('3.2');
  });

  it('uses the customer price of the company instead of the list price (issue 3)', async () => {
    await server.db.query('INSERT INTO customer_price (company_id, product_id, net_price) VALUES ($1, $2, 2.5)', [
      demoIds.company,
      cable.id,
    ]);
    const token = await server.login('lead.buyer');
    const cart = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: cable.id, quantity: 2 }] },
      { token },
    );
    expect(cart.json.lineItems[0]?.price?.unitPrice).toBe(2.5);
    const other = await server.login('nord.buyer');
    const otherCart = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: cable.id, quantity: 2 }] },
      { token: other },
    );
    expect(otherCart.json.lineItems[0]?.price?.unitPrice).toBe(3.2);
    await server.db.query('DELETE FROM customer_price WHERE product_id = $1', [cable.id]);
    await server.request('DELETE', '/checkout/cart', { token });
    await server.request('DELETE', '/checkout/cart', { token: other });
  });

  it('works with @shopware/api-client: readCart and addLineItem (issue 3)', async () => {
    const client = createAPIClient({ baseURL: server.baseURL, accessToken: server.accessKey });
    await client.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ type: 'product', referencedId: cable.id, quantity: 3 }] } as never,
    });
    const { data } = await client.invoke('readCart get /checkout/cart', {});
    expect((data as unknown as Cart).lineItems.map((line) => line.quantity)).toEqual([3]);
  });
});
