import { isKeyOf, swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type {
  OrderReference,
  OrderReferenceBody,
  OrderReferenceListBody,
  OrderReferenceListResponse,
  Pager,
} from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** Page size of the order reference list (account-area.md §7 POST …/order-reference/list). */
export const orderReferencePageSize = 20;

const emptyReferences: OrderReference[] = [];

/** The company's order references of one list request (term, page), with live budgets. */
export function useOrderReferences(
  request: OrderReferenceListBody,
  options: { fallbackData?: OrderReferenceListResponse | undefined } = {},
): { references: OrderReference[]; pager: Pager; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const body: OrderReferenceListBody = { limit: orderReferencePageSize, ...request };
  const query = useSWR<OrderReferenceListResponse, StoreApiClientError>(
    swrKeys.orderReferences(scope, body),
    () => client.invoke('listOrderReferences post /ratchet/order-reference/list', { body }),
    { keepPreviousData: true, fallbackData: options.fallbackData },
  );
  return {
    references: query.data?.references ?? emptyReferences,
    pager: query.data?.pager ?? { page: body.page ?? 1, limit: orderReferencePageSize, total: 0, pageCount: 1 },
    isLoading: query.isLoading,
    error: query.error,
  };
}

/** One order reference (GET …/order-reference/{id}); no request without an id (creation). */
export function useOrderReference(
  referenceId: string | null,
  options: { fallbackData?: OrderReference | undefined } = {},
): { reference: OrderReference | undefined; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<OrderReference, StoreApiClientError>(
    referenceId ? swrKeys.orderReference(scope, referenceId) : null,
    () =>
      client.invoke('readOrderReference get /ratchet/order-reference/{id}', { pathParams: { id: referenceId ?? '' } }),
    { fallbackData: options.fallbackData },
  );
  return { reference: query.data, isLoading: query.isLoading, error: query.error };
}

/** What {@link useOrderReferenceActions} returns. */
export interface UseOrderReferenceActionsReturn {
  /** Creates a reference; 400 ORDER_REFERENCE_NAME_NOT_UNIQUE at `/name`. */
  createReference: (body: OrderReferenceBody) => Promise<ActionResult<OrderReference>>;
  updateReference: (referenceId: string, body: OrderReferenceBody) => Promise<ActionResult<OrderReference>>;
  deleteReference: (referenceId: string) => Promise<ActionResult<unknown>>;
  isMutating: boolean;
}

/** Changes of the company's order references (account-area.md §7 Order references); lists and searches reload. */
export function useOrderReferenceActions(): UseOrderReferenceActionsReturn {
  const client = useStoreApiClient();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async <Data>(call: () => Promise<Data>): Promise<ActionResult<Data>> => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(call);
        if (result.ok) {
          await mutate(
            (key) =>
              isKeyOf('orderReferences', key) || isKeyOf('orderReference', key) || isKeyOf('orderReferenceSearch', key),
          );
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutate],
  );
  const createReference = useCallback(
    (body: OrderReferenceBody) =>
      run(() => client.invoke('createOrderReference post /ratchet/order-reference', { body })),
    [client, run],
  );
  const updateReference = useCallback(
    (referenceId: string, body: OrderReferenceBody) =>
      run(() =>
        client.invoke('updateOrderReference put /ratchet/order-reference/{id}', {
          pathParams: { id: referenceId },
          body,
        }),
      ),
    [client, run],
  );
  const deleteReference = useCallback(
    (referenceId: string) =>
      run(() =>
        client.invoke('deleteOrderReference delete /ratchet/order-reference/{id}', { pathParams: { id: referenceId } }),
      ),
    [client, run],
  );
  return { createReference, updateReference, deleteReference, isMutating: running > 0 };
}
