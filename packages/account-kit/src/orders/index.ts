export { OrderHistoryList, orderDetailPath, orderSearchDebounceMs } from './OrderHistoryList';
export type { OrderHistoryListProps } from './OrderHistoryList';
export { OrderDetailView } from './OrderDetailView';
export type { OrderDetailViewProps } from './OrderDetailView';
export {
  emptyOrderHistoryState,
  orderHistoryPageSize,
  orderHistoryQuery,
  orderHistoryRequest,
  orderHistoryStateFromQuery,
} from './orderHistoryState';
export type { OrderHistoryState } from './orderHistoryState';
export { useOrderDetail, useOrderHistory, useReorder } from './useOrderHistory';
export type { UseReorderReturn } from './useOrderHistory';
