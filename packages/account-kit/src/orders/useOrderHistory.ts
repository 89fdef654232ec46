import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type {
  CartTransferResponse,
  OrderHistoryDetail,
  OrderHistoryDetailQuery,
  OrderHistoryEntry,
  OrderHistoryResponse,
  Pager,
  ReorderBody,
} from '@ratchet/store-api-contract';
import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';
import { orderHistoryPageSize, orderHistoryRequest, type OrderHistoryState } from './orderHistoryState';

const emptyOrders: OrderHistoryEntry[] = [];

/**
 * The caller's order history for a list state (the page's URL, account-area.md §7 GET …/order/history). A from-date
 * later than the to-date sends nothing (§5; the list shows the error instead).
 */
export function useOrderHistory(
  state: OrderHistoryState,
  options: { fallbackData?: OrderHistoryResponse | undefined } = {},
): { orders: OrderHistoryEntry[]; pager: Pager; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = orderHistoryRequest(state);
  const valid = isValidFromTo(state.from, state.to);
  const result = useSWR<OrderHistoryResponse, StoreApiClientError>(
    valid ? swrKeys.orderHistory(scope, query) : null,
    () => client.invoke('listOrderHistory get /ratchet/order/history', { query }),
    // The host's loader answers each URL it navigates to: its answer is the list (the previous page's rows must not
    // stay while it is current). Without a loader (client only) the previous rows stay while the next page loads.
    { keepPreviousData: options.fallbackData === undefined, fallbackData: options.fallbackData },
  );
  return {
    orders: valid ? (result.data?.orders ?? emptyOrders) : emptyOrders,
    pager: result.data?.pager ?? { page: state.page, limit: orderHistoryPageSize, total: 0, pageCount: 1 },
    isLoading: result.isLoading,
    error: result.error,
  };
}

/** One order with its lines (GET …/order/history/detail), optionally narrowed to a firm and warehouse. */
export function useOrderDetail(
  request: OrderHistoryDetailQuery,
  options: { fallbackData?: OrderHistoryDetail | undefined } = {},
): { order: OrderHistoryDetail | undefined; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const result = useSWR<OrderHistoryDetail, StoreApiClientError>(
    swrKeys.orderHistoryDetail(scope, request),
    () => client.invoke('readOrderHistoryDetail get /ratchet/order/history/detail', { query: request }),
    { fallbackData: options.fallbackData },
  );
  return { order: result.data, isLoading: result.isLoading, error: result.error };
}

/** What {@link useReorder} returns. */
export interface UseReorderReturn {
  /** Puts the order's lines (or a warehouse part's) into the cart; the answer names every line not added. */
  reorder: (body: ReorderBody) => Promise<ActionResult<CartTransferResponse>>;
  isReordering: boolean;
}

/** Reorder (account-area.md §8 "reorder failure naming the product"): the cart the server answers replaces the cached one. */
export function useReorder(): UseReorderReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const reorder = useCallback(
    async (body: ReorderBody) => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(() =>
          client.invoke('reorderOrder post /ratchet/order/history/reorder', { body }),
        );
        if (result.ok) await mutate(swrKeys.cart(scope), result.data.cart, { revalidate: false });
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [client, mutate, scope],
  );
  return { reorder, isReordering: running > 0 };
}
