import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCodes,
  invoiceHistoryResponseSchema,
  type InvoiceHistoryResponse,
  type OrderHistoryDetail,
} from '@ratchet/store-api-contract';
import { fixedIds } from '../../seed/ids';
import { historyOrderId, seedInvoiceNumber } from '../../seed/orderHistoryDemo';
import { demoIds } from '../../seed/demoCustomers';
import { download, pdfPages } from '../../testing/pdfText';
import { startTestServer, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; source?: { pointer?: string } }> };

describe('invoices: list, filters, PDF (issue 13; account-area.md §3 Invoice, §5, §7 invoice/history)', () => {
  let server: TestServer;
  let leadBuyer: string;
  let nordLead: string;
  // History order 27 of the demo company: completed, three lines, shipping 9.90 and a 15.00 surcharge.
  const invoiceNumber = seedInvoiceNumber(1, 27);

  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
    leadBuyer = await server.contextFor('lead.buyer');
    nordLead = await server.contextFor('nord.lead.buyer');
  });
  afterAll(() => server?.close());

  const list = (query: string, token = leadBuyer) =>
    server.get<InvoiceHistoryResponse>(`/ratchet/invoice/history${query}`, { token });

  it('§3 the company’s invoices, newest first, with link, delivery proof and shipping note', async () => {
    const response = await list('?limit=100');
    expect(response.status).toBe(200);
    const answer = invoiceHistoryResponseSchema.parse(response.json);
    expect(answer.pager.total).toBeGreaterThan(100);
    expect(answer.invoices.every((invoice) => invoice.invoiceNumber.startsWith('71'))).toBe(true);
    const dates = answer.invoices.map((invoice) => invoice.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(answer.invoices.some((invoice) => invoice.deliveryProofLink === null)).toBe(true);
    const withProof = answer.invoices.find((invoice) => invoice.deliveryProofLink !== null)!;
    expect(withProof.deliveryProofLink).toMatch(/^https:\/\//);
    expect(withProof.shippingNoteNumber).toBe(`LS-${withProof.orderNumber}`);
    expect(withProof.link).toBe(`/store-api/ratchet/invoice/${withProof.invoiceNumber}/pdf`);
  });

  it('§3 filters: number, order number, customer reference, date range; from after to is refused (§5)', async () => {
    const byNumber = await list(`?number=${invoiceNumber}`);
    expect(byNumber.json.invoices.map((invoice) => invoice.invoiceNumber)).toEqual([invoiceNumber]);
    const { orderNumber, invoiceDate, customerReference } = byNumber.json.invoices[0]!;
    const byOrder = await list(`?orderNumber=${orderNumber}`);
    expect(byOrder.json.invoices.map((invoice) => invoice.invoiceNumber)).toEqual([invoiceNumber]);
    expect(customerReference).toBe('PO-4973');
    const byReference = await list('?customerReference=po-4973');
    expect(byReference.json.invoices.map((invoice) => invoice.invoiceNumber)).toEqual([invoiceNumber]);
    const byDay = await list(`?from=${invoiceDate}&to=${invoiceDate}`);
    expect(byDay.json.invoices.map((invoice) => invoice.invoiceNumber)).toContain(invoiceNumber);
    expect(byDay.json.invoices.every((invoice) => invoice.invoiceDate === invoiceDate)).toBe(true);
    const wrong = await list('?from=2026-05-02&to=2026-05-01');
    expect(wrong.status).toBe(400);
    expect((wrong.json as unknown as ErrorBody).errors[0]?.code).toBe(errorCodes.dateRangeInvalid);
  });

  it('PDF: streamed A4 with Content-Disposition; its text carries numbers, names, umlauts and the totals with VAT', async () => {
    const file = await download(server.baseURL, `/ratchet/invoice/${invoiceNumber}/pdf`, leadBuyer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Rechnung-${invoiceNumber}.pdf"`);
    expect(Buffer.from(file.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = (await pdfPages(file.bytes)).join('\n');
    const detail = await server.get<OrderHistoryDetail>(
      `/ratchet/order/history/detail?orderNumber=${(await list(`?number=${invoiceNumber}`)).json.invoices[0]!.orderNumber}`,
      { token: leadBuyer },
    );
    const euro = (value: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Rechnung ${invoiceNumber}`);
    expect(text).toContain(detail.json.orderNumber);
    expect(text).toContain('Österreich');
    expect(text).toContain('Fällig am');
    expect(text).toContain('Seite 1 von 1');
    for (const line of detail.json.lines) {
      expect(text).toContain(line.productNumber);
      expect(text).toContain(euro(line.totalPrice!));
    }
    expect(text).toContain('Mindermengenzuschlag');
    expect(text).toContain(euro(15));
    for (const tax of detail.json.taxes!) expect(text).toContain(euro(tax.tax));
    expect(text).toContain(`Gesamtbetrag`);
    expect(text).toContain(euro(detail.json.total!));
  });

  it('PDF in the reader’s language (en-GB) and 404 for another company’s invoice', async () => {
    const english = await server.contextFor('lead.buyer', fixedIds.languages['en-GB']);
    const file = await download(server.baseURL, `/ratchet/invoice/${invoiceNumber}/pdf`, english);
    const text = (await pdfPages(file.bytes)).join('\n');
    expect(text).toContain(`Invoice ${invoiceNumber}`);
    expect(text).toContain('Total amount');
    expect(text).toContain('Page 1 of 1');
    const foreign = await download(server.baseURL, `/ratchet/invoice/${invoiceNumber}/pdf`, nordLead);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(Buffer.from(foreign.bytes).toString()).errors[0].code).toBe(errorCodes.invoiceNotFound);
    const theirs = await download(server.baseURL, `/ratchet/invoice/${seedInvoiceNumber(2, 27)}/pdf`, nordLead);
    expect(theirs.status).toBe(200);
  });

  it('a long invoice breaks over pages with the table header again and page x of y on each', async () => {
    const orderId = historyOrderId(demoIds.company, 27);
    await server.db.query(
      `INSERT INTO sales_order_line_item (id, order_id, position, product_id, product_number, label, quantity,
         unit_price, total_price, tax_rate, referenced_id, invoice_number)
       SELECT gen_random_uuid(), $1, 100 + g.i, NULL, 'EXTRA-' || g.i, 'Zusatzposition Größe ' || g.i, 1, 1, 1, 20, NULL, $2
         FROM generate_series(1, 70) AS g(i)`,
      [orderId, invoiceNumber],
    );
    const file = await download(server.baseURL, `/ratchet/invoice/${invoiceNumber}/pdf`, leadBuyer);
    const pages = await pdfPages(file.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page).toContain('Artikelnr.');
    });
    expect(pages.at(-1)).toContain('Gesamtbetrag');
  });
});
