import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAPIClient } from '@shopware/api-client';
import {
  errorCodes,
  isSelectableDesiredDeliveryDate,
  isWeekend,
  isoDateInTimeZone,
  orderSchema,
  type Order,
} from '@ratchet/store-api-contract';
import { demoOrderIds } from '../../seed/checkoutDemo';
import { demoAddressIds } from '../../seed/companyUsers';
import { demoIds } from '../../seed/demoCustomers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';
import { prepareProduct, type TestProduct } from '../../testing/testProducts';

type ErrorBody = { errors: { status: string; code: string; detail: string; source?: { pointer: string } }[] };
const firstError = (json: unknown) => (json as ErrorBody).errors[0];
type OrderList = { orders: { elements: Order[]; total: number } };

describe.each(testDatabases)('order routes on %s', (database) => {
  let server: TestServer;
  let bolt: TestProduct; // normal product, stock 5: may go to backorder
  let closeout: TestProduct; // closeout, stock 10
  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 30 } });
    bolt = await prepareProduct(server.db, 3, { netPrice: 100, stock: 5 });
    closeout = await prepareProduct(server.db, 4, { netPrice: 20, stock: 10, isCloseout: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const stockOf = async (product: TestProduct) =>
    Number(
      (await server.db.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [product.id])).rows[0]
        ?.stock,
    );

  it('refuses an order without ROLE_PLACE_ORDERS with the spec text, and anonymous with a code (storefront.md §8)', async () => {
    const buyer = await server.login('buyer');
    await server.post(
      '/checkout/cart/line-item',
      { items: [{ referencedId: bolt.id, quantity: 1 }] },
      { token: buyer },
    );
    const refused = await server.post('/checkout/order', {}, { token: buyer });
    expect(refused.status).toBe(403);
    expect(firstError(refused.json)).toMatchObject({
      code: errorCodes.missingPermission,
      detail: 'Missing permission - you may not submit orders!',
    });
    const anonymous = await server.post('/checkout/order', {}, { token: null });
    expect(anonymous.status).toBe(403);
    expect(firstError(anonymous.json)?.code).toBe(errorCodes.customerNotLoggedIn);
    const readAnonymous = await server.post('/order', {}, { token: null });
    expect(firstError(readAnonymous.json)?.code).toBe(errorCodes.customerNotLoggedIn);
  });

  it('refuses an order reference over 30 characters with 400 and leaves stock alone (account-area.md §9)', async () => {
    const token = await server.login('lead.buyer');
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: bolt.id, quantity: 2 }] }, { token });
    const response = await server.post('/checkout/order', { orderReference: 'R'.repeat(31) }, { token });
    expect(response.status).toBe(400);
    expect(firstError(response.json)).toMatchObject({
      code: errorCodes.orderReferenceTooLong,
      source: { pointer: '/orderReference' },
    });
    expect(await stockOf(bolt)).toBe(5);
  });

  it('places the order, decrements stock, flags the backorder line and reads it back (issue 3)', async () => {
    const token = await server.login('lead.buyer');
    // cart from the previous test holds 2 bolts; make it 7 of stock 5 → 2 on backorder, plus 2 closeout
    await server.request('PATCH', '/checkout/cart/line-item', {
      token,
      body: { items: [{ id: bolt.id, quantity: 7, payload: { customFields: { order_detail_text: 'Tor 2' } } }] },
    });
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: closeout.id, quantity: 2 }] }, { token });
    const response = await server.post<Order>(
      '/checkout/order',
      { orderReference: 'PO-4711', customerComment: 'Rampe B' },
      { token },
    );
    expect(response.status).toBe(200);
    const order = orderSchema.parse(response.json);
    expect(order.orderReference).toBe('PO-4711');
    // addresses are copied into the order (storefront.md §3 Order)
    const billing = order.addresses.find((address) => address.id === order.billingAddressId);
    expect(billing).toMatchObject({ city: 'Linz', country: { iso: 'AT' } });
    expect(order.deliveries[0]?.shippingOrderAddressId).toBe(order.billingAddressId);
    const boltLine = order.lineItems.find((line) => line.productId === bolt.id);
    expect(boltLine).toMatchObject({ quantity: 7, backorder: true, backorderQuantity: 2 });
    expect(boltLine?.payload.customFields.order_detail_text).toBe('Tor 2');
    expect(order.lineItems.find((line) => line.productId === closeout.id)).toMatchObject({ backorder: false });
    // 700 + 40 = 740 net positions, free shipping, +20 % VAT
    expect(order.price).toMatchObject({ positionPrice: 740, netPrice: 740, totalPrice: 888 });
    expect(await stockOf(bolt)).toBe(-2);
    expect(await stockOf(closeout)).toBe(8);
    // the cart is empty afterwards
    expect((await server.get<{ lineItems: unknown[] }>('/checkout/cart', { token })).json.lineItems).toEqual([]);
    const read = await server.post<OrderList>('/order', { ids: [order.id] }, { token });
    expect(read.json.orders.elements.map((entry) => entry.orderNumber)).toEqual([order.orderNumber]);
    // an empty cart cannot be ordered
    const empty = await server.post('/checkout/order', {}, { token });
    expect(firstError(empty.json)?.code).toBe(errorCodes.emptyCart);
  });

  it('rolls the whole order back when one line fails: no order, no stock change, cart kept (issue 3 transactions)', async () => {
    const spare = await prepareProduct(server.db, 6, { netPrice: 30, stock: 50 });
    const scarce = await prepareProduct(server.db, 7, { netPrice: 30, stock: 4, isCloseout: true });
    const token = await server.login('approver');
    await server.post(
      '/checkout/cart/line-item',
      {
        items: [
          { referencedId: spare.id, quantity: 5 },
          { referencedId: scarce.id, quantity: 4 },
        ],
      },
      { token },
    );
    // someone else buys the closeout stock meanwhile
    await server.db.query('UPDATE product SET stock = 1 WHERE id = $1', [scarce.id]);
    const ordersBefore = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order')).rows[0]
      ?.n;
    const response = await server.post('/checkout/order', { paymentMethodId: 'prepayment' }, { token });
    expect(response.status).toBe(400);
    expect(firstError(response.json)?.code).toBe(errorCodes.outOfStock);
    expect(await stockOf(spare)).toBe(50);
    expect(await stockOf(scarce)).toBe(1);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order')).rows[0]?.n).toBe(
      ordersBefore,
    );
    const cart = await server.get<{ lineItems: { referencedId: string }[] }>('/checkout/cart', { token });
    expect(cart.json.lineItems.map((line) => line.referencedId)).toEqual([spare.id, scarce.id]);
    await server.request('DELETE', '/checkout/cart', { token });
  });

  it('never shows one company the orders of another (issue 3)', async () => {
    const lead = await server.login('lead.buyer');
    const own = await server.post<OrderList>('/order', {}, { token: lead });
    expect(own.json.orders.total).toBeGreaterThan(0);
    const other = await server.login('nord.lead.buyer');
    const ids = own.json.orders.elements.map((order) => order.id);
    const foreign = await server.post<OrderList>('/order', { ids }, { token: other });
    expect(foreign.json.orders).toMatchObject({ elements: [], total: 0 });
  });

  it('refuses a cart with a blocked payment method and accepts prepayment (storefront.md §8 credit limit)', async () => {
    const token = await server.login('nord.lead.buyer');
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: bolt.id, quantity: 2 }] }, { token });
    const blocked = await server.post('/checkout/order', {}, { token });
    expect(blocked.status).toBe(400);
    expect(firstError(blocked.json)?.code).toBe(errorCodes.cartBlocked);
    const prepaid = await server.post<Order>('/checkout/order', { paymentMethodId: 'prepayment' }, { token });
    expect(prepaid.status).toBe(200);
    expect(prepaid.json.transactions[0]?.paymentMethod.id).toBe('prepayment');
  });

  it('never sells a closeout product beyond its stock under 50 concurrent orders (issue 3 reliability)', async () => {
    const product = await prepareProduct(server.db, 5, { netPrice: 10, stock: 10, isCloseout: true });
    const { token: seedToken } = await server.get('/context', { token: null });
    const { rows: contextRows } = await server.db.query<{ sales_channel_id: string; language_id: string }>(
      'SELECT sales_channel_id, language_id FROM context WHERE token = $1',
      [seedToken],
    );
    const channel = contextRows[0];
    if (!channel) throw new Error('no context row');
    const tokens: string[] = [];
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < 50; i += 1) {
        const customerId = randomUUID();
        const token = randomBytes(24).toString('base64url');
        await tx.query(
          `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
           VALUES ($1, $2, $3, 'x', $4, 'Load', $5)`,
          [customerId, demoIds.company, `load.${i}.${database}`, `load${i}@demo.ratchet.invalid`, `Tester ${i}`],
        );
        await tx.query(
          `INSERT INTO customer_role (customer_id, role_code, enabled)
           VALUES ($1, 'ROLE_PLACE_ORDERS', true), ($1, 'ROLE_VIEW_PRICES', true)`,
          [customerId],
        );
        await tx.query(
          'INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)',
          [token, channel.sales_channel_id, channel.language_id, customerId],
        );
        const cartId = randomUUID();
        await tx.query('INSERT INTO cart (id, customer_id, payment_method) VALUES ($1, $2, $3)', [
          cartId,
          customerId,
          'prepayment',
        ]);
        await tx.query(
          'INSERT INTO cart_line_item (id, cart_id, product_id, quantity, position) VALUES ($1, $2, $3, 1, 1)',
          [product.id, cartId, product.id],
        );
        tokens.push(token);
      }
    });
    const soldQuery = 'SELECT coalesce(sum(quantity), 0) AS sold FROM sales_order_line_item WHERE product_id = $1';
    // The seeded order history (issue 13) holds earlier orders of the product: count what these orders sell.
    const soldBefore = Number((await server.db.query<{ sold: number }>(soldQuery, [product.id])).rows[0]?.sold);
    const responses = await Promise.all(tokens.map((token) => server.post('/checkout/order', {}, { token })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refusals = responses.filter((response) => response.status !== 200);
    expect(refusals.map((response) => firstError(response.json)?.code)).toEqual(Array(40).fill(errorCodes.outOfStock));
    expect(await stockOf(product)).toBe(0);
    const sold = await server.db.query<{ sold: number }>(soldQuery, [product.id]);
    expect(Number(sold.rows[0]?.sold) - soldBefore).toBe(10);
  });

  /** The first day from `from` on (ISO) that passes `accept`. */
  const firstDay = (from: string, accept: (date: string) => boolean) => {
    const day = new Date(`${from}T00:00:00Z`);
    while (!accept(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  };
  const ordersWithKey = async (key: string) =>
    Number(
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sales_order o JOIN order_idempotency_key k ON k.order_id = o.id WHERE k.key = $1`,
          [key],
        )
      ).rows[0]?.n,
    );

  it('places one order for five simultaneous requests with one idempotency key and answers it again on a retry (issue 10 idempotency)', async () => {
    const gauge = await prepareProduct(server.db, 15, { netPrice: 80, stock: 100 });
    const token = await server.login('lead.buyer');
    await server.request('DELETE', '/checkout/cart', { token });
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: gauge.id, quantity: 3 }] }, { token });
    const key = `double-click-${database}-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => server.post<Order>('/checkout/order', { idempotencyKey: key }, { token })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.json.orderNumber)).size).toBe(1);
    expect(await ordersWithKey(key)).toBe(1);
    expect(await stockOf(gauge)).toBe(97);
    // a retried POST (here by the header) after the first finished answers the same order
    const retried = await server.request<Order>('POST', '/checkout/order', {
      token,
      body: {},
      headers: { 'Idempotency-Key': key },
    });
    expect([retried.status, retried.json.id]).toEqual([200, responses[0]?.json.id]);
    expect(await stockOf(gauge)).toBe(97);
  });

  it('places one order from two tabs that send the cart’s idempotency key, and one when no key is sent (issue 10)', async () => {
    const level = await prepareProduct(server.db, 16, { netPrice: 60, stock: 100 });
    const token = await server.login('lead.buyer');
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: level.id, quantity: 4 }] }, { token });
    const { json: cart } = await server.get<{ extensions: { idempotencyKey: string | null } }>('/checkout/cart', {
      token,
    });
    const key = cart.extensions.idempotencyKey;
    expect(key).toEqual(expect.any(String));
    const tabs = await Promise.all([
      server.post<Order>('/checkout/order', { idempotencyKey: key }, { token }),
      server.post<Order>('/checkout/order', { idempotencyKey: key }, { token }),
    ]);
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    expect(tabs[0]?.json.id).toBe(tabs[1]?.json.id);
    expect(await stockOf(level)).toBe(96);
    // no key at all: the cart's id is the key, so two requests still place one order (the second may find the cart gone)
    await server.post('/checkout/cart/line-item', { items: [{ referencedId: level.id, quantity: 1 }] }, { token });
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order')).rows[0]?.n ?? 0;
    const plain = await Promise.all([
      server.post<Order>('/checkout/order', {}, { token }),
      server.post<Order>('/checkout/order', {}, { token }),
    ]);
    const after = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order')).rows[0]?.n ?? 0;
    expect(after - before).toBe(1);
    expect(plain.map((response) => response.status)).toContain(200);
    for (const response of plain.filter((entry) => entry.status !== 200))
      expect(firstError(response.json)?.code).toBe(errorCodes.emptyCart);
    expect(await stockOf(level)).toBe(95);
  });

  it('validates and keeps the checkout data: delivery date rules, pickup branch, file number, one-time address, addresses of the company only (account-area.md §2, §3, §9)', async () => {
    const hammer = await prepareProduct(server.db, 17, { netPrice: 90, stock: 100 });
    const token = await server.login('lead.buyer');
    await server.post(
      '/checkout/cart/line-item',
      {
        items: [
          { referencedId: hammer.id, quantity: 2 },
          { type: 'promotion', referencedId: 'RATCHET10' },
        ],
      },
      { token },
    );
    const today = isoDateInTimeZone(new Date());
    const saturday = firstDay(today, (date) => isWeekend(date) && date > today);
    const goodDay = firstDay(today, (date) => isSelectableDesiredDeliveryDate(date, today));
    for (const desiredDeliveryDate of [today, saturday, '2020-01-06']) {
      const refused = await server.post('/checkout/order', { desiredDeliveryDate }, { token });
      expect([refused.status, firstError(refused.json)?.code, firstError(refused.json)?.source?.pointer]).toEqual([
        400,
        errorCodes.invalidDeliveryDate,
        '/desiredDeliveryDate',
      ]);
    }
    const noBranch = await server.post('/checkout/order', { shippingMethodId: 'pickup' }, { token });
    expect([noBranch.status, firstError(noBranch.json)?.code]).toEqual([400, errorCodes.pickupLocationRequired]);
    const foreignAddress = (
      await server.db.query<{ id: string }>('SELECT id FROM customer_address WHERE customer_id = $1 LIMIT 1', [
        demoIds.customers['nord.lead.buyer'],
      ])
    ).rows[0]?.id;
    const foreign = await server.post('/checkout/order', { billingAddressId: foreignAddress }, { token });
    expect([foreign.status, firstError(foreign.json)?.code]).toEqual([404, errorCodes.addressNotFound]);
    // another company's address-book entry (issue 11 company module) is as unknown
    const foreignBook = await server.post(
      '/checkout/order',
      { shippingAddressId: demoAddressIds.nordzeeGent },
      { token },
    );
    expect([foreignBook.status, firstError(foreignBook.json)?.source?.pointer]).toEqual([404, '/shippingAddressId']);
    expect(await stockOf(hammer)).toBe(100);

    const placed = await server.post<Order>(
      '/checkout/order',
      {
        orderReference: 'PO-2026-118',
        fileNumber: 'AKT-77',
        customerComment: 'Bitte anrufen',
        desiredDeliveryDate: goodDay,
        shippingMethodId: 'pickup',
        pickupLocation: 'IMH_HAS',
        paymentMethodId: 'invoice',
        billingAddressId: demoAddressIds.huberWels,
        shippingAddress: {
          firstName: 'Max',
          lastName: 'Muster',
          company: 'Baustelle Nord',
          street: 'Kaiweg 4',
          zipcode: '3500',
          city: 'Hasselt',
          countryIso: 'BE',
        },
      },
      { token },
    );
    expect(placed.status).toBe(200);
    const order = orderSchema.parse(placed.json);
    expect(order).toMatchObject({
      orderReference: 'PO-2026-118',
      fileNumber: 'AKT-77',
      shippingOption: 'pickup',
      pickupLocation: 'IMH_HAS',
      desiredDeliveryDate: goodDay,
    });
    const shippingAddress = order.addresses.find(
      (address) => address.id === order.deliveries[0]?.shippingOrderAddressId,
    );
    expect(shippingAddress).toMatchObject({ lastName: 'Muster', city: 'Hasselt', country: { iso: 'BE' } });
    expect(order.addresses.find((address) => address.id === order.billingAddressId)).toMatchObject({
      city: 'Wels',
      country: { iso: 'AT' },
    });
    // promotion line and totals: 180 goods − 18 = 162 net, pickup free, 15 € additional cost (below 150? no: 162 ≥ 150)
    expect(order.lineItems.map((line) => [line.type, line.referencedId, line.totalPrice])).toEqual([
      ['product', hammer.id, 180],
      ['promotion', 'RATCHET10', -18],
    ]);
    expect(order.totals).toMatchObject({
      goodsNet: 180,
      discountNet: -18,
      shippingNet: 0,
      additionalCostNet: 0,
      net: 162,
      taxTotal: 32.4,
      gross: 194.4,
    });

    // the success page reads it back by id and by number, and after a reload as well
    const byId = await server.get<Order>(`/ratchet/order/${order.id}`, { token });
    const byNumber = await server.get<Order>(`/ratchet/order/${order.orderNumber}`, { token });
    expect([byId.status, byNumber.status]).toEqual([200, 200]);
    expect(byNumber.json).toEqual(byId.json);
    expect(byId.json.totals).toEqual(order.totals);
    const nord = await server.login('nord.lead.buyer');
    const foreignRead = await server.get(`/ratchet/order/${order.orderNumber}`, { token: nord });
    expect([foreignRead.status, firstError(foreignRead.json)?.code]).toEqual([404, errorCodes.orderNotFound]);

    // the confirmation mail is in the outbox, in the ordering context's language
    const mail = await server.db.query<{ recipient: string; subject: string; body_text: string }>(
      "SELECT recipient, subject, body_text FROM mail_outbox WHERE kind = 'order-confirmation' AND subject LIKE $1",
      [`%${order.orderNumber}%`],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.subject).toBe(`Ihre Bestellung ${order.orderNumber}`);
    expect(mail.rows[0]?.body_text).toContain('PO-2026-118');
    expect(mail.rows[0]?.body_text).toContain('194,40');
  });

  it('shows a colleague’s order company-wide only with ROLE_MANAGE_COMPANY_ORDER_HISTORY, and without ROLE_VIEW_PRICES without any amount (storefront.md §6; demo user viewer)', async () => {
    const token = await server.login('viewer');
    const path = `/ratchet/order/${demoOrderIds['lead.buyer']}`;
    const hidden = await server.get(path, { token });
    expect([hidden.status, firstError(hidden.json)?.code]).toEqual([404, errorCodes.orderNotFound]);
    const grant = (enabled: boolean) =>
      server.db.query(
        `INSERT INTO customer_role (customer_id, role_code, enabled) VALUES ($1, 'ROLE_MANAGE_COMPANY_ORDER_HISTORY', $2)
         ON CONFLICT (customer_id, role_code) DO UPDATE SET enabled = excluded.enabled`,
        [demoIds.customers.viewer, enabled],
      );
    await grant(true);
    try {
      const shown = await server.get<Order>(path, { token });
      expect(shown.status).toBe(200);
      const order = orderSchema.parse(shown.json);
      expect(order).toMatchObject({
        amountTotal: null,
        amountNet: null,
        shippingTotal: null,
        price: null,
        totals: null,
      });
      expect(order.lineItems.map((line) => [line.unitPrice, line.totalPrice])).toEqual([[null, null]]);
      expect(order.deliveries[0]?.shippingCosts).toBeNull();
      expect(order.transactions[0]?.amount).toBeNull();
    } finally {
      await grant(false);
    }
  });

  it('numbers orders one after the other from a sequence (issue 10)', async () => {
    const pliers = await prepareProduct(server.db, 18, { netPrice: 200, stock: 100 });
    const token = await server.login('lead.buyer');
    const numbers: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      await server.post('/checkout/cart/line-item', { items: [{ referencedId: pliers.id, quantity: 1 }] }, { token });
      numbers.push(Number((await server.post<Order>('/checkout/order', {}, { token })).json.orderNumber));
    }
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('works with @shopware/api-client: login, addLineItem, createOrder (issue 3)', async () => {
    const client = createAPIClient({ baseURL: server.baseURL, accessToken: server.accessKey });
    await client.invoke('loginCustomer post /account/login', {
      body: { username: 'approver', password: 'ratchet-demo' } as never,
    });
    await client.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ type: 'product', referencedId: bolt.id, quantity: 1 }] } as never,
    });
    const { data } = await client.invoke('createOrder post /checkout/order', { body: {} as never });
    expect(orderSchema.parse(data).lineItems.map((line) => line.productId)).toEqual([bolt.id]);
  });
});
