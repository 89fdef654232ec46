import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { CompanyCustomer } from '@ratchet/store-api-contract';
import useSWR from 'swr';

/** What {@link useCompanyUser} returns. */
export interface UseCompanyUserReturn {
  /** The user; undefined while loading or when not found. */
  user: CompanyCustomer | undefined;
  isLoading: boolean;
  /** 404 CHECKOUT__CUSTOMER_NOT_FOUND for an unknown id or another company's user. */
  error: StoreApiClientError | undefined;
}

/** One user of the company (GET …/companies/customers/{id}); `fallbackData` from the storefront loader. */
export function useCompanyUser(
  userId: string | undefined,
  options: { fallbackData?: CompanyCustomer | undefined } = {},
): UseCompanyUserReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<CompanyCustomer, StoreApiClientError>(
    userId ? swrKeys.companyUser(scope, userId) : null,
    () =>
      client.invoke('readCompanyCustomer get /ratchet/companies/customers/{id}', {
        pathParams: { id: userId as string },
      }),
    { fallbackData: options.fallbackData },
  );
  return { user: query.data, isLoading: query.isLoading, error: query.error };
}
