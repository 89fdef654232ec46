import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { Company } from '@ratchet/store-api-contract';
import useSWR from 'swr';

/** What {@link useCompany} returns. */
export interface UseCompanyReturn {
  /** The caller's company: number, name, VAT number, billing address, default address. */
  company: Company | undefined;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

/** The caller's company for the dashboard (account-area.md §2: company number, name, VAT, billing address). */
export function useCompany(
  companyId: string | undefined,
  options: { fallbackData?: Company | undefined } = {},
): UseCompanyReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = useSWR<Company, StoreApiClientError>(
    companyId ? swrKeys.company(scope, companyId) : null,
    () =>
      client.invoke('readCompany get /ratchet/companies/{companyId}', {
        pathParams: { companyId: companyId as string },
      }),
    { fallbackData: options.fallbackData },
  );
  return { company: query.data, isLoading: query.isLoading, error: query.error };
}
