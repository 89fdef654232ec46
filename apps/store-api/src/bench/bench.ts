// Benchmark (issue 3 Performance): seeds N products (or reuses a seeded database), starts the
// server in a child process, and prints one line per measurement:
//   bench <name> db=<pglite|postgres> products=<N> conns=<C> p50=<ms> p95=<ms> p99=<ms> rps=<n>
// PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_BENCH_DATA_DIR (.data/bench-pglite).
// Not a test: CI never runs it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../data/db';
import { migrate } from '../data/migrate';
import { seedDatabase } from '../seed';
import { demoAccessKey } from '../seed/ids';

const products = Number(process.env.RATCHET_BENCH_PRODUCTS ?? 400_000);
const port = Number(process.env.RATCHET_BENCH_PORT ?? 8101);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-pglite';
const kind = url ? 'postgres' : 'pglite';
const connectionLevels = (process.env.RATCHET_BENCH_CONNS ?? '1,10,50').split(',').map(Number);
const only = process.env.RATCHET_BENCH_ONLY?.split(',');
const baseURL = `http://127.0.0.1:${port}/store-api`;

/** Requests per measurement: enough for stable percentiles, bounded so a run stays in minutes. */
function requestCount(conns: number): number {
  return conns === 1 ? 150 : conns <= 10 ? 500 : 1000;
}

async function prepareDatabase(): Promise<void> {
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
  }
  await db.close();
}

async function startServer(): Promise<() => void> {
  const cli = fileURLToPath(new URL('../cli/index.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--conditions=@ratchet/source', '--import', 'tsx', cli, 'serve', '--port', String(port)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        RATCHET_DATA_DIR: dataDir,
        // One server process per core on PostgreSQL (stateless); PGlite is one process.
        ...(url ? { DATABASE_URL: url, STORE_API_WORKERS: process.env.STORE_API_WORKERS ?? '2' } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(`${baseURL}/_info/health`);
      if (response.ok) return () => child.kill('SIGTERM');
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
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
  // warm-up
  for (let i = 0; i < 5; i++) {
    const { path, body } = scenario.request(i, tokens[0] ?? '');
    await call(path, body, tokens[0] ?? '');
  }
  const total = requestCount(conns);
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      while (next < total) {
        const i = next++;
        const { path, body } = scenario.request(i, token);
        const t0 = performance.now();
        const { status } = await call(path, body, token);
        latencies.push(performance.now() - t0);
        if (status >= 400) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `bench ${scenario.name} db=${kind} products=${products} conns=${conns} p50=${f(percentile(latencies, 50))} p95=${f(percentile(latencies, 95))} p99=${f(percentile(latencies, 99))} rps=${Math.round(total / seconds)}`,
  );
  if (errors > 0) console.error(`[bench] ${scenario.name} conns=${conns}: ${errors} of ${total} requests failed`);
}

async function main(): Promise<void> {
  await prepareDatabase();
  const stop = await startServer();
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
    const terms = [
      'sechskant',
      'schraube',
      'R00123',
      'edelstahl a2',
      'zylinder',
      'kette',
      'handschuh',
      'R0399',
      'din 933',
      'verzinkt',
    ];
    const productNumber = (i: number) => `R${String(1 + ((i * 7919) % products)).padStart(7, '0')}`;
    const productId = (i: number) =>
      `0000000a-0000-4000-8000-${(1 + ((i * 7919) % products)).toString(16).padStart(12, '0')}`;
    const scenarios: Scenario[] = [
      {
        name: 'search-suggest',
        request: (i) => ({ path: '/search-suggest', body: { search: terms[i % terms.length] } }),
      },
      { name: 'search', request: (i) => ({ path: '/search', body: { search: terms[i % terms.length], limit: 24 } }) },
      {
        name: 'listing-2-filters',
        request: (i) => ({
          path: `/product-listing/${top.id}`,
          body: { properties: filterOptions.join('|'), limit: 24, p: 1 + (i % 3) },
        }),
      },
      { name: 'product-detail', request: (i) => ({ path: `/product/${productId(i)}`, body: {} }) },
      {
        name: 'cart-add',
        request: (i) => ({
          path: '/checkout/cart/line-item',
          body: { items: [{ type: 'product', sku: productNumber(i * 13), quantity: 10 }] },
        }),
      },
    ];
    for (const scenario of scenarios) {
      if (only && !only.includes(scenario.name)) continue;
      for (const conns of connectionLevels) await measure(scenario, conns);
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench]', error);
  process.exit(1);
});
