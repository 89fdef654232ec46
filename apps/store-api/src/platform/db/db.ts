import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** The result of one statement: rows and the number of rows affected (or returned). */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/**
 * One database, embedded PGlite or PostgreSQL, behind the same small interface.
 * SQL is PostgreSQL-15 compatible and identical on both; numeric and bigint columns
 * come back as JavaScript numbers on both.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs one statement. `options.name` makes it a named prepared statement on PostgreSQL (parsed and planned
   * once per connection: worth it for the hottest calls, e.g. the typeahead); PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw). Nested calls reuse the transaction. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations, bulk DDL). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Options of one query. */
export interface QueryOptions {
  /** Name of a prepared statement (PostgreSQL): the same name must always carry the same SQL. */
  name?: string;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; when set, PostgreSQL is used. */
  url?: string;
  /** PGlite data directory (ignored with url or memory). */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** Pool size on PostgreSQL (default 20). */
  poolSize?: number;
}

const toNumber = (value: string) => Number(value);
const NUMERIC_OID = 1700;
const INT8_OID = 20;

/** Opens PGlite (data dir or memory) or a PostgreSQL pool when `url` is set. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20);
  return openPglite(options.memory ? undefined : (options.dataDir ?? '.data/pglite'));
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates only the last folder of the path; a fresh clone has no .data/ yet.
  if (dataDir) await mkdir(dirname(resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: { [NUMERIC_OID]: toNumber, [INT8_OID]: toNumber },
  });
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  type Queryable = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (target: Queryable, inTransaction: boolean): Database => {
    const db: Database = {
      kind: 'pglite',
      async query<Row>(sql: string, params: unknown[] = []) {
        const result = await target.query<Row>(sql, params);
        return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
      },
      async transaction<T>(fn: (tx: Database) => Promise<T>) {
        if (inTransaction) return fn(db);
        return pglite.transaction((tx) => fn(wrap(tx as unknown as Queryable, true)));
      },
      async exec(sql: string) {
        await target.exec(sql);
      },
      async close() {
        if (!inTransaction) await pglite.close();
      },
    };
    return db;
  };
  return wrap(pglite, false);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Two cores: parallel workers cost more than they save for the short queries here. Sequential reads bounded by a
    // LIMIT (the search's name candidates) start at the table's beginning, not where a concurrent scan happens to be:
    // the rows they find must not depend on other requests.
    options: '-c max_parallel_workers_per_gather=0 -c synchronize_seqscans=off',
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === NUMERIC_OID || oid === INT8_OID
          ? toNumber
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle pooled connection can be ended by the server (restart, failover, a dropped test database);
  // pg emits that on the pool, and an unhandled 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`[store-api] idle PostgreSQL connection closed: ${error.message}`));
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  const wrapClient = (client: pg.PoolClient): Database => {
    const db: Database = {
      kind: 'postgres',
      async query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions) {
        const result = await client.query(
          options?.name ? { name: options.name, text: sql, values: params } : { text: sql, values: params },
        );
        return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
      },
      transaction: (fn) => fn(db),
      async exec(sql: string) {
        await client.query(sql);
      },
      async close() {},
    };
    return db;
  };

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const result = await pool.query(
        options?.name ? { name: options.name, text: sql, values: params } : { text: sql, values: params },
      );
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrapClient(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
