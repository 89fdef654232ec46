import { offerStatuses, type OfferHistoryQuery } from '@ratchet/store-api-contract';
import { dateParam, listUrlState, oneOfParam, termParam } from '../lib/listUrlState';

/** Page size of the offer list (account-area.md §7 GET …/offer/history, limit 20). */
export const offerHistoryPageSize = 20;

/**
 * The offer list's URL state (the contract's query names): one §4 offer status (open, processed; null for both),
 * offer date from/to (ISO, '' for an open end), offer number (prefix) or client reference (contains) and the page;
 * the plain list is `/account/offers`.
 */
export const offerHistoryUrlState = listUrlState(
  { status: oneOfParam(offerStatuses), from: dateParam, to: dateParam, search: termParam },
  offerHistoryPageSize,
);

/** The offer list's state: what the page's URL holds. */
export type OfferHistoryState = typeof offerHistoryUrlState.empty;

export const emptyOfferHistoryState: OfferHistoryState = offerHistoryUrlState.empty;

/** The state a URL's query says; unknown or malformed values fall back to none (a hand-edited URL still opens). */
export const offerHistoryStateFromQuery = (params: URLSearchParams): OfferHistoryState =>
  offerHistoryUrlState.fromQuery(params);

/** The URL query of a state (defaults left out). */
export const offerHistoryQuery = (state: OfferHistoryState): URLSearchParams => offerHistoryUrlState.toQuery(state);

/** The store-API query of a state (GET …/offer/history). */
export const offerHistoryRequest = (state: OfferHistoryState): OfferHistoryQuery => offerHistoryUrlState.request(state);
