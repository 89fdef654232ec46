export { InvoiceHistoryList } from './InvoiceHistoryList';
export type { InvoiceHistoryListProps } from './InvoiceHistoryList';
export {
  emptyInvoiceHistoryState,
  invoiceHistoryPageSize,
  invoiceHistoryQuery,
  invoiceHistoryRequest,
  invoiceHistoryStateFromQuery,
} from './invoiceHistoryState';
export type { InvoiceHistoryState } from './invoiceHistoryState';
export { useInvoices } from './useInvoices';
