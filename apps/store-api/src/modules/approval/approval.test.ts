import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartErrorKeys,
  errorCodes,
  type Approval,
  type ApprovalActionsResponse,
  type ApprovalDetail,
  type ApprovalListResponse,
  type Cart,
  type OrderFlow,
  type OrderReference,
  type OrderReferenceSearchResponse,
  type RoleCode,
} from '@ratchet/store-api-contract';
import { demoOrderReferenceIds } from '../../seed/approvalDemo';
import { demoIds } from '../../seed/demoCustomers';
import { prepareProduct, type TestProduct } from '../../testing/testProducts';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

interface ErrorAnswer {
  errors: Array<{ code: string; source?: { pointer?: string }; meta?: { parameters?: Record<string, unknown> } }>;
}

const dayMs = 86_400_000;

describe.each(testDatabases)('approval flows, requests and order references (issue 12) on %s', (database) => {
  let server: TestServer;
  let leadBuyer: string;
  let product: TestProduct;
  let userNumber = 0;

  /** A new user of the demo company holding exactly `roles`, with a session. */
  async function newUser(roles: RoleCode[], name = 'user'): Promise<{ id: string; token: string; email: string }> {
    userNumber += 1;
    const id = `0d0000bb-0000-4000-8000-${userNumber.toString(16).padStart(12, '0')}`;
    await server.db.query(
      `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
       VALUES ($1, $2, $3, 'x', $4, 'Test', $3)`,
      [id, demoIds.company, `h8.${name}.${userNumber}`, `h8.${userNumber}@demo.invalid`],
    );
    await server.db.query(
      'INSERT INTO customer_role (customer_id, role_code, enabled) SELECT $1, unnest($2::text[]), true',
      [id, roles],
    );
    return { id, token: await server.contextForCustomer(id), email: `h8.${userNumber}@demo.invalid` };
  }

  async function fillCart(token: string, quantity: number): Promise<Cart> {
    const added = await server.post<Cart>(
      '/checkout/cart/line-item',
      { items: [{ referencedId: product.id, quantity }] },
      { token },
    );
    expect(added.status).toBe(200);
    return (await server.get<Cart>('/checkout/cart', { token })).json;
  }

  async function createFlow(body: Record<string, unknown>) {
    return server.post<OrderFlow & ErrorAnswer>('/ratchet/order-flow', body, { token: leadBuyer });
  }

  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 20, demo: true } });
    leadBuyer = await server.contextFor('lead.buyer');
    product = await prepareProduct(server.db, 3, { netPrice: 100, stock: 100_000, taxRate: 20 });
    // No minimum order value and a credit limit far away, so totals are goods + shipping + VAT.
    await server.db.query(
      'UPDATE company_limit SET minimum_order_value = 0, credit_limit = NULL WHERE company_id = $1',
      [demoIds.company],
    );
  });
  afterAll(() => server?.close());

  describe('flows (account-area.md §2 Flows, §3 Flow, §5)', () => {
    it('a flow needs an approver and a user; a custom period needs an end after its start (§5)', async () => {
      const user = await newUser(['ROLE_PLACE_ORDERS']);
      const base = { name: 'F', budget: 100, period: 'monthly', approverIds: [demoIds.customers.approver] };
      const noUser = await createFlow({ ...base, customerIds: [] });
      expect(noUser.status).toBe(400);
      const custom = await createFlow({
        ...base,
        customerIds: [user.id],
        period: 'custom',
        startDate: '2026-03-01',
        endDate: '2026-03-01',
      });
      expect(custom.status).toBe(400);
      expect(custom.json.errors.some((error) => error.source?.pointer === '/endDate')).toBe(true);
      // Without a start date the start is today: an end date in the past is refused at /endDate (not a 500).
      const pastEnd = await createFlow({ ...base, customerIds: [user.id], period: 'custom', endDate: '2020-01-31' });
      expect([pastEnd.status, pastEnd.json.errors[0]?.source?.pointer]).toEqual([400, '/endDate']);
    });

    it('a user has at most one active flow: 409 RATCHET__ORDER_FLOW_USER_HAS_ACTIVE_FLOW naming them (§3 Flow)', async () => {
      const taken = await createFlow({
        name: 'Second flow for buyer',
        budget: 100,
        period: 'weekly',
        approverIds: [demoIds.customers.approver],
        customerIds: [demoIds.customers.buyer],
      });
      expect(taken.status).toBe(409);
      expect(taken.json.errors[0]?.code).toBe(errorCodes.orderFlowUserHasActiveFlow);
      expect(taken.json.errors[0]?.meta?.parameters?.customerIds).toEqual([demoIds.customers.buyer]);
    });

    it('create, read, edit, deactivate and list with the live figures (seeded buyer: 5,000 € with 3,200 € left)', async () => {
      const seeded = await server.get<OrderFlow>(`/ratchet/order-flow/${demoIds.flow}`, { token: leadBuyer });
      expect(seeded.status).toBe(200);
      expect(seeded.json.users.find((user) => user.id === demoIds.customers.buyer)?.budgetRemaining).toBe(3200);
      const user = await newUser(['ROLE_PLACE_ORDERS']);
      const created = await createFlow({
        name: 'Wartung',
        budget: 750.5,
        period: 'weekly',
        approveFrom: 300,
        approverIds: [demoIds.customers.approver],
        customerIds: [user.id],
      });
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({
        name: 'Wartung',
        budget: 750.5,
        approveFrom: 300,
        period: 'weekly',
        active: true,
        timeZone: 'Europe/Vienna',
      });
      expect(created.json.users).toEqual([expect.objectContaining({ id: user.id, budgetRemaining: 750.5 })]);
      const edited = await server.request<OrderFlow>('PUT', `/ratchet/order-flow/${created.json.id}`, {
        token: leadBuyer,
        body: {
          name: 'Wartung Halle 2',
          budget: 900,
          period: 'monthly',
          approverIds: [demoIds.customers.approver, demoIds.customers['lead.buyer']],
          customerIds: [user.id],
        },
      });
      expect(edited.json).toMatchObject({ name: 'Wartung Halle 2', budget: 900, approveFrom: null });
      expect(edited.json.approvers).toHaveLength(2);
      const off = await server.request<OrderFlow>('PATCH', `/ratchet/order-flow/${created.json.id}/status`, {
        token: leadBuyer,
        body: { active: false },
      });
      expect(off.json.active).toBe(false);
      const inactive = await server.get<{ flows: OrderFlow[] }>('/ratchet/order-flow?status=inactive', {
        token: leadBuyer,
      });
      expect(inactive.json.flows.map((flow) => flow.id)).toContain(created.json.id);
      const active = await server.get<{ flows: OrderFlow[] }>('/ratchet/order-flow?status=active', {
        token: leadBuyer,
      });
      expect(active.json.flows.map((flow) => flow.id)).not.toContain(created.json.id);
    });
  });

  describe('ordering, requesting and approving (account-area.md §4, §8; storefront.md §3 orderFlowBudget)', () => {
    let buyer: { id: string; token: string; email: string };
    let approver: { id: string; token: string; email: string };

    beforeAll(async () => {
      buyer = await newUser(['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES'], 'buyer');
      approver = await newUser(['ROLE_APPROVE_ORDER_FLOWS', 'ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES'], 'approver');
      const flow = await createFlow({
        name: 'Monatsbudget 500',
        budget: 500,
        period: 'monthly',
        approveFrom: 200,
        approverIds: [approver.id],
        customerIds: [buyer.id],
      });
      expect(flow.status).toBe(200);
    });

    it('an order below approveFrom is placed and the remaining budget drops by its total exactly', async () => {
      const cart = await fillCart(buyer.token, 1);
      expect(cart.extensions.orderFlowBudget).toEqual({ budget: 500, budgetRemaining: 500, approveFrom: 200 });
      expect(cart.extensions.orderApproval).toEqual({ action: 'place', reasons: [] });
      const total = cart.price?.totalPrice ?? 0;
      const placed = await server.post<{ amountTotal: number }>('/checkout/order', {}, { token: buyer.token });
      expect(placed.status).toBe(200);
      expect(placed.json.amountTotal).toBe(total);
      const after = await fillCart(buyer.token, 1);
      expect(after.extensions.orderFlowBudget?.budgetRemaining).toBe(Math.round((500 - total) * 100) / 100);
      // The same live figure on the customer (storefront.md §3 flow.budgetRemaining) and in the user list.
      const customer = await server.post<{ flow: { budget: number; budgetRemaining: number } | null }>(
        '/account/customer',
        {},
        { token: buyer.token },
      );
      expect(customer.json.flow).toMatchObject({
        budget: 500,
        budgetRemaining: after.extensions.orderFlowBudget?.budgetRemaining,
      });
      const listed = await server.get<{ budgetRemaining: number | null }>(`/ratchet/companies/customers/${buyer.id}`, {
        token: leadBuyer,
      });
      expect(listed.json.budgetRemaining).toBe(after.extensions.orderFlowBudget?.budgetRemaining);
      await server.request('DELETE', '/checkout/cart', { token: buyer.token });
    });

    it('at or above approveFrom the order is requested: createOrder refuses, requestOrder keeps it and empties the cart', async () => {
      const before = (await fillCart(buyer.token, 2)).extensions;
      expect(before.orderApproval).toEqual({ action: 'request', reasons: ['approveFrom'] });
      const refused = await server.post<ErrorAnswer>('/checkout/order', {}, { token: buyer.token });
      expect([refused.status, refused.json.errors[0]?.code]).toEqual([403, errorCodes.orderApprovalRequired]);
      const requested = await server.post<Approval>(
        '/ratchet/checkout/order-request',
        { customerComment: 'Für Halle 3', fileNumber: 'AZ-77' },
        { token: buyer.token },
      );
      expect(requested.status).toBe(200);
      expect(requested.json).toMatchObject({
        status: 'pending',
        reasons: ['approveFrom'],
        flow: { name: 'Monatsbudget 500' },
      });
      const cart = (await server.get<Cart>('/checkout/cart', { token: buyer.token })).json;
      expect(cart.lineItems).toHaveLength(0);
      // Requesting spends nothing.
      expect(requested.json.openBudget).toBe(before.orderFlowBudget?.budgetRemaining);

      const list = await server.post<ApprovalListResponse>(
        '/ratchet/order/approvals',
        { status: ['pending'] },
        { token: approver.token },
      );
      expect(list.json.pager.total).toBe(list.json.approvals.length);
      const byNumber = await server.post<ApprovalListResponse>(
        '/ratchet/order/approvals',
        { term: requested.json.orderNumber, status: ['pending', 'approved'] },
        { token: approver.token },
      );
      expect(byNumber.json.approvals.map((approval) => approval.id)).toEqual([requested.json.id]);
      const declinedOnly = await server.post<ApprovalListResponse>(
        '/ratchet/order/approvals',
        { status: ['declined'] },
        { token: approver.token },
      );
      expect(declinedOnly.json.approvals.map((approval) => approval.id)).not.toContain(requested.json.id);
      const line = list.json.approvals.find((approval) => approval.id === requested.json.id);
      expect(line).toMatchObject({ requester: { id: buyer.id }, amount: requested.json.amount, status: 'pending' });
      // §2 approvals list filters: the requester's last name finds the request; every sort keeps its column's order.
      const byName = await server.post<ApprovalListResponse>(
        '/ratchet/order/approvals',
        { term: line?.requester.lastName },
        { token: approver.token },
      );
      expect(byName.json.approvals.map((approval) => approval.id)).toContain(requested.json.id);
      for (const [field, key] of [
        ['amount', (approval: Approval) => approval.amount],
        // lower() of the database's C collation: ASCII letters only.
        ['lastName', (approval: Approval) => approval.requester.lastName.replace(/[A-Z]/g, (c) => c.toLowerCase())],
        ['orderDate', (approval: Approval) => approval.orderDate],
      ] as const) {
        const ascending = await server.post<ApprovalListResponse>(
          '/ratchet/order/approvals',
          { status: ['pending', 'approved', 'declined'], sort: { field, order: 'ASC' }, limit: 100 },
          { token: approver.token },
        );
        const keyOf: (approval: Approval) => string | number = key;
        const keys = ascending.json.approvals.map(keyOf);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      const detail = await server.get<ApprovalDetail>(`/ratchet/order/approvals/${requested.json.id}`, {
        token: approver.token,
      });
      expect(detail.json).toMatchObject({ fileNumber: 'AZ-77', remark: 'Für Halle 3', canDecide: true });
      expect(detail.json.lines[0]).toMatchObject({ sku: product.productNumber, quantity: 2, unitPrice: 100 });

      const decided = await server.post<ApprovalActionsResponse>(
        '/ratchet/order/approvals/actions',
        { action: 'approve', ids: [requested.json.id] },
        { token: approver.token },
      );
      expect(decided.json.results[0]).toMatchObject({ outcome: 'approved', approval: { status: 'approved' } });
      const remaining = (await fillCart(buyer.token, 1)).extensions.orderFlowBudget?.budgetRemaining ?? 0;
      expect(remaining).toBe(
        Math.round(((before.orderFlowBudget?.budgetRemaining ?? 0) - requested.json.amount) * 100) / 100,
      );
      const mails = await server.db.query<{ recipient: string }>(
        "SELECT recipient FROM mail_outbox WHERE kind = 'order-request-approved' AND recipient = $1",
        [buyer.email],
      );
      expect(mails.rows).toHaveLength(1);
      // A second decision on the same request: already decided.
      const again = await server.post<ApprovalActionsResponse>(
        '/ratchet/order/approvals/actions',
        { action: 'decline', ids: [requested.json.id], comment: 'zu spät' },
        { token: approver.token },
      );
      expect(again.json.results[0]).toMatchObject({ outcome: 'refused', code: errorCodes.approvalAlreadyDecided });
    });

    it('a budget that cannot cover the order blocks it in the cart and at checkout (§8 flow-unsufficient-budget-blocked)', async () => {
      const cart = (await server.get<Cart>('/checkout/cart', { token: buyer.token })).json;
      expect(cart.price?.totalPrice).toBeGreaterThan(cart.extensions.orderFlowBudget?.budgetRemaining ?? Infinity);
      expect(cart.errors[cartErrorKeys.flowBudgetBlocked]).toBeDefined();
      const refused = await server.post<ErrorAnswer>('/checkout/order', {}, { token: buyer.token });
      expect(refused.status).toBe(400);
      expect(refused.json.errors[0]?.meta?.parameters?.errors).toContain(cartErrorKeys.flowBudgetBlocked);
      await server.request('DELETE', '/checkout/cart', { token: buyer.token });
    });
  });

  describe('decisions (account-area.md §4: decline with comment, nobody approves their own request, bulk)', () => {
    it('a declined request shows the comment to the requester; the requester cannot approve their own request', async () => {
      const requester = await newUser(['ROLE_APPROVE_ORDER_FLOWS', 'ROLE_VIEW_PRICES'], 'self');
      const other = await newUser(['ROLE_APPROVE_ORDER_FLOWS', 'ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES'], 'other');
      expect(
        (
          await createFlow({
            name: 'Selbst',
            budget: 5000,
            period: 'yearly',
            approverIds: [requester.id, other.id],
            customerIds: [requester.id],
          })
        ).status,
      ).toBe(200);
      await fillCart(requester.token, 1);
      const requested = await server.post<Approval>('/ratchet/checkout/order-request', {}, { token: requester.token });
      expect(requested.json.reasons).toEqual(['missingPermission']);
      const own = await server.post<ApprovalActionsResponse>(
        '/ratchet/order/approvals/actions',
        { action: 'approve', ids: [requested.json.id] },
        { token: requester.token },
      );
      expect(own.json.results[0]).toMatchObject({ outcome: 'refused', code: errorCodes.approvalOwnRequest });
      const ownList = await server.post<ApprovalListResponse>(
        '/ratchet/order/approvals',
        {},
        { token: requester.token },
      );
      expect(ownList.json.approvals.map((approval) => approval.id)).not.toContain(requested.json.id);

      const noComment = await server.post<ErrorAnswer>(
        '/ratchet/order/approvals/actions',
        { action: 'decline', ids: [requested.json.id] },
        { token: other.token },
      );
      expect(noComment.status).toBe(400);
      const declined = await server.post<ApprovalActionsResponse>(
        '/ratchet/order/approvals/actions',
        { action: 'decline', ids: [requested.json.id], comment: 'Bitte über Rahmenvertrag bestellen' },
        { token: other.token },
      );
      expect(declined.json.results[0]?.outcome).toBe('declined');
      const mine = await server.get<ApprovalListResponse>('/ratchet/order-flow/pending?status=declined', {
        token: requester.token,
      });
      expect(mine.json.approvals[0]).toMatchObject({
        id: requested.json.id,
        status: 'declined',
        comment: 'Bitte über Rahmenvertrag bestellen',
        decidedBy: { id: other.id },
      });
      // The requester's mail carries the comment (one mail per decision).
      const mails = await server.db.query<{ body_text: string }>(
        "SELECT body_text FROM mail_outbox WHERE kind = 'order-request-declined' AND recipient = $1",
        [requester.email],
      );
      expect(mails.rows).toHaveLength(1);
      expect(mails.rows[0]?.body_text).toContain('Bitte über Rahmenvertrag bestellen');
      // The requester still reads the request (detail), but may not decide it.
      const detail = await server.get<ApprovalDetail>(`/ratchet/order/approvals/${requested.json.id}`, {
        token: requester.token,
      });
      expect(detail.json).toMatchObject({ status: 'declined', canDecide: false });
    });

    it('bulk approval of three where one no longer fits: two placed, the third stays pending with the budget reason', async () => {
      const requester = await newUser(['ROLE_VIEW_PRICES'], 'bulk');
      const approver = await newUser(['ROLE_APPROVE_ORDER_FLOWS', 'ROLE_VIEW_PRICES'], 'bulkapprover');
      // One unit is (100 + 9.90) × 1.2 = 131.88 €: the budget fits two.
      await createFlow({
        name: 'Bulk',
        budget: 300,
        period: 'monthly',
        approverIds: [approver.id],
        customerIds: [requester.id],
      });
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        await fillCart(requester.token, 1);
        ids.push(
          (await server.post<Approval>('/ratchet/checkout/order-request', {}, { token: requester.token })).json.id,
        );
      }
      const bulk = await server.post<ApprovalActionsResponse>(
        '/ratchet/order/approvals/actions',
        { action: 'approve', ids },
        { token: approver.token },
      );
      expect(bulk.json.results.map((result) => result.outcome)).toEqual(['approved', 'approved', 'refused']);
      expect(bulk.json.results[2]).toMatchObject({
        code: cartErrorKeys.flowBudgetBlocked,
        approval: { status: 'pending', blockedReason: cartErrorKeys.flowBudgetBlocked },
      });
    });
  });

  describe('order references (account-area.md §3 Order reference, §8 ORDER_REFERENCE_NAME_NOT_UNIQUE, §9 daily)', () => {
    it('name unique per company (case-insensitive), at most 30 characters', async () => {
      const duplicate = await server.post<ErrorAnswer>(
        '/ratchet/order-reference',
        { name: 'werkstatt-2026', period: 'monthly' },
        { token: leadBuyer },
      );
      expect([duplicate.status, duplicate.json.errors[0]?.code, duplicate.json.errors[0]?.source?.pointer]).toEqual([
        400,
        errorCodes.orderReferenceNotUnique,
        '/name',
      ]);
      const long = await server.post('/ratchet/order-reference', { name: 'X'.repeat(31) }, { token: leadBuyer });
      expect(long.status).toBe(400);
    });

    it('search finds the caller’s usable references and never another company’s', async () => {
      const own = await server.get<OrderReferenceSearchResponse>('/ratchet/order-reference/search/werk', {
        token: leadBuyer,
      });
      expect(own.json.references.map((reference) => reference.id)).toContain(demoOrderReferenceIds.huber);
      const other = await server.get<OrderReferenceSearchResponse>('/ratchet/order-reference/search/NZ-ONDER', {
        token: leadBuyer,
      });
      expect(other.json.references).toEqual([]);
    });

    it('a daily budget blocks the second order of the day and allows it the next day (server clock moved)', async () => {
      const buyer = await newUser(['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES'], 'daily');
      const created = await server.post<OrderReference>(
        '/ratchet/order-reference',
        { name: 'TAGESBUDGET', budget: 200, period: 'daily', customerIds: [buyer.id] },
        { token: leadBuyer },
      );
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({ budget: 200, budgetRemaining: 200, period: 'daily' });
      await fillCart(buyer.token, 1);
      const assigned = await server.request<Cart>('PUT', `/ratchet/order-reference/cart/${created.json.id}`, {
        token: buyer.token,
      });
      expect(assigned.json.extensions['order-reference-id']).toEqual({
        orderReferenceId: created.json.id,
        name: 'TAGESBUDGET',
      });
      const first = await server.post<{ orderReference: string | null }>('/checkout/order', {}, { token: buyer.token });
      expect(first.status).toBe(200);
      expect(first.json.orderReference).toBe('TAGESBUDGET');
      await fillCart(buyer.token, 1);
      await server.request('PUT', `/ratchet/order-reference/cart/${created.json.id}`, { token: buyer.token });
      const blocked = (await server.get<Cart>('/checkout/cart', { token: buyer.token })).json;
      expect(blocked.errors[cartErrorKeys.orderReferenceBudgetBlocked]).toBeDefined();
      const refused = await server.post<ErrorAnswer>('/checkout/order', {}, { token: buyer.token });
      expect(refused.json.errors[0]?.meta?.parameters?.errors).toContain(cartErrorKeys.orderReferenceBudgetBlocked);

      server.clock.advance(dayMs);
      try {
        const nextDay = (await server.get<Cart>('/checkout/cart', { token: buyer.token })).json;
        expect(nextDay.extensions.orderReferenceBudget).toEqual({ budget: 200, budgetRemaining: 200 });
        const second = await server.post('/checkout/order', {}, { token: buyer.token });
        expect(second.status).toBe(200);
      } finally {
        server.clock.reset();
      }
    });

    it('a reference assigned to other users is not the caller’s to use (403), another company’s is unknown (404)', async () => {
      const outsider = await newUser(['ROLE_PLACE_ORDERS'], 'outsider');
      const { rows } = await server.db.query<{ id: string }>(
        "SELECT id FROM order_reference WHERE name = 'TAGESBUDGET'",
      );
      const mine = await server.request<ErrorAnswer>('PUT', `/ratchet/order-reference/cart/${rows[0]?.id}`, {
        token: outsider.token,
      });
      expect([mine.status, mine.json.errors[0]?.code]).toEqual([403, errorCodes.orderReferenceNotAssigned]);
      const foreign = await server.request<ErrorAnswer>(
        'PUT',
        `/ratchet/order-reference/cart/${demoOrderReferenceIds.nordzee}`,
        { token: outsider.token },
      );
      expect([foreign.status, foreign.json.errors[0]?.code]).toEqual([404, errorCodes.orderReferenceNotFound]);
    });
  });

  describe('budgets never overspend under concurrency (issue 12 Money and concurrency)', () => {
    it('50 concurrent orders against an order-reference budget that fits 10: exactly 10 placed, 40 refused', async () => {
      // One unit: (100 + 9.90) × 1.2 = 131.88 €; ten fit 1,318.80 €.
      const reference = await server.post<OrderReference>(
        '/ratchet/order-reference',
        { name: 'KONKURRENZ', budget: 1318.8, period: 'monthly' },
        { token: leadBuyer },
      );
      const buyers = [];
      for (let i = 0; i < 50; i += 1) {
        const buyer = await newUser(['ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES'], 'race');
        await fillCart(buyer.token, 1);
        await server.request('PUT', `/ratchet/order-reference/cart/${reference.json.id}`, { token: buyer.token });
        buyers.push(buyer);
      }
      const answers = await Promise.all(
        buyers.map((buyer) => server.post<ErrorAnswer>('/checkout/order', {}, { token: buyer.token })),
      );
      const placed = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(placed).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const answer of refused) {
        expect(answer.json.errors[0]?.meta?.parameters?.errors).toContain(cartErrorKeys.orderReferenceBudgetBlocked);
      }
      const read = await server.get<OrderReference>(`/ratchet/order-reference/${reference.json.id}`, {
        token: leadBuyer,
      });
      expect(read.json.budgetRemaining).toBe(0);
    });

    it('both at once: 30 concurrent approvals, the flow fits 10 and the order reference 7: exactly 7 placed', async () => {
      const requester = await newUser(['ROLE_VIEW_PRICES'], 'both');
      const approvers: Array<{ id: string; token: string }> = [];
      for (let i = 0; i < 3; i += 1) approvers.push(await newUser(['ROLE_APPROVE_ORDER_FLOWS'], 'bothapprover'));
      await createFlow({
        name: 'Beides',
        budget: 1318.8,
        period: 'monthly',
        approverIds: approvers.map((approver) => approver.id),
        customerIds: [requester.id],
      });
      const reference = await server.post<OrderReference>(
        '/ratchet/order-reference',
        { name: 'BEIDES', budget: 923.16, period: 'monthly', customerIds: [requester.id] },
        { token: leadBuyer },
      );
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        await fillCart(requester.token, 1);
        await server.request('PUT', `/ratchet/order-reference/cart/${reference.json.id}`, { token: requester.token });
        ids.push(
          (await server.post<Approval>('/ratchet/checkout/order-request', {}, { token: requester.token })).json.id,
        );
      }
      const answers = await Promise.all(
        ids.map((id, index) =>
          server.post<ApprovalActionsResponse>(
            '/ratchet/order/approvals/actions',
            { action: 'approve', ids: [id] },
            { token: approvers[index % approvers.length]?.token },
          ),
        ),
      );
      const outcomes = answers.map((answer) => answer.json.results[0]);
      expect(outcomes.filter((result) => result?.outcome === 'approved')).toHaveLength(7);
      const codes = outcomes.filter((result) => result?.outcome === 'refused').map((result) => result?.code);
      expect(codes).toEqual(Array(23).fill(cartErrorKeys.orderReferenceBudgetBlocked));
      const read = await server.get<OrderReference>(`/ratchet/order-reference/${reference.json.id}`, {
        token: leadBuyer,
      });
      expect(read.json.budgetRemaining).toBe(0);
    });

    it('50 concurrent approvals against a flow budget that fits 10: exactly 10 placed, 40 stay pending', async () => {
      const requester = await newUser(['ROLE_VIEW_PRICES'], 'racer');
      const approvers: Array<{ id: string; token: string }> = [];
      for (let i = 0; i < 5; i += 1) approvers.push(await newUser(['ROLE_APPROVE_ORDER_FLOWS'], 'raceapprover'));
      await createFlow({
        name: 'Konkurrenz',
        budget: 1318.8,
        period: 'monthly',
        approverIds: approvers.map((approver) => approver.id),
        customerIds: [requester.id],
      });
      const ids: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        await fillCart(requester.token, 1);
        ids.push(
          (await server.post<Approval>('/ratchet/checkout/order-request', {}, { token: requester.token })).json.id,
        );
      }
      const answers = await Promise.all(
        ids.map((id, index) =>
          server.post<ApprovalActionsResponse>(
            '/ratchet/order/approvals/actions',
            { action: 'approve', ids: [id] },
            { token: approvers[index % approvers.length]?.token },
          ),
        ),
      );
      const outcomes = answers.map((answer) => answer.json.results[0]);
      expect(outcomes.filter((result) => result?.outcome === 'approved')).toHaveLength(10);
      const refused = outcomes.filter((result) => result?.outcome === 'refused');
      expect(refused).toHaveLength(40);
      for (const result of refused) expect(result?.code).toBe(cartErrorKeys.flowBudgetBlocked);
      const { rows } = await server.db.query<{ spent: string }>(
        `SELECT sum(amount) AS spent FROM budget_spend s JOIN order_flow f ON f.id = s.flow_id WHERE f.name = 'Konkurrenz'`,
      );
      expect(Number(rows[0]?.spent)).toBe(1318.8);
    });
  });

  it('pager totals (migration 0019): the order tally equals the orders counted per company, customer, state, status, flow and reference after orders, requests, decisions and the concurrent races; a truncate empties it', async () => {
    const tallies = async (db = server.db) =>
      (
        await db.query<{ counted: number; tally: number }>(
          `WITH counted AS (
             SELECT company_id, customer_id, state, approval_status, flow_id, order_reference_id, count(*) AS n
               FROM sales_order GROUP BY 1, 2, 3, 4, 5, 6)
           SELECT coalesce(c.n, 0)::int AS counted, coalesce(t.orders, 0)::int AS tally
             FROM counted c FULL JOIN sales_order_tally t
               ON (t.company_id, t.customer_id, t.state) = (c.company_id, c.customer_id, c.state)
              AND t.approval_status IS NOT DISTINCT FROM c.approval_status
              AND t.flow_id IS NOT DISTINCT FROM c.flow_id
              AND t.order_reference_id IS NOT DISTINCT FROM c.order_reference_id`,
        )
      ).rows;
    const rows = await tallies();
    // The tests above placed, requested, approved and declined orders (and raced 50 at a time): all of them counted.
    expect(rows.reduce((sum, row) => sum + row.counted, 0)).toBeGreaterThan(50);
    expect(rows.map((row) => row.tally)).toEqual(rows.map((row) => row.counted));
    const rollback = new Error('rollback');
    await expect(
      server.db.transaction(async (tx) => {
        await tx.exec('TRUNCATE sales_order CASCADE');
        expect((await tallies(tx)).every((row) => row.tally === 0 && row.counted === 0)).toBe(true);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const after = await tallies();
    expect(after.map((row) => row.tally)).toEqual(after.map((row) => row.counted));
  });
});
