import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { RightEntry } from '@ratchet/store-api-contract/rules';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** What {@link useUserRights} returns. */
export interface UseUserRightsReturn {
  /** Every one of the 24 role codes with its enabled flag (empty while loading). */
  rights: RightEntry[];
  isLoading: boolean;
  error: StoreApiClientError | undefined;
  /** Saves the rights (PUT …/account/{id}/role); the answer is the stored state. */
  save: (rights: readonly RightEntry[]) => Promise<ActionResult<RightEntry[]>>;
  /** True while saving. */
  isSaving: boolean;
}

const noRights: RightEntry[] = [];

/**
 * A user's rights for the rights editor (account-area.md §6, §7 GET and PUT …/account/{id}/role). Saving one's
 * own rights also reloads the session's rights, so navigation and guards follow at once.
 */
export function useUserRights(
  userId: string | undefined,
  options: { fallbackData?: RightEntry[] | undefined } = {},
): UseUserRightsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [isSaving, setSaving] = useState(false);
  const key = userId ? swrKeys.userRights(scope, userId) : null;
  const query = useSWR<RightEntry[], StoreApiClientError>(
    key,
    async () =>
      (
        await client.invoke('readCustomerRoles get /ratchet/account/{id}/role', {
          pathParams: { id: userId as string },
        })
      ).roles,
    { fallbackData: options.fallbackData },
  );
  const save = useCallback(
    async (rights: readonly RightEntry[]) => {
      if (!userId || !key) return { ok: false as const, errors: [] };
      setSaving(true);
      try {
        const result = await actionResult(
          async () =>
            (
              await client.invoke('updateCustomerRoles put /ratchet/account/{id}/role', {
                pathParams: { id: userId },
                body: { roles: rights.map(({ code, enabled }) => ({ code, enabled })) },
              })
            ).roles,
        );
        if (result.ok) {
          await mutate(key, result.data, { revalidate: false });
          if (userId === scope.customer) await mutate(swrKeys.rights(userId));
        }
        return result;
      } finally {
        setSaving(false);
      }
    },
    [client, key, mutate, scope.customer, userId],
  );
  return { rights: query.data ?? noRights, isLoading: query.isLoading, error: query.error, save, isSaving };
}
