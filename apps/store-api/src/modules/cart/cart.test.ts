import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAPIClient } from '@shopware/api-client';
import {
  cartErrorKeys,
  cartSchema,
  errorCodes,
  isoDateInTimeZone,
  isWeekend,
  pickupLocationCodes,
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
    // the remark is kept on the server: a new read (a reload) shows it; a remark alone leaves the quantity (issue 10)
    const remarkOnly = await server.request<Cart>('PATCH', '/checkout/cart/line-item', {
      token,
      body: { items: [{ id: cable.id, payload: { customFields: { order_detail_text: 'Regal 7, Fach 2' } } }] },
    });
    expect(remarkOnly.status).toBe(200);
    const reloaded = await server.get<Cart>('/checkout/cart', { token });
    expect(
      productLines(reloaded.json).map((entry) => [
        entry.id,
        entry.quantity,
        entry.payload.customFields.order_detail_text,
      ]),
    ).toEqual([
      [bolt.id, 6, 'Halle 3'],
      [cable.id, productLines(changed.json).find((entry) => entry.id === cable.id)?.quantity, 'Regal 7, Fach 2'],
    ]);
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

  it('applies a promotion code as a promotion line, splits the discount per VAT rate and removes it by its id (storefront.md §3 Cart, issue 10)', async () => {
    const drill = await prepareProduct(server.db, 10, { netPrice: 100, stock: 50 }); // 20 % VAT
    const tape = await prepareProduct(server.db, 11, { netPrice: 50, stock: 50, taxRate: 10 });
    const token = await server.login('approver');
    await server.post(
      '/checkout/cart/line-item',
      {
        items: [
          { referencedId: drill.id, quantity: 2 },
          { referencedId: tape.id, quantity: 1 },
        ],
      },
      { token },
    );
    const unknown = await server.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'promotion', referencedId: 'NOPE' }] },
      { token },
    );
    expect([unknown.status, firstError(unknown.json)?.code]).toEqual([404, errorCodes.promotionNotFound]);
    const expired = await server.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'promotion', referencedId: 'HERBST2025' }] },
      { token },
    );
    expect(firstError(expired.json)?.code).toBe(errorCodes.promotionNotFound);

    const added = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ type: 'promotion', referencedId: 'ratchet10' }] },
      { token },
    );
    expect(added.status).toBe(200);
    const cart = cartSchema.parse(added.json);
    const promotion = cart.lineItems.find((line) => line.type === 'promotion');
    expect(promotion).toMatchObject({
      referencedId: 'RATCHET10',
      label: 'Aktion 10 %',
      payload: { discountType: 'percentage', value: 10 },
    });
    // goods 200 (20 %) + 50 (10 %) = 250; 10 % off = −25, split −20 at 20 % and −5 at 10 %
    expect(promotion?.price?.totalPrice).toBe(-25);
    expect(promotion?.price?.calculatedTaxes.map((tax) => [tax.taxRate, tax.price, tax.tax])).toEqual([
      [10, -5, -0.5],
      [20, -20, -4],
    ]);
    // 225 net goods after the discount: below the free-shipping limit of 250 → 9.90 shipping, 25 missing
    expect(cart.extensions.totals).toMatchObject({
      goodsNet: 250,
      discountNet: -25,
      shippingNet: 9.9,
      additionalCostNet: 0,
      net: 234.9,
    });
    expect(cart.extensions.shipping).toEqual({ limitForFreeShipping: 250, missingForFreeShipping: 25 });
    // VAT per rate: 10 % on 45 = 4.50; 20 % on 180 + 9.90 shipping = 37.98; gross 234.90 + 42.48
    expect(cart.extensions.totals?.taxes.map((tax) => [tax.taxRate, tax.price, tax.tax])).toEqual([
      [10, 45, 4.5],
      [20, 189.9, 37.98],
    ]);
    expect(cart.extensions.totals?.gross).toBe(277.38);
    expect(cart.price?.totalPrice).toBe(277.38);
    // the same code twice stays one line; it survives a reload
    await server.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'promotion', referencedId: 'RATCHET10' }] },
      { token },
    );
    const reread = await server.get<Cart>('/checkout/cart', { token });
    expect(reread.json.lineItems.filter((line) => line.type === 'promotion')).toHaveLength(1);

    const removed = await server.post<Cart>('/checkout/cart/line-item/delete', { ids: [promotion?.id] }, { token });
    expect(removed.json.lineItems.map((line) => line.type)).toEqual(['product', 'product']);
    expect(removed.json.extensions.totals).toMatchObject({ goodsNet: 250, discountNet: 0, shippingNet: 0 });
    await server.request('DELETE', '/checkout/cart', { token });
  });

  it('shows the minimum order value with its additional cost, delivery dates per line and the eco notice (storefront.md §3 Cart, §8 underMinimumValue)', async () => {
    const wrench = await prepareProduct(server.db, 12, { netPrice: 20, stock: 1 });
    await server.db.query(
      'UPDATE product SET eco_fee = 0.5, delivery_time_min = 2, delivery_time_max = 4, delivery_time_unit = $2, restock_time_days = 10 WHERE id = $1',
      [wrench.id, 'day'],
    );
    const anonymous = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: wrench.id, quantity: 2 }] },
      { token: null },
    );
    expect(productLines(anonymous.json)[0]?.deliveryInformation).toMatchObject({ deliveryDate: null, inStock: null });
    expect(productLines(anonymous.json)[0]?.ecoNotice?.amount).toBe(0.5);

    const token = await server.login('approver');
    const cart = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: wrench.id, quantity: 2 }] },
      { token },
    );
    const line = productLines(cart.json)[0];
    // 2 of stock 1: not in stock, so the restock time (10 days) adds to the delivery time; never on a weekend
    expect(line?.deliveryInformation.inStock).toBe(false);
    const today = isoDateInTimeZone(new Date());
    const days = (date: string) => Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
    expect(days(line?.deliveryInformation.deliveryDate?.earliest ?? today)).toBeGreaterThanOrEqual(12);
    expect(days(line?.deliveryInformation.deliveryDate?.latest ?? today)).toBeGreaterThanOrEqual(14);
    for (const date of Object.values(line?.deliveryInformation.deliveryDate ?? {})) expect(isWeekend(date)).toBe(false);
    expect(cart.json.deliveries[0]?.deliveryDate).toEqual(line?.deliveryInformation.deliveryDate);
    expect(line?.ecoNotice).toMatchObject({ amount: 0.5 });
    // the product's cover as the catalogue answers media (storefront.md §3 Cart line image)
    const { rows: covers } = await server.db.query<{ cover_media_id: string | null }>(
      'SELECT cover_media_id FROM product WHERE id = $1',
      [wrench.id],
    );
    expect(line?.cover?.id ?? null).toBe(covers[0]?.cover_media_id ?? null);
    expect(line?.cover?.thumbnails.length ?? 0).toBe(covers[0]?.cover_media_id ? 4 : 0);
    // the company's own article number for the product (account-area.md §3 article link), none for visitors
    await server.db.query(
      `INSERT INTO article_link (company_id, product_id, customer_sku) VALUES ($1, $2, 'HM-WRENCH-20')
       ON CONFLICT (company_id, product_id) DO UPDATE SET customer_sku = excluded.customer_sku`,
      [demoIds.company, wrench.id],
    );
    const withLink = await server.get<Cart>('/checkout/cart', { token });
    expect(productLines(withLink.json)[0]?.articleLink).toEqual({ customerSku: 'HM-WRENCH-20' });
    expect(productLines(anonymous.json)[0]?.articleLink).toBeNull();
    // 40 € goods < 150 € minimum: 15 € additional cost and the underMinimumValue warning with its amounts
    expect(cart.json.extensions.minimumCartValue).toEqual({ minimumValue: 150, additionalCost: 15, reached: false });
    expect(cart.json.extensions.totals).toMatchObject({
      goodsNet: 40,
      shippingNet: 9.9,
      additionalCostNet: 15,
      net: 64.9,
    });
    expect(cart.json.errors[cartErrorKeys.underMinimumValue]?.parameters).toEqual({
      minimumValue: 150,
      additionalCost: 15,
    });
    await server.request('DELETE', '/checkout/cart', { token });
  });

  it('gives a customer without ROLE_VIEW_PRICES no amount anywhere: lines, promotions, totals, methods, error parameters (storefront.md §6, §8; demo user viewer)', async () => {
    const saw = await prepareProduct(server.db, 13, { netPrice: 30, stock: 5 });
    await server.db.query('UPDATE product SET eco_fee = 0.5 WHERE id = $1', [saw.id]);
    const token = await server.login('viewer');
    await server.request('DELETE', '/checkout/cart', { token });
    await server.post(
      '/checkout/cart/line-item',
      {
        items: [
          { referencedId: saw.id, quantity: 1 },
          { type: 'promotion', referencedId: 'WERKSTATT25' },
        ],
      },
      { token },
    );
    const { json: cart } = await server.get<Cart>('/checkout/cart', { token });
    cartSchema.parse(cart);
    expect(cart.errors[cartErrorKeys.underMinimumValue]?.parameters).toEqual({});
    expect(cart.price).toBeNull();
    expect(cart.extensions).toMatchObject({
      totals: null,
      shipping: null,
      minimumCartValue: null,
      orderFlowBudget: null,
    });
    expect(cart.lineItems.map((line) => line.price)).toEqual([null, null]);
    expect(cart.lineItems.find((line) => line.type === 'promotion')?.payload).toMatchObject({ value: null });
    expect(productLines(cart)[0]?.ecoNotice?.amount).toBeNull();
    expect(cart.deliveries[0]?.shippingCosts).toBeNull();
    const methods = await server.post<{ elements: { price: number | null; freeFrom: number | null }[] }>(
      '/shipping-method',
      {},
      { token },
    );
    expect(methods.json.elements.map((method) => [method.price, method.freeFrom])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    // every amount-bearing field of the whole answer is null, wherever it sits
    const amountFields = new Set([
      'price',
      'amount',
      'shippingCosts',
      'totals',
      'minimumCartValue',
      'shipping',
      'value',
    ]);
    const leaks: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (node === null || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (amountFields.has(key) && child !== null) leaks.push(`${path}/${key}`);
        else walk(child, `${path}/${key}`);
      }
    };
    walk(cart, '');
    expect(leaks).toEqual([]);
    await server.request('DELETE', '/checkout/cart', { token });
  });

  it('sets shipping and payment method with updateContext and lists the methods with branches and availability (storefront.md §6 flags, §8; account-area.md §3)', async () => {
    const clamp = await prepareProduct(server.db, 14, { netPrice: 40, stock: 1 });
    const token = await server.login('nord.lead.buyer');
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: clamp.id, quantity: 2 }] }, { token });
    const shipping = await server.post<{
      elements: {
        id: string;
        shippingOption: string;
        available: boolean;
        price: number | null;
        freeFrom: number | null;
        pickupLocations: { code: string }[];
      }[];
    }>('/shipping-method', {}, { token });
    expect(
      shipping.json.elements.map((method) => [
        method.id,
        method.shippingOption,
        method.available,
        method.price,
        method.freeFrom,
      ]),
    ).toEqual([
      ['standard', 'delivery', true, 9.9, 250],
      ['express', 'delivery', false, 24.9, null], // 2 of stock 1: express is not available
      ['pickup', 'pickup', true, 0, null],
    ]);
    expect(shipping.json.elements[2]?.pickupLocations.map((entry) => entry.code)).toEqual([...pickupLocationCodes]);
    // Nord: credit limit 2,000 with 1,900 open: only prepayment and credit card remain
    const payment = await server.post<{ elements: { id: string; available: boolean; name: string }[] }>(
      '/payment-method',
      { onlyAvailable: true },
      { token },
    );
    expect(payment.json.elements.map((method) => method.id)).toEqual(['prepayment', 'credit_card']);

    const changed = await server.request('PATCH', '/context', {
      token,
      body: { shippingMethodId: 'express', paymentMethodId: 'invoice' },
    });
    expect(changed.status).toBe(200);
    const { json: cart } = await server.get<Cart>('/checkout/cart', { token });
    expect(cart.deliveries[0]?.shippingMethod.id).toBe('express');
    expect(cart.transactions[0]?.paymentMethodId).toBe('invoice');
    expect(Object.keys(cart.errors).sort()).toEqual(
      [
        cartErrorKeys.paymentMethodBlocked,
        cartErrorKeys.shippingMethodBlocked,
        cartErrorKeys.underCreditLimit,
        cartErrorKeys.underMinimumValue,
      ].sort(),
    );
    await server.request('PATCH', '/context', {
      token,
      body: { shippingMethodId: 'pickup', paymentMethodId: 'prepayment' },
    });
    const { json: pickup } = await server.get<Cart>('/checkout/cart', { token });
    expect(pickup.extensions.totals?.shippingNet).toBe(0);
    expect(Object.values(pickup.errors).some((error) => error.block)).toBe(false);
    const bad = await server.request('PATCH', '/context', { token, body: { shippingMethodId: 'drone' } });
    expect(bad.status).toBe(400);
    await server.request('DELETE', '/checkout/cart', { token });
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
