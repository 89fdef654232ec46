import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { CompanyCustomer, CompanyCustomerListResponse, Pager } from '@ratchet/store-api-contract';
import {
  companyUserListRequest,
  companyUserPageSize,
  type CompanyUserListState,
} from '@ratchet/store-api-contract/rules';
import { useMemo } from 'react';
import useSWR from 'swr';

/** What {@link useCompanyUsers} returns. */
export interface UseCompanyUsersReturn {
  /** The users of the page (the previous page's while the next one loads, so the table does not jump). */
  users: CompanyCustomer[];
  /** Page, limit, total and page count (page 1 of 1 before the first answer). */
  pager: Pager;
  /** True before the first answer of this list. */
  isLoading: boolean;
  /** True while any answer loads (also a new page or filter over the shown one). */
  isValidating: boolean;
  /** The failure of the last load. */
  error: StoreApiClientError | undefined;
  /** Loads the list again (after a change elsewhere). */
  reload: () => Promise<unknown>;
}

const emptyUsers: CompanyCustomer[] = [];

/**
 * The company's users for a list state (account-area.md §7 POST …/companies/customers): the state is what the
 * page's URL says (rules/companyUsers.ts), the request body is built from it by the same rule, one SWR key per
 * body. `fallbackData` is the storefront loader's answer for the URL it rendered.
 */
export function useCompanyUsers(
  state: CompanyUserListState,
  options: { fallbackData?: CompanyCustomerListResponse | undefined } = {},
): UseCompanyUsersReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const request = useMemo(() => companyUserListRequest(state), [state]);
  const query = useSWR<CompanyCustomerListResponse, StoreApiClientError>(
    swrKeys.companyUsers(scope, request),
    () => client.invoke('listCompanyCustomers post /ratchet/companies/customers', { body: request }),
    // The loader answers every URL the page shows: its answer is the list to show. Keeping the previous rows would
    // hide that answer behind the last page's (the order history found this); only a host without a loader keeps them.
    { keepPreviousData: options.fallbackData === undefined, fallbackData: options.fallbackData },
  );
  return {
    users: query.data?.customers ?? emptyUsers,
    pager: query.data?.pager ?? { page: state.page, limit: companyUserPageSize, total: 0, pageCount: 1 },
    isLoading: query.isLoading,
    isValidating: query.isValidating,
    error: query.error,
    reload: () => query.mutate(),
  };
}
