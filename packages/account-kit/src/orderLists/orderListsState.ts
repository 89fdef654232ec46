import type { OrderListQuery } from '@ratchet/store-api-contract';
import { listUrlState, termParam } from '../lib/listUrlState';

/** The lists screen's page size (the account area's lists use 20, account-area.md §7). */
export const orderListPageSize = 20;

/**
 * The order lists screen's URL state (account-area.md §2 orderlist; issue 13, like the history lists): the name
 * search and the page, so the back button, a reload and a shared link restore them; the plain screen is
 * `/account/orderlist`.
 */
export const orderListsUrlState = listUrlState({ search: termParam }, orderListPageSize);

/** The order lists screen's state: what the page's URL holds. */
export type OrderListsState = typeof orderListsUrlState.empty;

/** The store-API query of a state (GET …/order/list). */
export const orderListsRequest = (state: OrderListsState): OrderListQuery => orderListsUrlState.request(state);
