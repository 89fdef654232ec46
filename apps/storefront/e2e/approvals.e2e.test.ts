/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px): order requests and
 * approvals of issue 12 (account-area.md §2 approvals, §4 "Request the order", §8 budget blocks). `buyer` (no
 * ROLE_PLACE_ORDERS, flow "Einkauf Werkstatt") requests at checkout, `approver` approves or declines on
 * /account/approvals, the requester reads the decline's comment on /account/requests and cannot decide their own
 * request, and a budget that cannot cover the cart blocks it in the cart. The lead buyer creates a flow through the
 * wizard; an order reference with a daily budget blocks the day's second order and allows it the next day (the
 * server's clock moves, not the machine's). Runs on the shared demo stack; the flow's figures and the rights it
 * changes are put back after each test, the clock is reset.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoRequestIds } from '@ratchet/store-api/src/seed/approvalDemo';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { operations } from '@ratchet/store-api-contract';
import { hydrated } from './browser';
import { browserSession, desktopAndMobile, viewportRows as viewports } from './session';
import { contractAnswer, errorAnswer, storeApiClient, type Answer } from './storeApiClient';

const session = browserSession();

type ProductRow = Answer<'searchPage post /search'>['elements'][number];

/** A buyable product (no variants, not a sold-out closeout) with a price for `buyer`. */
async function buyableProduct(): Promise<ProductRow> {
  const token = await session.stack.storeApi.contextFor('buyer');
  const answer = await storeApiClient(session.stack.storeApi, token).invoke('searchPage post /search', {
    body: { search: 'Schraub', limit: 50 },
  });
  const product = answer.elements.find(
    (candidate) =>
      candidate.available &&
      candidate.childCount === 0 &&
      !candidate.isCloseout &&
      (candidate.calculatedPrice?.unitPrice ?? 0) > 0 &&
      (candidate.calculatedPrice?.unitPrice ?? 0) * candidate.minPurchase < 500,
  );
  if (!product) throw new Error('The demo seed has no buyable product for buyer');
  return product;
}

/** Empties the context's cart and puts the product in it, through the storefront's proxy. */
async function cartWith(context: BrowserContext, product: ProductRow) {
  await context.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
  const added = await context.request.post(`${session.stack.storefrontUrl}/store-api/checkout/cart/line-item`, {
    data: { items: [{ type: 'product', referencedId: product.id, quantity: product.minPurchase }] },
  });
  expect(added.status()).toBe(200);
}

/** Requests the cart's order through the store-API (what 'Request the order' sends); answers the pending request. */
async function requestThroughApi(context: BrowserContext): Promise<{ id: string; orderNumber: string }> {
  const response = await context.request.post(
    `${session.stack.storefrontUrl}/store-api/ratchet/checkout/order-request`,
    {
      data: { idempotencyKey: randomUUID() },
    },
  );
  expect(response.status()).toBe(200);
  return contractAnswer(response, operations['requestOrder post /ratchet/checkout/order-request']);
}

async function requestStatus(id: string): Promise<string | undefined> {
  const answer = await session.stack.storeApi.db.query<{ status: string }>(
    'SELECT approval_status AS status FROM sales_order WHERE id = $1',
    [id],
  );
  return answer.rows[0]?.status;
}

const flowId = demoIds.flow;

describe.each(desktopAndMobile)(
  'order requests and approvals on $name (account-area.md §2 approvals, §4, §8; issue 12)',
  ({ viewport }) => {
    let product: ProductRow;
    let flow: { budget: string; approve_from: string | null };

    beforeAll(async () => {
      product = await buyableProduct();
      const answer = await session.stack.storeApi.db.query<{ budget: string; approve_from: string | null }>(
        'SELECT budget, approve_from FROM order_flow WHERE id = $1',
        [flowId],
      );
      const row = answer.rows[0];
      if (!row) throw new Error('The demo seed has no flow for buyer');
      flow = row;
    });

    afterEach(async () => {
      await session.stack.storeApi.db.query('UPDATE order_flow SET budget = $2, approve_from = $3 WHERE id = $1', [
        flowId,
        flow.budget,
        flow.approve_from,
      ]);
      await session.stack.storeApi.db.query(
        "UPDATE customer_role SET enabled = false WHERE customer_id = $1 AND role_code = 'ROLE_APPROVE_ORDER_FLOWS'",
        [demoIds.customers.buyer],
      );
      await session.stack.storeApi.db.query('DELETE FROM order_flow_approver WHERE flow_id = $1 AND customer_id = $2', [
        flowId,
        demoIds.customers.buyer,
      ]);
    });

    it("account-area.md §4: buyer's order over approveFrom is requested (pending, cart emptied), approver approves it (placed)", async () => {
      await session.stack.storeApi.db.query('UPDATE order_flow SET approve_from = 0.01 WHERE id = $1', [flowId]);
      const buyer = await session.signedIn('buyer', viewport);
      await cartWith(buyer, product);
      const checkout = await session.open(buyer, '/checkout');
      await checkout.getByText('Bestellungen ab 0,01 € müssen genehmigt werden.').waitFor();
      await expect(checkout.getByRole('button', { name: 'Bestellung absenden' }).count()).resolves.toBe(0);
      await checkout.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }).click();
      await checkout.getByRole('button', { name: 'Bestellung anfragen' }).click();
      await checkout.getByRole('heading', { name: 'Ihre Bestellung wurde angefragt' }).waitFor();
      const confirmation = (await checkout.locator('[data-slot="order-requested"]').textContent()) ?? '';
      const orderNumber = /Die Anfrage (\S+) wartet/.exec(confirmation)?.[1];
      expect(orderNumber).toMatch(/^\d+$/);
      const cart = await contractAnswer(
        await buyer.request.get(`${session.stack.storefrontUrl}/store-api/checkout/cart`),
        operations['readCart get /checkout/cart'],
      );
      expect(cart.lineItems).toEqual([]);
      const pending = await session.stack.storeApi.db.query<{ order_id: string; status: string }>(
        'SELECT id AS order_id, approval_status AS status FROM sales_order WHERE order_number = $1',
        [orderNumber],
      );
      expect(pending.rows[0]?.status).toBe('pending');
      await buyer.close();

      const approver = await session.signedIn('approver', viewport);
      const approvals = await session.open(approver, '/account/approvals');
      await approvals.getByRole('checkbox', { name: `${orderNumber} Bernd Gruber auswählen` }).click();
      await approvals.getByRole('button', { name: 'Auswahl genehmigen' }).click();
      const dialog = approvals.getByRole('alertdialog', { name: '1 Anfrage genehmigen?' });
      await dialog.getByRole('button', { name: 'Genehmigen' }).click();
      await approvals.getByText('1 Anfrage genehmigt und bestellt.').waitFor();
      expect(await requestStatus(pending.rows[0]?.order_id ?? '')).toBe('approved');
      await approver.close();
    });

    it('account-area.md §4: bulk approval of three requests where one no longer fits the budget: two are placed, the third stays pending and is named', async () => {
      const buyer = await session.signedIn('buyer', viewport);
      const requests: Array<{ id: string; orderNumber: string }> = [];
      for (let n = 0; n < 3; n += 1) {
        await cartWith(buyer, product);
        requests.push(await requestThroughApi(buyer));
      }
      await buyer.close();
      const totals = await session.stack.storeApi.db.query<{ total: string }>(
        'SELECT max(total)::text AS total FROM sales_order WHERE id = ANY($1::uuid[])',
        [requests.map((request) => request.id)],
      );
      const figures = await storeApiClient(
        session.stack.storeApi,
        await session.stack.storeApi.contextFor('lead.buyer'),
      ).invoke('readCompanyCustomer get /ratchet/companies/customers/{id}', {
        pathParams: { id: demoIds.customers.buyer },
      });
      // What is left of buyer's flow covers two and a half of the requests (approval spends; requesting does not).
      await session.stack.storeApi.db.query(
        'UPDATE order_flow SET budget = budget - $2::numeric + round($3::numeric * 2.5, 2) WHERE id = $1',
        [flowId, figures.budgetRemaining, totals.rows[0]?.total],
      );
      const approver = await session.signedIn('approver', viewport);
      const approvals = await session.open(approver, '/account/approvals');
      for (const request of requests) {
        await approvals.getByRole('checkbox', { name: `${request.orderNumber} Bernd Gruber auswählen` }).click();
      }
      await approvals.getByRole('button', { name: 'Auswahl genehmigen' }).click();
      const dialog = approvals.getByRole('alertdialog', { name: '3 Anfragen genehmigen?' });
      await dialog.getByRole('button', { name: 'Genehmigen' }).click();
      await approvals.getByText('2 Anfragen genehmigt und bestellt.').waitFor();
      const statuses = await Promise.all(requests.map((request) => requestStatus(request.id)));
      expect([...statuses].sort()).toEqual(['approved', 'approved', 'pending']);
      const pending = requests[statuses.indexOf('pending')];
      await approvals
        .getByText(
          `${pending?.orderNumber} wurde nicht entschieden: Das Budget des Freigabeprozesses deckt sie nicht mehr`,
          { exact: false },
        )
        .waitFor();
      await approver.close();
    });

    it('issue 12: the approvals list’s filters live in the URL: a reload and back keep them, as in the order history', async () => {
      const approver = await session.signedIn('approver', viewport);
      const approvals = await session.open(approver, '/account/approvals');
      await approvals.getByRole('button', { name: /Offen/ }).first().click();
      await approvals.getByRole('option', { name: 'Alle' }).click();
      await approvals.waitForURL(/\/account\/approvals\?status=all$/);
      await approvals.getByRole('searchbox', { name: 'Bestellnummer oder Name' }).fill('Gruber');
      await approvals.waitForURL(/status=all&search=Gruber/);
      await approvals.reload();
      await hydrated(approvals);
      expect(await approvals.getByRole('searchbox', { name: 'Bestellnummer oder Name' }).inputValue()).toBe('Gruber');
      await approvals.getByRole('button', { name: /Alle/ }).first().waitFor();
      // Into a request and back: the list as it was filtered.
      await session.open(approvals, `/account/approvals/${demoRequestIds.huber}`);
      await approvals.goBack();
      await approvals.waitForURL(/status=all&search=Gruber/);
      await hydrated(approvals);
      expect(await approvals.getByRole('searchbox', { name: 'Bestellnummer oder Name' }).inputValue()).toBe('Gruber');
      await approver.close();
    });

    it('account-area.md §2: a declined request shows the approver’s comment to the requester', async () => {
      const buyer = await session.signedIn('buyer', viewport);
      await cartWith(buyer, product);
      const request = await requestThroughApi(buyer);
      const approver = await session.signedIn('approver', viewport);
      const detail = await session.open(approver, `/account/approvals/${request.id}`);
      await detail.getByRole('button', { name: 'Ablehnen' }).click();
      const dialog = detail.getByRole('alertdialog', { name: '1 Anfrage ablehnen?' });
      await dialog.getByRole('textbox').fill('Bitte über den Rahmenvertrag bestellen.');
      await dialog.getByRole('button', { name: 'Ablehnen' }).click();
      await detail.getByText('1 Anfrage abgelehnt.').waitFor();
      expect(await requestStatus(request.id)).toBe('declined');
      await approver.close();

      const own = await session.open(buyer, '/account/requests');
      const row = own.locator('tr', { hasText: request.orderNumber });
      await row.getByText('Kommentar: Bitte über den Rahmenvertrag bestellen.').waitFor();
      await buyer.close();
    });

    it('account-area.md §4: the requester cannot approve their own request, even as an approver with the right', async () => {
      const buyer = await session.signedIn('buyer', viewport);
      await cartWith(buyer, product);
      const request = await requestThroughApi(buyer);
      await session.stack.storeApi.db.query(
        "UPDATE customer_role SET enabled = true WHERE customer_id = $1 AND role_code = 'ROLE_APPROVE_ORDER_FLOWS'",
        [demoIds.customers.buyer],
      );
      await session.stack.storeApi.db.query('INSERT INTO order_flow_approver (flow_id, customer_id) VALUES ($1, $2)', [
        flowId,
        demoIds.customers.buyer,
      ]);
      const detail = await session.open(buyer, `/account/approvals/${request.id}`);
      await detail.getByRole('heading', { name: `Bestellanfrage ${request.orderNumber}` }).waitFor();
      await expect(detail.getByRole('button', { name: 'Genehmigen' }).count()).resolves.toBe(0);
      const decided = await buyer.request.post(
        `${session.stack.storefrontUrl}/store-api/ratchet/order/approvals/actions`,
        {
          data: { action: 'approve', ids: [request.id] },
        },
      );
      const answer = await contractAnswer(decided, operations['decideApprovals post /ratchet/order/approvals/actions']);
      expect(answer.results?.[0]).toMatchObject({ outcome: 'refused', code: 'RATCHET__ORDER_APPROVAL_OWN_REQUEST' });
      expect(await requestStatus(request.id)).toBe('pending');
      await buyer.close();
    });

    it('account-area.md §8: a flow budget that cannot cover the cart blocks it in the cart, before anything is filled in', async () => {
      await session.stack.storeApi.db.query('UPDATE order_flow SET budget = 0 WHERE id = $1', [flowId]);
      const buyer = await session.signedIn('buyer', viewport);
      await cartWith(buyer, product);
      const page = await session.open(buyer, '/checkout');
      await page.getByText(/^Die Bestellung übersteigt Ihr verbleibendes Budget von .+ und kann weder/).waitFor();
      expect(await page.getByRole('button', { name: 'Bestellung anfragen' }).isDisabled()).toBe(true);
      await buyer.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
      await buyer.close();
    });
  },
);

/** An active user of the demo company whose full name no other user shares (their checkbox names them alone). */
async function uniquelyNamedUser(condition: string): Promise<{ id: string; name: string }> {
  const { rows } = await session.stack.storeApi.db.query<{ id: string; name: string }>(
    `SELECT c.id, c.first_name || ' ' || c.last_name AS name FROM customer c
      WHERE c.company_id = $1 AND c.active AND c.deleted_at IS NULL AND ${condition}
        AND (SELECT count(*) FROM customer o WHERE o.company_id = c.company_id AND o.deleted_at IS NULL
              AND o.first_name = c.first_name AND o.last_name = c.last_name) = 1
      ORDER BY c.username LIMIT 1`,
    [demoIds.company],
  );
  if (!rows[0]) throw new Error('no uniquely named user');
  return rows[0];
}

describe('flows and order-reference budgets (account-area.md §2 Flows, §3, §9 periods; issue 12)', () => {
  it.each(viewports)(
    'account-area.md §2, §6: flows, approvals and a user’s rights open for a user with the right; without it the guard sends home and the server answers 403 (%s)',
    async (_, viewport) => {
      const screens = [
        {
          path: '/account/flows',
          heading: 'Freigabeprozesse',
          call: { method: 'GET', path: '/ratchet/order-flow' },
        },
        {
          path: '/account/approvals',
          heading: 'Genehmigungen',
          call: { method: 'POST', path: '/ratchet/order/approvals' },
        },
        {
          path: `/account/customer/rights/${demoIds.customers.approver}`,
          heading: 'Rechte von Anna Wagner',
          call: { method: 'GET', path: `/ratchet/account/${demoIds.customers.approver}/role` },
        },
      ] as const;
      const allowed = await session.signedIn('lead.buyer', viewport);
      const refused = await session.signedIn('buyer', viewport);
      for (const screen of screens) {
        const page = await session.open(allowed, screen.path);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        const answer = await allowed.request.fetch(`${session.stack.storefrontUrl}/store-api${screen.call.path}`, {
          method: screen.call.method,
          ...(screen.call.method === 'POST' ? { data: {} } : {}),
        });
        expect([screen.path, answer.status()]).toEqual([screen.path, 200]);
        await page.close();

        const home = await session.open(refused, screen.path);
        expect(new URL(home.url()).pathname).toBe('/de-at');
        await home.close();
        const denied = await refused.request.fetch(`${session.stack.storefrontUrl}/store-api${screen.call.path}`, {
          method: screen.call.method,
          ...(screen.call.method === 'POST' ? { data: {} } : {}),
        });
        const body = await errorAnswer(denied);
        expect([screen.path, denied.status(), body.errors?.[0]?.code]).toEqual([
          screen.path,
          403,
          'RATCHET__MISSING_PERMISSION',
        ]);
      }
      await allowed.close();
      await refused.close();
    },
  );

  it.each(viewports)(
    'account-area.md §2: the lead buyer creates a flow in steps (500 € monthly, approval from 200 €) for a user and an approver; the user’s live budget is 500 € (%s)',
    async (_, viewport) => {
      const name = `E2E Monat ${randomUUID().slice(0, 8)}`;
      const approver = await uniquelyNamedUser(
        "EXISTS (SELECT 1 FROM customer_role r WHERE r.customer_id = c.id AND r.enabled AND r.role_code = 'ROLE_APPROVE_ORDER_FLOWS')",
      );
      const member = await uniquelyNamedUser(
        `c.id <> '${approver.id}' AND NOT EXISTS (SELECT 1 FROM order_flow_customer m JOIN order_flow f ON f.id = m.flow_id
           WHERE m.customer_id = c.id AND f.active)`,
      );
      const context = await session.signedIn('lead.buyer', viewport);
      try {
        const page = await session.open(context, '/account/flows/create');
        await page.getByLabel('Name des Freigabeprozesses').fill(name);
        await page.getByRole('button', { name: 'Weiter' }).click();
        await page.getByLabel('Budget je Benutzer und Zeitraum (€)').fill('500');
        await page.getByLabel('Genehmigung ab (€)').fill('200');
        await page.getByRole('button', { name: 'Weiter' }).click();
        await page.getByRole('checkbox', { name: approver.name, exact: true }).click();
        await page.getByRole('button', { name: 'Weiter' }).click();
        await page.getByRole('checkbox', { name: member.name, exact: true }).click();
        await page.getByRole('button', { name: 'Freigabeprozess anlegen' }).click();
        await page.getByText('Der Freigabeprozess wurde angelegt.').waitFor();
        const { rows } = await session.stack.storeApi.db.query<{
          id: string;
          budget: string;
          approve_from: string;
          period: string;
          active: boolean;
        }>('SELECT id, budget::text, approve_from::text, period, active FROM order_flow WHERE name = $1', [name]);
        expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
          { budget: '500.00', approve_from: '200.00', period: 'monthly', active: true },
        ]);
        const flow = rows[0]?.id ?? '';
        const people = await session.stack.storeApi.db.query<{ kind: string; customer_id: string }>(
          `SELECT 'user' AS kind, customer_id FROM order_flow_customer WHERE flow_id = $1
           UNION ALL SELECT 'approver', customer_id FROM order_flow_approver WHERE flow_id = $1 ORDER BY 1`,
          [flow],
        );
        expect(people.rows).toEqual([
          { kind: 'approver', customer_id: approver.id },
          { kind: 'user', customer_id: member.id },
        ]);
        // storefront.md §3 flow.budget / flow.budgetRemaining are the live figures: a fresh period, nothing spent.
        const user = await storeApiClient(
          session.stack.storeApi,
          await session.stack.storeApi.contextFor('lead.buyer'),
        ).invoke('readCompanyCustomer get /ratchet/companies/customers/{id}', { pathParams: { id: member.id } });
        expect([user.budget, user.budgetRemaining]).toEqual([500, 500]);
      } finally {
        await session.stack.storeApi.db.query('DELETE FROM order_flow WHERE name = $1', [name]);
        await context.close();
      }
    },
  );

  it.each(viewports)(
    'issue 12: under a flow of 500 € a month from 200 € approval, a user orders about 150 € (placed), requests about 250 € (the approver approves it: placed), and about 120 € more is blocked by the budget (%s)',
    async (_, viewport) => {
      const flow = randomUUID();
      const member = await uniquelyNamedUser(
        `NOT EXISTS (SELECT 1 FROM order_flow_customer m WHERE m.customer_id = c.id)
         AND c.id NOT IN (${Object.values(demoIds.customers)
           .map((id) => `'${id}'`)
           .join(', ')})
         AND (SELECT count(*) FROM customer_role r WHERE r.customer_id = c.id AND r.enabled
               AND r.role_code IN ('ROLE_PLACE_ORDERS', 'ROLE_VIEW_PRICES')) = 2`,
      );
      await session.stack.storeApi.db.query(
        `INSERT INTO order_flow (id, company_id, name, budget, budget_remaining, approve_from, period, start_date, time_zone)
         VALUES ($1, $2, $3, 500, 500, 200, 'monthly', current_date, 'Europe/Vienna')`,
        [flow, demoIds.company, `E2E 500 ${flow.slice(0, 6)}`],
      );
      await session.stack.storeApi.db.query('INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)', [
        member.id,
        flow,
      ]);
      await session.stack.storeApi.db.query('INSERT INTO order_flow_approver (flow_id, customer_id) VALUES ($1, $2)', [
        flow,
        demoIds.customers.approver,
      ]);
      const buyer = await session.signedIn({ customerId: member.id }, viewport);
      const api = (method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) =>
        buyer.request.fetch(`${session.stack.storefrontUrl}/store-api${path}`, { method, ...(data ? { data } : {}) });
      const remaining = async () =>
        (
          await storeApiClient(session.stack.storeApi, await session.stack.storeApi.contextFor('lead.buyer')).invoke(
            'readCompanyCustomer get /ratchet/companies/customers/{id}',
            { pathParams: { id: member.id } },
          )
        ).budgetRemaining;
      // A cart of the cheapest buyable product whose total is the first one at or above `target` (quantity searched).
      const token = await session.stack.storeApi.contextFor('buyer');
      const found = await storeApiClient(session.stack.storeApi, token).invoke('searchPage post /search', {
        body: { search: 'Schraub', limit: 50 },
      });
      const product = found.elements
        .filter((row) => row.available && row.childCount === 0 && !row.isCloseout && row.calculatedPrice)
        .sort((a, b) => (a.calculatedPrice?.unitPrice ?? 0) - (b.calculatedPrice?.unitPrice ?? 0))[0];
      if (!product) throw new Error('no buyable product');
      const cartTotal = async (steps: number) => {
        await api('DELETE', '/checkout/cart');
        const quantity = product.minPurchase + steps * Math.max(1, product.purchaseSteps);
        await api('POST', '/checkout/cart/line-item', {
          items: [{ type: 'product', referencedId: product.id, quantity }],
        });
        const { price } = await contractAnswer(
          await api('GET', '/checkout/cart'),
          operations['readCart get /checkout/cart'],
        );
        if (!price) throw new Error('The cart has no price for the member');
        return price.totalPrice;
      };
      const cartOf = async (target: number): Promise<number> => {
        let low = 0;
        let high = 2000;
        while (low < high) {
          const middle = Math.floor((low + high) / 2);
          if ((await cartTotal(middle)) < target) low = middle + 1;
          else high = middle;
        }
        return cartTotal(low);
      };
      try {
        const first = await cartOf(150);
        expect(first).toBeLessThan(200);
        const placedFirst = await api('POST', '/checkout/order', {
          idempotencyKey: randomUUID(),
          paymentMethodId: 'prepayment',
        });
        expect(placedFirst.status(), await placedFirst.text()).toBe(200);
        expect(await remaining()).toBeCloseTo(500 - first, 2);

        const second = await cartOf(250);
        expect(first + second).toBeLessThanOrEqual(500);
        const placed = await api('POST', '/checkout/order', {
          idempotencyKey: randomUUID(),
          paymentMethodId: 'prepayment',
        });
        expect((await errorAnswer(placed)).errors[0]?.code).toBe('RATCHET__ORDER_APPROVAL_REQUIRED');
        const requested = await api('POST', '/ratchet/checkout/order-request', {
          idempotencyKey: randomUUID(),
          paymentMethodId: 'prepayment',
        });
        // Prepayment: the company's credit limit (open balance of on-account orders on the shared stack) stays out.
        expect(requested.status(), await requested.text()).toBe(200);
        const request = await contractAnswer(
          requested,
          operations['requestOrder post /ratchet/checkout/order-request'],
        );
        expect(await requestStatus(request.id)).toBe('pending');
        expect(await remaining()).toBeCloseTo(500 - first, 2);

        const approver = await session.signedIn('approver', viewport);
        const approvals = await session.open(approver, '/account/approvals');
        await approvals.getByRole('checkbox', { name: `${request.orderNumber} ${member.name} auswählen` }).click();
        await approvals.getByRole('button', { name: 'Auswahl genehmigen' }).click();
        await approvals
          .getByRole('alertdialog', { name: '1 Anfrage genehmigen?' })
          .getByRole('button', { name: 'Genehmigen' })
          .click();
        await approvals.getByText('1 Anfrage genehmigt und bestellt.').waitFor();
        await approver.close();
        expect(await requestStatus(request.id)).toBe('approved');
        expect(await remaining()).toBeCloseTo(500 - first - second, 2);

        const third = await cartOf(120);
        expect(third).toBeGreaterThan(500 - first - second);
        const checkout = await session.open(buyer, '/checkout');
        await checkout.getByText(/^Die Bestellung übersteigt Ihr verbleibendes Budget von .+ und kann weder/).waitFor();
        const blocked = await api('POST', '/checkout/order', {
          idempotencyKey: randomUUID(),
          paymentMethodId: 'prepayment',
        });
        expect(blocked.status()).toBe(400);
        expect(JSON.stringify(await blocked.json())).toContain('ratchet-flow-unsufficient-budget-blocked');
      } finally {
        await api('DELETE', '/checkout/cart');
        await buyer.close();
        await session.stack.storeApi.db.query('UPDATE order_flow SET active = false WHERE id = $1', [flow]);
        await session.stack.storeApi.db.query('DELETE FROM order_flow_customer WHERE flow_id = $1', [flow]);
      }
    },
  );

  it.each(viewports)(
    'account-area.md §9: an order reference with a daily budget blocks the second order of the day and allows it the next day (the server’s clock moves) (%s)',
    async (_, viewport) => {
      const product = await buyableProduct();
      const referenceId = randomUUID();
      const referenceName = `E2E-TAG-${referenceId.slice(0, 6)}`;
      await session.stack.storeApi.db.query(
        `INSERT INTO order_reference (id, company_id, name, created_by, budget, period, start_date, time_zone)
         VALUES ($1, $2, $3, $4, 1000000, 'daily', current_date - 1, 'Europe/Vienna')`,
        [referenceId, demoIds.company, referenceName, demoIds.customers['lead.buyer']],
      );
      const context = await session.signedIn('approver', viewport);
      const cartWithReference = async () => {
        await cartWith(context, product);
        const assigned = await context.request.put(
          `${session.stack.storefrontUrl}/store-api/ratchet/order-reference/cart/${referenceId}`,
        );
        expect(assigned.status()).toBe(200);
        const cart = await contractAnswer(
          await context.request.get(`${session.stack.storefrontUrl}/store-api/checkout/cart`),
          operations['readCart get /checkout/cart'],
        );
        if (!cart.price) throw new Error('The cart has no price for approver');
        return cart.price.totalPrice;
      };
      const order = () =>
        context.request.post(`${session.stack.storefrontUrl}/store-api/checkout/order`, {
          data: { idempotencyKey: randomUUID() },
        });
      try {
        // A day's budget that covers one order of the cart, not two.
        const total = await cartWithReference();
        await session.stack.storeApi.db.query(
          'UPDATE order_reference SET budget = round($2::numeric * 1.5, 2) WHERE id = $1',
          [referenceId, total],
        );
        expect((await order()).status()).toBe(200);

        await cartWithReference();
        const blocked = await session.open(context, '/checkout');
        await blocked
          .getByText(/^Die Bestellung übersteigt das verbleibende Budget der Bestellreferenz \(.+\) und kann weder/)
          .first()
          .waitFor();
        const refused = await order();
        expect(refused.status()).toBe(400);
        expect(JSON.stringify(await refused.json())).toContain('ratchet-order-reference-unsufficient-budget-blocked');

        // The next day in Vienna: the reference's budget starts afresh.
        await session.stack.storeApi.clock.advance(24 * 60 * 60 * 1000);
        const cartPage = await session.open(context, '/checkout');
        await cartPage.getByText(`Bestellreferenz ${referenceName}:`, { exact: false }).first().waitFor();
        expect(
          await cartPage.getByText(/^Die Bestellung übersteigt das verbleibende Budget der Bestellreferenz/).count(),
        ).toBe(0);
        expect((await order()).status()).toBe(200);
      } finally {
        await session.stack.storeApi.clock.reset();
        await context.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
        await context.close();
      }
    },
  );
});
