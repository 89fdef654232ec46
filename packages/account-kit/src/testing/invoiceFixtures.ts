import type { Invoice, InvoiceHistoryResponse } from '@ratchet/store-api-contract';
import { http, HttpResponse, type RequestHandler } from 'msw';

/** The test API (`apiBase` of apiServer.ts, which the browser stories must not import: it loads msw/node). */
const apiBase = 'http://store.test/store-api';

/** An invoice of the list (account-area.md §3 Invoice), changed by `change`. */
export function invoiceEntry(change: Partial<Invoice> = {}): Invoice {
  const invoiceNumber = change.invoiceNumber ?? '7100027';
  return {
    id: `invoice-${invoiceNumber}`,
    invoiceNumber,
    invoiceDate: '2026-03-19',
    dueDate: '2026-04-18',
    customerReference: 'HALLE-3',
    orderNumber: '10027',
    netTotal: 279.9,
    total: 333.08,
    link: `/store-api/ratchet/invoice/${invoiceNumber}/pdf`,
    deliveryProofLink: 'https://tracking.example.com/pod/00340434161234567890',
    shippingNoteNumber: 'LS-88001',
    ...change,
  };
}

/** A list answer of the given invoices (one page of `total`). */
export function invoiceHistory(invoices: Invoice[], page = 1, total = invoices.length): InvoiceHistoryResponse {
  return {
    invoices,
    pager: { page, limit: 20, total, pageCount: Math.max(1, Math.ceil(total / 20)) },
    apiAlias: 'ratchet_invoice_history',
  };
}

/** Four invoices, the newest first: one without delivery proof and shipping note, one without a reference. */
export function demoInvoices(): Invoice[] {
  return [
    invoiceEntry(),
    invoiceEntry({
      invoiceNumber: '7100026',
      invoiceDate: '2026-03-12',
      dueDate: '2026-04-11',
      orderNumber: '10024',
      customerReference: null,
      total: 56,
      netTotal: 47.06,
      deliveryProofLink: null,
      shippingNoteNumber: null,
    }),
    invoiceEntry({
      invoiceNumber: '7100025',
      invoiceDate: '2026-02-27',
      dueDate: '2026-03-29',
      orderNumber: '10021',
      customerReference: 'WERKSTATT',
      total: 4310.4,
      netTotal: 3622.18,
      shippingNoteNumber: 'LS-87955',
    }),
    invoiceEntry({
      invoiceNumber: '7100024',
      invoiceDate: '2026-02-11',
      dueDate: '2026-03-13',
      orderNumber: '10019',
      customerReference: 'HALLE-1',
      total: 1289.99,
      netTotal: 1084.03,
      shippingNoteNumber: 'LS-87810',
    }),
  ];
}

/** Store-API handlers of the invoice stories: the list, filtered by number, order number and reference. */
export function invoiceHandlers(invoices: Invoice[] = demoInvoices(), total?: number): RequestHandler[] {
  return [
    http.get(`${apiBase}/ratchet/invoice/history`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const number = query.get('number') ?? '';
      const orderNumber = query.get('orderNumber') ?? '';
      const reference = (query.get('customerReference') ?? '').toLowerCase();
      const rows = invoices.filter(
        (invoice) =>
          invoice.invoiceNumber.startsWith(number) &&
          invoice.orderNumber.startsWith(orderNumber) &&
          (invoice.customerReference ?? '').toLowerCase().includes(reference),
      );
      return HttpResponse.json(invoiceHistory(rows, Number(query.get('page') ?? 1), total ?? rows.length));
    }),
  ];
}
