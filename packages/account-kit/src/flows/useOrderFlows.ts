import { isKeyOf, swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { ApprovalCandidates, OrderFlow, OrderFlowBody, OrderFlowListResponse } from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** Which flows a list shows. */
export type OrderFlowStatusFilter = 'active' | 'inactive' | 'all';

/** What {@link useOrderFlows} returns. */
export interface UseOrderFlowsReturn {
  flows: OrderFlow[];
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

const emptyFlows: OrderFlow[] = [];

/** The company's approval flows (account-area.md §7 GET …/order-flow), with live budgets per user. */
export function useOrderFlows(
  status: OrderFlowStatusFilter = 'all',
  options: { fallbackData?: OrderFlowListResponse | undefined } = {},
): UseOrderFlowsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<OrderFlowListResponse, StoreApiClientError>(
    swrKeys.orderFlows(scope, status),
    () => client.invoke('listOrderFlows get /ratchet/order-flow', { query: { status } }),
    { fallbackData: options.fallbackData, keepPreviousData: true },
  );
  return { flows: query.data?.flows ?? emptyFlows, isLoading: query.isLoading, error: query.error };
}

/** One flow (GET …/order-flow/{id}); no request without an id (creation). */
export function useOrderFlow(
  flowId: string | null,
  options: { fallbackData?: OrderFlow | undefined } = {},
): { flow: OrderFlow | undefined; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<OrderFlow, StoreApiClientError>(
    flowId ? swrKeys.orderFlow(scope, flowId) : null,
    () => client.invoke('readOrderFlow get /ratchet/order-flow/{id}', { pathParams: { id: flowId ?? '' } }),
    { fallbackData: options.fallbackData },
  );
  return { flow: query.data, isLoading: query.isLoading, error: query.error };
}

/** The company's active users that can be approvers or users of a flow or reference (pickers). */
export function useApprovalCandidates(): {
  candidates: ApprovalCandidates['candidates'];
  isLoading: boolean;
  error: StoreApiClientError | undefined;
} {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<ApprovalCandidates, StoreApiClientError>(swrKeys.approvalCandidates(scope), () =>
    client.invoke('listApprovalCandidates get /ratchet/order-flow/candidates'),
  );
  return { candidates: query.data?.candidates ?? [], isLoading: query.isLoading, error: query.error };
}

/** What {@link useOrderFlowActions} returns. */
export interface UseOrderFlowActionsReturn {
  /** Creates a flow (POST …/order-flow); 409 RATCHET__ORDER_FLOW_USER_HAS_ACTIVE_FLOW names users with another one. */
  createFlow: (body: OrderFlowBody) => Promise<ActionResult<OrderFlow>>;
  /** Replaces a flow (PUT …/order-flow/{id}, the whole flow). */
  updateFlow: (flowId: string, body: OrderFlowBody) => Promise<ActionResult<OrderFlow>>;
  /** Activates or deactivates a flow (PATCH …/order-flow/{id}/status). */
  setActive: (flowId: string, active: boolean) => Promise<ActionResult<OrderFlow>>;
  isMutating: boolean;
}

/**
 * Changes of the company's flows (account-area.md §7 Flows). Every change reloads the flow lists, the flow, the
 * candidates (their active flow) and the user list (its budget figures), so every screen shows the server's state.
 */
export function useOrderFlowActions(): UseOrderFlowActionsReturn {
  const client = useStoreApiClient();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async (call: () => Promise<OrderFlow>): Promise<ActionResult<OrderFlow>> => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(call);
        if (result.ok) {
          await mutate(
            (key) =>
              isKeyOf('orderFlows', key) ||
              isKeyOf('orderFlow', key) ||
              isKeyOf('approvalCandidates', key) ||
              isKeyOf('companyUsers', key),
          );
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutate],
  );
  const createFlow = useCallback(
    (body: OrderFlowBody) => run(() => client.invoke('createOrderFlow post /ratchet/order-flow', { body })),
    [client, run],
  );
  const updateFlow = useCallback(
    (flowId: string, body: OrderFlowBody) =>
      run(() => client.invoke('updateOrderFlow put /ratchet/order-flow/{id}', { pathParams: { id: flowId }, body })),
    [client, run],
  );
  const setActive = useCallback(
    (flowId: string, active: boolean) =>
      run(() =>
        client.invoke('setOrderFlowStatus patch /ratchet/order-flow/{id}/status', {
          pathParams: { id: flowId },
          body: { active },
        }),
      ),
    [client, run],
  );
  return { createFlow, updateFlow, setActive, isMutating: running > 0 };
}
