// Benchmark (issue 3 Performance): seeds N products (or reuses a seeded database), starts the
// server in a child process, and prints one line per measurement:
//   bench <name> db=<pglite|postgres> products=<N> conns=<C> p50=<ms> p95=<ms> p99=<ms> rps=<n>
// and for order placement (issue 10; 5-line carts, one customer per connection):
//   bench order-place db=<…> products=<N> conns=<C> lines=5 p50=<ms> p95=<ms> p99=<ms> orders/s=<n>
// PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_BENCH_DATA_DIR (.data/bench-pglite).
// The load comes from a raw keep-alive HTTP/1.1 client (./load.ts); search terms rotate over 500+
// distinct terms from the catalogue (./terms.ts). Not a test: CI never runs it.
import { openDatabase } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { seedDatabase } from '../seed';
import { demoAccessKey } from '../seed/ids';
import { buildSuggestIndex } from '../modules/catalog';
import { runLoad } from './load';
import { startBenchServer } from './runner';
import type { LoadRequest } from './load';
import { benchTerms } from './terms';
import { initialListingState, listingRequestBody } from '@ratchet/store-api-contract/rules';

const products = Number(process.env.RATCHET_BENCH_PRODUCTS ?? 400_000);
const port = Number(process.env.RATCHET_BENCH_PORT ?? 8101);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-pglite';
const kind = url ? 'postgres' : 'pglite';
const connectionLevels = (process.env.RATCHET_BENCH_CONNS ?? '1,10,50').split(',').map(Number);
const only = process.env.RATCHET_BENCH_ONLY?.split(',');
const baseURL = `http://127.0.0.1:${port}/store-api`;

/** Longest measurement (slow scenarios stop early; rps counts the answers received). */
const maxSeconds = Number(process.env.RATCHET_BENCH_SECONDS ?? 15);

/** Requests per measurement: enough for stable percentiles, bounded so a run stays in minutes. */
function requestCount(conns: number): number {
  const fixed = Number(process.env.RATCHET_BENCH_REQUESTS ?? 0);
  if (fixed > 0) return fixed;
  return conns === 1 ? 600 : conns <= 10 ? 3000 : 5000;
}

/** A product the cart accepts (active, no variant parent, enough stock for a closeout) and its minimum quantity. */
interface CartItem {
  sku: string;
  quantity: number;
}

/** Fixed ids of the bench's ordering company and customers (order-place: one customer and cart per connection). */
const benchCompanyId = '0f000000-0000-4000-8000-000000000001';
const benchCustomerId = (n: number) => `0f000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;
const benchCustomerToken = (n: number) => `bench-order-place-${n}`;
const maxConnections = Math.max(...connectionLevels);

/**
 * Customers who may place orders, logged in by a fixed context token each (no password round trip), in a company
 * without limits (no minimum value, no credit limit); created once per database.
 */
async function prepareOrderingCustomers(db: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const channel = await db.query<{ id: string; language_id: string }>(
    'SELECT id, language_id FROM sales_channel WHERE access_key = $1',
    [demoAccessKey],
  );
  const salesChannel = channel.rows[0];
  if (!salesChannel) throw new Error('no sales channel: seed the database again');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO company (id, company_number, name, vat_number, active)
       VALUES ($1, '900900', 'Bench Ordering GmbH', NULL, true) ON CONFLICT (id) DO NOTHING`,
      [benchCompanyId],
    );
    for (let n = 0; n < maxConnections; n += 1) {
      await tx.query(
        `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
         VALUES ($1, $2, $3, 'x', $4, 'Bench', $5) ON CONFLICT (id) DO NOTHING`,
        [benchCustomerId(n), benchCompanyId, `bench.${n}`, `bench${n}@bench.ratchet.invalid`, `Buyer ${n}`],
      );
      await tx.query(
        `INSERT INTO customer_role (customer_id, role_code, enabled)
         VALUES ($1, 'ROLE_PLACE_ORDERS', true), ($1, 'ROLE_VIEW_PRICES', true) ON CONFLICT DO NOTHING`,
        [benchCustomerId(n)],
      );
      await tx.query(
        `INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (token) DO NOTHING`,
        [benchCustomerToken(n), salesChannel.id, salesChannel.language_id, benchCustomerId(n)],
      );
    }
  });
}

async function prepareDatabase(): Promise<{ terms: string[]; cartItems: CartItem[] }> {
  const db = await openDatabase(url ? { url } : { dataDir });
  await migrate(db);
  const { rows } = await db.query<{ products: number }>('SELECT products FROM seed_run ORDER BY id DESC LIMIT 1');
  if (rows[0]?.products !== products) {
    const started = Date.now();
    await seedDatabase(db, {
      products,
      demo: false,
      storefrontUrl: 'http://127.0.0.1:3000',
      onProgress: (message) =>
        console.error(`[bench] seed: ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    });
    console.log(`bench seed db=${kind} products=${products} seconds=${((Date.now() - started) / 1000).toFixed(1)}`);
  } else {
    console.error(`[bench] reusing the seeded ${kind} database (${products} products)`);
    // Seeded before the typeahead tables existed (migration 0005): build them once.
    const built = await db.query('SELECT 1 FROM suggest_prefix LIMIT 1');
    if (built.rows.length === 0) {
      const started = Date.now();
      await db.transaction((tx) => buildSuggestIndex(tx, (message) => console.error(`[bench] ${message}`)));
      await db.exec('VACUUM ANALYZE suggest_entry');
      await db.exec('VACUUM ANALYZE suggest_prefix');
      console.error(`[bench] typeahead tables built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  const channel = await db.query<{ language_id: string }>(
    'SELECT language_id FROM sales_channel WHERE access_key = $1',
    [demoAccessKey],
  );
  // Only the search scenarios need the terms (a small catalogue has too few for them).
  const needsTerms = !only || only.some((name) => name.startsWith('search'));
  const terms = needsTerms ? await benchTerms(db, channel.rows[0]?.language_id ?? '') : [];
  console.error(`[bench] ${terms.length} distinct search terms, e.g. ${terms.slice(0, 8).join(', ')}`);
  // cart-add measures adding, not refusals: buyable products spread over the catalogue, each at its minimum.
  const buyable = await db.query<{ sku: string; quantity: number }>(
    `SELECT product_number AS sku, min_purchase AS quantity FROM product
      WHERE active AND child_count = 0 AND (NOT is_closeout OR stock >= 100 * min_purchase)
        AND (max_purchase IS NULL OR max_purchase >= 100 * min_purchase)
      ORDER BY md5(product_number) LIMIT 2000`,
  );
  if (!only || only.includes('order-place')) await prepareOrderingCustomers(db);
  await db.close();
  if (buyable.rows.length === 0) throw new Error('no buyable product for cart-add: seed the database again');
  return { terms, cartItems: buyable.rows.map((row) => ({ sku: row.sku, quantity: Number(row.quantity) })) };
}

async function call(path: string, body: unknown, token: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(baseURL + path, {
    method: 'POST',
    headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  return { status: response.status, json };
}

async function newToken(): Promise<string> {
  const response = await fetch(`${baseURL}/context`, { headers: { 'sw-access-key': demoAccessKey } });
  await response.arrayBuffer();
  const token = response.headers.get('sw-context-token');
  if (!token) throw new Error('no context token');
  return token;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Scenario {
  name: string;
  request: (i: number, token: string) => { path: string; body: unknown };
}

async function measure(scenario: Scenario, conns: number): Promise<void> {
  const tokens = await Promise.all(Array.from({ length: conns }, () => newToken()));
  const requestFor = (i: number, connection: number): LoadRequest => {
    const token = tokens[connection] ?? '';
    const { path, body } = scenario.request(i, token);
    return {
      method: 'POST',
      path: `/store-api${path}`,
      headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  };
  // The answer's size (mean of 20 requests, uncompressed JSON): a figure the machine's load does not change.
  let answerBytes = 0;
  for (let i = 0; i < 20; i++) {
    const { path, body } = scenario.request(i, tokens[0] ?? '');
    const response = await fetch(baseURL + path, {
      method: 'POST',
      headers: {
        'sw-access-key': demoAccessKey,
        'sw-context-token': tokens[0] ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    answerBytes += (await response.arrayBuffer()).byteLength / 20;
  }
  // Warm-up (plan caches of every pooled connection, the dictionary), not measured.
  await runLoad({ port, connections: conns, total: Math.max(50, conns * 20), maxSeconds: 5, requestFor });
  const { latencies, failures, seconds } = await runLoad({
    port,
    connections: conns,
    total: requestCount(conns),
    maxSeconds,
    requestFor: (i, connection) => requestFor(i + 100_000, connection),
  });
  const total = latencies.length;
  latencies.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `bench ${scenario.name} db=${kind} products=${products} conns=${conns} p50=${f(percentile(latencies, 50))} p95=${f(percentile(latencies, 95))} p99=${f(percentile(latencies, 99))} rps=${Math.round(total / seconds)} bytes=${Math.round(answerBytes)}`,
  );
  if (failures > 0) console.error(`[bench] ${scenario.name} conns=${conns}: ${failures} of ${total} requests failed`);
}

/**
 * order-place (issue 10): `conns` customers each fill their cart with 5 lines (one multi-add, not timed) and place
 * the order (timed: createOrder with stock check, order and lines, mail to the outbox, cart removal), in a loop.
 */
async function measureOrderPlace(cartItems: readonly CartItem[], conns: number): Promise<void> {
  const ordersPerConnection = Math.max(5, Math.ceil((Number(process.env.RATCHET_BENCH_REQUESTS ?? 0) || 1000) / conns));
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const worker = async (connection: number, count: number, record: boolean) => {
    const token = benchCustomerToken(connection);
    for (let k = 0; k < count && performance.now() < deadline; k += 1) {
      const items = Array.from({ length: 5 }, (_, line) => {
        const item = cartItems[(next * 5 + line) % cartItems.length] as CartItem;
        return { type: 'product', sku: item.sku, quantity: item.quantity };
      });
      next += 1;
      const filled = await call('/checkout/cart/line-item', { items }, token);
      if (filled.status !== 200) {
        failures += 1;
        continue;
      }
      const begin = performance.now();
      const placed = await call('/checkout/order', { paymentMethodId: 'invoice' }, token);
      if (record) latencies.push(performance.now() - begin);
      if (placed.status !== 200) failures += 1;
    }
  };
  // Warm-up, not measured.
  await Promise.all(Array.from({ length: conns }, (_, connection) => worker(connection, 3, false)));
  const measuredFrom = performance.now();
  await Promise.all(Array.from({ length: conns }, (_, connection) => worker(connection, ordersPerConnection, true)));
  const seconds = (performance.now() - measuredFrom) / 1000;
  latencies.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `bench order-place db=${kind} products=${products} conns=${conns} lines=5 p50=${f(percentile(latencies, 50))} p95=${f(percentile(latencies, 95))} p99=${f(percentile(latencies, 99))} orders/s=${Math.round(latencies.length / seconds)}`,
  );
  if (failures > 0) console.error(`[bench] order-place conns=${conns}: ${failures} requests failed`);
}

async function main(): Promise<void> {
  const { terms, cartItems } = await prepareDatabase();
  const stop = await startBenchServer({ port, dataDir, url });
  try {
    const token = await newToken();
    const navigation = await call('/navigation/main-navigation/main-navigation', { depth: 1 }, token);
    const top = (navigation.json as Array<{ id: string }>)[0];
    if (!top) throw new Error('no category');
    const first = await call(`/product-listing/${top.id}`, { limit: 24 }, token);
    const listing = first.json as {
      aggregations: { properties: { entities: Array<{ options: Array<{ id: string; productCount: number }> }> } };
    };
    // Two filters in two groups: the most common option of the first two groups.
    const filterOptions = listing.aggregations.properties.entities
      .slice(0, 2)
      .map((group) => [...group.options].sort((a, b) => b.productCount - a.productCount)[0]?.id ?? '');
    const productId = (i: number) =>
      `0000000a-0000-4000-8000-${(1 + ((i * 7919) % products)).toString(16).padStart(12, '0')}`;
    const scenarios: Scenario[] = [
      {
        name: 'search-suggest',
        request: (i) => ({ path: '/search-suggest', body: { search: terms[i % terms.length] } }),
      },
      {
        // The storefront's first search page for a term: the same body (`listingRequestBody`, with its includes).
        name: 'search',
        request: (i) => ({
          path: '/search',
          body: { ...listingRequestBody(initialListingState), search: terms[i % terms.length] },
        }),
      },
      {
        // The same search without includes: every product field (the answer before session 7's includes).
        name: 'search-all-fields',
        request: (i) => ({ path: '/search', body: { search: terms[i % terms.length], limit: 24 } }),
      },
      {
        name: 'listing-2-filters',
        request: (i) => ({
          path: `/product-listing/${top.id}`,
          body: { properties: filterOptions.join('|'), limit: 24, p: 1 + (i % 3) },
        }),
      },
      {
        name: 'listing-2-filters-reduced',
        request: (i) => ({
          path: `/product-listing/${top.id}`,
          body: { properties: filterOptions.join('|'), limit: 24, p: 1 + (i % 3), 'reduce-aggregations': true },
        }),
      },
      { name: 'product-detail', request: (i) => ({ path: `/product/${productId(i)}`, body: {} }) },
      {
        name: 'cart-add',
        request: (i) => {
          const item = cartItems[(i * 13) % cartItems.length] as CartItem;
          return {
            path: '/checkout/cart/line-item',
            body: { items: [{ type: 'product', sku: item.sku, quantity: item.quantity }] },
          };
        },
      },
    ];
    for (const scenario of scenarios) {
      if (only && !only.includes(scenario.name)) continue;
      for (const conns of connectionLevels) await measure(scenario, conns);
    }
    // Orders change stock and write rows: measured last, so the read scenarios see the seeded catalogue.
    if (!only || only.includes('order-place')) {
      for (const conns of connectionLevels) await measureOrderPlace(cartItems, conns);
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench]', error);
  process.exit(1);
});
