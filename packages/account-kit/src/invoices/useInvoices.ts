import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { Invoice, InvoiceHistoryResponse, Pager } from '@ratchet/store-api-contract';
import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import useSWR from 'swr';
import { invoiceHistoryPageSize, invoiceHistoryRequest, type InvoiceHistoryState } from './invoiceHistoryState';

const emptyInvoices: Invoice[] = [];

/**
 * The company's invoices for a list state (the page's URL, account-area.md §7 GET …/invoice/history). A from-date
 * later than the to-date sends nothing (§5; the list shows the error instead).
 */
export function useInvoices(
  state: InvoiceHistoryState,
  options: { fallbackData?: InvoiceHistoryResponse | undefined } = {},
): { invoices: Invoice[]; pager: Pager; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = invoiceHistoryRequest(state);
  const valid = isValidFromTo(state.from, state.to);
  const result = useSWR<InvoiceHistoryResponse, StoreApiClientError>(
    valid ? swrKeys.invoices(scope, query) : null,
    () => client.invoke('listInvoices get /ratchet/invoice/history', { query }),
    // As useOrderHistory: the host's loader answers each URL, so its answer is the list; without one the previous
    // rows stay while the next page loads.
    { keepPreviousData: options.fallbackData === undefined, fallbackData: options.fallbackData },
  );
  return {
    invoices: valid ? (result.data?.invoices ?? emptyInvoices) : emptyInvoices,
    pager: result.data?.pager ?? { page: state.page, limit: invoiceHistoryPageSize, total: 0, pageCount: 1 },
    isLoading: result.isLoading,
    error: result.error,
  };
}
