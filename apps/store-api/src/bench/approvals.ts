// Benchmarks of issue 12: the approvals list of a company with 10,000 order requests (RATCHET_BENCH_REQUESTS_ROWS)
// under the demo flow, the approver's list call (filters, sort, page) at 10 connections, and order placement with a
// flow budget and an order-reference budget check (one customer and cart per connection), printing
//   bench approvals-list db=<pglite|postgres> requests=<N> conns=<C> p50=<ms> p95=<ms> p99=<ms> rps=<n> failures=<n>
//   bench order-place-budget db=<pglite|postgres> conns=<C> lines=3 p50=<ms> p95=<ms> p99=<ms> orders/s=<n> failures=<n>
// RATCHET_BENCH_ONLY=approvals-list or order-place-budget runs one of them; RATCHET_BENCH_PER_BODY=1 also times each of
// the list's request bodies alone at 1 connection.
// PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_BENCH_DATA_DIR (.data/bench-approvals-pglite).
// Not a test: CI never runs it.
import { openDatabase } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { seedDatabase } from '../seed';
import { demoIds } from '../seed/demoCustomers';
import { demoAccessKey, fixedIds } from '../seed/ids';
import { approvalListBodies, approverToken } from './approvalBodies';
import { latencySummary, measureConnectionLevels, startBenchServer } from './runner';

const requests = Number(process.env.RATCHET_BENCH_REQUESTS_ROWS ?? 10000);
const port = Number(process.env.RATCHET_BENCH_PORT ?? 8103);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-approvals-pglite';
const kind = url ? 'postgres' : 'pglite';
const connectionLevels = (process.env.RATCHET_BENCH_CONNS ?? '10').split(',').map(Number);
const total = Number(process.env.RATCHET_BENCH_REQUESTS ?? 3000);
const token = approverToken;
const only = process.env.RATCHET_BENCH_ONLY;
/** The ordering customers of order-place-budget: one per connection, in one flow, with one shared order reference. */
const orderingFlowId = '0f000000-0000-4000-8000-0000000012f1';
const orderingReferenceId = '0f000000-0000-4000-8000-0000000012a1';
const orderingCustomerId = (n: number) => `0f000000-0000-4000-8000-${(0x1200 + n).toString(16).padStart(12, '0')}`;
const orderingToken = (n: number) => `bench-order-budget-${n}`;
const maxConnections = Math.max(...connectionLevels);

const bodies = approvalListBodies;

async function prepareDatabase(): Promise<void> {
  const db = await openDatabase(url ? { url } : { dataDir });
  await migrate(db);
  const seeded = await db.query('SELECT 1 FROM seed_run LIMIT 1');
  if (seeded.rows.length === 0) {
    await seedDatabase(db, { products: 50, demo: true, storefrontUrl: 'http://127.0.0.1:3000' });
  }
  const present = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sales_order WHERE order_number LIKE 'B%'",
  );
  if ((present.rows[0]?.n ?? 0) !== requests) {
    const started = Date.now();
    await db.query("DELETE FROM sales_order WHERE order_number LIKE 'B%'");
    // Requests of the company's users (not the approver) under the demo flow, a third each pending/approved/declined.
    await db.query(
      `WITH requesters AS (
         SELECT array_agg(id ORDER BY id) AS ids FROM customer WHERE company_id = $1 AND id <> $2 AND deleted_at IS NULL
       )
       INSERT INTO sales_order (id, order_number, customer_id, company_id, sales_channel_id, payment_method,
         shipping_method, position_total, shipping_total, additional_cost, net_total, tax_total, total, taxes,
         line_count, created_at, state, approval_status, approval_reasons, flow_id)
       SELECT gen_random_uuid(), 'B' || g, r.ids[1 + g % array_length(r.ids, 1)], $1, $3, 'invoice', 'standard',
              100 + g % 500, 9.90, 0, 109.90 + g % 500, round((109.90 + g % 500) * 0.2, 2),
              round((109.90 + g % 500) * 1.2, 2), '[]', 1, now() - g * interval '17 minutes', 'approval_pending',
              (ARRAY['pending', 'approved', 'declined'])[1 + g % 3], '{approveFrom}', $4
         FROM generate_series(1, $5::int) AS g, requesters r`,
      [demoIds.company, demoIds.customers.approver, fixedIds.salesChannel, demoIds.flow, requests],
    );
    await db.exec('VACUUM ANALYZE sales_order');
    console.error(`[bench] ${requests} requests written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const channel = await db.query<{ id: string; language_id: string }>(
    'SELECT id, language_id FROM sales_channel WHERE access_key = $1',
    [demoAccessKey],
  );
  await db.query(
    `INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token) DO UPDATE SET customer_id = EXCLUDED.customer_id`,
    [token, channel.rows[0]?.id, channel.rows[0]?.language_id, demoIds.customers.approver],
  );
  await prepareOrderingCustomers(db, channel.rows[0]);
  await db.close();
}

/** Customers of the demo company in one flow and one order reference, each with a fixed context token. */
async function prepareOrderingCustomers(
  db: Awaited<ReturnType<typeof openDatabase>>,
  channel: { id: string; language_id: string } | undefined,
): Promise<void> {
  if (!channel) throw new Error('no sales channel');
  await db.transaction(async (tx) => {
    // Earlier runs' orders go first, so every run starts from the same data: they are the company's orders, which the
    // approvals list reads past (3,750 left by earlier runs moved its p95 by several ms in session 8).
    await tx.query(
      `DELETE FROM sales_order WHERE company_id = $1
         AND customer_id IN (SELECT id FROM customer WHERE company_id = $1 AND username LIKE 'bench.budget.%')`,
      [demoIds.company],
    );
    await tx.query(
      `INSERT INTO order_flow (id, company_id, name, budget, budget_remaining, period, transferable)
       VALUES ($1, $2, 'Bench budget', 10000000, 10000000, 'monthly', true) ON CONFLICT (id) DO NOTHING`,
      [orderingFlowId, demoIds.company],
    );
    await tx.query(
      `INSERT INTO order_reference (id, company_id, name, budget, period, start_date)
       VALUES ($1, $2, 'BENCH-REF', 10000000, 'monthly', current_date) ON CONFLICT (id) DO NOTHING`,
      [orderingReferenceId, demoIds.company],
    );
    // Enough stock that the products never run out during the bench.
    await tx.query(
      `UPDATE product SET stock = 1000000 WHERE id IN (SELECT id FROM product
         WHERE active AND child_count = 0 AND NOT is_closeout ORDER BY product_number LIMIT 30)`,
    );
    await tx.query('UPDATE company_limit SET minimum_order_value = 0, credit_limit = NULL WHERE company_id = $1', [
      demoIds.company,
    ]);
    for (let n = 0; n < maxConnections; n += 1) {
      await tx.query(
        `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
         VALUES ($1, $2, $3, 'x', $4, 'Bench', $5) ON CONFLICT (id) DO NOTHING`,
        [orderingCustomerId(n), demoIds.company, `bench.budget.${n}`, `bench.budget${n}@bench.invalid`, `Buyer ${n}`],
      );
      await tx.query(
        `INSERT INTO customer_role (customer_id, role_code, enabled)
         VALUES ($1, 'ROLE_PLACE_ORDERS', true), ($1, 'ROLE_VIEW_PRICES', true) ON CONFLICT DO NOTHING`,
        [orderingCustomerId(n)],
      );
      await tx.query(
        `INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)
         ON CONFLICT (customer_id) DO UPDATE SET flow_id = EXCLUDED.flow_id`,
        [orderingCustomerId(n), orderingFlowId],
      );
      await tx.query(
        `INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (token) DO NOTHING`,
        [orderingToken(n), channel.id, channel.language_id, orderingCustomerId(n)],
      );
    }
  });
}

function requestFor(i: number) {
  return {
    method: 'POST' as const,
    path: '/store-api/ratchet/order/approvals',
    headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token, 'content-type': 'application/json' },
    body: bodies[i % bodies.length] ?? '{}',
  };
}

/** A JSON call of one ordering customer. */
let reportedFailure = false;
async function call(method: string, path: string, body: unknown, customerToken: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/store-api${path}`, {
    method,
    headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': customerToken, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 400 && !reportedFailure) {
    reportedFailure = true;
    console.error(`[bench] first failure: ${method} ${path} ${response.status} ${text.slice(0, 300)}`);
  }
  return response.status;
}

/**
 * order-place-budget: `conns` customers each fill their cart with 3 lines and assign the order reference (not
 * timed), then place the order (timed: createOrder with stock, the flow's and the reference's budget under their
 * locks, the ledger rows, the order, mail and cart removal), in a loop.
 */
async function measureOrderPlaceBudget(conns: number): Promise<void> {
  const products = await (async () => {
    const db = await openDatabase(url ? { url } : { dataDir });
    const { rows } = await db.query<{ product_number: string; min_purchase: string | number }>(
      `SELECT product_number, min_purchase FROM product
        WHERE active AND child_count = 0 AND NOT is_closeout
        ORDER BY product_number LIMIT 30`,
    );
    await db.close();
    return rows.map((row) => ({ sku: row.product_number, quantity: Number(row.min_purchase) }));
  })();
  const perConnection = Math.max(5, Math.ceil(Number(process.env.RATCHET_BENCH_ORDERS ?? 300) / conns));
  const latencies: number[] = [];
  let failures = 0;
  const worker = async (connection: number, count: number, record: boolean) => {
    const customerToken = orderingToken(connection);
    for (let k = 0; k < count; k += 1) {
      const items = [0, 1, 2].map((line) => ({
        type: 'product',
        ...products[(connection * 3 + k + line) % products.length],
      }));
      if ((await call('POST', '/checkout/cart/line-item', { items }, customerToken)) !== 200) {
        failures += 1;
        continue;
      }
      await call('PUT', `/ratchet/order-reference/cart/${orderingReferenceId}`, undefined, customerToken);
      const begin = performance.now();
      const status = await call('POST', '/checkout/order', { paymentMethodId: 'prepayment' }, customerToken);
      if (record) latencies.push(performance.now() - begin);
      if (status !== 200) {
        failures += 1;
        // Left in the cart: the next round starts from an empty one.
        await call('DELETE', '/checkout/cart', undefined, customerToken);
      }
    }
  };
  await Promise.all(Array.from({ length: conns }, (_, connection) => worker(connection, 2, false)));
  const measuredFrom = performance.now();
  await Promise.all(Array.from({ length: conns }, (_, connection) => worker(connection, perConnection, true)));
  const seconds = (performance.now() - measuredFrom) / 1000;
  console.log(
    `bench order-place-budget db=${kind} conns=${conns} lines=3 ${latencySummary(latencies, seconds, failures, 'orders/s')}`,
  );
}

await prepareDatabase();
const stop = await startBenchServer({ port, dataDir, url });
try {
  await measureConnectionLevels({
    port,
    connectionLevels: only === 'order-place-budget' ? [] : connectionLevels,
    total,
    requestFor,
    label: `approvals-list db=${kind} requests=${requests}`,
  });
  // RATCHET_BENCH_PER_BODY=1: each request body of the list alone at 1 connection, to find the slow one.
  if (only !== 'order-place-budget' && process.env.RATCHET_BENCH_PER_BODY === '1') {
    for (const [index, body] of bodies.entries()) {
      await measureConnectionLevels({
        port,
        connectionLevels: [1],
        total: 300,
        requestFor: () => ({ ...requestFor(index), body }),
        label: `approvals-list-body db=${kind} body=${body}`,
      });
    }
  }
  if (only !== 'approvals-list') for (const conns of connectionLevels) await measureOrderPlaceBudget(conns);
} finally {
  stop();
}
