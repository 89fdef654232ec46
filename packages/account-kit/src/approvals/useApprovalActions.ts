import { isKeyOf, useStoreApiClient } from '@ratchet/commerce-hooks';
import type { ApprovalActionsResponse } from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** One request's outcome of a decision. */
export type ApprovalOutcome = ApprovalActionsResponse['results'][number];

/** What {@link useApprovalActions} returns. */
export interface UseApprovalActionsReturn {
  /**
   * Approves or declines one or several requests in one call (account-area.md §7 POST …/order/approvals/actions);
   * a decline needs a comment (shown to the requester). Each request has its own outcome: approved (the order is
   * placed), declined, or refused with a code — the others of the bulk still go through.
   */
  decide: (
    action: 'approve' | 'decline',
    ids: readonly string[],
    comment?: string,
  ) => Promise<ActionResult<ApprovalOutcome[]>>;
  /** True while a decision runs. */
  isMutating: boolean;
}

/**
 * Decisions on order requests. Every decision reloads the approval lists, the decided requests and the cached
 * budgets (the customer's flow budget changes when an order is placed), so every screen shows the server's state.
 */
export function useApprovalActions(): UseApprovalActionsReturn {
  const client = useStoreApiClient();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const decide = useCallback(
    async (action: 'approve' | 'decline', ids: readonly string[], comment?: string) => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(async () => {
          const answer = await client.invoke('decideApprovals post /ratchet/order/approvals/actions', {
            body: { action, ids: [...ids], ...(comment ? { comment } : {}) },
          });
          return answer.results;
        });
        if (result.ok) {
          await mutate(
            (key) =>
              isKeyOf('approvals', key) ||
              isKeyOf('approval', key) ||
              isKeyOf('ownOrderRequests', key) ||
              isKeyOf('companyUsers', key),
          );
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [client, mutate],
  );
  return { decide, isMutating: running > 0 };
}
