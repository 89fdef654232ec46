import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingResult } from '@ratchet/store-api-contract';
import { demoIds } from '../../../seed/demoCustomers';
import { fixedIds, sqlSeedId } from '../../../seed/ids';
import { buildSuggestIndex } from './suggestIndex';
import { startTestServer, testDatabases } from '../../../testing/testServer';
import type { TestServer } from '../../../testing/testServer';
import { multiWordCandidates } from './suggest';
import { suggestPropertyCount } from '../present/suggest';

interface Entry {
  id: string;
  productNumber: string;
  name: string;
  searchText: string;
}

/** Rank order of the typeahead: shorter names first, then name, then id (migration 0005). */
function byRank(a: Entry, b: Entry): number {
  return a.name.length - b.name.length || cmp(a.name, b.name) || cmp(a.id, b.id);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The name matches a term should get, computed from every product (no precomputed table):
 * one word — names starting with it, then names containing it, then the rest (manufacturer), each
 * by rank; several words — the first candidates in rank order containing every word, then names
 * starting with the whole term, names containing it, rank.
 */
function expectedNames(entries: Entry[], term: string, boosts: 'all' | 'no-start' = 'all'): string[] {
  const words = [...new Set(term.split(' '))];
  const matches = entries.filter((entry) => words.every((word) => entry.searchText.includes(word))).sort(byRank);
  const boost = (entry: Entry) =>
    boosts === 'all' && entry.name.startsWith(term) ? 0 : entry.name.includes(term) ? 1 : 2;
  const ranked = words.length === 1 ? matches : matches.slice(0, multiWordCandidates);
  return [...ranked]
    .sort((a, b) => boost(a) - boost(b) || byRank(a, b))
    .slice(0, 10)
    .map((entry) => entry.id);
}

/**
 * The first term whose expected answer puts names starting with it before better-ranked names
 * containing it (so a test of it catches a wrong order).
 */
function discriminating(entries: Entry[], terms: Iterable<string>): string | undefined {
  for (const term of terms) {
    const expected = expectedNames(entries, term);
    if (expected.length > 1 && expected.join() !== expectedNames(entries, term, 'no-start').join()) return term;
  }
  return undefined;
}

/** Parts of 4–6 characters of the name words, in a stable order. */
function wordParts(entries: Entry[]): string[] {
  const parts = new Set<string>();
  for (const entry of entries) {
    for (const word of entry.name.split(' ')) {
      for (let length = 4; length <= 6; length++) {
        for (let start = 0; start + length <= word.length; start++) parts.add(word.slice(start, start + length));
      }
    }
  }
  return [...parts].sort();
}

describe.each(testDatabases)(
  'typeahead search-suggest on %s (storefront.md §2 Search, issue 3 Performance)',
  (database) => {
    let server: TestServer;
    let entries: Entry[];

    const suggest = async (search: string, token?: string | null) =>
      (await server.post<ProductListingResult>('/search-suggest', { search }, token === undefined ? {} : { token }))
        .json;
    /** The typeahead's answer for a term is exactly the ranking over all products says (names, no numbers). */
    const expectRanking = async (term: string) => {
      const answer = await suggest(term);
      const expected = expectedNames(entries, term);
      expect(expected.length, term).toBeGreaterThan(0);
      expect(
        answer.elements.map((product) => product.id),
        term,
      ).toEqual(expected);
    };

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 300, demo: true } });
      const { rows } = await server.db.query<{
        id: string;
        product_number: string;
        name: string;
        search_text: string;
      }>(
        `SELECT p.id, p.product_number, lower(t.name) AS name, t.search_text FROM product p
         JOIN product_translation t ON t.product_id = p.id AND t.language_id = $1 WHERE p.active`,
        [fixedIds.languages['de-DE']],
      );
      entries = rows.map((row) => ({
        id: row.id,
        productNumber: row.product_number,
        name: row.name,
        searchText: row.search_text,
      }));
    });
    afterAll(async () => {
      await server?.close();
    });

    it('puts the exact product number first, then product numbers starting with the term in order (storefront.md §2 Search)', async () => {
      const exact = await suggest('R0000012');
      expect(exact.elements[0]?.productNumber).toBe('R0000012');
      const prefix = await suggest('r000001');
      const numbers = prefix.elements.map((product) => product.productNumber);
      expect(numbers.length).toBeGreaterThan(1);
      expect(numbers.every((number) => number.startsWith('R000001'))).toBe(true);
      expect(numbers).toEqual([...numbers].sort());
    });

    it('answers one word from the precomputed table exactly as the ranking over all products says (storefront.md §2 Search)', async () => {
      // A part where names starting with it and names containing it further on both occur (the
      // order between them matters), a whole first word, its prefix, a part inside a compound, a thread size.
      const boosted = discriminating(entries, wordParts(entries));
      expect(boosted).toBeDefined();
      const first = entries.map((entry) => entry.name.split(' ')[0] ?? '').find((word) => word.length >= 8) ?? '';
      const terms = [boosted ?? '', first, first.slice(0, 4), first.slice(2, 7), 'm8'];
      for (const term of terms) {
        await expectRanking(term);
      }
    });

    it('ranks several words inside the candidate set: every word contained, names starting with the term first (storefront.md §2 Search)', async () => {
      const withThread = entries.find((entry) => / m\d{1,2}( |$)/.test(entry.name)) as Entry;
      const [noun = ''] = withThread.name.split(' ');
      const thread = /m\d{1,2}/.exec(withThread.name)?.[0] ?? '';
      for (const term of [`${noun} ${thread}`, `${noun.slice(0, 5)} ${thread}`, `${thread} ${noun.slice(-6)}`]) {
        await expectRanking(term);
      }
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      const both = await suggest(`${noun} ${thread}`);
      expect(both.elements.length).toBeGreaterThan(0);
      for (const product of both.elements) {
        expect(byId.get(product.id)?.searchText).toContain(noun);
        expect(byId.get(product.id)?.searchText).toContain(thread);
      }
      expect((await suggest(`${noun} zzqqxx`)).elements).toEqual([]);
    });

    it("finds the company's own article numbers only for its customers, after product numbers and before names (storefront.md §2 Search)", async () => {
      const { rows } = await server.db.query<{ product_id: string; customer_sku: string }>(
        'SELECT product_id, customer_sku FROM article_link WHERE company_id = $1 ORDER BY customer_sku LIMIT 1',
        [demoIds.company],
      );
      const link = rows[0] as { product_id: string; customer_sku: string };
      const own = await suggest(link.customer_sku.toLowerCase(), await server.contextFor('lead.buyer'));
      expect(own.elements[0]?.id).toBe(link.product_id);
      expect(own.elements[0]?.articleLink?.customerSku).toBe(link.customer_sku);
      const otherCompany = await suggest(link.customer_sku, await server.contextFor('nord.lead.buyer'));
      expect(otherCompany.elements.map((product) => product.id)).not.toContain(link.product_id);
      const anonymous = await suggest(link.customer_sku, null);
      expect(anonymous.elements.map((product) => product.id)).not.toContain(link.product_id);
    });

    it('reads the context in the typeahead call: the sent token is answered, an unknown token gets a new context, a deactivated customer is anonymous, a language header gives the same answer (storefront.md §2 Search, §6)', async () => {
      const token = await server.contextFor('lead.buyer');
      const known = await server.post<ProductListingResult>('/search-suggest', { search: 'm8' }, { token });
      expect(known.token).toBe(token);
      expect(known.json.elements.length).toBeGreaterThan(0);
      expect(known.json.elements.every((product) => typeof product.stock === 'number')).toBe(true);

      const unknownToken = 'U'.repeat(32);
      const unknown = await server.post<ProductListingResult>(
        '/search-suggest',
        { search: 'm8' },
        { token: unknownToken },
      );
      expect(unknown.status).toBe(200);
      expect(unknown.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(unknown.token).not.toBe(unknownToken);
      expect(unknown.json.elements.map((product) => product.id)).toEqual(
        known.json.elements.map((product) => product.id),
      );
      expect(unknown.json.elements.every((product) => product.stock === null)).toBe(true);

      const buyer = await server.contextFor('buyer');
      await server.db.query('UPDATE customer SET active = false WHERE id = $1', [demoIds.customers.buyer]);
      try {
        const deactivated = await server.post<ProductListingResult>(
          '/search-suggest',
          { search: 'm8' },
          { token: buyer },
        );
        expect(deactivated.json.elements.length).toBeGreaterThan(0);
        expect(deactivated.json.elements.every((product) => product.stock === null)).toBe(true);
      } finally {
        await server.db.query('UPDATE customer SET active = true WHERE id = $1', [demoIds.customers.buyer]);
      }

      const french = fixedIds.languages['fr-FR'];
      const frenchContext = await server.contextFor('lead.buyer', french);
      const inContext = await server.post<ProductListingResult>(
        '/search-suggest',
        { search: 'm8' },
        { token: frenchContext },
      );
      const byHeader = await server.post<ProductListingResult>(
        '/search-suggest',
        { search: 'm8' },
        { token, headers: { 'sw-language-id': french } },
      );
      expect(inContext.json.elements.length).toBeGreaterThan(0);
      expect(byHeader.json.elements.map((product) => product.name)).toEqual(
        inContext.json.elements.map((product) => product.name),
      );
      expect(inContext.json.elements.map((product) => product.name)).not.toEqual(
        known.json.elements.map((product) => product.name),
      );
    });

    it('answers what the dropdown shows: at most 4 properties by group position, no stock for anonymous visitors (storefront.md §2 Search, §6)', async () => {
      const anonymous = await suggest('m8', null);
      expect(anonymous.elements.length).toBeGreaterThan(0);
      for (const product of anonymous.elements) {
        expect(product.properties.length).toBeLessThanOrEqual(suggestPropertyCount);
        const positions = product.properties.map((option) => option.group.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(product.stock).toBeNull();
        expect(product.deliveryTime).toBeNull();
        expect(product.cover?.media.url).toMatch(/\/media\/.+\.svg$/);
        expect(product.manufacturer?.name).toEqual(expect.any(String));
      }
      const customer = await suggest('m8', await server.contextFor('lead.buyer'));
      expect(customer.elements.every((product) => typeof product.stock === 'number')).toBe(true);
    });

    it('puts names starting with the whole term first, then names containing it, then the best-ranked rest (storefront.md §2 Search)', async () => {
      // Three products whose order by rank alone (shorter names first) is the reverse.
      const names = ['Qqbeta Qqalpha', 'Xx Qqalpha Qqbeta Y', 'Qqalpha Qqbeta mit einem langen Namen'];
      for (const [index, name] of names.entries()) {
        const id = (
          await server.db.query<{ id: string }>(`SELECT ${sqlSeedId('product', String(90_000 + index))} AS id`)
        ).rows[0]?.id as string;
        await server.db.query(`INSERT INTO product (id, product_number, net_price) VALUES ($1, $2, 10)`, [
          id,
          `QQ${index}`,
        ]);
        await server.db.query(
          `INSERT INTO product_translation (product_id, language_id, name, search_text) VALUES ($1, $2, $3, lower($3))`,
          [id, fixedIds.languages['de-DE'], name],
        );
      }
      await server.db.transaction((tx) => buildSuggestIndex(tx));
      const answer = await suggest('qqalpha qqbeta');
      expect(answer.elements.map((product) => product.name)).toEqual([names[2], names[1], names[0]]);
      const reversed = await suggest('qqbeta qqalpha');
      expect(reversed.elements.map((product) => product.name)).toEqual([names[0], names[1], names[2]]);
    });

    it('sends later pages and larger pages through the search; control characters other than NUL and an empty term give no error (storefront.md §2 Search)', async () => {
      const page2 = await server.post<ProductListingResult>('/search-suggest', { search: 'm8', p: 2 });
      expect(page2.status).toBe(200);
      expect(page2.json.page).toBe(2);
      for (const search of ['m\t8', 'r0\u0007', '\u001f']) {
        const controls = await server.post<ProductListingResult>('/search-suggest', { search });
        expect(controls.status, JSON.stringify(search)).toBe(200);
        expect(Array.isArray(controls.json.elements)).toBe(true);
      }
      // A NUL is refused for every route where requests are validated (http/route.ts).
      const nul = await server.post<ProductListingResult>('/search-suggest', { search: 'm\u00008' });
      expect(nul.status).toBe(400);
      const empty = await server.post<ProductListingResult>('/search-suggest', { search: '   ' });
      expect(empty.json.elements).toEqual([]);
      expect(empty.json.total).toBe(0);
    });
  },
);

describe.each(testDatabases)('typeahead tables of an older database on %s (issue 3 Performance)', (database) => {
  it('builds the typeahead tables on the first request when the database was seeded without them (storefront.md §2 Search)', async () => {
    const server = await startTestServer({ database, seed: { products: 300, demo: false } });
    try {
      await server.db.exec('DELETE FROM suggest_prefix; DELETE FROM suggest_entry;');
      const answer = await server.post<ProductListingResult>('/search-suggest', { search: 'm8' });
      expect(answer.json.elements.length).toBeGreaterThan(0);
      const built = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM suggest_prefix');
      expect(built.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
