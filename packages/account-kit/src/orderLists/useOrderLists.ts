import { swrKeys, useCart, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type {
  CreateOrderListBody,
  OrderListDetail,
  OrderListItemInput,
  OrderListListResponse,
  OrderListSummary,
  Pager,
  UpdateOrderListBody,
} from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';
import { planOrderListToCart, type OrderListCartPlan } from './orderListCart';
import { orderListPageSize } from './orderListsState';

const emptyLists: OrderListSummary[] = [];

/** The order lists the caller sees (account-area.md §7 GET …/order/list): the company's and the own private ones. */
export function useOrderLists(
  query: { page?: number; limit?: number; search?: string } = {},
  options: { fallbackData?: OrderListListResponse | undefined } = {},
): { lists: OrderListSummary[]; pager: Pager; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const request = { page: query.page ?? 1, limit: query.limit ?? orderListPageSize, search: query.search || undefined };
  const result = useSWR<OrderListListResponse, StoreApiClientError>(
    swrKeys.orderLists(scope, request),
    () => client.invoke('listOrderLists get /ratchet/order/list', { query: request }),
    { keepPreviousData: true, fallbackData: options.fallbackData },
  );
  return {
    lists: result.data?.orderLists ?? emptyLists,
    pager: result.data?.pager ?? { page: request.page, limit: request.limit, total: 0, pageCount: 1 },
    isLoading: result.isLoading,
    error: result.error,
  };
}

/** One order list with every item (GET …/order/list/{id}); 404 when the caller may not see it. */
export function useOrderList(
  listId: string,
  options: { fallbackData?: OrderListDetail | undefined } = {},
): { list: OrderListDetail | undefined; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const result = useSWR<OrderListDetail, StoreApiClientError>(
    swrKeys.orderList(scope, listId),
    () => client.invoke('readOrderList get /ratchet/order/list/{id}', { pathParams: { id: listId } }),
    { fallbackData: options.fallbackData },
  );
  return { list: result.data, isLoading: result.isLoading, error: result.error };
}

/** What {@link useOrderListActions} returns; every action resolves to the answer or the store-API errors. */
export interface UseOrderListActionsReturn {
  /** Creates a list (privacy user or company), optionally with first items. */
  create: (body: CreateOrderListBody) => Promise<ActionResult<OrderListDetail>>;
  /** Renames, changes privacy (creator only) or item quantities. */
  update: (listId: string, body: UpdateOrderListBody) => Promise<ActionResult<OrderListDetail>>;
  /** Puts products on a list (quantities add up for a product already on it). */
  addItems: (listId: string, items: OrderListItemInput[]) => Promise<ActionResult<OrderListDetail>>;
  /** Removes items from a list. */
  removeItems: (listId: string, itemIds: string[]) => Promise<ActionResult<OrderListDetail>>;
  /** Deletes a list. */
  remove: (listId: string) => Promise<ActionResult<{ deleted: string }>>;
  /** True while any change runs. */
  isMutating: boolean;
}

/**
 * Changes of order lists. The answer of a change to one list replaces its cached detail; every change revalidates
 * the lists screen's pages (names, counts and amounts change with it).
 */
export function useOrderListActions(): UseOrderListActionsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);

  const run = useCallback(
    async <Data>(
      call: () => Promise<Data>,
      listId: string | undefined,
      detail?: (data: Data) => OrderListDetail | undefined,
    ) => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(call);
        if (result.ok) {
          const fresh = detail?.(result.data);
          if (fresh) await mutate(swrKeys.orderList(scope, fresh.id), fresh, { revalidate: false });
          else if (listId) await mutate(swrKeys.orderList(scope, listId), undefined, { revalidate: false });
          await mutate(
            (key) =>
              Array.isArray(key) && key[1] === 'orderLists' && key[2] === scope.language && key[3] === scope.customer,
          );
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutate, scope],
  );

  const create = useCallback(
    (body: CreateOrderListBody) =>
      run(
        () => client.invoke('createOrderList post /ratchet/order/list', { body }),
        undefined,
        (data) => data,
      ),
    [client, run],
  );
  const update = useCallback(
    (listId: string, body: UpdateOrderListBody) =>
      run(
        () => client.invoke('updateOrderList patch /ratchet/order/list/{id}', { pathParams: { id: listId }, body }),
        listId,
        (data) => data,
      ),
    [client, run],
  );
  const addItems = useCallback(
    (listId: string, items: OrderListItemInput[]) =>
      run(
        () =>
          client.invoke('addOrderListItems post /ratchet/order/list/{id}/items', {
            pathParams: { id: listId },
            body: { items },
          }),
        listId,
        (data) => data,
      ),
    [client, run],
  );
  const removeItems = useCallback(
    (listId: string, itemIds: string[]) =>
      run(
        () =>
          client.invoke('removeOrderListItems delete /ratchet/order/list/{id}/items', {
            pathParams: { id: listId },
            body: { ids: itemIds },
          }),
        listId,
        (data) => data,
      ),
    [client, run],
  );
  const remove = useCallback(
    (listId: string) =>
      run(
        () => client.invoke('deleteOrderList delete /ratchet/order/list/{id}', { pathParams: { id: listId } }),
        listId,
      ),
    [client, run],
  );
  return { create, update, addItems, removeItems, remove, isMutating: running > 0 };
}

/** What {@link useOrderListToCart} returns. */
export interface UseOrderListToCartReturn {
  /**
   * Puts the list's items (all of them, or the selected ids across every page) into the cart in ONE multi-add
   * (POST /checkout/cart/line-item); items that cannot go in now are named instead of failing the whole add.
   */
  addToCart: (list: OrderListDetail, selectedIds?: readonly string[]) => Promise<ActionResult<OrderListCartPlan>>;
  isAdding: boolean;
}

/** 'Add all to cart' / 'add selected to cart' of an order list (issue 13). */
export function useOrderListToCart(): UseOrderListToCartReturn {
  const { addItems } = useCart();
  const [running, setRunning] = useState(0);
  const addToCart = useCallback(
    async (list: OrderListDetail, selectedIds?: readonly string[]) => {
      const plan = planOrderListToCart(list.items, selectedIds);
      if (plan.add.length === 0) return { ok: true as const, data: plan };
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(() =>
          addItems(plan.add.map((item) => ({ productId: item.productId, quantity: item.quantity }))),
        );
        return result.ok ? { ok: true as const, data: plan } : result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [addItems],
  );
  return { addToCart, isAdding: running > 0 };
}
