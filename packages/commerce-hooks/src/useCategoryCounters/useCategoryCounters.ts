import { megaMenuCount, type CategoryCounter, type MegaMenuCount } from '@ratchet/store-api-contract/rules';
import { useCallback } from 'react';
import useSWR from 'swr';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import type { CategoryCounterEntry } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

export interface UseCategoryCountersReturn {
  /** Counters keyed by category id (empty until loaded or on failure). */
  counters: Record<string, CategoryCounter>;
  /** The count to show for a category: 'available of total' only when logged in and different (storefront.md §2). */
  countFor: (categoryId: string, loggedIn: boolean) => MegaMenuCount | undefined;
  isLoading: boolean;
  error: StoreApiClientError | undefined;
}

const emptyCounters: Record<string, CategoryCounter> = {};

/** Product counts (total and available) of the categories below `categoryId` (storefront.md §7 category counters). */
export function useCategoryCounters(categoryId: string | null | undefined): UseCategoryCountersReturn {
  const client = useStoreApiClient();
  const { language } = useKeyScope();
  const query = useSWR<Record<string, CategoryCounterEntry>, StoreApiClientError>(
    categoryId ? swrKeys.categoryCounters(language, categoryId) : null,
    () =>
      client.invoke('readCategoryCounters get /category/counters/{id}', { pathParams: { id: categoryId as string } }),
  );
  const counters = query.data ?? emptyCounters;
  const countFor = useCallback((id: string, loggedIn: boolean) => megaMenuCount(counters[id], loggedIn), [counters]);
  return { counters, countFor, isLoading: query.isLoading, error: query.error };
}
