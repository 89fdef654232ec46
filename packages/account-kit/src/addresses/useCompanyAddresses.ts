import { swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { CompanyAddress, CompanyAddressBody, CompanyAddressListResponse } from '@ratchet/store-api-contract';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';

/** What {@link useCompanyAddresses} returns. */
export interface UseCompanyAddressesReturn {
  /** The company's addresses, the default first (empty while loading). */
  addresses: CompanyAddress[];
  /** The default (main) address. */
  defaultAddress: CompanyAddress | undefined;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
  /** Adds an address (POST …/companies/{companyId}/address). */
  createAddress: (body: CompanyAddressBody) => Promise<ActionResult<CompanyAddress>>;
  /** Changes an address (PUT …/address/{addressId}). */
  updateAddress: (addressId: string, body: CompanyAddressBody) => Promise<ActionResult<CompanyAddress>>;
  /** Makes an address the default; the former default stops being one. */
  setDefault: (addressId: string) => Promise<ActionResult<CompanyAddress[]>>;
  /**
   * Deletes an address. The default can only go when another one is named as the new default
   * (400 RATCHET__DEFAULT_ADDRESS_REQUIRED otherwise).
   */
  deleteAddress: (addressId: string, newDefaultAddressId?: string) => Promise<ActionResult<CompanyAddress[]>>;
  /** True while a change runs. */
  isMutating: boolean;
}

const noAddresses: CompanyAddress[] = [];

/**
 * The company's address book (account-area.md §2, §3 Address, §7 Addresses: companyId and addressId in the path).
 * Every change stores the server's list (or reloads it) and reloads the company (the dashboard's shipping address).
 */
export function useCompanyAddresses(
  companyId: string | undefined,
  options: { fallbackData?: CompanyAddressListResponse | undefined } = {},
): UseCompanyAddressesReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const key = companyId ? swrKeys.companyAddresses(scope, companyId) : null;
  const query = useSWR<CompanyAddressListResponse, StoreApiClientError>(
    key,
    () =>
      client.invoke('listCompanyAddresses get /ratchet/companies/{companyId}/address', {
        pathParams: { companyId: companyId as string },
      }),
    { fallbackData: options.fallbackData },
  );

  const change = useCallback(
    async <Data>(
      call: (companyId: string) => Promise<Data>,
      list?: (data: Data) => CompanyAddress[],
    ): Promise<ActionResult<Data>> => {
      if (!companyId || !key) return { ok: false, errors: [] };
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(() => call(companyId));
        if (result.ok) {
          await Promise.all([
            list
              ? mutate(
                  key,
                  { addresses: list(result.data), apiAlias: 'ratchet_company_address_list' as const },
                  { revalidate: false },
                )
              : mutate(key),
            mutate(swrKeys.company(scope, companyId)),
          ]);
        }
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [companyId, key, mutate, scope],
  );

  const createAddress = useCallback(
    (body: CompanyAddressBody) =>
      change((id) =>
        client.invoke('createCompanyAddress post /ratchet/companies/{companyId}/address', {
          pathParams: { companyId: id },
          body,
        }),
      ),
    [change, client],
  );
  const updateAddress = useCallback(
    (addressId: string, body: CompanyAddressBody) =>
      change((id) =>
        client.invoke('updateCompanyAddress put /ratchet/companies/{companyId}/address/{addressId}', {
          pathParams: { companyId: id, addressId },
          body,
        }),
      ),
    [change, client],
  );
  const setDefault = useCallback(
    (addressId: string) =>
      change(
        async (id) =>
          (
            await client.invoke(
              'setDefaultCompanyAddress post /ratchet/companies/{companyId}/address/{addressId}/default',
              { pathParams: { companyId: id, addressId } },
            )
          ).addresses,
        (addresses) => addresses,
      ),
    [change, client],
  );
  const deleteAddress = useCallback(
    (addressId: string, newDefaultAddressId?: string) =>
      change(
        async (id) =>
          (
            await client.invoke('deleteCompanyAddress delete /ratchet/companies/{companyId}/address/{addressId}', {
              pathParams: { companyId: id, addressId },
              ...(newDefaultAddressId ? { query: { newDefaultAddressId } } : {}),
            })
          ).addresses,
        (addresses) => addresses,
      ),
    [change, client],
  );

  const addresses = query.data?.addresses ?? noAddresses;
  return {
    addresses,
    defaultAddress: addresses.find((address) => address.isDefault),
    isLoading: query.isLoading,
    error: query.error,
    createAddress,
    updateAddress,
    setDefault,
    deleteAddress,
    isMutating: running > 0,
  };
}
