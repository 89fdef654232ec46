import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleLinkImportResponseSchema,
  articleLinkInfoResponseSchema,
  articleLinkListResponseSchema,
  articleLinkSchema,
  errorCodes,
  type ArticleLink,
  type ArticleLinkImportResponse,
  type ArticleLinkListResponse,
} from '@ratchet/store-api-contract';
import { demoArticleLinks } from '../../seed/articleLinksDemo';
import { demoIds } from '../../seed/demoCustomers';
import { seedId } from '../../seed/ids';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; meta?: { parameters?: Record<string, unknown> } }> };

const fixtures = new URL('../../../test/fixtures/articleLinks/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtures));
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

/** What every fixture holds (written like Excel: see test/fixtures/articleLinks/README.md). */
const fixtureFiles = [
  { name: 'excel-windows-1252.csv', encoding: 'windows-1252', delimiter: ';' },
  { name: 'excel-utf8-bom.csv', encoding: 'utf-8', delimiter: ';' },
  { name: 'utf8-comma.csv', encoding: 'utf-8', delimiter: ',' },
];

describe.each(testDatabases)(
  'article links on %s (issue 13; account-area.md §3 Article link, §5, §7, §8)',
  (database) => {
    let server: TestServer;
    let leadBuyer: string;
    let nordLead: string;

    beforeAll(async () => {
      server = await startTestServer({ database });
      leadBuyer = await server.contextFor('lead.buyer');
      nordLead = await server.contextFor('nord.lead.buyer');
    });
    afterAll(() => server?.close());

    const list = (query = '', token = leadBuyer) =>
      server.get<ArticleLinkListResponse>(`/ratchet/article-links${query}`, { token });
    const importFile = (mode: 'preview' | 'commit', content: string, token = leadBuyer) =>
      server.post<ArticleLinkImportResponse & ErrorBody>(
        '/ratchet/article-links/import',
        { mode, fileName: 'links.csv', content },
        { token },
      );
    const linkCount = async (companyToken = leadBuyer) => (await list('?limit=1', companyToken)).json.pager.total;

    it('§2 the list: the company’s links by customer article number, paged, searchable; another company’s never', async () => {
      const first = await list('?limit=20');
      expect(first.status).toBe(200);
      const answer = articleLinkListResponseSchema.parse(first.json);
      expect(answer.pager).toEqual({ page: 1, limit: 20, total: 100, pageCount: 5 });
      expect(answer.articleLinks[0]).toMatchObject({
        id: demoArticleLinks.huber.id,
        productId: seedId('product', 1),
        productNumber: 'R0000001',
        customerSku: 'HM-10001',
      });
      expect(answer.articleLinks[0]?.productName).not.toBe('');
      const skus = answer.articleLinks.map((link) => link.customerSku);
      expect([...skus].sort()).toEqual(skus);

      const page5 = await list('?limit=20&page=5');
      expect(page5.json.articleLinks.at(-1)?.customerSku).toBe('HM-10298');

      expect((await list('?search=hm-1029')).json.articleLinks.map((link) => link.customerSku)).toEqual([
        'HM-10292',
        'HM-10295',
        'HM-10298',
      ]);
      expect((await list('?search=R0000007')).json.articleLinks.map((link) => link.customerSku)).toEqual(['HM-10007']);
      expect((await list('?search=NZ-')).json.pager.total).toBe(0);
      expect((await list('', nordLead)).json.articleLinks.every((link) => link.customerSku.startsWith('NZ-'))).toBe(
        true,
      );
    });

    it('§5 create by product id or by shop article number; one link per product, customer number unique ignoring case', async () => {
      const created = await server.post<ArticleLink>(
        '/ratchet/article-links',
        { productId: seedId('product', 3), customerSku: 'Mein-0003', description: 'Schlüssel für Tür' },
        { token: leadBuyer },
      );
      expect(created.status).toBe(200);
      expect(articleLinkSchema.parse(created.json)).toMatchObject({
        productNumber: 'R0000003',
        customerSku: 'Mein-0003',
        description: 'Schlüssel für Tür',
      });
      const byNumber = await server.post<ArticleLink>(
        '/ratchet/article-links',
        { productNumber: 'r0000006', customerSku: '000006' },
        { token: leadBuyer },
      );
      expect([byNumber.status, byNumber.json.productNumber, byNumber.json.customerSku]).toEqual([
        200,
        'R0000006',
        '000006',
      ]);

      const refused = async (body: unknown) => {
        const response = await server.post<ErrorBody>('/ratchet/article-links', body, { token: leadBuyer });
        return [response.status, response.json.errors[0]?.code];
      };
      expect(await refused({ productId: seedId('product', 3), customerSku: 'other' })).toEqual([
        409,
        errorCodes.articleLinkProductIdNotUnique,
      ]);
      expect(await refused({ productId: seedId('product', 9), customerSku: 'mein-0003' })).toEqual([
        409,
        errorCodes.articleLinkCustomerSkuNotUnique,
      ]);
      expect(await refused({ productId: seedId('product', 99999), customerSku: 'x-1' })).toEqual([
        404,
        errorCodes.articleLinkProductIdNotFound,
      ]);
      expect(await refused({ productNumber: 'R9999999', customerSku: 'x-1' })).toEqual([
        400,
        errorCodes.articleLinkWrongArticleNumber,
      ]);
      // Another company may use the same number for the same product.
      const nord = await server.post<ArticleLink>(
        '/ratchet/article-links',
        { productId: seedId('product', 3), customerSku: 'MEIN-0003' },
        { token: nordLead },
      );
      expect(nord.status).toBe(200);
    });

    it('§7 update a link’s number and description; a number another link holds is refused; unknown id 404', async () => {
      const link = (await list('?search=HM-10010')).json.articleLinks[0]!;
      const put = (id: string, body: unknown) =>
        server.request<ArticleLink & ErrorBody>('PUT', `/ratchet/article-links/${id}`, { token: leadBuyer, body });
      const changed = await put(link.id, { customerSku: 'hm-10010-neu', description: 'Größe L' });
      expect([changed.status, changed.json.customerSku, changed.json.description]).toEqual([
        200,
        'hm-10010-neu',
        'Größe L',
      ]);
      // The own number in another case is the same link's: allowed.
      expect((await put(link.id, { customerSku: 'HM-10010-NEU' })).json.description).toBe('Größe L');
      const taken = await put(link.id, { customerSku: 'hm-10013' });
      expect([taken.status, taken.json.errors[0]?.code]).toEqual([409, errorCodes.articleLinkCustomerSkuNotUnique]);
      const unknown = await put('not-an-id', { customerSku: 'x' });
      expect([unknown.status, unknown.json.errors[0]?.code]).toEqual([404, errorCodes.articleLinkNotFound]);
    });

    it('§7 info: the links of the given products keyed by productId', async () => {
      const info = await server.post(
        '/ratchet/article-links/info',
        { productIds: [seedId('product', 1), seedId('product', 2), 'junk'] },
        { token: leadBuyer },
      );
      expect(info.status).toBe(200);
      const map = articleLinkInfoResponseSchema.parse(info.json);
      expect(Object.keys(map)).toEqual([seedId('product', 1)]);
      expect(map[seedId('product', 1)]?.customerSku).toBe('HM-10001');
    });

    it.each(fixtureFiles)(
      '§4 §9 preview of $name: first 10 rows with status, per-row errors, nothing written',
      async ({ name, encoding, delimiter }) => {
        const before = await linkCount();
        const response = await importFile('preview', base64(fixture(name)));
        expect(response.status).toBe(200);
        const answer = articleLinkImportResponseSchema.parse(response.json);
        expect(answer).toMatchObject({
          mode: 'preview',
          totalRows: 12,
          validRows: 10,
          created: 10,
          updated: 0,
          failedRows: 2,
          encoding,
          delimiter,
        });
        expect(answer.preview).toHaveLength(10);
        expect(answer.preview[0]).toEqual({
          line: 2,
          productNumber: 'R0000002',
          customerSku: '00471',
          description: 'Schraube M8 für Träger',
          status: 'create',
          code: null,
        });
        expect(answer.preview.map((row) => row.status)).toEqual([
          'create',
          'create',
          'create',
          'failed',
          'failed',
          'create',
          'create',
          'create',
          'create',
          'create',
        ]);
        expect(answer.preview[2]?.description).toBe('Mutter; verzinkt');
        expect(answer.preview[6]?.description).toBe('Scheibe "DIN 125"');
        expect(answer.errors).toEqual([
          { line: 5, field: 'customerSku', value: '00471', code: errorCodes.articleLinkCustomerSkuNotUnique },
          { line: 6, field: 'productNumber', value: 'R9999999', code: errorCodes.articleLinkWrongArticleNumber },
        ]);
        expect(await linkCount()).toBe(before);
      },
    );

    it('§4 commit imports the valid rows (leading zeros and umlauts kept); again, the same file updates them', async () => {
      const before = await linkCount();
      const content = base64(fixture('excel-windows-1252.csv'));
      const committed = await importFile('commit', content);
      expect(committed.status).toBe(200);
      expect(committed.json).toMatchObject({ mode: 'commit', validRows: 10, created: 10, failedRows: 2 });
      expect(await linkCount()).toBe(before + 10);
      const link = (await list('?search=00471')).json.articleLinks;
      expect(link.map((item) => [item.productNumber, item.customerSku, item.description])).toEqual([
        ['R0000002', '00471', 'Schraube M8 für Träger'],
      ]);
      expect((await list('?search=KD-Größe')).json.articleLinks[0]?.productNumber).toBe('R0000008');
      expect((await list('?search=00481')).json.articleLinks[0]?.productNumber).toBe('R0000014');

      const again = await importFile('commit', content);
      expect(again.json).toMatchObject({ validRows: 10, created: 0, updated: 10, failedRows: 2 });
      expect(await linkCount()).toBe(before + 10);
    });

    it('§8 a file whose rows all fail: preview lists them, commit answers “all rows failed” and writes nothing', async () => {
      const content = base64('Artikelnummer;Kundenartikelnummer\r\nR9999998;A\r\n;B\r\nR0000001;HM-10004\r\n');
      const preview = await importFile('preview', content);
      expect(preview.json.errors.map((error) => [error.line, error.code])).toEqual([
        [2, errorCodes.articleLinkWrongArticleNumber],
        [3, errorCodes.articleLinkWrongArticleNumber],
        [4, errorCodes.articleLinkCustomerSkuNotUnique],
      ]);
      const before = await linkCount();
      const commit = await importFile('commit', content);
      expect([commit.status, commit.json.errors[0]?.code]).toEqual([400, errorCodes.csvAllRowsFailed]);
      expect(commit.json.errors[0]?.meta?.parameters?.failedRows).toBe(3);
      expect(await linkCount()).toBe(before);
    });

    it.each([
      { name: 'an empty file', text: '', status: 400, code: errorCodes.csvEmptyFile },
      {
        name: 'a header without rows',
        text: 'Artikelnummer;Kundenartikelnummer\r\n',
        status: 400,
        code: errorCodes.csvEmptyFile,
      },
      {
        name: 'no customer article number column',
        text: 'Artikelnummer;Preis\r\nR0000002;1,50\r\n',
        status: 400,
        code: errorCodes.csvInvalidFormat,
      },
      {
        name: 'an unclosed quote',
        text: 'Artikelnummer;Kundenartikelnummer\r\n"R0000002;A\r\n',
        status: 400,
        code: errorCodes.csvNotValid,
      },
    ])('§8 $name answers $code', async ({ text, status, code }) => {
      const response = await importFile('preview', base64(text));
      expect([response.status, response.json.errors[0]?.code]).toEqual([status, code]);
    });

    it('§9 a file over 5 MB answers “over 5MB”; a body beyond the upload bound is refused before it is read', async () => {
      const overFive = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
      const response = await importFile('preview', base64(overFive));
      expect([response.status, response.json.errors[0]?.code]).toEqual([413, errorCodes.csvFileTooLarge]);
      const huge = await server.request<ErrorBody>('POST', '/ratchet/article-links/import', {
        token: leadBuyer,
        rawBody: JSON.stringify({ mode: 'preview', content: 'A'.repeat(8 * 1024 * 1024) }),
      });
      expect([huge.status, huge.json.errors[0]?.code]).toEqual([413, errorCodes.bodyTooLarge]);
    });

    it('export: CSV Excel opens (BOM, `;`, CRLF) in the reader’s language; importing it back changes nothing', async () => {
      const response = await fetch(`${server.baseURL}/ratchet/article-links/export`, {
        method: 'POST',
        headers: { 'sw-access-key': server.accessKey, 'sw-context-token': leadBuyer },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="article-links.csv"');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf-8').split('\r\n');
      expect(lines[0]).toMatch(/^[^;]+;[^;]+;[^;]+;[^;]+$/);
      expect(lines).toContain(
        `R0000001;HM-10001;;${(await list('?search=HM-10001')).json.articleLinks[0]?.productName}`,
      );
      expect(lines.length - 2).toBe(await linkCount());

      const back = await importFile('preview', base64(bytes));
      expect(back.json).toMatchObject({ failedRows: 0, created: 0, updated: await linkCount() });
    });

    it('template: the import’s column titles only', async () => {
      const response = await fetch(`${server.baseURL}/ratchet/article-links/template`, {
        headers: { 'sw-access-key': server.accessKey, 'sw-context-token': leadBuyer },
      });
      expect(response.status).toBe(200);
      const text = Buffer.from(await response.arrayBuffer())
        .subarray(3)
        .toString('utf-8');
      expect(text.split('\r\n')).toHaveLength(2);
      const templateImport = await importFile('preview', base64(`\uFEFF${text}R0000002;T-1;\r\n`));
      expect(templateImport.json).toMatchObject({ validRows: 1, failedRows: 0 });
    });

    it('§7 delete one link (another company’s id: 404), then delete all', async () => {
      const nordLinks = (await list('', nordLead)).json;
      const target = nordLinks.articleLinks[0]!;
      const fromHuber = await server.request<ErrorBody>('DELETE', `/ratchet/article-links/${target.id}`, {
        token: leadBuyer,
      });
      expect([fromHuber.status, fromHuber.json.errors[0]?.code]).toEqual([404, errorCodes.articleLinkNotFound]);
      const own = await server.request<{ deleted: number }>('DELETE', `/ratchet/article-links/${target.id}`, {
        token: nordLead,
      });
      expect([own.status, own.json.deleted]).toEqual([200, 1]);
      const all = await server.request<{ deleted: number }>('DELETE', '/ratchet/article-links', { token: nordLead });
      expect(all.json.deleted).toBe(nordLinks.pager.total - 1);
      expect(await linkCount(nordLead)).toBe(0);
      expect(await linkCount()).toBeGreaterThan(100);
    });

    it('§2 the pager’s total is the company’s link tally (migration 0019): exact after create, import, update, delete, delete all and truncate; another company’s untouched', async () => {
      /** Each company's tally beside its links counted; a company without links has no tally or 0. */
      const tallies = async (db = server.db) =>
        (
          await db.query<{ company_id: string; counted: number; tally: number }>(
            `SELECT company_id, coalesce(c.n, 0)::int AS counted, coalesce(t.links, 0)::int AS tally
               FROM (SELECT company_id, count(*) AS n FROM article_link GROUP BY 1) c
               FULL JOIN article_link_tally t USING (company_id) ORDER BY company_id`,
          )
        ).rows;
      const exact = async () => {
        const rows = await tallies();
        expect(rows.map((row) => row.tally)).toEqual(rows.map((row) => row.counted));
      };
      await exact();
      const huber = await linkCount();
      await server.request('DELETE', '/ratchet/article-links', { token: nordLead });
      expect([await linkCount(nordLead), await linkCount()]).toEqual([0, huber]);

      const created = await server.post<ArticleLink>(
        '/ratchet/article-links',
        { productId: seedId('product', 4), customerSku: 'NZ-TALLY-1' },
        { token: nordLead },
      );
      expect(created.status).toBe(200);
      expect([await linkCount(nordLead), await linkCount()]).toEqual([1, huber]);
      const imported = await importFile('commit', base64(fixture('excel-utf8-bom.csv')), nordLead);
      expect(imported.json).toMatchObject({ created: 10 });
      expect([await linkCount(nordLead), await linkCount()]).toEqual([11, huber]);
      const updated = await importFile('commit', base64(fixture('excel-utf8-bom.csv')), nordLead);
      expect(updated.json).toMatchObject({ created: 0, updated: 10 });
      expect([await linkCount(nordLead), await linkCount()]).toEqual([11, huber]);
      await exact();

      const removed = await server.request<{ deleted: number }>('DELETE', `/ratchet/article-links/${created.json.id}`, {
        token: nordLead,
      });
      expect(removed.json.deleted).toBe(1);
      expect([await linkCount(nordLead), await linkCount()]).toEqual([10, huber]);
      await server.request('DELETE', '/ratchet/article-links', { token: nordLead });
      expect([await linkCount(nordLead), await linkCount()]).toEqual([0, huber]);
      await exact();

      // A truncate (the seed's) empties the tally with the links; rolled back, both are as before.
      const rollback = new Error('rollback');
      await expect(
        server.db.transaction(async (tx) => {
          await tx.exec('TRUNCATE article_link');
          expect((await tallies(tx)).every((row) => row.tally === 0 && row.counted === 0)).toBe(true);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      await exact();
    });

    it('§2 every page, near or far (past the middle read from the end), holds the links in list order once', async () => {
      const expected = (
        await server.db.query<{ id: string }>(
          'SELECT id FROM article_link WHERE company_id = $1 ORDER BY customer_sku, product_id',
          [demoIds.company],
        )
      ).rows.map((row) => row.id);
      expect(expected.length).toBeGreaterThanOrEqual(100);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 7); page++) {
        const answer = (await list(`?limit=7&page=${page}`)).json;
        expect(answer.pager.total).toBe(expected.length);
        paged.push(...answer.articleLinks.map((link) => link.id));
      }
      expect(paged).toEqual(expected);
      const beyond = (await list(`?limit=7&page=${Math.ceil(expected.length / 7) + 1}`)).json;
      expect([beyond.articleLinks, beyond.pager.total]).toEqual([[], expected.length]);
      const searched = (await list('?search=hm-1029&page=2')).json;
      expect([searched.articleLinks, searched.pager.total]).toEqual([[], 3]);
    });

    it('§2 a description search of several words finds exactly the links containing it (description words and pairs, migrations 0022, 0023 and 0026), also after descriptions and numbers change and links go', async () => {
      const descriptions = [
        'Prüfteil 0000042 Größe 17',
        'Prüfteil 0000043 Größe 170',
        'Größe 17',
        'XGröße 17y',
        'Teil  doppelt',
        'Größe 1 7',
        'Größe 17 größe 17',
      ];
      const { rows: products } = await server.db.query<{ id: string }>(
        `SELECT id FROM product WHERE id NOT IN (SELECT product_id FROM article_link WHERE company_id = $1)
          ORDER BY product_number LIMIT $2`,
        [demoIds.company, descriptions.length],
      );
      const skus = descriptions.map((_, index) => `WORDS-${index}`);
      await server.db.query(
        `INSERT INTO article_link (company_id, product_id, customer_sku, description)
         SELECT $1, p, s, d FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t(p, s, d)`,
        [demoIds.company, products.map((product) => product.id), skus, descriptions],
      );
      /** The links the search must find: every link of the company whose number or description contains it. */
      const expected = async (term: string) =>
        (
          await server.db.query<{ customer_sku: string }>(
            `SELECT al.customer_sku FROM article_link al LEFT JOIN product p ON p.id = al.product_id
              WHERE al.company_id = $1 AND (lower(al.description) LIKE '%' || $2 || '%'
                OR lower(al.customer_sku) LIKE $2 || '%' OR lower(p.product_number) LIKE $2 || '%')
              ORDER BY al.customer_sku, al.product_id`,
            [demoIds.company, term.toLowerCase()],
          )
        ).rows.map((row) => row.customer_sku);
      const found = async (term: string) => {
        const answer = (await list(`?limit=100&search=${encodeURIComponent(term)}`)).json;
        return { skus: answer.articleLinks.map((link) => link.customerSku), total: answer.pager.total };
      };
      /** The customer article numbers of the export of a search (§7 export: the list's links, in its order). */
      const exported = async (term: string) => {
        const response = await fetch(`${server.baseURL}/ratchet/article-links/export`, {
          method: 'POST',
          headers: {
            'sw-access-key': server.accessKey,
            'sw-context-token': leadBuyer,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ search: term }),
        });
        const lines = Buffer.from(await response.arrayBuffer())
          .subarray(3)
          .toString('utf-8')
          .split('\r\n');
        return lines.slice(1, -1).map((line) => line.split(';')[1]);
      };
      const terms = [
        'größe 17',
        'Größe 1',
        'e 17',
        'teil  doppelt',
        'prüfteil 0000042 größe',
        'rüfteil 00000',
        'größe 17y',
        'größe 18',
      ];
      const check = async () => {
        for (const term of terms) {
          const want = await expected(term);
          expect({ term, ...(await found(term)) }).toEqual({ term, skus: want, total: want.length });
          expect({ term, skus: await exported(term) }).toEqual({ term, skus: want });
        }
      };
      try {
        await check();
        expect((await found('größe 17')).skus).toEqual(['WORDS-0', 'WORDS-1', 'WORDS-2', 'WORDS-3', 'WORDS-6']);
        // Descriptions change (as an edit or an import writes them) and a link goes: the words follow.
        await server.db.query(
          `UPDATE article_link SET description = CASE customer_sku WHEN 'WORDS-2' THEN 'Größe 18' ELSE 'Teil doppelt größe 17' END
            WHERE company_id = $1 AND customer_sku IN ('WORDS-2', 'WORDS-4')`,
          [demoIds.company],
        );
        await server.db.query("DELETE FROM article_link WHERE company_id = $1 AND customer_sku = 'WORDS-3'", [
          demoIds.company,
        ]);
        await check();
        expect((await found('größe 17')).skus).toEqual(['WORDS-0', 'WORDS-1', 'WORDS-4', 'WORDS-6']);
        // A new customer article number moves the link in the list order, also in a search read from the pairs.
        await server.db.query(
          "UPDATE article_link SET customer_sku = 'WORDS-9' WHERE company_id = $1 AND customer_sku = 'WORDS-0'",
          [demoIds.company],
        );
        await check();
        expect((await found('größe 17')).skus).toEqual(['WORDS-1', 'WORDS-4', 'WORDS-6', 'WORDS-9']);
        expect((await list('?limit=2&page=2&search=gr%C3%B6%C3%9Fe%2017')).json).toMatchObject({
          articleLinks: [{ customerSku: 'WORDS-6' }, { customerSku: 'WORDS-9' }],
          pager: { total: 4 },
        });
      } finally {
        await server.db.query('DELETE FROM article_link WHERE company_id = $1 AND customer_sku = ANY($2::text[])', [
          demoIds.company,
          [...skus, 'WORDS-9'],
        ]);
      }
      // The dictionary holds every word of the company's descriptions with its uses, and no other word in use.
      const drift = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           (SELECT company_id, word, uses FROM article_link_word WHERE uses <> 0
            EXCEPT
            SELECT company_id, w, count(*) FROM article_link, unnest(description_words) AS w GROUP BY 1, 2)
           UNION ALL
           (SELECT company_id, w, count(*) FROM article_link, unnest(description_words) AS w GROUP BY 1, 2
            EXCEPT
            SELECT company_id, word, uses FROM article_link_word WHERE uses <> 0)) x`,
      );
      expect(drift.rows[0]?.n).toBe(0);
      // The pair index holds every pair of adjacent words of each link's description with its key, and nothing else.
      const pairDrift = await server.db.query<{ n: number }>(
        `WITH wanted AS (
           SELECT DISTINCT al.company_id, al.description_words[i] || ' ' || al.description_words[i + 1] AS pair,
                  al.customer_sku, al.product_id
             FROM article_link al, generate_series(1, cardinality(al.description_words) - 1) AS i)
         SELECT count(*)::int AS n FROM (
           (SELECT company_id, pair, customer_sku, product_id FROM article_link_pair EXCEPT SELECT * FROM wanted)
           UNION ALL
           (SELECT * FROM wanted EXCEPT SELECT company_id, pair, customer_sku, product_id FROM article_link_pair)) x`,
      );
      expect(pairDrift.rows[0]?.n).toBe(0);
      const pairTwice = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM article_link_pair GROUP BY company_id, pair, customer_sku, product_id
                                          HAVING count(*) > 1) x`,
      );
      expect(pairTwice.rows[0]?.n).toBe(0);
    });
  },
);
