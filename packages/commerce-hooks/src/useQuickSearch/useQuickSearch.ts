import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import type { Product } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** Typing pause before the header's quick search fires (storefront.md §2, §9: 600 ms; 500 ms elsewhere). */
export const quickSearchDebounceMs = 600;
/** Results the quick search asks for (storefront.md §9). */
export const quickSearchLimit = 10;
/** Results the dropdown shows (storefront.md §9). */
export const quickSearchVisibleCount = 5;

export interface UseQuickSearchOptions {
  /** Typing pause in ms before searching; default 600 (header), 500 for the other search inputs. */
  debounceMs?: number;
  /** Results to ask for; default 10. */
  limit?: number;
  /** Results to show; default 5. */
  visibleCount?: number;
}

export interface UseQuickSearchReturn {
  /** The text as typed. */
  query: string;
  /** Sets the text; the search runs after the typing pause. An empty text clears the results at once. */
  setQuery: (query: string) => void;
  /** Clears text and results. */
  clear: () => void;
  /** The term last searched (trimmed); empty when none. */
  searchedTerm: string;
  /** All results of the last search (up to `limit`). */
  results: Product[];
  /** The results the dropdown shows (the first `visibleCount`). */
  visibleResults: Product[];
  /** Total hits reported by the API. */
  total: number | undefined;
  /** True once a search has answered for the current term (results may be empty). */
  hasSearched: boolean;
  /** True while waiting for the pause or the answer. */
  isSearching: boolean;
  error: StoreApiClientError | undefined;
}

/** The header's quick search (storefront.md §2 search). */
export function useQuickSearch(options: UseQuickSearchOptions = {}): UseQuickSearchReturn {
  const {
    debounceMs = quickSearchDebounceMs,
    limit = quickSearchLimit,
    visibleCount = quickSearchVisibleCount,
  } = options;
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const [query, setQueryState] = useState('');
  const [searchedTerm, setSearchedTerm] = useState('');

  const term = query.trim();
  useEffect(() => {
    if (term === '') return;
    const timer = setTimeout(() => setSearchedTerm(term), debounceMs);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    // An empty query clears the results and runs no search (storefront.md §2).
    if (next.trim() === '') setSearchedTerm('');
  }, []);
  const clear = useCallback(() => setQuery(''), [setQuery]);

  const search = useSWR(
    searchedTerm ? swrKeys.quickSearch(scope, searchedTerm, limit) : null,
    () => client.invoke('searchSuggest post /search-suggest', { body: { search: searchedTerm, limit } }),
    { keepPreviousData: true },
  );

  const active = searchedTerm !== '';
  const results = active ? (search.data?.elements ?? []) : [];
  const answeredCurrent = active && search.data !== undefined && !search.isLoading && term === searchedTerm;
  return {
    query,
    setQuery,
    clear,
    searchedTerm,
    results,
    visibleResults: results.slice(0, visibleCount),
    total: active ? search.data?.total : undefined,
    hasSearched: answeredCurrent,
    isSearching: term !== '' && (term !== searchedTerm || search.isLoading),
    error: active ? (search.error as StoreApiClientError | undefined) : undefined,
  };
}
