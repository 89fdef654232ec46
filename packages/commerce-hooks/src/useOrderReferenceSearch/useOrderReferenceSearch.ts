import type { OrderReferenceSearchResponse } from '@ratchet/store-api-contract';
import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import type { Cart } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';
import { useMutationState } from '../provider/useMutationState';
import { useCart } from '../useCart';

/** Typing pause before the reference search runs (the search inputs besides the header's, storefront.md §2). */
export const orderReferenceSearchDebounceMs = 500;

/** An order reference the caller may use, as the search answers it (budget figures in euro, null without one). */
export type OrderReferenceOption = OrderReferenceSearchResponse['references'][number];

export interface UseOrderReferenceSearchReturn {
  /** The text as typed. */
  query: string;
  /** Sets the text; the search runs after the typing pause, an empty text clears the results at once. */
  setQuery: (query: string) => void;
  /** The references matching the last searched term (at most 20, the caller's usable ones). */
  results: OrderReferenceOption[];
  /** True while waiting for the pause or the answer. */
  isSearching: boolean;
  /** True once the current term has an answer (results may be empty). */
  hasSearched: boolean;
  /** The reference assigned to the cart (`order-reference-id`), null when none. */
  assigned: { id: string; name: string } | null;
  /** Assigns a reference to the cart (its budget then shows and may block in the cart). */
  assign: (referenceId: string) => Promise<Cart>;
  /** Removes the cart's reference. */
  remove: () => Promise<Cart>;
  /** The last search or assignment error. */
  error: StoreApiClientError | undefined;
}

/**
 * The checkout's order reference search (account-area.md §7 Order references: GET …/order-reference/search/{term},
 * PUT …/order-reference/cart/{id}, DELETE …/order-reference/cart): searching after a typing pause, assigning the
 * chosen reference to the cart and removing it. The cart answer of an assignment replaces the cached cart, so its
 * reference budget and a budget block show at once.
 */
export function useOrderReferenceSearch(options: { debounceMs?: number } = {}): UseOrderReferenceSearchReturn {
  const debounceMs = options.debounceMs ?? orderReferenceSearchDebounceMs;
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const { cart } = useCart();
  const cartChanges = useMutationState('cart');
  const [query, setQueryState] = useState('');
  const [searchedTerm, setSearchedTerm] = useState('');
  const [changeError, setChangeError] = useState<StoreApiClientError | undefined>();

  const term = query.trim();
  useEffect(() => {
    if (term === '') return;
    const timer = setTimeout(() => setSearchedTerm(term), debounceMs);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);
  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    if (next.trim() === '') setSearchedTerm('');
  }, []);

  const search = useSWR<OrderReferenceSearchResponse, StoreApiClientError>(
    searchedTerm ? swrKeys.orderReferenceSearch(scope, searchedTerm) : null,
    () =>
      client.invoke('searchOrderReferences get /ratchet/order-reference/search/{term}', {
        pathParams: { term: searchedTerm },
      }),
    { keepPreviousData: true },
  );

  const change = useCallback(
    (send: () => Promise<Cart>) =>
      cartChanges.track(async () => {
        setChangeError(undefined);
        try {
          const next = await send();
          await mutate(swrKeys.cart(scope), next, { revalidate: false });
          return next;
        } catch (error) {
          setChangeError(error as StoreApiClientError);
          throw error;
        }
      }),
    [cartChanges, mutate, scope],
  );
  const assign = useCallback(
    (referenceId: string) =>
      change(() =>
        client.invoke('assignCartOrderReference put /ratchet/order-reference/cart/{id}', {
          pathParams: { id: referenceId },
        }),
      ),
    [change, client],
  );
  const remove = useCallback(
    () => change(() => client.invoke('removeCartOrderReference delete /ratchet/order-reference/cart')),
    [change, client],
  );

  const active = searchedTerm !== '';
  const reference = cart?.extensions['order-reference-id'];
  return {
    query,
    setQuery,
    results: active ? (search.data?.references ?? []) : [],
    isSearching: term !== '' && (term !== searchedTerm || search.isLoading),
    hasSearched: active && search.data !== undefined && !search.isLoading && term === searchedTerm,
    assigned:
      reference?.orderReferenceId && reference.name ? { id: reference.orderReferenceId, name: reference.name } : null,
    assign,
    remove,
    error: changeError ?? (active ? search.error : undefined),
  };
}
