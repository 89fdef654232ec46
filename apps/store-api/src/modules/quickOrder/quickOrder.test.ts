import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCodes,
  quickOrderCsvResponseSchema,
  quickOrderResolveResponseSchema,
  quickOrderRowProblem,
  type QuickOrderCsvResponse,
  type QuickOrderResolveResponse,
} from '@ratchet/store-api-contract';
import { demoIds } from '../../seed/demoCustomers';
import { seedId } from '../../seed/ids';
import { startTestServer, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; source?: { pointer?: string } }> };

describe('quick order: numbers resolved in one call (issue 13 quick order; account-area.md §6, §8 add to cart)', () => {
  let server: TestServer;
  let buyer: string;
  let nordBuyer: string;

  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
    buyer = await server.contextFor('buyer');
    nordBuyer = await server.contextFor('nord.buyer');
  });
  afterAll(() => server?.close());

  const resolve = (numbers: unknown, token = buyer) =>
    server.post<QuickOrderResolveResponse>('/ratchet/quick-order/resolve', { numbers }, { token });
  const productRow = async (where: string) => {
    const { rows } = await server.db.query<{ id: string; product_number: string }>(
      `SELECT id, product_number FROM product WHERE ${where} ORDER BY product_number LIMIT 1`,
    );
    return rows[0]!;
  };

  it('finds product numbers (as typed and ignoring case) and the company’s own article numbers, in the order asked', async () => {
    const plain = await productRow('active AND child_count = 0 AND NOT is_closeout');
    const { rows } = await server.db.query<{ customer_sku: string; product_id: string }>(
      'SELECT customer_sku, product_id FROM article_link WHERE company_id = $1 ORDER BY customer_sku LIMIT 1',
      [demoIds.company],
    );
    const link = rows[0]!;
    const response = await resolve([
      link.customer_sku.toLowerCase(),
      'NO-SUCH-NUMBER',
      plain.product_number.toLowerCase(),
      plain.product_number,
    ]);
    expect(response.status).toBe(200);
    const answer = quickOrderResolveResponseSchema.parse(response.json);
    expect(answer.results.map((result) => [result.number, result.matchedBy, result.product?.id ?? null])).toEqual([
      [link.customer_sku.toLowerCase(), 'customerSku', link.product_id],
      ['NO-SUCH-NUMBER', null, null],
      [plain.product_number.toLowerCase(), 'productNumber', plain.id],
      [plain.product_number, 'productNumber', plain.id],
    ]);
    const found = answer.results[0]!.product!;
    expect(found.customerSku).toBe(link.customer_sku);
    expect(found.name).not.toBe('');
    expect(found.minPurchase).toBeGreaterThan(0);
    expect(found.purchaseStep).toBeGreaterThan(0);
    // The grid's check reads these facts: an unknown number is the §8 "product not found".
    expect(quickOrderRowProblem(answer.results[1]!.product, '1')).toBe('unknownNumber');
  });

  it('§8 names what cannot be bought: an inactive product and a parent with variants; a closeout with its stock', async () => {
    const { rows } = await server.db.query<{ id: string; product_number: string }>(
      `SELECT id, product_number FROM product WHERE active AND child_count = 0 AND NOT is_closeout
        ORDER BY product_number DESC LIMIT 3`,
    );
    const [inactive, parent, closeout] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    await server.db.query('UPDATE product SET active = false WHERE id = $1', [inactive.id]);
    await server.db.query('UPDATE product SET child_count = 2 WHERE id = $1', [parent.id]);
    await server.db.query('UPDATE product SET is_closeout = true, stock = 0 WHERE id = $1', [closeout.id]);
    try {
      const numbers = [inactive.product_number, parent.product_number, closeout.product_number];
      const answer = quickOrderResolveResponseSchema.parse((await resolve(numbers)).json);
      expect(answer.results.map((result) => quickOrderRowProblem(result.product, '1'))).toEqual([
        'notBuyable',
        'notBuyable',
        'outOfStock',
      ]);
      expect(answer.results[2]!.product).toMatchObject({ isCloseout: true, availableStock: 0, buyable: true });
    } finally {
      await server.db.query('UPDATE product SET active = true, child_count = 0 WHERE id = ANY($1::uuid[])', [
        [inactive.id, parent.id],
      ]);
      await server.db.query('UPDATE product SET is_closeout = false, stock = 100 WHERE id = $1', [closeout.id]);
    }
  });

  it('§6 company scope: another company’s own article numbers are unknown', async () => {
    const { rows } = await server.db.query<{ customer_sku: string }>(
      'SELECT customer_sku FROM article_link WHERE company_id = $1 LIMIT 1',
      [demoIds.company],
    );
    const answer = quickOrderResolveResponseSchema.parse((await resolve([rows[0]!.customer_sku], nordBuyer)).json);
    expect(answer.results).toEqual([{ number: rows[0]!.customer_sku, matchedBy: null, product: null }]);
  });

  it('answers 500 numbers in one call; an empty list, an empty number or more than 500 are 400', async () => {
    const many = Array.from({ length: 500 }, (_, index) => (index % 2 === 0 ? `X-${index}` : `SW-${index}`));
    const answer = quickOrderResolveResponseSchema.parse((await resolve(many)).json);
    expect(answer.results).toHaveLength(500);
    expect(answer.results.map((result) => result.number)).toEqual(many);
    for (const body of [[], ['  '], [...many, 'one more']]) {
      const response = await resolve(body);
      expect(response.status).toBe(400);
      expect((response.json as unknown as ErrorBody).errors[0]!.code).toBe(errorCodes.validation);
    }
  });

  it('§6 a user without ROLE_ACCESS_QUICK_ORDER_FORM is refused 403', async () => {
    const withoutRight = '0d0000aa-0000-4000-8000-0000000000fe';
    await server.db.query(
      `INSERT INTO customer (id, company_id, username, password_hash, email, first_name, last_name)
       VALUES ($1, $2, 'no.quick.order', 'x', 'no.quick.order@demo.invalid', 'No', 'Quick')`,
      [withoutRight, demoIds.company],
    );
    const token = await server.contextForCustomer(withoutRight);
    const response = await resolve([seedId('product', 1)], token);
    expect(response.status).toBe(403);
    expect((response.json as unknown as ErrorBody).errors[0]!.code).toBe(errorCodes.missingPermission);
  });

  const upload = (bytes: Buffer, token = buyer) =>
    server.post<QuickOrderCsvResponse>(
      '/ratchet/quick-order/csv',
      { fileName: 'order.csv', content: bytes.toString('base64') },
      { token },
    );

  it('a CSV as Excel writes it (Windows-1252, ;, CRLF, header, quoted leading zeros) is read with the article-link reader and resolved', async () => {
    const plain = await productRow('active AND child_count = 0 AND NOT is_closeout');
    const text = `Artikelnummer;Menge\r\n${plain.product_number};"2,5"\r\n"000123";4\r\n\r\nGrö\u00DFe-X;1\r\n`;
    const response = await upload(Buffer.from(text, 'latin1'));
    expect(response.status).toBe(200);
    const answer = quickOrderCsvResponseSchema.parse(response.json);
    expect(answer.rows.map((row) => [row.line, row.number, row.quantity, row.resolution.product?.id ?? null])).toEqual([
      [2, plain.product_number, '2,5', plain.id],
      [3, '000123', '4', null],
      [5, 'Größe-X', '1', null],
    ]);
    expect(answer.omittedRows).toBe(0);
  });

  it('keeps the first 500 rows and counts the rest as omitted', async () => {
    const lines = Array.from({ length: 520 }, (_, index) => `N-${index}\t1`).join('\n');
    const answer = quickOrderCsvResponseSchema.parse((await upload(Buffer.from(lines))).json);
    expect(answer.rows).toHaveLength(500);
    expect(answer.omittedRows).toBe(20);
  });

  it.each([
    ['an empty file', Buffer.from('  \r\n'), 400, errorCodes.csvEmptyFile],
    ['a header alone', Buffer.from('Artikelnummer;Menge\r\n'), 400, errorCodes.csvEmptyFile],
    ['an unclosed quote', Buffer.from('"RT-1;2\r\nRT-2;3'), 400, errorCodes.csvNotValid],
    ['more than 5 MB (§9)', Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), 413, errorCodes.csvFileTooLarge],
  ])('§8 CSV codes: %s', async (_name, bytes, status, code) => {
    const response = await upload(bytes);
    expect(response.status).toBe(status);
    expect((response.json as unknown as ErrorBody).errors[0]!.code).toBe(code);
  });
});
