import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { fixedIds } from './ids';

describe.each(testDatabases)('thread sizes in the product names of the test seed on %s (issue 4 "M8")', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 300, demo: false } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names bolts and nuts with their metric thread, M8 included, in every language (storefront.md §2 Search)', async () => {
    const rows = await server.db.query<{ language_id: string; n: number }>(
      `SELECT language_id, count(*)::int AS n FROM product_translation
        WHERE name ~ '(^| )M8( |$)' GROUP BY language_id`,
    );
    const byLanguage = new Map(rows.rows.map((row) => [row.language_id, row.n]));
    for (const languageId of Object.values(fixedIds.languages)) {
      expect(byLanguage.get(languageId) ?? 0).toBeGreaterThan(0);
    }
    const example = await server.db.query<{ name: string }>(
      `SELECT name FROM product_translation WHERE language_id = $1 AND name ~ '(^| )M8( |$)' ORDER BY name LIMIT 1`,
      [fixedIds.languages['de-DE']],
    );
    expect(example.rows[0]?.name).toMatch(/^\S.* M8( |$)/);
  });
});
