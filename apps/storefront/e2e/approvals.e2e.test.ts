/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px): order requests and
 * approvals of issue 12 (account-area.md §2 approvals, §4 "Request the order", §8 budget blocks). `buyer` (no
 * ROLE_PLACE_ORDERS, flow "Einkauf Werkstatt") requests at checkout, `approver` approves or declines on
 * /account/approvals, the requester reads the decline's comment on /account/requests and cannot decide their own
 * request, and a budget that cannot cover the cart blocks it in the cart. Runs on the shared demo stack; the flow's
 * figures and the rights it changes are put back after each test.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { hydrated, launchBrowser } from './browser';
import { demoStack, type SharedStack } from './sharedStack';

let stack: SharedStack;
let browser: Browser;

interface ProductRow {
  id: string;
  minPurchase: number;
  available: boolean;
  childCount: number;
  isCloseout: boolean;
  calculatedPrice: { unitPrice: number } | null;
}

beforeAll(async () => {
  stack = demoStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A buyable product (no variants, not a sold-out closeout) with a price for `buyer`. */
async function buyableProduct(): Promise<ProductRow> {
  const token = await stack.storeApi.contextFor('buyer');
  const answer = await stack.storeApi.post<{ elements: ProductRow[] }>(
    '/search',
    { search: 'Schraub', limit: 50 },
    { token },
  );
  const product = answer.json.elements.find(
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

async function customerContext(
  username: 'buyer' | 'approver',
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const token = await stack.storeApi.contextFor(username);
  await context.addCookies([{ name: 'sw-context-token', value: token, url: stack.storefrontUrl }]);
  return context;
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${stack.storefrontUrl}/de-at${path}`);
  await hydrated(page);
  return page;
}

/** Empties the context's cart and puts the product in it, through the storefront's proxy. */
async function cartWith(context: BrowserContext, product: ProductRow) {
  await context.request.delete(`${stack.storefrontUrl}/store-api/checkout/cart`);
  const added = await context.request.post(`${stack.storefrontUrl}/store-api/checkout/cart/line-item`, {
    data: { items: [{ type: 'product', referencedId: product.id, quantity: product.minPurchase }] },
  });
  expect(added.status()).toBe(200);
}

/** Requests the cart's order through the store-API (what 'Request the order' sends); answers the pending request. */
async function requestThroughApi(context: BrowserContext): Promise<{ id: string; orderNumber: string }> {
  const response = await context.request.post(`${stack.storefrontUrl}/store-api/ratchet/checkout/order-request`, {
    data: { idempotencyKey: randomUUID() },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; orderNumber: string };
}

async function requestStatus(id: string): Promise<string | undefined> {
  const answer = await stack.storeApi.db.query<{ status: string }>(
    'SELECT approval_status AS status FROM sales_order WHERE id = $1',
    [id],
  );
  return answer.rows[0]?.status;
}

const flowId = demoIds.flow;

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'mobile 375px', viewport: { width: 375, height: 800 } },
])('order requests and approvals on $name (account-area.md §2 approvals, §4, §8; issue 12)', ({ viewport }) => {
  let product: ProductRow;
  let flow: { budget: string; approve_from: string | null };

  beforeAll(async () => {
    product = await buyableProduct();
    const answer = await stack.storeApi.db.query<{ budget: string; approve_from: string | null }>(
      'SELECT budget, approve_from FROM order_flow WHERE id = $1',
      [flowId],
    );
    const row = answer.rows[0];
    if (!row) throw new Error('The demo seed has no flow for buyer');
    flow = row;
  });

  afterEach(async () => {
    await stack.storeApi.db.query('UPDATE order_flow SET budget = $2, approve_from = $3 WHERE id = $1', [
      flowId,
      flow.budget,
      flow.approve_from,
    ]);
    await stack.storeApi.db.query(
      "UPDATE customer_role SET enabled = false WHERE customer_id = $1 AND role_code = 'ROLE_APPROVE_ORDER_FLOWS'",
      [demoIds.customers.buyer],
    );
    await stack.storeApi.db.query('DELETE FROM order_flow_approver WHERE flow_id = $1 AND customer_id = $2', [
      flowId,
      demoIds.customers.buyer,
    ]);
  });

  it("account-area.md §4: buyer's order over approveFrom is requested (pending, cart emptied), approver approves it (placed)", async () => {
    await stack.storeApi.db.query('UPDATE order_flow SET approve_from = 0.01 WHERE id = $1', [flowId]);
    const buyer = await customerContext('buyer', viewport);
    await cartWith(buyer, product);
    const checkout = await openPage(buyer, '/checkout');
    await checkout.getByText('Bestellungen ab 0,01 € müssen genehmigt werden.').waitFor();
    await expect(checkout.getByRole('button', { name: 'Bestellung absenden' }).count()).resolves.toBe(0);
    await checkout.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }).click();
    await checkout.getByRole('button', { name: 'Bestellung anfragen' }).click();
    await checkout.getByRole('heading', { name: 'Ihre Bestellung wurde angefragt' }).waitFor();
    const confirmation = (await checkout.locator('[data-slot="order-requested"]').textContent()) ?? '';
    const orderNumber = /Die Anfrage (\S+) wartet/.exec(confirmation)?.[1];
    expect(orderNumber).toMatch(/^\d+$/);
    const cart = (await (await buyer.request.get(`${stack.storefrontUrl}/store-api/checkout/cart`)).json()) as {
      lineItems: unknown[];
    };
    expect(cart.lineItems).toEqual([]);
    const pending = await stack.storeApi.db.query<{ order_id: string; status: string }>(
      'SELECT id AS order_id, approval_status AS status FROM sales_order WHERE order_number = $1',
      [orderNumber],
    );
    expect(pending.rows[0]?.status).toBe('pending');
    await buyer.close();

    const approver = await customerContext('approver', viewport);
    const approvals = await openPage(approver, '/account/approvals');
    await approvals.getByRole('checkbox', { name: `${orderNumber} Bernd Gruber auswählen` }).click();
    await approvals.getByRole('button', { name: 'Auswahl genehmigen' }).click();
    const dialog = approvals.getByRole('alertdialog', { name: '1 Anfrage genehmigen?' });
    await dialog.getByRole('button', { name: 'Genehmigen' }).click();
    await approvals.getByText('1 Anfrage genehmigt und bestellt.').waitFor();
    expect(await requestStatus(pending.rows[0]?.order_id ?? '')).toBe('approved');
    await approver.close();
  });

  it('account-area.md §2: a declined request shows the approver’s comment to the requester', async () => {
    const buyer = await customerContext('buyer', viewport);
    await cartWith(buyer, product);
    const request = await requestThroughApi(buyer);
    const approver = await customerContext('approver', viewport);
    const detail = await openPage(approver, `/account/approvals/${request.id}`);
    await detail.getByRole('button', { name: 'Ablehnen' }).click();
    const dialog = detail.getByRole('alertdialog', { name: '1 Anfrage ablehnen?' });
    await dialog.getByRole('textbox').fill('Bitte über den Rahmenvertrag bestellen.');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await detail.getByText('1 Anfrage abgelehnt.').waitFor();
    expect(await requestStatus(request.id)).toBe('declined');
    await approver.close();

    const own = await openPage(buyer, '/account/requests');
    const row = own.locator('tr', { hasText: request.orderNumber });
    await row.getByText('Kommentar: Bitte über den Rahmenvertrag bestellen.').waitFor();
    await buyer.close();
  });

  it('account-area.md §4: the requester cannot approve their own request, even as an approver with the right', async () => {
    const buyer = await customerContext('buyer', viewport);
    await cartWith(buyer, product);
    const request = await requestThroughApi(buyer);
    await stack.storeApi.db.query(
      "UPDATE customer_role SET enabled = true WHERE customer_id = $1 AND role_code = 'ROLE_APPROVE_ORDER_FLOWS'",
      [demoIds.customers.buyer],
    );
    await stack.storeApi.db.query('INSERT INTO order_flow_approver (flow_id, customer_id) VALUES ($1, $2)', [
      flowId,
      demoIds.customers.buyer,
    ]);
    const detail = await openPage(buyer, `/account/approvals/${request.id}`);
    await detail.getByRole('heading', { name: `Bestellanfrage ${request.orderNumber}` }).waitFor();
    await expect(detail.getByRole('button', { name: 'Genehmigen' }).count()).resolves.toBe(0);
    const decided = await buyer.request.post(`${stack.storefrontUrl}/store-api/ratchet/order/approvals/actions`, {
      data: { action: 'approve', ids: [request.id] },
    });
    const answer = (await decided.json()) as { results?: { outcome: string; code: string | null }[] };
    expect(answer.results?.[0]).toMatchObject({ outcome: 'refused', code: 'RATCHET__ORDER_APPROVAL_OWN_REQUEST' });
    expect(await requestStatus(request.id)).toBe('pending');
    await buyer.close();
  });

  it('account-area.md §8: a flow budget that cannot cover the cart blocks it in the cart, before anything is filled in', async () => {
    await stack.storeApi.db.query('UPDATE order_flow SET budget = 0 WHERE id = $1', [flowId]);
    const buyer = await customerContext('buyer', viewport);
    await cartWith(buyer, product);
    const page = await openPage(buyer, '/checkout');
    await page.getByText(/^Die Bestellung übersteigt Ihr verbleibendes Budget von .+ und kann weder/).waitFor();
    expect(await page.getByRole('button', { name: 'Bestellung anfragen' }).isDisabled()).toBe(true);
    await buyer.request.delete(`${stack.storefrontUrl}/store-api/checkout/cart`);
    await buyer.close();
  });
});
