import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/db';
import type { Database } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { testDatabases } from '../testing/testServer';
import { isSeeded, seedDatabase } from '.';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const cli = fileURLToPath(new URL('../cli/index.ts', import.meta.url));

async function createTarget(database: 'pglite' | 'postgres') {
  if (database === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'ratchet-seed-crash-'));
    const dataDir = join(dir, 'pglite');
    return {
      env: { RATCHET_DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.RATCHET_TEST_DATABASE_URL ?? '';
  const name = `ratchet_seedcrash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs `seed` in a child process and kills it with SIGKILL once it is loading products. */
function seedUntilKilled(env: Record<string, string | undefined>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@ratchet/source', '--import', 'tsx', cli, 'seed', '--products', '30000'],
      {
        cwd: appRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    let killing = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!killing && output.includes('[seed] products')) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), 300);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(output);
      else reject(new Error(`seed child exited with ${code} before it was killed: ${output.slice(-2000)}`));
    });
  });
}

describe.each(testDatabases)('kill -9 during seeding on %s (issue 3 Reliability)', (database) => {
  it('leaves a database that opens, has consistent migrations and seeds again', async () => {
    const target = await createTarget(database);
    let db: Database | null = null;
    try {
      const output = await seedUntilKilled(target.env);
      expect(output).toContain('[seed] products');
      db = await target.open();
      // Migrations: all recorded, none half applied; a second run applies nothing.
      expect(await migrate(db)).toEqual([]);
      const { rows: migrations } = await db.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name');
      expect(migrations.map((row) => row.name)).toContain('0002_catalog.sql');
      // The seed is one transaction: nothing of the killed run remains.
      expect(await isSeeded(db)).toBe(false);
      const { rows } = await db.query<{ products: number; languages: number }>(
        'SELECT (SELECT count(*)::int FROM product) AS products, (SELECT count(*)::int FROM language) AS languages',
      );
      expect(rows[0]).toEqual({ products: 0, languages: 0 });
      // A re-seed works on the same database.
      await seedDatabase(db, { products: 50, demo: false, storefrontUrl: 'http://127.0.0.1:3000' });
      expect(await isSeeded(db)).toBe(true);
      const { rows: after } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product');
      expect(after[0]?.n).toBe(50);
    } finally {
      await db?.close();
      await target.drop();
    }
  }, 180_000);
});
