import { swrKeys, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type { City } from '@ratchet/store-api-contract';
import { citySearchMinDigits, type CompanyCountry } from '@ratchet/store-api-contract/rules';
import useSWR from 'swr';

/** What {@link useCitySearch} returns. */
export interface UseCitySearchReturn {
  /** Cities whose postal code starts with the digits typed (empty below the minimum digits). */
  cities: City[];
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

const noCities: City[] = [];

/**
 * City search by postal code for Austria and Belgium (issue 11, GET …/register/cities/search): asks once the
 * postal code has `citySearchMinDigits` digits; answers are shared per country and prefix. Off when `enabled` is
 * false (the city-search feature flag).
 */
export function useCitySearch(country: CompanyCountry, zipcode: string, enabled = true): UseCitySearchReturn {
  const client = useStoreApiClient();
  const digits = zipcode.trim();
  const ask = enabled && /^\d+$/.test(digits) && digits.length >= citySearchMinDigits && digits.length <= 4;
  const query = useSWR<City[], StoreApiClientError>(
    ask ? swrKeys.cities(country, digits) : null,
    async () =>
      (await client.invoke('searchCities get /ratchet/register/cities/search', { query: { country, zipcode: digits } }))
        .cities,
  );
  return { cities: query.data ?? noCities, isLoading: query.isLoading, error: query.error };
}
