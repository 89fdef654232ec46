import { orderStatuses, type OrderHistoryQuery, type OrderStatus } from '@ratchet/store-api-contract';
import { isIsoDate } from '@ratchet/store-api-contract/rules';

/** Page size of the order history (account-area.md §7 GET …/order/history, limit 20). */
export const orderHistoryPageSize = 20;

/** The order history list's state: what the page's URL holds (account-area.md §7 parameter names). */
export interface OrderHistoryState {
  page: number;
  /** One §4 status value, or null for every status. */
  status: OrderStatus | null;
  /** ISO order dates, '' for an open end. */
  from: string;
  to: string;
  /** Order number (prefix) or customer reference (contains). */
  search: string;
}

export const emptyOrderHistoryState: OrderHistoryState = { page: 1, status: null, from: '', to: '', search: '' };

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (orderStatuses as readonly string[]).includes(value);
const dateOf = (value: string | null) => (value && isIsoDate(value) ? value : '');

/** The state a URL's query says; unknown or malformed values fall back to none (a hand-edited URL still opens). */
export function orderHistoryStateFromQuery(params: URLSearchParams): OrderHistoryState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    status: isStatus(params.get('status')) ? (params.get('status') as OrderStatus) : null,
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    search: (params.get('search') ?? '').trim().slice(0, 100),
  };
}

/** The URL query of a state (defaults left out, so the plain list is `/account/orders`). */
export function orderHistoryQuery(state: OrderHistoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The store-API query of a state (GET …/order/history). */
export function orderHistoryRequest(state: OrderHistoryState): OrderHistoryQuery {
  return {
    page: state.page,
    limit: orderHistoryPageSize,
    ...(state.status ? { status: state.status } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}
