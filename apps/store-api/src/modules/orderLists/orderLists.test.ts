import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  errorCodes,
  orderListAmount,
  orderListDetailSchema,
  orderListListResponseSchema,
  type Cart,
  type OrderListDetail,
  type OrderListListResponse,
} from '@ratchet/store-api-contract';
import { demoIds } from '../../seed/demoCustomers';
import { demoLongListItems, demoOrderListIds } from '../../seed/orderListsDemo';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; source?: { pointer?: string } }> };

describe.each(testDatabases)(
  'order lists (issue 13; account-area.md §3 Order list, §6, §7 Order lists) on %s',
  (database) => {
    let server: TestServer;
    let leadBuyer: string;
    let buyer: string;
    let viewer: string;
    let nordLead: string;

    beforeAll(async () => {
      server = await startTestServer({ database });
      leadBuyer = await server.contextFor('lead.buyer');
      buyer = await server.contextFor('buyer');
      viewer = await server.contextFor('viewer');
      nordLead = await server.contextFor('nord.lead.buyer');
    });
    afterAll(() => server?.close());

    const lists = (token: string, query = '') =>
      server.get<OrderListListResponse>(`/ratchet/order/list${query}`, { token });
    const read = (id: string, token = leadBuyer) =>
      server.get<OrderListDetail & ErrorBody>(`/ratchet/order/list/${id}`, { token });
    const patch = (id: string, body: unknown, token = leadBuyer) =>
      server.request<OrderListDetail & ErrorBody>('PATCH', `/ratchet/order/list/${id}`, { token, body });
    const addItems = (id: string, items: unknown, token = leadBuyer) =>
      server.post<OrderListDetail & ErrorBody>(`/ratchet/order/list/${id}/items`, { items }, { token });
    const create = (body: unknown, token = leadBuyer) =>
      server.post<OrderListDetail & ErrorBody>('/ratchet/order/list', body, { token });
    /** A buyable simple product with its quantity rule. */
    const product = async (offset: number) => {
      const { rows } = await server.db.query<{ id: string; min_purchase: string; purchase_steps: string }>(
        `SELECT id, min_purchase, purchase_steps FROM product
        WHERE active AND child_count = 0 AND NOT is_closeout AND max_purchase IS NULL
        ORDER BY product_number OFFSET $1 LIMIT 1`,
        [offset],
      );
      const row = rows[0]!;
      return { id: row.id, min: Number(row.min_purchase), step: Number(row.purchase_steps) };
    };

    it('§3/§6 the company’s company lists and the own private lists, never a colleague’s private one', async () => {
      const lead = orderListListResponseSchema.parse((await lists(leadBuyer)).json);
      const leadIds = lead.orderLists.map((list) => list.id);
      expect(leadIds).toEqual(
        expect.arrayContaining([demoOrderListIds.huberCompany, demoOrderListIds.huberLeadPrivate]),
      );
      expect(leadIds).not.toContain(demoOrderListIds.huberBuyerPrivate);
      expect(leadIds).not.toContain(demoOrderListIds.nordzeeCompany);

      const colleague = orderListListResponseSchema.parse((await lists(buyer)).json).orderLists.map((list) => list.id);
      expect(colleague).toEqual(
        expect.arrayContaining([demoOrderListIds.huberCompany, demoOrderListIds.huberBuyerPrivate]),
      );
      expect(colleague).not.toContain(demoOrderListIds.huberLeadPrivate);

      const nord = orderListListResponseSchema.parse((await lists(nordLead)).json).orderLists.map((list) => list.id);
      expect(nord).toContain(demoOrderListIds.nordzeeCompany);
      expect(nord).not.toContain(demoOrderListIds.huberCompany);
    });

    it('§3 a list line names creator, created date, item count and the exact amount of its items', async () => {
      const answer = orderListListResponseSchema.parse((await lists(leadBuyer, '?search=werkstatt')).json);
      expect(answer.orderLists).toHaveLength(1);
      const summary = answer.orderLists[0]!;
      expect(summary).toMatchObject({
        name: 'Werkstatt Grundausstattung',
        privacy: 'company',
        createdBy: { id: demoIds.customers['lead.buyer'], firstName: 'Lena', lastName: 'Huber' },
        itemCount: demoLongListItems,
        isOwn: true,
      });
      expect(Date.now() - Date.parse(summary.createdAt)).toBeGreaterThan(30 * 86400000);
      const detail = orderListDetailSchema.parse((await read(summary.id)).json);
      expect(detail.items).toHaveLength(demoLongListItems);
      const cents = detail.items.reduce((sum, item) => sum + Math.round(item.totalPrice! * 100), 0);
      expect(summary.amount).toBe(cents / 100);
      expect(detail.amount).toBe(orderListAmount(detail.items));
    });

    it('§3 items carry sku, name, quantity, unit price, ecotax, pack unit, stock, delivery time and article number', async () => {
      const detail = orderListDetailSchema.parse((await read(demoOrderListIds.huberCompany)).json);
      const item = detail.items[0]!;
      expect(item.productNumber).toMatch(/^R\d{7}$/);
      expect(item.name.length).toBeGreaterThan(0);
      expect(item.unitPrice).toBeGreaterThan(0);
      expect(item.totalPrice).toBe(Math.round(item.unitPrice! * item.quantity * 100) / 100);
      expect(['piece', 'metre', 'pack']).toContain(item.packUnit);
      expect(item.deliveryTime.max).toBeGreaterThanOrEqual(item.deliveryTime.min);
      expect(typeof item.stock).toBe('number');
      // The demo company's article numbers (every third of the first products) show on their items.
      expect(detail.items.some((entry) => entry.customerArticleNumber?.startsWith('HM-'))).toBe(true);
      // Eco contributions of the seed (checkout demo) show on the items that have one.
      const { rows } = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM order_list_item i JOIN product p ON p.id = i.product_id
        WHERE i.list_id = $1 AND p.eco_fee > 0`,
        [demoOrderListIds.huberCompany],
      );
      expect(detail.items.filter((entry) => entry.ecotax !== null)).toHaveLength(rows[0]!.n);
    });

    it('§3 the unit price is what the cart charges the company for that quantity (customer price)', async () => {
      const item = orderListDetailSchema.parse((await read(demoOrderListIds.huberCompany)).json).items[1]!;
      await server.db.query(
        `INSERT INTO customer_price (company_id, product_id, net_price) VALUES ($1, $2, 1.23)
       ON CONFLICT (company_id, product_id) DO UPDATE SET net_price = 1.23`,
        [demoIds.company, item.productId],
      );
      const after = orderListDetailSchema.parse((await read(demoOrderListIds.huberCompany)).json);
      const priced = after.items.find((entry) => entry.id === item.id)!;
      const token = await server.contextFor('lead.buyer');
      const cart = await server.post<Cart>(
        '/checkout/cart/line-item',
        { items: [{ type: 'product', referencedId: item.productId, quantity: item.quantity }] },
        { token },
      );
      const line = cartSchema.parse(cart.json).lineItems.find((entry) => entry.referencedId === item.productId)!;
      expect(priced.unitPrice).toBe(line.price?.unitPrice);
      expect(priced.unitPrice).toBeLessThanOrEqual(1.23);
    });

    it('§6 without ROLE_VIEW_PRICES the prices and amounts are withheld, stock and delivery time are not', async () => {
      const summary = orderListListResponseSchema
        .parse((await lists(viewer)).json)
        .orderLists.find((list) => list.id === demoOrderListIds.huberCompany)!;
      expect(summary.amount).toBeNull();
      const detail = orderListDetailSchema.parse((await read(demoOrderListIds.huberCompany, viewer)).json);
      expect(detail.amount).toBeNull();
      expect(
        detail.items.every((item) => item.unitPrice === null && item.totalPrice === null && item.ecotax === null),
      ).toBe(true);
      expect(detail.items.every((item) => typeof item.stock === 'number' && item.deliveryTime.max > 0)).toBe(true);
    });

    it('§6 a colleague’s private list and another company’s list answer 404 on every call', async () => {
      for (const [id, token] of [
        [demoOrderListIds.huberBuyerPrivate, leadBuyer],
        [demoOrderListIds.huberLeadPrivate, buyer],
        [demoOrderListIds.nordzeeCompany, leadBuyer],
        ['not-a-uuid', leadBuyer],
      ] as const) {
        const answers = [
          await read(id, token),
          await patch(id, { name: 'Gekapert' }, token),
          await addItems(id, [{ productId: (await product(0)).id, quantity: (await product(0)).min }], token),
          await server.request<ErrorBody>('DELETE', `/ratchet/order/list/${id}`, { token }),
        ];
        for (const answer of answers) {
          expect([answer.status, answer.json.errors[0]?.code]).toEqual([404, errorCodes.orderListNotFound]);
        }
      }
      const untouched = orderListDetailSchema.parse((await read(demoOrderListIds.huberBuyerPrivate, buyer)).json);
      expect(untouched.name).toBe('Bernds Nachbestellung');
    });

    it('§3 a company list created by one user is seen by a colleague; a private list is not', async () => {
      const shared = await create({ name: '  Baustelle Linz  ', privacy: 'company' }, buyer);
      expect(shared.status).toBe(200);
      expect(shared.json).toMatchObject({ name: 'Baustelle Linz', privacy: 'company', itemCount: 0, amount: 0 });
      const own = await create({ name: 'Nur für mich', privacy: 'user' }, buyer);
      const seen = orderListListResponseSchema.parse((await lists(leadBuyer, '?limit=100')).json).orderLists;
      expect(seen.find((list) => list.id === shared.json.id)).toMatchObject({
        createdBy: { id: demoIds.customers.buyer },
        isOwn: false,
      });
      expect(seen.map((list) => list.id)).not.toContain(own.json.id);
      expect((await read(own.json.id)).status).toBe(404);
    });

    it('§5 quantities follow the product’s rules: adding checks the grid and adds to a product already on the list', async () => {
      const screw = await product(20);
      const created = await create({
        name: 'Mengen',
        privacy: 'user',
        items: [{ productId: screw.id, quantity: screw.min }],
      });
      expect(created.status).toBe(200);
      const offGrid = await addItems(created.json.id, [{ productId: screw.id, quantity: screw.min + screw.step / 2 }]);
      expect(offGrid.status).toBe(400);
      expect(offGrid.json.errors[0]).toMatchObject({
        code: errorCodes.invalidQuantity,
        source: { pointer: '/items/0/quantity' },
      });
      const again = orderListDetailSchema.parse(
        (await addItems(created.json.id, [{ productId: screw.id, quantity: screw.min + screw.step }])).json,
      );
      expect(again.items).toHaveLength(1);
      expect(again.items[0]!.quantity).toBe(Math.round((screw.min * 2 + screw.step) * 100) / 100);

      const unknown = await addItems(created.json.id, [
        { productId: '0191c2d4-0000-7000-8000-00000000dead', quantity: 1 },
      ]);
      expect([unknown.status, unknown.json.errors[0]?.code]).toEqual([400, errorCodes.productNotFound]);

      const itemId = again.items[0]!.id;
      const badChange = await patch(created.json.id, { items: [{ id: itemId, quantity: screw.min + screw.step / 2 }] });
      expect([badChange.status, badChange.json.errors[0]?.source?.pointer]).toEqual([400, '/items/0/quantity']);
      const changed = orderListDetailSchema.parse(
        (await patch(created.json.id, { items: [{ id: itemId, quantity: screw.min + 2 * screw.step }] })).json,
      );
      expect(changed.items[0]!.quantity).toBe(Math.round((screw.min + 2 * screw.step) * 100) / 100);
      expect(changed.amount).toBe(changed.items[0]!.totalPrice);
    });

    it('§7 rename, remove items, privacy by the creator only, delete', async () => {
      const list = orderListDetailSchema.parse(
        (
          await create(
            {
              name: 'Team',
              privacy: 'company',
              items: [
                { productId: (await product(30)).id, quantity: (await product(30)).min },
                { productId: (await product(31)).id, quantity: (await product(31)).min },
              ],
            },
            leadBuyer,
          )
        ).json,
      );
      const renamed = orderListDetailSchema.parse((await patch(list.id, { name: 'Team Wels' }, buyer)).json);
      expect(renamed.name).toBe('Team Wels');
      const hide = await patch(list.id, { privacy: 'user' }, buyer);
      expect([hide.status, hide.json.errors[0]?.code]).toEqual([403, errorCodes.orderListPrivacyCreatorOnly]);
      const removed = orderListDetailSchema.parse(
        (
          await server.request('DELETE', `/ratchet/order/list/${list.id}/items`, {
            token: buyer,
            body: { ids: [list.items[0]!.id] },
          })
        ).json,
      );
      expect(removed.items.map((item) => item.id)).toEqual([list.items[1]!.id]);
      expect(removed.itemCount).toBe(1);
      const made = orderListDetailSchema.parse((await patch(list.id, { privacy: 'user' })).json);
      expect(made.privacy).toBe('user');
      expect((await read(list.id, buyer)).status).toBe(404);
      const deleted = await server.request<{ deleted: string }>('DELETE', `/ratchet/order/list/${list.id}`, {
        token: leadBuyer,
      });
      expect([deleted.status, deleted.json.deleted]).toEqual([200, list.id]);
      expect((await read(list.id)).status).toBe(404);
    });

    it('§3 a name must not be empty; privacy is user or company', async () => {
      const empty = await create({ name: '   ', privacy: 'company' });
      expect(empty.status).toBe(400);
      const wrong = await create({ name: 'X', privacy: 'team' });
      expect(wrong.status).toBe(400);
    });
  },
);
