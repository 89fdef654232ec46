/**
 * The kill -9 harness of the crash tests (issue 3 ordering, issue 12 budgets): a database of its own for the test
 * (a PGlite data directory, or a fresh PostgreSQL database on RATCHET_TEST_DATABASE_URL) and the ordering child
 * (testing/orderingChild.ts) killed with SIGKILL in the middle of an order.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/db';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const childScript = fileURLToPath(new URL('./orderingChild.ts', import.meta.url));

/** Where a crash test's database lives: `target` for the child, `open` for the test, `drop` to remove it. */
export interface CrashTarget {
  /** The PGlite data directory or the PostgreSQL URL, as the ordering child takes it. */
  target: string;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

/** A database for one crash test; `prefix` names its directory or database (`ratchet-crash`, …). */
export async function createCrashTarget(database: 'pglite' | 'postgres', prefix: string): Promise<CrashTarget> {
  if (database === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    const dataDir = join(dir, 'pglite');
    return {
      target: dataDir,
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.RATCHET_TEST_DATABASE_URL ?? '';
  const name = `${prefix.replace(/-/g, '_')}_${randomBytes(5).toString('hex')}`;
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

/**
 * Runs the ordering child on `target` until it has placed `orders` orders, then kills it with SIGKILL a few
 * milliseconds later (in the middle of its next order). Resolves the number of orders it reported placed.
 */
export function orderUntilKilled(target: string, productIds: string[], orders: number): Promise<number> {
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
