import { isKeyOf, swrKeys, useKeyScope, useStoreApiClient } from '@ratchet/commerce-hooks';
import type {
  CompanyCustomer,
  CreateCompanyCustomerBody,
  UpdateCompanyCustomerBody,
} from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** What {@link useCompanyUserActions} returns. */
export interface UseCompanyUserActionsReturn {
  /** Creates a user (account-area.md §2 customer/create); the user gets a mail to set their password. */
  createUser: (body: CreateCompanyCustomerBody) => Promise<ActionResult<CompanyCustomer>>;
  /** Changes names, username, e-mail, status or lead buyer of a user. */
  updateUser: (userId: string, body: UpdateCompanyCustomerBody) => Promise<ActionResult<CompanyCustomer>>;
  /** Deletes one or several users (DELETE with customerIds, after the page's confirmation). */
  deleteUsers: (userIds: readonly string[]) => Promise<ActionResult<string[]>>;
  /** True while a change runs. */
  isMutating: boolean;
}

/**
 * Changes of the company's users (account-area.md §7 Users and rights). Every change reloads the lists and the
 * changed users, so the table shows the server's state (SWR is the only store).
 */
export function useCompanyUserActions(): UseCompanyUserActionsReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);

  const run = useCallback(
    async <Data>(call: () => Promise<Data>, changedIds: readonly string[]): Promise<ActionResult<Data>> => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(call);
        if (result.ok) {
          await Promise.all([
            mutate((key) => isKeyOf('companyUsers', key)),
            ...changedIds.map((id) => mutate(swrKeys.companyUser(scope, id))),
          ]);
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutate, scope],
  );

  const createUser = useCallback(
    (body: CreateCompanyCustomerBody) =>
      run(() => client.invoke('createCompanyCustomer post /ratchet/companies/customers/create', { body }), []),
    [client, run],
  );
  const updateUser = useCallback(
    (userId: string, body: UpdateCompanyCustomerBody) =>
      run(
        () =>
          client.invoke('updateCompanyCustomer patch /ratchet/companies/customers/{id}', {
            pathParams: { id: userId },
            body,
          }),
        [userId],
      ),
    [client, run],
  );
  const deleteUsers = useCallback(
    (userIds: readonly string[]) =>
      run(async () => {
        const answer = await client.invoke('deleteCompanyCustomers delete /ratchet/companies/customers', {
          body: { customerIds: [...userIds] },
        });
        return answer.deleted;
      }, userIds),
    [client, run],
  );
  return { createUser, updateUser, deleteUsers, isMutating: running > 0 };
}
