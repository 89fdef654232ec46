import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartTransferResponseSchema,
  errorCodes,
  orderHistoryDetailSchema,
  orderHistoryResponseSchema,
  orderStatuses,
  type CartTransferResponse,
  type OrderHistoryDetail,
  type OrderHistoryResponse,
} from '@ratchet/store-api-contract';
import { demoIds } from '../../seed/demoCustomers';
import { historyOrderId, historyOrdersPerCompany } from '../../seed/orderHistoryDemo';
import { startTestServer, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; source?: { pointer?: string } }> };

describe('order history, detail and reorder (issue 13; account-area.md §2, §3 Order, §4, §5, §6)', () => {
  let server: TestServer;
  let leadBuyer: string;
  let buyer: string;
  let nordLead: string;

  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
    leadBuyer = await server.contextFor('lead.buyer');
    buyer = await server.contextFor('buyer');
    nordLead = await server.contextFor('nord.lead.buyer');
  });
  afterAll(() => server?.close());

  const history = (query: string, token = leadBuyer) =>
    server.get<OrderHistoryResponse>(`/ratchet/order/history${query}`, { token });
  const numberOf = async (index: number) => {
    const { rows } = await server.db.query<{ order_number: string }>(
      'SELECT order_number FROM sales_order WHERE id = $1',
      [historyOrderId(demoIds.company, index)],
    );
    return rows[0]!.order_number;
  };

  it('§6 company-wide with ROLE_MANAGE_COMPANY_ORDER_HISTORY: two years of the company’s orders, newest first, 20 a page', async () => {
    const response = await history('');
    expect(response.status).toBe(200);
    const answer = orderHistoryResponseSchema.parse(response.json);
    expect(answer.orders).toHaveLength(20);
    expect(answer.pager.total).toBeGreaterThanOrEqual(historyOrdersPerCompany);
    const dates = answer.orders.map((order) => order.orderDateTime);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = await history(`?page=${answer.pager.pageCount}`);
    const last = oldest.json.orders.at(-1)!;
    expect(Date.parse(dates[0]!) - Date.parse(last.orderDateTime)).toBeGreaterThan(700 * 86400000);
    expect(new Set(answer.orders.map((order) => order.orderedBy.id)).size).toBeGreaterThan(1);
  });

  it('§6 without the company-wide right (and with onlyOwn) only the own orders', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sales_order WHERE customer_id = $1 AND (approval_status IS NULL OR approval_status = 'approved')`,
      [demoIds.customers.buyer],
    );
    const own = await history('?limit=100', buyer);
    expect(own.status).toBe(200);
    expect(own.json.pager.total).toBe(rows[0]!.n);
    expect(own.json.orders.filter((order) => order.orderedBy.id !== demoIds.customers.buyer)).toEqual([]);
    const leadOwn = await history('?onlyOwn=true&limit=100');
    expect(leadOwn.json.orders.length).toBeGreaterThan(0);
    expect(leadOwn.json.orders.every((order) => order.orderedBy.id === demoIds.customers['lead.buyer'])).toBe(true);
  });

  it('§4 every status filter value finds orders of exactly that status; several combine', async () => {
    for (const status of orderStatuses) {
      const response = await history(`?status=${status}&limit=100`);
      expect({ status, code: response.status }).toEqual({ status, code: 200 });
      expect({ status, found: response.json.orders.length > 0 }).toEqual({ status, found: true });
      expect(response.json.orders.filter((order) => order.status !== status)).toEqual([]);
    }
    const two = await history('?status=blocked,backorder&limit=100');
    expect(new Set(two.json.orders.map((order) => order.status))).toEqual(new Set(['blocked', 'backorder']));
    expect((await history('?status=lost')).status).toBe(400);
  });

  it('§5 from must not be after to: 400 RATCHET__DATE_RANGE_INVALID at /from; a range keeps its days inclusive', async () => {
    const wrong = await history('?from=2026-03-02&to=2026-03-01');
    expect(wrong.status).toBe(400);
    expect((wrong.json as unknown as ErrorBody).errors[0]).toMatchObject({
      code: errorCodes.dateRangeInvalid,
      source: { pointer: '/from' },
    });
    const all = await history('?limit=100');
    const day = all.json.orders[10]!.orderDate;
    const sameDay = await history(`?from=${day}&to=${day}&limit=100`);
    expect(sameDay.status).toBe(200);
    expect(sameDay.json.orders.length).toBeGreaterThan(0);
    expect(sameDay.json.orders.filter((order) => order.orderDate !== day)).toEqual([]);
  });

  it('§2 search by order number or customer reference', async () => {
    const number = await numberOf(5);
    const byNumber = await history(`?search=${number}`);
    expect(byNumber.json.orders.map((order) => order.orderNumber)).toEqual([number]);
    const byReference = await history('?search=po-4995');
    expect(byReference.json.orders.map((order) => order.customerReference)).toEqual(['PO-4995']);
    // A search's total is counted with its page (one statement); a page past the matches still tells the total.
    const all = await history('?search=po-&limit=20');
    const pages = Math.ceil(all.json.pager.total / 20);
    expect(all.json.pager.total).toBeGreaterThan(20);
    const last = await history(`?search=po-&limit=20&page=${pages}`);
    expect([last.json.orders.length, last.json.pager.total]).toEqual([
      all.json.pager.total - (pages - 1) * 20,
      all.json.pager.total,
    ]);
    const beyond = await history(`?search=po-&limit=20&page=${pages + 1}`);
    expect([beyond.json.orders, beyond.json.pager.total]).toEqual([[], all.json.pager.total]);
  });

  it('§3 detail by order number: lines with fulfilment data, addresses, shipping and additional cost, total', async () => {
    // History order 27 of the seed: completed and invoiced, three lines, shipping 9.90, additional cost 15.00.
    const number = await numberOf(27);
    const response = await server.get<OrderHistoryDetail>(`/ratchet/order/history/detail?orderNumber=${number}`, {
      token: leadBuyer,
    });
    expect(response.status).toBe(200);
    const detail = orderHistoryDetailSchema.parse(response.json);
    expect(detail.status).toBe('completed');
    expect(detail.lines.map((line) => line.position)).toEqual([1, 2, 3]);
    expect(detail.additionalCost).toBe(15);
    expect(detail.shippingCost).toBe(9.9);
    const lineSum = detail.lines.reduce((sum, line) => sum + Math.round(line.totalPrice! * 100), 0);
    expect(Math.round(detail.subtotal! * 100)).toBe(lineSum);
    const tax = detail.taxes!.reduce((sum, entry) => sum + Math.round(entry.tax * 100), 0);
    expect(Math.round(detail.total! * 100)).toBe(lineSum + 990 + 1500 + tax);
    expect(detail.billingAddress?.company).toBe('Huber Maschinenbau GmbH');
    expect(detail.deliveryAddress?.city).toMatch(/^\p{Lu}[\p{L} .-]+$/u);
    const line = detail.lines[0]!;
    expect(line).toMatchObject({ productNumber: expect.any(String), name: expect.any(String) });
    expect(line.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line.shippingNoteNumber).toBe(`LS-${number}`);
    expect(line.invoiceNumber).toBe(detail.invoiceNumbers[0]);
  });

  it('§2 detail by order number/firm/warehouse narrows the lines; a wrong firm or another company’s order is 404', async () => {
    const number = await numberOf(8); // four lines, the third from another warehouse
    const whole = await server.get<OrderHistoryDetail>(`/ratchet/order/history/detail?orderNumber=${number}`, {
      token: leadBuyer,
    });
    const { firm, warehouse } = whole.json;
    const part = await server.get<OrderHistoryDetail>(
      `/ratchet/order/history/detail?orderNumber=${number}&firm=${firm}&warehouse=${warehouse}`,
      { token: leadBuyer },
    );
    expect(part.status).toBe(200);
    expect(part.json.lines.length).toBe(whole.json.lines.length - 1);
    expect(part.json.lines.every((line) => line.warehouse === warehouse)).toBe(true);
    const otherFirm = firm === 'IMH_ANT' ? 'VDB_IND' : 'IMH_ANT';
    const wrongFirm = await server.get(`/ratchet/order/history/detail?orderNumber=${number}&firm=${otherFirm}`, {
      token: leadBuyer,
    });
    expect(wrongFirm.status).toBe(404);
    const foreign = await server.get(`/ratchet/order/history/detail?orderNumber=${number}`, { token: nordLead });
    expect(foreign.status).toBe(404);
    expect((foreign.json as ErrorBody).errors[0]?.code).toBe(errorCodes.orderNotFound);
  });

  it('§7 the native history (sw/order/history) answers the same orders and detail', async () => {
    const native = await server.get<OrderHistoryResponse>('/ratchet/sw/order/history?status=completed', {
      token: leadBuyer,
    });
    const own = await history('?status=completed');
    expect(native.status).toBe(200);
    expect(native.json).toEqual(own.json);
    const number = await numberOf(27);
    const detail = await server.get<OrderHistoryDetail>(`/ratchet/sw/order/history/detail?orderNumber=${number}`, {
      token: leadBuyer,
    });
    expect(detail.json.orderNumber).toBe(number);
  });

  it('§8 reorder: one multi-add of the buyable lines; a product no longer buyable is named, the rest is added', async () => {
    const number = await numberOf(14); // five lines
    const detail = await server.get<OrderHistoryDetail>(`/ratchet/order/history/detail?orderNumber=${number}`, {
      token: leadBuyer,
    });
    const gone = detail.json.lines[1]!;
    await server.db.query('UPDATE product SET active = false WHERE id = $1', [gone.productId]);
    try {
      const token = await server.contextFor('lead.buyer');
      const response = await server.post<CartTransferResponse>(
        '/ratchet/order/history/reorder',
        { orderNumber: number },
        { token },
      );
      expect(response.status).toBe(200);
      const answer = cartTransferResponseSchema.parse(response.json);
      expect(answer.notAdded).toContainEqual(
        expect.objectContaining({ productNumber: gone.productNumber, reason: 'notBuyable' }),
      );
      const cartProducts = answer.cart.lineItems.map((item) => item.referencedId);
      expect(cartProducts).not.toContain(gone.productId);
      for (const line of answer.added) expect(cartProducts).toContain(line.productId);
      expect(answer.added.length + answer.notAdded.length).toBe(detail.json.lines.length);
    } finally {
      await server.db.query('UPDATE product SET active = true WHERE id = $1', [gone.productId]);
    }
  });
});
