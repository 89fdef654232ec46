import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/db';
import { migrate } from '../../platform/db/migrate';
import { seedDatabase } from '../../seed';
import { demoIds } from '../../seed/demoCustomers';
import { prepareProduct } from '../../testing/testProducts';
import { testDatabases } from '../../testing/testServer';

const appRoot = fileURLToPath(new URL('../../../', import.meta.url));
const childScript = fileURLToPath(new URL('../../testing/orderingChild.ts', import.meta.url));
const crashFlowId = '0d0000cc-0000-4000-8000-0000000000f9';

async function createTarget(
  database: 'pglite' | 'postgres',
): Promise<{ target: string; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (database === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'ratchet-budget-crash-'));
    const dataDir = join(dir, 'pglite');
    return {
      target: dataDir,
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.RATCHET_TEST_DATABASE_URL ?? '';
  const name = `ratchet_budget_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: url.toString(),
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs the ordering child (testing/orderingChild.ts) until it placed `orders` orders, then kills it with SIGKILL. */
function orderUntilKilled(target: string, productIds: string[], orders: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@ratchet/source', '--import', 'tsx', childScript, target, ...productIds],
      { cwd: appRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let placed = 0;
    let stderr = '';
    let killing = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const numbers = [...chunk.toString().matchAll(/ordered (\d+)/g)].map((match) => Number(match[1]));
      placed = Math.max(placed, ...numbers);
      if (placed >= orders && !killing) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), 3 + Math.floor(Math.random() * 10));
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(placed);
      else reject(new Error(`ordering child exited with ${code}: ${stderr.slice(-2000)}`));
    });
  });
}

describe.each(testDatabases)('kill -9 while ordering against a flow budget on %s', (database) => {
  it('leaves budgets and orders consistent: every spend has its order and the spent sum equals the orders’ totals (issue 12 Money and concurrency)', async () => {
    const { target, open, drop } = await createTarget(database);
    try {
      const setup = await open();
      await migrate(setup);
      await seedDatabase(setup, { products: 30, demo: true, storefrontUrl: 'http://127.0.0.1:3000' });
      const normal = await prepareProduct(setup, 0, { netPrice: 10, stock: 100000 });
      // The ordering child's customer (lead.buyer) in a flow with a budget that never runs out.
      await setup.query(
        `INSERT INTO order_flow (id, company_id, name, budget, budget_remaining, period)
         VALUES ($1, $2, 'Crash', 1000000, 1000000, 'monthly')`,
        [crashFlowId, demoIds.company],
      );
      await setup.query('INSERT INTO order_flow_customer (customer_id, flow_id) VALUES ($1, $2)', [
        demoIds.customers['lead.buyer'],
        crashFlowId,
      ]);
      await setup.close();

      const placed = await orderUntilKilled(target, [normal.id], 12);
      expect(placed).toBeGreaterThanOrEqual(12);

      const db = await open();
      try {
        const { rows } = await db.query<{ spent: string; totals: string; orphans: number; unspent: number }>(
          `SELECT (SELECT coalesce(sum(amount), 0) FROM budget_spend WHERE flow_id = $1) AS spent,
                  (SELECT coalesce(sum(total), 0) FROM sales_order WHERE order_reference LIKE 'CRASH-%') AS totals,
                  (SELECT count(*)::int FROM budget_spend s WHERE s.flow_id = $1
                     AND NOT EXISTS (SELECT 1 FROM sales_order o WHERE o.id = s.order_id)) AS orphans,
                  (SELECT count(*)::int FROM sales_order o WHERE o.order_reference LIKE 'CRASH-%'
                     AND NOT EXISTS (SELECT 1 FROM budget_spend s WHERE s.order_id = o.id)) AS unspent`,
          [crashFlowId],
        );
        expect(rows[0]?.orphans).toBe(0);
        expect(rows[0]?.unspent).toBe(0);
        expect(Number(rows[0]?.spent)).toBeGreaterThan(0);
        expect(Number(rows[0]?.spent)).toBe(Number(rows[0]?.totals));
      } finally {
        await db.close();
      }
    } finally {
      await drop();
    }
  }, 180_000);
});
