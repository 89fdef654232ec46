import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { Approval, ApprovalListResponse, ApprovalStatus } from '@ratchet/store-api-contract';
import useSWR from 'swr';

/** What {@link useOwnOrderRequests} returns. */
export interface UseOwnOrderRequestsReturn {
  /** The caller's requests of that status, newest first. */
  requests: Approval[];
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

const emptyRequests: Approval[] = [];

/**
 * The caller's own order requests (account-area.md §7 GET …/order-flow/pending): pending ones with the reason when an
 * approval attempt failed, declined ones with the approver's comment, approved ones.
 */
export function useOwnOrderRequests(
  status: ApprovalStatus | 'all' = 'all',
  options: { fallbackData?: ApprovalListResponse | undefined } = {},
): UseOwnOrderRequestsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<ApprovalListResponse, StoreApiClientError>(
    swrKeys.ownOrderRequests(scope, status),
    () => client.invoke('listOwnOrderRequests get /ratchet/order-flow/pending', { query: { status, limit: 100 } }),
    { fallbackData: options.fallbackData },
  );
  return { requests: query.data?.approvals ?? emptyRequests, isLoading: query.isLoading, error: query.error };
}
