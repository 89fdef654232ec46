// Benchmark of the approvals list (issue 12 bench line): a company with 10,000 order requests (RATCHET_BENCH_REQUESTS_ROWS)
// under the demo flow, the approver's list call (filters, sort, page) at 10 connections, printing
//   bench approvals-list db=<pglite|postgres> requests=<N> conns=<C> p50=<ms> p95=<ms> p99=<ms> rps=<n> failures=<n>
// PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_BENCH_DATA_DIR (.data/bench-approvals-pglite).
// Not a test: CI never runs it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { seedDatabase } from '../seed';
import { demoIds } from '../seed/demoCustomers';
import { demoAccessKey, fixedIds } from '../seed/ids';
import { runLoad } from './load';

const requests = Number(process.env.RATCHET_BENCH_REQUESTS_ROWS ?? 10000);
const port = Number(process.env.RATCHET_BENCH_PORT ?? 8103);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-approvals-pglite';
const kind = url ? 'postgres' : 'pglite';
const connectionLevels = (process.env.RATCHET_BENCH_CONNS ?? '10').split(',').map(Number);
const total = Number(process.env.RATCHET_BENCH_REQUESTS ?? 3000);
const token = 'bench-approvals-approver';

/** The approvals page's requests: default, status filters, term, sort, later pages, date range. */
const bodies = [
  {},
  { status: ['pending'] },
  { status: ['approved', 'declined'], page: 3 },
  { term: 'B12' },
  { sort: { field: 'amount', order: 'ASC' } },
  { sort: { field: 'lastName', order: 'ASC' }, page: 10 },
  { dateFrom: '2026-01-01', dateTo: '2026-12-31', status: ['pending'] },
  { page: 100 },
].map((body) => JSON.stringify(body));

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
        ...(url ? { DATABASE_URL: url, STORE_API_WORKERS: process.env.STORE_API_WORKERS ?? '2' } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/store-api/_info/health`);
      if (response.ok) return () => child.kill('SIGTERM');
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function requestFor(i: number) {
  return {
    method: 'POST' as const,
    path: '/store-api/ratchet/order/approvals',
    headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token, 'content-type': 'application/json' },
    body: bodies[i % bodies.length] ?? '{}',
  };
}

await prepareDatabase();
const stop = await startServer();
try {
  for (const conns of connectionLevels) {
    await runLoad({ port, connections: conns, total: 200, requestFor });
    const result = await runLoad({ port, connections: conns, total, maxSeconds: 60, requestFor });
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const format = (value: number) => value.toFixed(1);
    console.log(
      `bench approvals-list db=${kind} requests=${requests} conns=${conns} p50=${format(percentile(sorted, 50))} p95=${format(
        percentile(sorted, 95),
      )} p99=${format(percentile(sorted, 99))} rps=${Math.round(sorted.length / result.seconds)} failures=${result.failures}`,
    );
  }
} finally {
  stop();
}
