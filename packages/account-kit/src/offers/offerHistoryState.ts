import { offerStatuses, type OfferHistoryQuery, type OfferStatus } from '@ratchet/store-api-contract';
import { isIsoDate } from '@ratchet/store-api-contract/rules';

/** Page size of the offer list (account-area.md §7 GET …/offer/history, limit 20). */
export const offerHistoryPageSize = 20;

/** The offer list's state: what the page's URL holds (the contract's query names). */
export interface OfferHistoryState {
  page: number;
  /** One §4 offer status (open, processed), or null for both. */
  status: OfferStatus | null;
  /** ISO offer dates, '' for an open end. */
  from: string;
  to: string;
  /** Offer number (prefix) or client reference (contains). */
  search: string;
}

export const emptyOfferHistoryState: OfferHistoryState = { page: 1, status: null, from: '', to: '', search: '' };

const isStatus = (value: string | null): value is OfferStatus =>
  value !== null && (offerStatuses as readonly string[]).includes(value);
const dateOf = (value: string | null) => (value && isIsoDate(value) ? value : '');

/** The state a URL's query says; unknown or malformed values fall back to none (a hand-edited URL still opens). */
export function offerHistoryStateFromQuery(params: URLSearchParams): OfferHistoryState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const status = params.get('status');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    status: isStatus(status) ? status : null,
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    search: (params.get('search') ?? '').trim().slice(0, 100),
  };
}

/** The URL query of a state (defaults left out, so the plain list is `/account/offers`). */
export function offerHistoryQuery(state: OfferHistoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The store-API query of a state (GET …/offer/history). */
export function offerHistoryRequest(state: OfferHistoryState): OfferHistoryQuery {
  return {
    page: state.page,
    limit: offerHistoryPageSize,
    ...(state.status ? { status: state.status } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}
