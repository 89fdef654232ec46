import { isKeyOf, swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type {
  CartExternalContactResponse,
  ExternalContact,
  ExternalContactListQuery,
  ExternalContactListResponse,
  Pager,
} from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** Page size of the external contact list (account-area.md §7 GET …/cost-center/external-contact). */
export const externalContactPageSize = 20;

const emptyContacts: ExternalContact[] = [];

/** What {@link useExternalContacts} returns. */
export interface UseExternalContactsReturn {
  contacts: ExternalContact[];
  pager: Pager;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

/**
 * The company's external contacts of one list request (search, page), `linked` for the one of the caller's cart
 * (account-area.md §3, §7 Cost centre). `null` asks nothing (a picker without a term yet).
 */
export function useExternalContacts(
  request: ExternalContactListQuery | null,
  options: { fallbackData?: ExternalContactListResponse | undefined } = {},
): UseExternalContactsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query: ExternalContactListQuery | null = request && { limit: externalContactPageSize, ...request };
  const answer = useSWR<ExternalContactListResponse, StoreApiClientError>(
    query ? swrKeys.externalContacts(scope, query) : null,
    () => client.invoke('listExternalContacts get /ratchet/cost-center/external-contact', { query: query ?? {} }),
    { keepPreviousData: true, fallbackData: options.fallbackData },
  );
  return {
    contacts: answer.data?.contacts ?? emptyContacts,
    pager: answer.data?.pager ?? {
      page: Number(query?.page ?? 1),
      limit: Number(query?.limit ?? externalContactPageSize),
      total: 0,
      pageCount: 1,
    },
    isLoading: answer.isLoading,
    error: answer.error,
  };
}

/** The external contact linked to the caller's cart (GET …/cost-center/cart/external-contact). */
export function useCartExternalContact(options: { fallbackData?: CartExternalContactResponse | undefined } = {}): {
  contact: ExternalContact | null;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
} {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const answer = useSWR<CartExternalContactResponse, StoreApiClientError>(
    swrKeys.cartExternalContact(scope),
    () => client.invoke('readCartExternalContact get /ratchet/cost-center/cart/external-contact'),
    { fallbackData: options.fallbackData },
  );
  return { contact: answer.data?.externalContact ?? null, isLoading: answer.isLoading, error: answer.error };
}

/** What {@link useExternalContactActions} returns. */
export interface UseExternalContactActionsReturn {
  /** Links the contact to the caller's cart (replacing the one before); 404 for a contact of another company. */
  assign: (externalContactId: string) => Promise<ActionResult<CartExternalContactResponse>>;
  /** Unlinks the cart's contact. */
  dismiss: () => Promise<ActionResult<CartExternalContactResponse>>;
  isMutating: boolean;
}

/**
 * Assign and dismiss (account-area.md §7 POST …/external-contact-assign, …/external-contact-dismiss; needs
 * ROLE_MANAGE_COST_CENTER): the answer becomes the cart's contact at once, and the lists reload their linked flags.
 */
export function useExternalContactActions(): UseExternalContactActionsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async (call: () => Promise<CartExternalContactResponse>) => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(call);
        if (result.ok) {
          await mutate(swrKeys.cartExternalContact(scope), result.data, { revalidate: false });
          await mutate((key) => isKeyOf('externalContacts', key));
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutate, scope],
  );
  const assign = useCallback(
    (externalContactId: string) =>
      run(() =>
        client.invoke('assignExternalContact post /ratchet/cost-center/external-contact-assign', {
          body: { externalContactId },
        }),
      ),
    [client, run],
  );
  const dismiss = useCallback(
    () => run(() => client.invoke('dismissExternalContact post /ratchet/cost-center/external-contact-dismiss')),
    [client, run],
  );
  return { assign, dismiss, isMutating: running > 0 };
}
