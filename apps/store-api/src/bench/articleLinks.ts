// Benchmark of the article links (issue 13 bench lines): a ~5 MB / 100,000-row CSV written like Excel (Windows-1252,
// `;`, CRLF) imported — preview, commit of 100,000 new links, commit again (100,000 updates) — through the app's HTTP
// handling in this process (JSON body, base64, CSV read, lookups, set-based upserts), then the list of the company's
// 100,000 links at 10 connections (RATCHET_BENCH_CONNS) against the served store-API (PostgreSQL), printing
//   bench article-link-import db=<pglite|postgres> rows=<N> bytes=<B> step=<preview|commit-new|commit-update> ms=<t>
//   bench article-link-list db=<…> links=<N> conns=<C> mix=<pages|search> p50=<ms> p95=<ms> p99=<ms> rps=<n> failures=<n>
// PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_BENCH_DATA_DIR (.data/bench-article-links-pglite).
// RATCHET_BENCH_ONLY=pages or search measures that mix alone, without the import when the company already has the
// links (the last run's); RATCHET_BENCH_PER_BODY=1 also times each request of the mix(es) alone at 1 connection
//   bench article-link-list-body db=<…> links=<N> body=<query> conns=1 p50=<ms> p95=<ms> p99=<ms> rps=<n> failures=<n>
// Not a test: CI never runs it. Run: pnpm --filter @ratchet/store-api bench:article-links
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { articleLinkCsvMaxBytes } from '@ratchet/store-api-contract';
import { createApp } from '../app';
import { loadConfig } from '../platform/config';
import { openDatabase, type Database } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { seedDatabase } from '../seed';
import { generatedId, seedBenchCompany } from '../seed/companyUsers';
import { demoAccessKey } from '../seed/ids';
import { articleLinkManagerToken, articleLinkMixes } from './articleLinkBodies';
import { runLoad } from './load';
import { measureConnectionLevels } from './runner';

const links = Number(process.env.RATCHET_BENCH_LINKS ?? 100_000);
const port = Number(process.env.RATCHET_BENCH_PORT ?? 8104);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-article-links-pglite';
const kind = url ? 'postgres' : 'pglite';
const connectionLevels = (process.env.RATCHET_BENCH_CONNS ?? '10').split(',').map(Number);
const total = Number(process.env.RATCHET_BENCH_REQUESTS ?? 3000);
const token = articleLinkManagerToken;
const only = process.env.RATCHET_BENCH_ONLY as 'pages' | 'search' | undefined;

/** The bench products: ids and numbers of their own (`AL0000001` …), beside whatever the database holds. */
const productId = (i: string) => `('0a1b0000-0000-4000-8000-' || lpad(to_hex(${i}), 12, '0'))::uuid`;

async function prepareDatabase(db: Database): Promise<string> {
  await migrate(db);
  const seeded = await db.query('SELECT 1 FROM seed_run LIMIT 1');
  if (seeded.rows.length === 0) {
    await seedDatabase(db, { products: 0, demo: false, storefrontUrl: 'http://127.0.0.1:3000' });
  }
  const have = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM product WHERE product_number LIKE 'AL%'");
  if ((have.rows[0]?.n ?? 0) < links) {
    await db.query(
      `INSERT INTO product (id, product_number, net_price)
       SELECT ${productId('g.i')}, 'AL' || lpad(g.i::text, 7, '0'), 10 + g.i % 90
         FROM generate_series(1, $1::int) AS g(i)
       ON CONFLICT DO NOTHING`,
      [links],
    );
    await db.exec('ANALYZE product');
  }
  // The user-list bench's company (number 900901) with its lead buyer of every right; written once.
  const existing = await db.query("SELECT 1 FROM company WHERE company_number = '900901'");
  const { companyId, managerId } =
    existing.rows.length > 0
      ? { companyId: generatedId(0xbc, 9, 1), managerId: generatedId(0xc0, 9, 16) }
      : await db.transaction((tx) => seedBenchCompany(tx, 20));
  await db.query(
    `INSERT INTO customer_role (customer_id, role_code, enabled) VALUES ($1, 'ROLE_MANAGE_ARTICLE_LINKS', true)
     ON CONFLICT (customer_id, role_code) DO UPDATE SET enabled = true`,
    [managerId],
  );
  const channel = await db.query<{ id: string; language_id: string }>(
    'SELECT id, language_id FROM sales_channel WHERE access_key = $1',
    [demoAccessKey],
  );
  await db.query(
    `INSERT INTO context (token, sales_channel_id, language_id, customer_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token) DO UPDATE SET customer_id = EXCLUDED.customer_id`,
    [token, channel.rows[0]?.id, channel.rows[0]?.language_id, managerId],
  );
  return companyId;
}

/** The import file as Excel writes "CSV (Trennzeichen-getrennt)": Windows-1252, `;`, CRLF, umlauts, leading zeros. */
function benchCsv(): Buffer {
  const lines = ['Artikelnummer;Kundenartikelnummer;Beschreibung'];
  for (let i = 1; i <= links; i++) {
    const n = String(i).padStart(7, '0');
    lines.push(`AL${n};00${n};Prüfteil ${n} Größe ${i % 40}`);
  }
  const bytes = iconv.encode(lines.join('\r\n') + '\r\n', 'windows-1252');
  if (bytes.byteLength > articleLinkCsvMaxBytes) throw new Error(`bench file is ${bytes.byteLength} bytes, over 5 MB`);
  return bytes;
}

async function importOnce(app: ReturnType<typeof createApp>, mode: 'preview' | 'commit', body: string) {
  const started = performance.now();
  const response = await app.request('/store-api/ratchet/article-links/import', {
    method: 'POST',
    headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token, 'content-type': 'application/json' },
    body: body.replace('"mode":"preview"', `"mode":"${mode}"`),
  });
  const answer = (await response.json()) as { validRows?: number; created?: number; updated?: number };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`import ${mode} answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms, answer };
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

/** The import's three steps, timed; the company's links are the file's afterwards. */
async function benchImport(db: Database, companyId: string): Promise<void> {
  await db.query('DELETE FROM article_link WHERE company_id = $1', [companyId]);
  const csv = benchCsv();
  const body = JSON.stringify({ mode: 'preview', fileName: 'bench.csv', content: csv.toString('base64') });
  const app = createApp({ db, config: loadConfig({ nodeEnv: 'production' }) });
  const report = (step: string, ms: number) =>
    console.log(
      `bench article-link-import db=${kind} rows=${links} bytes=${csv.byteLength} step=${step} ms=${Math.round(ms)}`,
    );
  await importOnce(app, 'preview', body); // warm-up: JIT, plans
  const previews: number[] = [];
  for (let run = 0; run < 3; run++) previews.push((await importOnce(app, 'preview', body)).ms);
  report('preview', Math.max(...previews));
  const created = await importOnce(app, 'commit', body);
  if (created.answer.created !== links) throw new Error(`commit created ${created.answer.created}`);
  report('commit-new', created.ms);
  const updated = await importOnce(app, 'commit', body);
  if (updated.answer.updated !== links) throw new Error(`commit updated ${updated.answer.updated}`);
  report('commit-update', updated.ms);
  await db.exec('VACUUM ANALYZE article_link');
}

const db = await openDatabase(url ? { url } : { dataDir });
const companyId = await prepareDatabase(db);
const linked = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_link WHERE company_id = $1', [
  companyId,
]);
if (!only || linked.rows[0]?.n !== links) await benchImport(db, companyId);
await db.close();

const mixes = articleLinkMixes;

// The list under load: on PostgreSQL (the bench line's database; RATCHET_BENCH_LIST=1 runs it on PGlite as well).
const stop = url || process.env.RATCHET_BENCH_LIST === '1' ? await startServer() : null;
try {
  if (!stop) process.exit(0);
  const measured = Object.entries(mixes).filter(([mix]) => !only || mix === only);
  for (const [mix, queries] of measured) {
    for (const conns of connectionLevels) {
      const requestFor = (i: number) => ({
        method: 'GET' as const,
        path: `/store-api/ratchet/article-links?${queries[i % queries.length]}`,
        headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token },
      });
      await runLoad({ port, connections: conns, total: 200, requestFor });
      const result = await runLoad({ port, connections: conns, total, maxSeconds: 60, requestFor });
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const format = (value: number) => value.toFixed(1);
      console.log(
        `bench article-link-list db=${kind} links=${links} conns=${conns} mix=${mix} p50=${format(
          percentile(sorted, 50),
        )} p95=${format(percentile(sorted, 95))} p99=${format(percentile(sorted, 99))} rps=${Math.round(
          sorted.length / result.seconds,
        )} failures=${result.failures}`,
      );
    }
  }
  // RATCHET_BENCH_PER_BODY=1: each request of the measured mix(es) alone at 1 connection, to find the slow one.
  if (process.env.RATCHET_BENCH_PER_BODY === '1') {
    for (const query of measured.flatMap(([, queries]) => queries)) {
      await measureConnectionLevels({
        port,
        connectionLevels: [1],
        total: 300,
        requestFor: () => ({
          method: 'GET' as const,
          path: `/store-api/ratchet/article-links?${query}`,
          headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token },
        }),
        label: `article-link-list-body db=${kind} links=${links} body=${query}`,
      });
    }
  }
} finally {
  stop?.();
}
