import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { ApprovalDetail } from '@ratchet/store-api-contract';
import useSWR from 'swr';

/** What {@link useApproval} returns. */
export interface UseApprovalReturn {
  /** The request with its checkout data; undefined while loading or when it failed. */
  approval: ApprovalDetail | undefined;
  isLoading: boolean;
  /** The failure (404 RATCHET__ORDER_APPROVAL_NOT_FOUND for a request the caller may not see). */
  error: StoreApiClientError | undefined;
}

/** One order request with its detail (account-area.md §2 approvals detail, §7 GET …/order/approvals/{id}). */
export function useApproval(
  approvalId: string,
  options: { fallbackData?: ApprovalDetail | undefined } = {},
): UseApprovalReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<ApprovalDetail, StoreApiClientError>(
    swrKeys.approval(scope, approvalId),
    () => client.invoke('readApproval get /ratchet/order/approvals/{id}', { pathParams: { id: approvalId } }),
    { fallbackData: options.fallbackData },
  );
  return { approval: query.data, isLoading: query.isLoading, error: query.error };
}
