import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { Approval, ApprovalListBody, ApprovalListResponse, Pager } from '@ratchet/store-api-contract';
import useSWR from 'swr';

/** The approvals list's page size (account-area.md §7 POST …/order/approvals: pages of 20). */
export const approvalPageSize = 20;

/** What {@link useApprovals} returns. */
export interface UseApprovalsReturn {
  /** The requests of the page (the previous page's while the next one loads, so the table does not jump). */
  approvals: Approval[];
  /** Page, limit, total and page count (page 1 of 1 before the first answer). */
  pager: Pager;
  /** True before the first answer of this list. */
  isLoading: boolean;
  /** True while any answer loads. */
  isValidating: boolean;
  /** The failure of the last load. */
  error: StoreApiClientError | undefined;
}

const emptyApprovals: Approval[] = [];

/**
 * The order requests the caller approves (account-area.md §2 approvals, §7 POST …/order/approvals): one SWR key per
 * request body (filters, sort, page), so a filter or page has its own entry and a decision reloads them all.
 */
export function useApprovals(
  request: ApprovalListBody,
  options: { fallbackData?: ApprovalListResponse | undefined } = {},
): UseApprovalsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const body: ApprovalListBody = { limit: approvalPageSize, ...request };
  const query = useSWR<ApprovalListResponse, StoreApiClientError>(
    swrKeys.approvals(scope, body),
    () => client.invoke('listApprovals post /ratchet/order/approvals', { body }),
    // The host's loader answers each URL it navigates to: its answer is the list (the previous filter's rows must not
    // stay while it is current). Without a loader's answer the previous rows stay while the next page loads.
    { keepPreviousData: options.fallbackData === undefined, fallbackData: options.fallbackData },
  );
  return {
    approvals: query.data?.approvals ?? emptyApprovals,
    pager: query.data?.pager ?? { page: body.page ?? 1, limit: approvalPageSize, total: 0, pageCount: 1 },
    isLoading: query.isLoading,
    isValidating: query.isValidating,
    error: query.error,
  };
}
