import { errorCodes, type InvoiceHistoryResponse, type invoiceHistoryQuerySchema } from '@ratchet/store-api-contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/db';
import { documentTexts } from '../../platform/files/documentTexts';
import { pdfResponse, renderPdf } from '../../platform/files/pdf';
import type { ContextCustomer } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { assertDateRange, pagerOf } from '../orderHistory';
import { invoiceDocument, presentInvoice } from './present';
import { findInvoiceDocument, findInvoiceLines, findInvoices, findLocaleCode } from './repo';

type InvoiceQuery = z.output<typeof invoiceHistoryQuerySchema>;

/** The company's invoices (ROLE_MANAGE_INVOICE_HISTORY sees every invoice of the company). */
export async function listInvoices(
  db: Database,
  actor: ContextCustomer,
  query: InvoiceQuery,
): Promise<InvoiceHistoryResponse> {
  assertDateRange(query.from, query.to);
  const { rows, total } = await findInvoices(db, actor.companyId, {
    from: query.from,
    to: query.to,
    number: query.number || undefined,
    orderNumber: query.orderNumber || undefined,
    customerReference: query.customerReference || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const showPrices = actor.roles.includes('ROLE_VIEW_PRICES');
  return {
    invoices: rows.map((row) => presentInvoice(row, showPrices)),
    pager: pagerOf(query.page, query.limit, total),
    apiAlias: 'ratchet_invoice_history',
  };
}

/** The invoice as PDF in the reader's language (the document as issued, amounts included). */
export async function invoicePdf(
  db: Database,
  actor: ContextCustomer,
  languageId: string,
  invoiceNumber: string,
): Promise<Response> {
  const row = await findInvoiceDocument(db, actor.companyId, invoiceNumber);
  if (!row) {
    throw new StoreApiHttpError(404, errorCodes.invoiceNotFound, `Invoice ${invoiceNumber} not found.`, {
      parameters: { invoiceNumber },
    });
  }
  const lines = await findInvoiceLines(db, row.order_id, actor.companyId, row.invoice_number);
  const texts = documentTexts(await findLocaleCode(db, languageId));
  const spec = invoiceDocument(row, lines, texts);
  return pdfResponse(renderPdf(spec), `${texts.t('invoice')}-${row.invoice_number}.pdf`);
}
