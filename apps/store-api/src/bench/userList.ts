// Benchmark of the company user list (issue 11 bench line): a company with 5,000 users (RATCHET_BENCH_USERS),
// the list call with filter + sort + page at 10 connections (RATCHET_BENCH_CONNS), printing
//   bench user-list db=<pglite|postgres> users=<N> conns=<C> p50=<ms> p95=<ms> p99=<ms> rps=<n> failures=<n>
// PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_BENCH_DATA_DIR (.data/bench-users-pglite).
// Requests rotate over filter/sort/page combinations of the list page's URL state (contract rules/companyUsers.ts);
// RATCHET_BENCH_PER_BODY=1 also times each of them alone at 1 connection.
// Not a test: CI never runs it.
import { companyUserListRequest, companyUserListStateFromQuery } from '@ratchet/store-api-contract';
import { openDatabase } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { seedDatabase } from '../seed';
import { generatedId, seedBenchCompany } from '../seed/companyUsers';
import { demoAccessKey } from '../seed/ids';
import { measureConnectionLevels, startBenchServer } from './runner';

const users = Number(process.env.RATCHET_BENCH_USERS ?? 5000);
const port = Number(process.env.RATCHET_BENCH_PORT ?? 8102);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-users-pglite';
const kind = url ? 'postgres' : 'pglite';
const connectionLevels = (process.env.RATCHET_BENCH_CONNS ?? '10').split(',').map(Number);
const total = Number(process.env.RATCHET_BENCH_REQUESTS ?? 3000);
const token = 'bench-user-list-manager';

/** The list page's URLs the load rotates over: filters, sorts and pages as users click them. */
const pageQueries = [
  'page=1',
  'field=lastName&order=asc&page=3',
  'search=gru&page=1',
  'leadBuyer=false&field=budget&order=desc&page=2',
  'budgetMin=1000&budgetMax=7500&field=lastName&order=asc&page=5',
  'budgetRemainingMax=500&field=budgetRemaining&order=desc',
  'lastName=mai&field=firstName&order=desc&page=2',
  'firstName=anna&type=contains&page=1',
  'username=bench.lena&field=username&order=asc',
  'field=email&order=desc&page=120',
  'search=schmid&leadBuyer=false&budgetMin=2000&page=1',
  'field=budget&order=asc&page=40',
].map((query) => JSON.stringify(companyUserListRequest(companyUserListStateFromQuery(new URLSearchParams(query)))));

async function prepareDatabase(): Promise<void> {
  const db = await openDatabase(url ? { url } : { dataDir });
  await migrate(db);
  const seeded = await db.query('SELECT 1 FROM seed_run LIMIT 1');
  if (seeded.rows.length === 0) {
    await seedDatabase(db, { products: 0, demo: false, storefrontUrl: 'http://127.0.0.1:3000' });
  }
  const present = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM customer WHERE username LIKE 'bench.%' AND company_id = (SELECT id FROM company WHERE company_number = '900901')",
  );
  let managerId: string;
  if ((present.rows[0]?.n ?? 0) !== users) {
    const started = Date.now();
    await db.query("DELETE FROM customer WHERE company_id = (SELECT id FROM company WHERE company_number = '900901')");
    await db.query(
      "DELETE FROM order_flow WHERE company_id = (SELECT id FROM company WHERE company_number = '900901')",
    );
    const bench = await db.transaction((tx) => seedBenchCompany(tx, users));
    managerId = bench.managerId;
    await db.exec('VACUUM ANALYZE customer');
    await db.exec('VACUUM ANALYZE order_flow');
    await db.exec('VACUUM ANALYZE order_flow_customer');
    console.error(`[bench] ${users} users written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    // seedBenchCompany's lead buyer with every right (user 16).
    managerId = generatedId(0xc0, 9, 16);
  }
  const channel = await db.query<{ id: string; language_id: string }>(
    'SELECT id, language_id FROM sales_channel WHERE access_key = $1',
    [demoAccessKey],
  );
  await db.query(
    `INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token) DO UPDATE SET customer_id = EXCLUDED.customer_id`,
    [token, channel.rows[0]?.id, channel.rows[0]?.language_id, managerId],
  );
  await db.close();
}

await prepareDatabase();
const stop = await startBenchServer({ port, dataDir, url });
try {
  await measureConnectionLevels({
    port,
    connectionLevels,
    total,
    requestFor,
    label: `user-list db=${kind} users=${users}`,
  });
  // RATCHET_BENCH_PER_BODY=1: each request of the rotation alone at 1 connection, to find the slow one.
  if (process.env.RATCHET_BENCH_PER_BODY === '1') {
    for (const [index, body] of pageQueries.entries()) {
      await measureConnectionLevels({
        port,
        connectionLevels: [1],
        total: 300,
        requestFor: () => requestFor(index),
        label: `user-list-body db=${kind} body=${body}`,
      });
    }
  }
} finally {
  stop();
}

function requestFor(i: number) {
  return {
    method: 'POST' as const,
    path: '/store-api/ratchet/companies/customers',
    headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token, 'content-type': 'application/json' },
    body: pageQueries[i % pageQueries.length] ?? '{}',
  };
}
