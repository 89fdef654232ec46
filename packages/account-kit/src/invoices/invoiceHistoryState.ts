import type { InvoiceHistoryQuery } from '@ratchet/store-api-contract';
import { dateParam, listUrlState, termParam } from '../lib/listUrlState';

/** Page size of the invoice list (account-area.md §7 GET …/invoice/history, limit 20). */
export const invoiceHistoryPageSize = 20;

/**
 * The invoice list's URL state (the contract's query names): invoice date from/to (ISO, '' for an open end),
 * invoice number (prefix), order number (prefix), customer reference (contains) and the page; the plain list is
 * `/account/invoices`.
 */
export const invoiceHistoryUrlState = listUrlState(
  { from: dateParam, to: dateParam, number: termParam, orderNumber: termParam, customerReference: termParam },
  invoiceHistoryPageSize,
);

/** The invoice list's state: what the page's URL holds. */
export type InvoiceHistoryState = typeof invoiceHistoryUrlState.empty;

export const emptyInvoiceHistoryState: InvoiceHistoryState = invoiceHistoryUrlState.empty;

/** The state a URL's query says; unknown or malformed values fall back to none (a hand-edited URL still opens). */
export const invoiceHistoryStateFromQuery = (params: URLSearchParams): InvoiceHistoryState =>
  invoiceHistoryUrlState.fromQuery(params);

/** The URL query of a state (defaults left out). */
export const invoiceHistoryQuery = (state: InvoiceHistoryState): URLSearchParams =>
  invoiceHistoryUrlState.toQuery(state);

/** The store-API query of a state (GET …/invoice/history). */
export const invoiceHistoryRequest = (state: InvoiceHistoryState): InvoiceHistoryQuery =>
  invoiceHistoryUrlState.request(state);
