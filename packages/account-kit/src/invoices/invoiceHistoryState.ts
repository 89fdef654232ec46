import type { InvoiceHistoryQuery } from '@ratchet/store-api-contract';
import { isIsoDate } from '@ratchet/store-api-contract/rules';

/** Page size of the invoice list (account-area.md §7 GET …/invoice/history, limit 20). */
export const invoiceHistoryPageSize = 20;

/** The invoice list's state: what the page's URL holds (the contract's query names). */
export interface InvoiceHistoryState {
  page: number;
  /** ISO invoice dates, '' for an open end. */
  from: string;
  to: string;
  /** Invoice number (prefix). */
  number: string;
  /** Order number (prefix). */
  orderNumber: string;
  /** Customer reference (contains). */
  customerReference: string;
}

export const emptyInvoiceHistoryState: InvoiceHistoryState = {
  page: 1,
  from: '',
  to: '',
  number: '',
  orderNumber: '',
  customerReference: '',
};

const dateOf = (value: string | null) => (value && isIsoDate(value) ? value : '');
const termOf = (value: string | null) => (value ?? '').trim().slice(0, 100);

/** The state a URL's query says; unknown or malformed values fall back to none (a hand-edited URL still opens). */
export function invoiceHistoryStateFromQuery(params: URLSearchParams): InvoiceHistoryState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    number: termOf(params.get('number')),
    orderNumber: termOf(params.get('orderNumber')),
    customerReference: termOf(params.get('customerReference')),
  };
}

/** The URL query of a state (defaults left out, so the plain list is `/account/invoices`). */
export function invoiceHistoryQuery(state: InvoiceHistoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.number) params.set('number', state.number);
  if (state.orderNumber) params.set('orderNumber', state.orderNumber);
  if (state.customerReference) params.set('customerReference', state.customerReference);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The store-API query of a state (GET …/invoice/history). */
export function invoiceHistoryRequest(state: InvoiceHistoryState): InvoiceHistoryQuery {
  return {
    page: state.page,
    limit: invoiceHistoryPageSize,
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.number ? { number: state.number } : {}),
    ...(state.orderNumber ? { orderNumber: state.orderNumber } : {}),
    ...(state.customerReference ? { customerReference: state.customerReference } : {}),
  };
}
