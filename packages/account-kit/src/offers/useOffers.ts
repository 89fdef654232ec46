import { isKeyOf, swrKeys, useKeyScope, useStoreApiClient, type StoreApiClientError } from '@ratchet/commerce-hooks';
import type {
  CartTransferResponse,
  Offer,
  OfferDetail,
  OfferHistoryResponse,
  Pager,
  RequestOfferBody,
} from '@ratchet/store-api-contract';
import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { actionResult, type ActionResult } from '../lib/actionResult';
import { offerHistoryPageSize, offerHistoryRequest, type OfferHistoryState } from './offerHistoryState';

const emptyOffers: Offer[] = [];

/**
 * The company's offers for a list state (the page's URL, account-area.md §7 GET …/offer/history). A from-date later
 * than the to-date sends nothing (§5; the list shows the error instead).
 */
export function useOffers(
  state: OfferHistoryState,
  options: { fallbackData?: OfferHistoryResponse | undefined } = {},
): { offers: Offer[]; pager: Pager; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const query = offerHistoryRequest(state);
  const valid = isValidFromTo(state.from, state.to);
  const result = useSWR<OfferHistoryResponse, StoreApiClientError>(
    valid ? swrKeys.offers(scope, query) : null,
    () => client.invoke('listOffers get /ratchet/offer/history', { query }),
    // As useOrderHistory: the host's loader answers each URL, so its answer is the list.
    { keepPreviousData: options.fallbackData === undefined, fallbackData: options.fallbackData },
  );
  return {
    offers: valid ? (result.data?.offers ?? emptyOffers) : emptyOffers,
    pager: result.data?.pager ?? { page: state.page, limit: offerHistoryPageSize, total: 0, pageCount: 1 },
    isLoading: result.isLoading,
    error: result.error,
  };
}

/** One offer with its lines (GET …/offer/history/detail). */
export function useOfferDetail(
  offerNumber: string,
  options: { fallbackData?: OfferDetail | undefined } = {},
): { offer: OfferDetail | undefined; isLoading: boolean; error: StoreApiClientError | undefined } {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const result = useSWR<OfferDetail, StoreApiClientError>(
    swrKeys.offerDetail(scope, offerNumber),
    () => client.invoke('readOfferDetail get /ratchet/offer/history/detail', { query: { offerNumber } }),
    { fallbackData: options.fallbackData },
  );
  return { offer: result.data, isLoading: result.isLoading, error: result.error };
}

/** What {@link useAddOfferToCart} returns. */
export interface UseAddOfferToCartReturn {
  /** Puts a processed offer's lines into the cart at its prices; the answer names every line not added. */
  addOfferToCart: (offerNumber: string) => Promise<ActionResult<CartTransferResponse>>;
  isAdding: boolean;
}

/** An offer into the cart (POST …/offer/{offerNumber}/cart): the cart the server answers replaces the cached one. */
export function useAddOfferToCart(): UseAddOfferToCartReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const addOfferToCart = useCallback(
    async (offerNumber: string) => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(() =>
          client.invoke('addOfferToCart post /ratchet/offer/{offerNumber}/cart', { pathParams: { offerNumber } }),
        );
        if (result.ok) await mutate(swrKeys.cart(scope), result.data.cart, { revalidate: false });
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [client, mutate, scope],
  );
  return { addOfferToCart, isAdding: running > 0 };
}

/** What {@link useRequestOffer} returns. */
export interface UseRequestOfferReturn {
  /** Requests an offer for the cart's product lines with a message (the cart stays as it is). */
  requestOffer: (body: RequestOfferBody) => Promise<ActionResult<OfferDetail>>;
  isRequesting: boolean;
}

/**
 * Request an offer (POST …/offer, ROLE_REQUEST_OFFER): on success every cached offer list is revalidated, so the new
 * open offer is in the list the next time it shows.
 */
export function useRequestOffer(): UseRequestOfferReturn {
  const client = useStoreApiClient();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const requestOffer = useCallback(
    async (body: RequestOfferBody) => {
      setRunning((count) => count + 1);
      try {
        const result = await actionResult(() => client.invoke('requestOffer post /ratchet/offer', { body }));
        if (result.ok) await mutate((key) => isKeyOf('offers', key));
        return result;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [client, mutate],
  );
  return { requestOffer, isRequesting: running > 0 };
}
