import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/db';
import { migrate } from '../../platform/db/migrate';
import { seedDatabase } from '../../seed';
import { testDatabases } from '../../testing/testServer';
import { prepareProduct } from '../../testing/testProducts';

const appRoot = fileURLToPath(new URL('../../../', import.meta.url));
const childScript = fileURLToPath(new URL('../../testing/orderingChild.ts', import.meta.url));

/** A place for the database: a PGlite data directory or a fresh PostgreSQL database. */
async function createTarget(
  database: 'pglite' | 'postgres',
): Promise<{ target: string; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (database === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'ratchet-crash-'));
    const dataDir = join(dir, 'pglite');
    return {
      target: dataDir,
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.RATCHET_TEST_DATABASE_URL ?? '';
  const name = `ratchet_crash_${randomBytes(5).toString('hex')}`;
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

/** Runs the ordering child until it has placed `orders` orders, then kills it with SIGKILL a moment later. */
function orderUntilKilled(target: string, productIds: string[], orders: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@ratchet/source', '--import', 'tsx', childScript, target, ...productIds],
      {
        cwd: appRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
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
        // a few milliseconds later the child is in the middle of its next order
        setTimeout(() => child.kill('SIGKILL'), 3 + Math.floor(Math.random() * 10));
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(placed);
      else reject(new Error(`ordering child exited with ${code}: ${stderr.slice(-2000)}`));
    });
  });
}

describe.each(testDatabases)('kill -9 while ordering on %s', (database) => {
  it('leaves a database that starts and is consistent: every order has its lines, stock matches the lines (issue 3)', async () => {
    const { target, open, drop } = await createTarget(database);
    try {
      const setup = await open();
      await migrate(setup);
      await seedDatabase(setup, { products: 30, demo: true, storefrontUrl: 'http://127.0.0.1:3000' });
      const normal = await prepareProduct(setup, 0, { netPrice: 10, stock: 100000 });
      const closeout = await prepareProduct(setup, 1, { netPrice: 20, stock: 100000, isCloseout: true });
      await setup.close();

      const placed = await orderUntilKilled(target, [normal.id, closeout.id], 15);
      expect(placed).toBeGreaterThanOrEqual(15);

      const db = await open();
      try {
        expect(await migrate(db)).toEqual([]);
        const { rows: orders } = await db.query<{ n: number; broken: number }>(
          `SELECT count(*)::int AS n,
                  count(*) FILTER (WHERE line_count <> (SELECT count(*) FROM sales_order_line_item l WHERE l.order_id = o.id))::int AS broken
             FROM sales_order o`,
        );
        expect(orders[0]?.broken).toBe(0);
        expect(orders[0]?.n).toBeGreaterThanOrEqual(placed);
        const { rows: stock } = await db.query<{ id: string; stock: number; sold: number }>(
          // the child's orders only (the demo seed places orders of its own, without touching stock)
          `SELECT p.id, p.stock,
                  coalesce((SELECT sum(l.quantity) FROM sales_order_line_item l JOIN sales_order o ON o.id = l.order_id
                             WHERE l.product_id = p.id AND o.order_reference LIKE 'CRASH-%'), 0) AS sold
             FROM product p WHERE p.id = ANY($1::uuid[]) ORDER BY p.id`,
          [[normal.id, closeout.id]],
        );
        for (const row of stock) expect(Number(row.stock) + Number(row.sold)).toBe(100000);
        const sold = new Map(stock.map((row) => [row.id, Number(row.sold)]));
        // each order holds 1 of the normal product and 2 of the closeout product
        expect(sold.get(closeout.id)).toBe(2 * (sold.get(normal.id) ?? 0));
      } finally {
        await db.close();
      }
    } finally {
      await drop();
    }
  }, 180_000);
});
