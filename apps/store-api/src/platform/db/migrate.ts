import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './db';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Runs `migrations/*.sql` in file-name order, each once and each in its own transaction,
 * recording it in `schema_migration`. A crash mid-file leaves nothing of that file behind,
 * so the next start simply runs it again.
 * @returns the names of the files applied now.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migration')).rows.map((row) => row.name),
  );
  const appliedNow: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(migrationsDir + file, 'utf8');
    await db.transaction(async (tx) => {
      // Two processes starting at once on PostgreSQL: the lock makes the second wait, then skip.
      if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242)');
      const again = await tx.query('SELECT 1 FROM schema_migration WHERE name = $1', [file]);
      if (again.rows.length > 0) return;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [file]);
      appliedNow.push(file);
    });
  }
  return appliedNow;
}
