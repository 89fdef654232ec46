import type { Order } from '@ratchet/store-api-contract';
import useSWR from 'swr';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

export interface UseOrderReturn {
  /** The order; undefined while loading or when it could not be read. */
  order: Order | undefined;
  /** True while the order first loads. */
  isLoading: boolean;
  /** 404 CHECKOUT__ORDER_NOT_FOUND for an unknown order or another company's, or any other failure. */
  error: StoreApiClientError | undefined;
}

/**
 * One of the customer's orders by id or order number, read from the server (the confirmation page survives a
 * reload, account-area.md §2 /checkout/success). Null or empty reads nothing.
 */
export function useOrder(orderId: string | null | undefined): UseOrderReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<Order, StoreApiClientError>(orderId ? swrKeys.order(scope, orderId) : null, () =>
    client.invoke('readOrderDetail get /ratchet/order/{orderId}', { pathParams: { orderId: orderId ?? '' } }),
  );
  return { order: query.data, isLoading: query.isLoading, error: query.error };
}
