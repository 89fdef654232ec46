import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyAddressListResponseSchema,
  companyCustomerListResponseSchema,
  companyCustomerSchema,
  companyUserListRequest,
  companyUserListStateFromQuery,
  companySchema,
  errorCodes,
  newUserDefaultRoles,
  roleCodes,
  type CompanyAddress,
  type CompanyCustomer,
  type CompanyCustomerListResponse,
} from '@ratchet/store-api-contract';
import { generatedId, generatedUsersPerCompany } from '../../seed/companyUsers';
import { demoIds } from '../../seed/demoCustomers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

type ErrorBody = {
  errors: Array<{ code: string; source?: { pointer?: string }; meta?: { parameters?: Record<string, unknown> } }>;
};
const firstError = (json: unknown) => (json as ErrorBody).errors[0];

const huber = demoIds.company;
const nordzee = demoIds.otherCompany;
/** Users of the demo company: the seven named demo users and the generated ones. */
const huberUsers = 7 + generatedUsersPerCompany;
const storefrontUrl = 'http://127.0.0.1:3000/de-at';

describe.each(testDatabases)('company users, rights and addresses (issue 11) on %s', (database) => {
  let server: TestServer;
  let leadBuyer: string;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 0, demo: true } });
    leadBuyer = await server.contextFor('lead.buyer');
  });
  afterAll(() => server?.close());

  const list = (body: unknown, token = leadBuyer) =>
    server.post<CompanyCustomerListResponse>('/ratchet/companies/customers', body, { token });

  describe('user list (account-area.md §7 Users and rights; §9 page size 20)', () => {
    it('§9: answers 20 users per page by default with a pager over the company’s users only', async () => {
      const response = await list({});
      expect(response.status).toBe(200);
      const answer = companyCustomerListResponseSchema.parse(response.json);
      expect(answer.customers).toHaveLength(20);
      expect(answer.pager).toEqual({ page: 1, limit: 20, total: huberUsers, pageCount: Math.ceil(huberUsers / 20) });
      const last = await list({ page: answer.pager.pageCount });
      expect(last.json.customers).toHaveLength(huberUsers - 20 * (answer.pager.pageCount - 1));
      // Nordzee's users never show up (generated ones are named nz.…).
      const all = await list({ limit: 100 });
      expect(all.json.customers.filter((customer) => customer.username.startsWith('nz.'))).toEqual([]);
      expect(all.json.customers.map((customer) => customer.username)).toContain('lead.buyer');
    });

    it('§7 the page URL (filter + sort + page) becomes the list call through the contract rule', async () => {
      const state = companyUserListStateFromQuery(
        new URLSearchParams('leadBuyer=false&budgetMin=1000&budgetMax=7500&order=desc&field=budget&page=1'),
      );
      const response = await list(companyUserListRequest(state));
      expect(response.status).toBe(200);
      const budgets = response.json.customers.map((customer) => customer.budget);
      expect(budgets.length).toBeGreaterThan(0);
      expect(budgets.every((budget) => budget !== null && budget >= 1000 && budget <= 7500)).toBe(true);
      expect(budgets).toEqual([...budgets].sort((a, b) => (b ?? 0) - (a ?? 0)));
      expect(response.json.customers.every((customer) => !customer.leadBuyer)).toBe(true);
    });

    it('§7 a budget filter or sort counts its total with the page; every page and a page past the end tell the same total', async () => {
      const body = { filter: [{ type: 'range', field: 'budget', parameters: { gte: 1 } }], limit: 5 };
      const sorted = { ...body, sort: [{ field: 'budget', order: 'DESC' }] };
      const everyone = await list({ ...body, limit: 100 });
      const total = everyone.json.customers.length;
      expect(total).toBeGreaterThan(5);
      expect(everyone.json.pager.total).toBe(total);
      const pages = Math.ceil(total / 5);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await list({ ...sorted, page });
        expect(answer.json.pager.total).toBe(total);
        seen.push(...answer.json.customers.map((customer) => customer.id));
      }
      expect(new Set(seen).size).toBe(total);
      const beyond = await list({ ...sorted, page: pages + 1 });
      expect([beyond.json.customers, beyond.json.pager.total]).toEqual([[], total]);
    });

    it.each([
      [
        'contains on last name (case-insensitive)',
        { type: 'contains', field: 'lastName', value: 'GRU' },
        (c: CompanyCustomer) => c.lastName.toLowerCase().includes('gru'),
      ],
      [
        'equals on username',
        { type: 'equals', field: 'username', value: 'lead.buyer' },
        (c: CompanyCustomer) => c.username === 'lead.buyer',
      ],
      [
        'equals on lead buyer',
        { type: 'equals', field: 'leadBuyer', value: true },
        (c: CompanyCustomer) => c.leadBuyer,
      ],
      ['equals on status', { type: 'equals', field: 'active', value: false }, (c: CompanyCustomer) => !c.active],
      [
        'range on remaining budget',
        { type: 'range', field: 'budgetRemaining', parameters: { lte: 500 } },
        (c: CompanyCustomer) => c.budgetRemaining !== null && c.budgetRemaining <= 500,
      ],
    ] as const)('§7 filter %s', async (_title, filter, holds) => {
      const response = await list({ filter: [filter], limit: 100 });
      expect(response.status).toBe(200);
      expect(response.json.customers.length).toBeGreaterThan(0);
      expect(response.json.customers.every(holds)).toBe(true);
      expect(response.json.pager.total).toBe(response.json.customers.length);
    });

    it('§7 remaining-budget range and sort compare the live ledger figure the list shows (issue 12), not the stored column', async () => {
      const withBudget = await list({
        filter: [{ type: 'range', field: 'budgetRemaining', parameters: { gte: 100 } }],
        sort: [{ field: 'budgetRemaining', order: 'DESC' }],
        limit: 20,
      });
      // A generated user: the named demo users' figures are what other tests read.
      const named = new Set<string>(Object.values(demoIds.customers));
      const spender = withBudget.json.customers.find((customer) => !named.has(customer.id));
      expect(spender?.budgetRemaining).toBeGreaterThanOrEqual(100);
      const left = spender?.budgetRemaining ?? 0;
      // An order spends all but 1 € of it: the ledger has the row, order_flow.budget_remaining stays as it was.
      await server.db.query(
        `INSERT INTO budget_spend (id, flow_id, customer_id, amount, spent_at)
         SELECT gen_random_uuid(), fc.flow_id, fc.customer_id, $2::numeric, now() FROM order_flow_customer fc
          WHERE fc.customer_id = $1`,
        [spender?.id, (left - 1).toFixed(2)],
      );
      const exactlyOne = await list({
        filter: [{ type: 'range', field: 'budgetRemaining', parameters: { gte: 1, lte: 1 } }],
        limit: 100,
      });
      expect(exactlyOne.json.customers.map((customer) => [customer.id, customer.budgetRemaining])).toContainEqual([
        spender?.id,
        1,
      ]);
      expect(exactlyOne.json.customers.every((customer) => customer.budgetRemaining === 1)).toBe(true);
      const rich = await list({
        filter: [{ type: 'range', field: 'budgetRemaining', parameters: { gte: 100 } }],
        limit: 100,
      });
      expect(rich.json.customers.map((customer) => customer.id)).not.toContain(spender?.id);
      const ascending = await list({ sort: [{ field: 'budgetRemaining', order: 'ASC' }], limit: 100 });
      const shown = ascending.json.customers.flatMap((customer) =>
        customer.budgetRemaining === null ? [] : [customer.budgetRemaining],
      );
      expect(shown.length).toBeGreaterThan(10);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    });

    it.each([
      ['DESC', []],
      ['ASC', []],
      ['DESC', [{ type: 'range', field: 'budgetRemaining', parameters: { gte: 1, lte: 5000 } }]],
      ['ASC', [{ type: 'equals', field: 'leadBuyer', value: false }]],
    ] as const)(
      '§7 sorted by the remaining budget %s (filters %j), the pages of 7 put together are the whole list: by figure, users without one last; every page tells the same total',
      async (order, filter) => {
        const body = { filter, sort: [{ field: 'budgetRemaining', order }] };
        const whole = await list({ ...body, limit: 100 });
        const { total } = whole.json.pager;
        expect(total).toBe(whole.json.customers.length);
        expect(total).toBeGreaterThan(7);
        const paged: CompanyCustomer[] = [];
        for (let page = 1; page <= Math.ceil(total / 7); page++) {
          const answer = await list({ ...body, limit: 7, page });
          expect(answer.json.pager.total).toBe(total);
          paged.push(...answer.json.customers);
        }
        expect(paged.map((customer) => customer.id)).toEqual(whole.json.customers.map((customer) => customer.id));
        // Figures in order, users without one after all others (names and id break ties: the pages above).
        const figures = paged.map((customer) => customer.budgetRemaining);
        const direction = order === 'DESC' ? -1 : 1;
        const ordered = [...figures].sort((a, b) =>
          a === null || b === null ? Number(a === null) - Number(b === null) : direction * (a - b),
        );
        expect(figures).toEqual(ordered);
        expect(figures.filter((figure) => figure !== null).length).toBeGreaterThan(7);
      },
    );

    it('§7 term searches names, username and e-mail; sort by last name descending', async () => {
      const response = await list({ term: 'huber', sort: [{ field: 'lastName', order: 'DESC' }], limit: 100 });
      expect(response.json.customers.length).toBeGreaterThan(0);
      for (const customer of response.json.customers) {
        expect(
          `${customer.firstName} ${customer.lastName} ${customer.username} ${customer.email}`.toLowerCase(),
        ).toContain('huber');
      }
      const names = response.json.customers.map((customer) => customer.lastName.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
    });

    it('§7 an unknown filter field answers 400 (the contract’s fields only)', async () => {
      const response = await list({ filter: [{ type: 'contains', field: 'password_hash', value: 'x' }] });
      expect(response.status).toBe(400);
    });

    it('a page past the end answers no users but the total', async () => {
      const response = await list({ page: 50 });
      expect(response.json.customers).toEqual([]);
      expect(response.json.pager.total).toBe(huberUsers);
    });

    it('§7 budget sort and range follow a user moved between flows, out of every flow, and a flow’s new budget (whoever writes them)', async () => {
      const { rows: flows } = await server.db.query<{ id: string; budget: number }>(
        'SELECT id, budget FROM order_flow WHERE company_id = $1 ORDER BY budget, id',
        [huber],
      );
      const [flow] = flows;
      const { rows: outsiders } = await server.db.query<{ id: string; flow_id: string | null }>(
        `SELECT cu.id, fc.flow_id FROM customer cu LEFT JOIN order_flow_customer fc ON fc.customer_id = cu.id
          WHERE cu.company_id = $1 AND cu.deleted_at IS NULL AND fc.flow_id IS DISTINCT FROM $2
            AND cu.id <> ALL($3::uuid[])
          ORDER BY cu.id LIMIT 1`,
        [huber, flow?.id, Object.values(demoIds.customers)],
      );
      const [moved] = outsiders;
      expect(flow?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(moved?.id).toMatch(/^[0-9a-f-]{36}$/);
      const members = async () =>
        (
          await server.db.query<{ customer_id: string }>(
            'SELECT customer_id FROM order_flow_customer WHERE flow_id = $1 ORDER BY customer_id',
            [flow?.id],
          )
        ).rows.map((row) => row.customer_id);
      const topIds = async () => {
        const answer = await list({
          filter: [{ type: 'range', field: 'budget', parameters: { gte: 99999 } }],
          sort: [{ field: 'budget', order: 'DESC' }],
          limit: 100,
        });
        return { ids: answer.json.customers.map((customer) => customer.id).sort(), total: answer.json.pager.total };
      };
      try {
        // The flow's budget changes: its members alone are in the range and first in the descending sort.
        await server.db.query('UPDATE order_flow SET budget = 99999 WHERE id = $1', [flow?.id]);
        const before = await members();
        expect(await topIds()).toEqual({ ids: before, total: before.length });
        const descending = await list({ sort: [{ field: 'budget', order: 'DESC' }], limit: before.length });
        expect(descending.json.customers.map((customer) => customer.id).sort()).toEqual(before);
        // The user joins the flow (insert or move, as the flow editor writes it) and is found with its budget.
        await server.db.query(
          `INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)
           ON CONFLICT (customer_id) DO UPDATE SET flow_id = EXCLUDED.flow_id`,
          [moved?.id, flow?.id],
        );
        expect(await topIds()).toEqual({ ids: [...before, moved?.id].sort(), total: before.length + 1 });
        // Out of every flow: no budget, so last in an ascending sort and in no range.
        await server.db.query('DELETE FROM order_flow_customer WHERE customer_id = $1', [moved?.id]);
        expect(await topIds()).toEqual({ ids: before, total: before.length });
        const ascending = await list({ sort: [{ field: 'budget', order: 'ASC' }], limit: 100 });
        expect(ascending.json.customers).toHaveLength(ascending.json.pager.total);
        const position = ascending.json.customers.findIndex((customer) => customer.id === moved?.id);
        expect(ascending.json.customers[position]?.budget).toBeNull();
        expect(ascending.json.customers.slice(position).every((customer) => customer.budget === null)).toBe(true);
      } finally {
        await server.db.query('UPDATE order_flow SET budget = $2 WHERE id = $1', [flow?.id, flow?.budget]);
        await server.db.query('DELETE FROM order_flow_customer WHERE customer_id = $1', [moved?.id]);
        if (moved?.flow_id) {
          await server.db.query('INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)', [
            moved.id,
            moved.flow_id,
          ]);
        }
      }
      const kept = await server.db.query<{ drift: number }>(
        `SELECT count(*)::int AS drift FROM customer cu
           LEFT JOIN order_flow_customer fc ON fc.customer_id = cu.id LEFT JOIN order_flow f ON f.id = fc.flow_id
          WHERE (cu.flow_id, cu.flow_budget) IS DISTINCT FROM (f.id, f.budget)`,
      );
      expect(kept.rows[0]?.drift).toBe(0);
    });

    it('§9 the pager’s total stays exact as users are added, deactivated and deleted (the user tally)', async () => {
      const counted = async (condition: string) =>
        (
          await server.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM customer WHERE company_id = $1 AND deleted_at IS NULL AND ${condition}`,
            [huber],
          )
        ).rows[0]?.n;
      const totals = async () => ({
        all: (await list({})).json.pager.total,
        leadBuyers: (await list({ filter: [{ type: 'equals', field: 'leadBuyer', value: true }] })).json.pager.total,
        inactiveStaff: (
          await list({
            filter: [
              { type: 'equals', field: 'leadBuyer', value: false },
              { type: 'equals', field: 'active', value: false },
            ],
          })
        ).json.pager.total,
      });
      const expected = async () => ({
        all: await counted('true'),
        leadBuyers: await counted('lead_buyer'),
        inactiveStaff: await counted('NOT lead_buyer AND NOT active'),
      });
      const start = await totals();
      expect(start).toEqual(await expected());
      const ids = [1, 2, 3].map((n) => `0d0000ff-0000-4000-8000-00000000000${n}`);
      await server.db.query(
        `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name, lead_buyer)
         SELECT id, $1, 'tally.' || n, 'x', 'tally' || n || '@example.invalid', 'Tally', 'User', n = 1
           FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n)`,
        [huber, ids],
      );
      expect(await totals()).toEqual({ ...(await expected()), all: start.all + 3 });
      await server.db.query('UPDATE customer SET active = false WHERE id = ANY($1::uuid[])', [ids]);
      expect(await totals()).toEqual(await expected());
      await server.db.query('UPDATE customer SET deleted_at = now() WHERE id = $1', [ids[0]]);
      await server.db.query('DELETE FROM customer WHERE id = ANY($1::uuid[])', [ids]);
      expect(await totals()).toEqual({ ...(await expected()), all: start.all });
    });
  });

  describe('one user (account-area.md §7 GET/PATCH …/companies/customers/{id}; §8 codes)', () => {
    it('§8: reads a colleague; another company’s user answers 404 like an unknown id; a malformed id VIOLATION::INVALID_UUID', async () => {
      const own = await server.get(`/ratchet/companies/customers/${demoIds.customers.buyer}`, { token: leadBuyer });
      expect(own.status).toBe(200);
      expect(companyCustomerSchema.parse(own.json)).toMatchObject({
        username: 'buyer',
        budget: 5000,
        budgetRemaining: 3200,
      });
      const other = await server.get(`/ratchet/companies/customers/${demoIds.customers['nord.buyer']}`, {
        token: leadBuyer,
      });
      expect([other.status, firstError(other.json)?.code]).toEqual([404, errorCodes.customerNotFound]);
      const malformed = await server.get('/ratchet/companies/customers/not-a-uuid', { token: leadBuyer });
      expect([malformed.status, firstError(malformed.json)?.code]).toEqual([400, errorCodes.invalidUuid]);
    });

    it('§7 create: default rights, a welcome mail with a set-password link; a taken username answers VIOLATION::USERNAME_EXISTS', async () => {
      const created = await server.post<CompanyCustomer>(
        '/ratchet/companies/customers/create',
        { firstName: 'Nina', lastName: 'Neu', username: 'nina.neu', email: 'nina@huber.demo.invalid', storefrontUrl },
        { token: leadBuyer },
      );
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({
        username: 'nina.neu',
        active: true,
        leadBuyer: false,
        awaitingActivation: false,
      });
      const roles = await server.get<{ roles: Array<{ code: string; enabled: boolean }> }>(
        `/ratchet/account/${created.json.id}/role`,
        { token: leadBuyer },
      );
      expect(
        roles.json.roles
          .filter((role) => role.enabled)
          .map((role) => role.code)
          .sort(),
      ).toEqual([...newUserDefaultRoles].sort());
      const mail = await server.db.query<{ recipient: string; body_text: string }>(
        "SELECT recipient, body_text FROM mail_outbox WHERE kind = 'customer-welcome' AND recipient = $1",
        ['nina@huber.demo.invalid'],
      );
      expect(mail.rows[0]?.body_text).toContain(`${storefrontUrl}/auth/password-recovery?hash=`);
      expect(mail.rows[0]?.body_text).toContain('nina.neu');

      const again = await server.post(
        '/ratchet/companies/customers/create',
        { firstName: 'N', lastName: 'N', username: 'Buyer', email: 'n@huber.demo.invalid', storefrontUrl },
        { token: leadBuyer },
      );
      expect([again.status, firstError(again.json)?.code, firstError(again.json)?.source?.pointer]).toEqual([
        400,
        errorCodes.usernameExists,
        '/username',
      ]);
      const badRole = await server.post(
        '/ratchet/companies/customers/create',
        { firstName: 'N', lastName: 'N', username: 'n.n', email: 'n@x.invalid', storefrontUrl, roles: ['ROLE_FLY'] },
        { token: leadBuyer },
      );
      expect([badRole.status, firstError(badRole.json)?.code]).toEqual([400, errorCodes.invalidRole]);
    });

    it('§7 edit: names, username, e-mail; another user’s username answers VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE', async () => {
      const id = generatedId(0xc0, 1, 1);
      const edited = await server.request<CompanyCustomer>('PATCH', `/ratchet/companies/customers/${id}`, {
        token: leadBuyer,
        body: { firstName: 'Edith', lastName: 'Edlinger', email: 'edith@huber.demo.invalid' },
      });
      expect(edited.status).toBe(200);
      expect(edited.json).toMatchObject({
        firstName: 'Edith',
        lastName: 'Edlinger',
        email: 'edith@huber.demo.invalid',
      });
      const taken = await server.request('PATCH', `/ratchet/companies/customers/${id}`, {
        token: leadBuyer,
        body: { username: 'approver' },
      });
      expect([taken.status, firstError(taken.json)?.code]).toEqual([400, errorCodes.usernameNotUnique]);
    });

    it('issue 11: deactivating a user ends their sessions: their very next request is refused', async () => {
      const id = generatedId(0xc0, 1, 2);
      const username = (
        await server.db.query<{ username: string }>('SELECT username FROM customer WHERE id = $1', [id])
      ).rows[0]?.username;
      const session = await server.login(username ?? '');
      expect((await server.post('/account/customer', {}, { token: session })).status).toBe(200);
      const deactivated = await server.request<CompanyCustomer>('PATCH', `/ratchet/companies/customers/${id}`, {
        token: leadBuyer,
        body: { active: false },
      });
      expect(deactivated.json.active).toBe(false);
      const next = await server.post('/account/customer', {}, { token: session });
      expect([next.status, firstError(next.json)?.code]).toEqual([403, errorCodes.customerNotLoggedIn]);
      // Reactivating does not bring the old session back.
      await server.request('PATCH', `/ratchet/companies/customers/${id}`, { token: leadBuyer, body: { active: true } });
      expect((await server.post('/account/customer', {}, { token: session })).status).toBe(403);
    });

    it('issue 11: nobody deactivates themselves; the company keeps at least one active lead buyer', async () => {
      const self = await server.request('PATCH', `/ratchet/companies/customers/${demoIds.customers['lead.buyer']}`, {
        token: leadBuyer,
        body: { active: false },
      });
      expect([self.status, firstError(self.json)?.code]).toEqual([400, errorCodes.ownAccountProtected]);

      // Nordzee with one active lead buyer left.
      await server.db.query('UPDATE customer SET lead_buyer = false WHERE company_id = $1 AND id <> $2', [
        nordzee,
        demoIds.customers['nord.lead.buyer'],
      ]);
      const nord = await server.contextFor('nord.lead.buyer');
      const demote = await server.request(
        'PATCH',
        `/ratchet/companies/customers/${demoIds.customers['nord.lead.buyer']}`,
        {
          token: nord,
          body: { leadBuyer: false },
        },
      );
      expect([demote.status, firstError(demote.json)?.code]).toEqual([400, errorCodes.lastLeadBuyer]);
      // With a second lead buyer, the first may step down.
      await server.request('PATCH', `/ratchet/companies/customers/${demoIds.customers['nord.buyer']}`, {
        token: nord,
        body: { leadBuyer: true },
      });
      const stepDown = await server.request<CompanyCustomer>(
        'PATCH',
        `/ratchet/companies/customers/${demoIds.customers['nord.lead.buyer']}`,
        { token: nord, body: { leadBuyer: false } },
      );
      expect(stepDown.json.leadBuyer).toBe(false);
    });

    it('§7 delete one or several: all or nothing; never oneself; deleted users cannot log in and free their username', async () => {
      const ids = [generatedId(0xc0, 1, 3), generatedId(0xc0, 1, 4)];
      const usernames = (
        await server.db.query<{ username: string }>('SELECT username FROM customer WHERE id = ANY($1::uuid[])', [ids])
      ).rows.map((row) => row.username);
      const withOther = await server.request('DELETE', '/ratchet/companies/customers', {
        token: leadBuyer,
        body: { customerIds: [...ids, demoIds.customers['nord.buyer']] },
      });
      expect([withOther.status, firstError(withOther.json)?.code]).toEqual([404, errorCodes.customerNotFound]);
      expect((await list({})).json.pager.total).toBe(huberUsers + 1); // nina.neu was created above
      const self = await server.request('DELETE', '/ratchet/companies/customers', {
        token: leadBuyer,
        body: { customerIds: [demoIds.customers['lead.buyer']] },
      });
      expect([self.status, firstError(self.json)?.code]).toEqual([400, errorCodes.ownAccountProtected]);
      const malformed = await server.request('DELETE', '/ratchet/companies/customers', {
        token: leadBuyer,
        body: { customerIds: ['x'] },
      });
      expect([malformed.status, firstError(malformed.json)?.source?.pointer]).toEqual([400, '/customerIds/0']);

      const deleted = await server.request<{ deleted: string[] }>('DELETE', '/ratchet/companies/customers', {
        token: leadBuyer,
        body: { customerIds: ids },
      });
      expect(deleted.status).toBe(200);
      expect(deleted.json.deleted.sort()).toEqual([...ids].sort());
      expect((await list({})).json.pager.total).toBe(huberUsers - 1);
      const login = await server.post(
        '/account/login',
        { username: usernames[0], password: 'ratchet-demo' },
        { token: null },
      );
      expect(login.status).toBe(401);
      expect((await server.get(`/ratchet/companies/customers/${ids[0]}`, { token: leadBuyer })).status).toBe(404);
    });
  });

  describe('rights (account-area.md §6; §7 GET/PUT …/account/{id}/role)', () => {
    it('issue 11: a right taken away is refused on the user’s very next request, and given back works again', async () => {
      const office = await server.contextFor('lead.buyer');
      const target = demoIds.customers.approver;
      const session = await server.contextFor('approver');
      const give = await server.request<{ roles: Array<{ code: string; enabled: boolean }> }>(
        'PUT',
        `/ratchet/account/${target}/role`,
        { token: office, body: { roles: [{ code: 'ROLE_MANAGE_ADDRESSES', enabled: true }] } },
      );
      expect(give.status).toBe(200);
      expect(give.json.roles).toHaveLength(roleCodes.length);
      expect(give.json.roles.find((role) => role.code === 'ROLE_MANAGE_ADDRESSES')?.enabled).toBe(true);
      expect((await server.get(`/ratchet/companies/${huber}/address`, { token: session })).status).toBe(200);
      await server.request('PUT', `/ratchet/account/${target}/role`, {
        token: office,
        body: { roles: [{ code: 'ROLE_MANAGE_ADDRESSES', enabled: false }] },
      });
      const refused = await server.get(`/ratchet/companies/${huber}/address`, { token: session });
      expect([refused.status, firstError(refused.json)?.code]).toEqual([403, errorCodes.missingPermission]);
      const read = await server.get<{ roles: Array<{ code: string; enabled: boolean }> }>(
        `/ratchet/account/${target}/role`,
        {
          token: office,
        },
      );
      expect(read.json.roles.find((role) => role.code === 'ROLE_MANAGE_ADDRESSES')?.enabled).toBe(false);
    });

    it('§8: an unknown code answers VIOLATION::INVALID_ROLE at its entry; nobody removes their own ROLE_MANAGE_CONTACTS', async () => {
      const invalid = await server.request('PUT', `/ratchet/account/${demoIds.customers.buyer}/role`, {
        token: leadBuyer,
        body: {
          roles: [
            { code: 'ROLE_VIEW_PRICES', enabled: true },
            { code: 'ROLE_TELEPORT', enabled: true },
          ],
        },
      });
      expect([invalid.status, firstError(invalid.json)?.code, firstError(invalid.json)?.source?.pointer]).toEqual([
        400,
        errorCodes.invalidRole,
        '/roles/1/code',
      ]);
      const own = await server.request('PUT', `/ratchet/account/${demoIds.customers['lead.buyer']}/role`, {
        token: leadBuyer,
        body: { roles: [{ code: 'ROLE_MANAGE_CONTACTS', enabled: false }] },
      });
      expect([own.status, firstError(own.json)?.code]).toEqual([400, errorCodes.ownAccountProtected]);
      const other = await server.request('PUT', `/ratchet/account/${demoIds.customers['nord.buyer']}/role`, {
        token: leadBuyer,
        body: { roles: [{ code: 'ROLE_VIEW_PRICES', enabled: false }] },
      });
      expect([other.status, firstError(other.json)?.code]).toEqual([404, errorCodes.customerNotFound]);
    });
  });

  describe('address book (account-area.md §3 Address: exactly one default; §7 Addresses)', () => {
    const book = async (token = leadBuyer) =>
      companyAddressListResponseSchema.parse((await server.get(`/ratchet/companies/${huber}/address`, { token })).json)
        .addresses;
    const body = (name: string) => ({
      name,
      street: 'Teststraße',
      houseNumber: '1',
      zipcode: '1010',
      city: 'Wien',
      country: 'AT',
    });

    it('§3: lists the book default first; creates, edits and switches the default', async () => {
      const before = await book();
      expect(before[0]?.isDefault).toBe(true);
      expect(before.filter((address) => address.isDefault)).toHaveLength(1);
      const created = await server.post<CompanyAddress>(`/ratchet/companies/${huber}/address`, body('Filiale Wien'), {
        token: leadBuyer,
      });
      expect(created.status).toBe(200);
      expect(created.json.isDefault).toBe(false);
      const edited = await server.request<CompanyAddress>(
        'PUT',
        `/ratchet/companies/${huber}/address/${created.json.id}`,
        { token: leadBuyer, body: { ...body('Filiale Wien Süd'), box: '3', isDefault: true } },
      );
      expect(edited.json).toMatchObject({ name: 'Filiale Wien Süd', box: '3', isDefault: true });
      const after = await book();
      expect(after.filter((address) => address.isDefault).map((address) => address.id)).toEqual([created.json.id]);
      const unDefault = await server.request('PUT', `/ratchet/companies/${huber}/address/${created.json.id}`, {
        token: leadBuyer,
        body: { ...body('Filiale Wien Süd'), isDefault: false },
      });
      expect([unDefault.status, firstError(unDefault.json)?.code]).toEqual([400, errorCodes.defaultAddressRequired]);
    });

    it('§3: the default is deleted only when another is named; any other address just so', async () => {
      const addresses = await book();
      const current = addresses.find((address) => address.isDefault);
      const other = addresses.find((address) => !address.isDefault);
      const refused = await server.request('DELETE', `/ratchet/companies/${huber}/address/${current?.id}`, {
        token: leadBuyer,
      });
      expect([refused.status, firstError(refused.json)?.code]).toEqual([400, errorCodes.defaultAddressRequired]);
      const deleted = await server.request<{ addresses: CompanyAddress[] }>(
        'DELETE',
        `/ratchet/companies/${huber}/address/${current?.id}?newDefaultAddressId=${other?.id}`,
        { token: leadBuyer },
      );
      expect(deleted.status).toBe(200);
      expect(deleted.json.addresses.map((address) => address.id)).not.toContain(current?.id);
      expect(deleted.json.addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([
        other?.id,
      ]);
    });

    it('§3 exactly one default also under concurrent requests (parallel set-default calls)', async () => {
      const ids = (await book()).map((address) => address.id);
      expect(ids.length).toBeGreaterThan(1);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          server.post(`/ratchet/companies/${huber}/address/${ids[index % ids.length]}/default`, undefined, {
            token: leadBuyer,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const defaults = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM company_address WHERE company_id = $1 AND is_default',
        [huber],
      );
      expect(defaults.rows[0]?.n).toBe(1);
    });

    it('§3 the database itself refuses a second default and a book without one', async () => {
      const ids = (await book()).map((address) => address.id);
      await expect(
        server.db.query('UPDATE company_address SET is_default = true WHERE company_id = $1', [huber]),
      ).rejects.toThrow();
      await expect(
        server.db.transaction((tx) =>
          tx.query('UPDATE company_address SET is_default = false WHERE company_id = $1', [huber]),
        ),
      ).rejects.toThrow(/no default address/);
      expect((await book()).map((address) => address.id).sort()).toEqual([...ids].sort());
    });

    it('architecture.md Rights: another company’s ids answer 404 like unknown ones', async () => {
      const nordAddress = generatedId(0xad, 0, 4);
      const otherCompany = await server.get(`/ratchet/companies/${nordzee}/address`, { token: leadBuyer });
      expect([otherCompany.status, firstError(otherCompany.json)?.code]).toEqual([404, errorCodes.companyNotFound]);
      const otherAddress = await server.post(`/ratchet/companies/${huber}/address/${nordAddress}/default`, undefined, {
        token: leadBuyer,
      });
      expect([otherAddress.status, firstError(otherAddress.json)?.code]).toEqual([404, errorCodes.addressNotFound]);
      const malformed = await server.get('/ratchet/companies/nope/address', { token: leadBuyer });
      expect([malformed.status, firstError(malformed.json)?.code]).toEqual([400, errorCodes.invalidUuid]);
    });
  });

  it('account-area.md §2 dashboard: the company with number, name, VAT, billing and default address', async () => {
    const viewer = await server.contextFor('viewer');
    const response = await server.get(`/ratchet/companies/${huber}`, { token: viewer });
    expect(response.status).toBe(200);
    const company = companySchema.parse(response.json);
    expect(company).toMatchObject({ companyNumber: '100200', vatNumber: 'ATU13585627' });
    expect(company.billingAddress).toMatchObject({ city: 'Linz', country: 'AT' });
    expect(company.defaultAddress?.isDefault).toBe(true);
    expect((await server.get(`/ratchet/companies/${nordzee}`, { token: viewer })).status).toBe(404);
  });
});
