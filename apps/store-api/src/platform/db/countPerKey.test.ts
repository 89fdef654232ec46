import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

/**
 * The counts kept per key by the triggers create_count_per_key() writes (migration 0024; the tallies of 0019 and
 * 0021, the article-link word dictionary of 0022/0023) against a fresh count(*) GROUP BY of the counted table, after
 * every kind of write.
 */
interface Counter {
  /** The counter table. */
  name: string;
  /** Its key columns and count, rows with a count of 0 left out (a key no row has any more keeps 0). */
  kept: string;
  /** The same figures counted afresh from the counted table. */
  counted: string;
}

interface CountedTable {
  table: string;
  /** The lists whose pager totals (or, the words, whose search) read the counters. */
  spec: string;
  counters: Counter[];
  /** Writes of every kind, in order; the counters must equal the fresh counts after each. */
  writes: Array<[kind: string, sql: string]>;
  /** An update that changes a key (some counter row is written) and one that changes none (none is). */
  keyUpdate: string;
  noKeyUpdate: string;
}

const orderKey = 'company_id, customer_id, state, approval_status, flow_id, order_reference_id';

const tables: CountedTable[] = [
  {
    table: 'sales_order',
    spec: 'account-area.md §7 Approvals and orders (the approvals list’s and the order history’s pager totals)',
    counters: [
      {
        name: 'sales_order_tally',
        kept: `SELECT ${orderKey}, orders AS n FROM sales_order_tally WHERE orders <> 0`,
        counted: `SELECT ${orderKey}, count(*) AS n FROM sales_order GROUP BY ${orderKey}`,
      },
    ],
    writes: [
      [
        'insert (3 copies of every order)',
        `INSERT INTO sales_order (id, order_number, customer_id, company_id, sales_channel_id, payment_method,
           shipping_method, position_total, shipping_total, additional_cost, net_total, tax_total, total, taxes,
           line_count, state, approval_status, flow_id, order_reference_id)
         SELECT gen_random_uuid(), 'K24-' || g || '-' || order_number, customer_id, company_id, sales_channel_id,
                payment_method, shipping_method, position_total, shipping_total, additional_cost, net_total, tax_total,
                total, taxes, line_count, state, approval_status, flow_id, order_reference_id
           FROM sales_order, generate_series(1, 3) AS g`,
      ],
      ['update of a key (state)', "UPDATE sales_order SET state = 'cancelled' WHERE order_number LIKE 'K24-1-%'"],
      [
        'update of keys to and from NULL (approval status, flow)',
        `UPDATE sales_order SET approval_status = CASE WHEN approval_status IS NULL THEN 'pending' END,
                flow_id = NULL WHERE order_number LIKE 'K24-2-%'`,
      ],
      ['update of no key', 'UPDATE sales_order SET total = total + 1'],
      ['delete', "DELETE FROM sales_order WHERE order_number LIKE 'K24-3-%' OR order_number LIKE 'K24-1-%'"],
    ],
    keyUpdate: "UPDATE sales_order SET state = 'cancelled' WHERE order_number LIKE 'K24-2-%'",
    noKeyUpdate: 'UPDATE sales_order SET total = total - 1',
  },
  {
    table: 'customer',
    spec: 'account-area.md §7 Users and rights (the company user list’s pager total: users not deleted)',
    counters: [
      {
        name: 'customer_tally',
        kept: 'SELECT company_id, lead_buyer, active, users AS n FROM customer_tally WHERE users <> 0',
        counted: `SELECT company_id, lead_buyer, active, count(*) AS n FROM customer WHERE deleted_at IS NULL
                   GROUP BY 1, 2, 3`,
      },
    ],
    writes: [
      [
        'insert (a user of every company per kind, one of them deleted already)',
        `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name, lead_buyer,
                               active, deleted_at)
         SELECT gen_random_uuid(), c.id, 'k24.' || c.company_number || '.' || n, 'x',
                'k24.' || c.company_number || '.' || n || '@example.invalid', 'Count', 'User', n % 2 = 0, n % 3 > 0,
                CASE WHEN n = 4 THEN now() END
           FROM company c, generate_series(1, 4) AS n`,
      ],
      ['update of a key (status)', "UPDATE customer SET active = NOT active WHERE username LIKE 'k24.%.1'"],
      ['update into the filter (soft delete)', "UPDATE customer SET deleted_at = now() WHERE username LIKE 'k24.%.2'"],
      ['update out of the filter (restore)', "UPDATE customer SET deleted_at = NULL WHERE username LIKE 'k24.%.4'"],
      ['update of no key', "UPDATE customer SET first_name = 'Counted' WHERE username LIKE 'k24.%'"],
      ['delete', "DELETE FROM customer WHERE username LIKE 'k24.%' AND username NOT LIKE 'k24.%.3'"],
    ],
    keyUpdate: "UPDATE customer SET lead_buyer = NOT lead_buyer WHERE username LIKE 'k24.%.3'",
    noKeyUpdate: "UPDATE customer SET last_name = 'Counted' WHERE username LIKE 'k24.%'",
  },
  {
    table: 'article_link',
    spec: 'account-area.md §7 Article links (the list’s pager total; its description search reads the words)',
    counters: [
      {
        name: 'article_link_tally',
        kept: 'SELECT company_id, links AS n FROM article_link_tally WHERE links <> 0',
        counted: 'SELECT company_id, count(*) AS n FROM article_link GROUP BY 1',
      },
      {
        name: 'article_link_word',
        kept: 'SELECT company_id, word, uses AS n FROM article_link_word WHERE uses <> 0',
        counted: `SELECT company_id, word, count(*) AS n FROM article_link, unnest(description_words) AS word
                   GROUP BY 1, 2`,
      },
    ],
    writes: [
      [
        'insert (links of every company, words repeated, two spaces in a row, an empty description)',
        `INSERT INTO article_link (company_id, product_id, customer_sku, description)
         SELECT c.id, p.id, 'K24-' || p.product_number,
                CASE WHEN p.product_number LIKE '%1' THEN ''
                     ELSE 'Prüfteil  ' || p.product_number || ' Größe prüfteil ' || length(p.product_number) END
           FROM company c, (SELECT id, product_number FROM product ORDER BY product_number LIMIT 24) p
          WHERE c.id <> (SELECT id FROM company ORDER BY id LIMIT 1) OR md5(p.id::text) < '8'
         ON CONFLICT DO NOTHING`,
      ],
      [
        'update of a key (the description’s words)',
        "UPDATE article_link SET description = description || ' Extra' WHERE customer_sku LIKE 'K24-%' AND md5(customer_sku) < '8'",
      ],
      [
        'update of a key (the company: links of the second company move to the first)',
        `WITH c AS (SELECT (array_agg(id ORDER BY id))[1] AS first, (array_agg(id ORDER BY id))[2] AS second
                      FROM company)
         UPDATE article_link al SET company_id = c.first, customer_sku = al.customer_sku || '-moved'
           FROM c
          WHERE al.company_id = c.second AND al.customer_sku LIKE 'K24-%'
            AND NOT EXISTS (SELECT 1 FROM article_link f WHERE f.company_id = c.first AND f.product_id = al.product_id)`,
      ],
      [
        'update of no key',
        "UPDATE article_link SET customer_sku = customer_sku || '-' WHERE customer_sku LIKE 'K24-%'",
      ],
      ['delete', "DELETE FROM article_link WHERE customer_sku LIKE 'K24-%' AND md5(customer_sku) > '6'"],
    ],
    keyUpdate: "UPDATE article_link SET description = 'Neu' WHERE customer_sku LIKE 'K24-%'",
    noKeyUpdate: "UPDATE article_link SET customer_sku = customer_sku || '-' WHERE customer_sku LIKE 'K24-%'",
  },
];

/** Rows of a query as sorted JSON lines (comparable whatever order the database returns them in). */
async function rowsOf(db: Database, sql: string): Promise<string[]> {
  const { rows } = await db.query(sql);
  return rows.map((row) => JSON.stringify(row)).sort();
}

/** Each counter's rows beside the same figures counted afresh. */
async function compare(db: Database, counters: Counter[]) {
  return Promise.all(
    counters.map(async (counter) => ({
      counter: counter.name,
      kept: await rowsOf(db, counter.kept),
      counted: await rowsOf(db, counter.counted),
    })),
  );
}

/** Asserts that every counter holds exactly the fresh counts (`label` names the write in a failure). */
async function expectExact(db: Database, counters: Counter[], label?: string): Promise<void> {
  const compared = await compare(db, counters);
  expect(
    compared.map(({ counter, kept }) => ({ counter, rows: kept })),
    label,
  ).toEqual(compared.map(({ counter, counted }) => ({ counter, rows: counted })));
}

/** Counter rows written by the current transaction (their xmin is its id). */
async function writtenNow(db: Database, counters: Counter[]): Promise<number> {
  let written = 0;
  for (const counter of counters) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${counter.name} WHERE xmin::text = (pg_current_xact_id()::text::bigint % 4294967296)::text`,
    );
    written += rows[0]?.n ?? 0;
  }
  return written;
}

const rollback = new Error('rollback');

/** Runs fn in a transaction that is rolled back afterwards. */
async function rolledBack(db: Database, fn: (tx: Database) => Promise<void>): Promise<void> {
  await expect(
    db.transaction(async (tx) => {
      await fn(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe.each(testDatabases)(
  'counts per key kept by the triggers of create_count_per_key() (migration 0024) on %s',
  (database) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 30 } });
    });
    afterAll(async () => {
      await server?.close();
    });

    describe.each(tables)('$table — $spec', ({ counters, writes, keyUpdate, noKeyUpdate, table }) => {
      it('each counter equals a fresh count(*) GROUP BY after the seed and after every insert, update and delete', async () => {
        await expectExact(server.db, counters, 'seeded');
        for (const [kind, sql] of writes) {
          const written = await server.db.query(sql);
          expect(written.rowCount, kind).toBeGreaterThan(0);
          await expectExact(server.db, counters, kind);
        }
        for (const { counted } of await compare(server.db, counters)) expect(counted.length).toBeGreaterThan(0);
      });

      it('an update that changes no key writes no counter row; one that changes a key does', async () => {
        await rolledBack(server.db, async (tx) => {
          expect((await tx.query(noKeyUpdate)).rowCount).toBeGreaterThan(0);
          expect(await writtenNow(tx, counters)).toBe(0);
          expect((await tx.query(keyUpdate)).rowCount).toBeGreaterThan(0);
          expect(await writtenNow(tx, counters)).toBeGreaterThan(0);
        });
      });

      it('a truncate empties the counters; rolled back, they equal the counts again', async () => {
        await rolledBack(server.db, async (tx) => {
          await tx.exec(`TRUNCATE ${table} CASCADE`);
          for (const counter of counters) {
            const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${counter.name}`);
            expect(rows[0]?.n, counter.name).toBe(0);
          }
        });
        await expectExact(server.db, counters);
      });
    });
  },
);
