import { orderStatuses, type OrderHistoryQuery } from '@ratchet/store-api-contract';
import { dateParam, listUrlState, oneOfParam, termParam } from '../lib/listUrlState';

/** Page size of the order history (account-area.md §7 GET …/order/history, limit 20). */
export const orderHistoryPageSize = 20;

/**
 * The order history's URL state (account-area.md §7 parameter names): one §4 status value (null for every status),
 * order date from/to (ISO, '' for an open end), order number (prefix) or customer reference (contains) and the
 * page; the plain list is `/account/orders`.
 */
export const orderHistoryUrlState = listUrlState(
  { status: oneOfParam(orderStatuses), from: dateParam, to: dateParam, search: termParam },
  orderHistoryPageSize,
);

/** The order history list's state: what the page's URL holds. */
export type OrderHistoryState = typeof orderHistoryUrlState.empty;

export const emptyOrderHistoryState: OrderHistoryState = orderHistoryUrlState.empty;

/** The state a URL's query says; unknown or malformed values fall back to none (a hand-edited URL still opens). */
export const orderHistoryStateFromQuery = (params: URLSearchParams): OrderHistoryState =>
  orderHistoryUrlState.fromQuery(params);

/** The URL query of a state (defaults left out). */
export const orderHistoryQuery = (state: OrderHistoryState): URLSearchParams => orderHistoryUrlState.toQuery(state);

/** The store-API query of a state (GET …/order/history). */
export const orderHistoryRequest = (state: OrderHistoryState): OrderHistoryQuery => orderHistoryUrlState.request(state);
