export { AddToOrderListDialog } from './AddToOrderListDialog';
export type { AddToOrderListDialogProps } from './AddToOrderListDialog';
export { OrderListDetailView, orderListItemsPageSize } from './OrderListDetailView';
export type { OrderListDetailViewProps } from './OrderListDetailView';
export { CreateOrderListDialog, OrderListsView, orderListSearchDebounceMs } from './OrderListsView';
export type { OrderListsViewProps } from './OrderListsView';
export { planOrderListToCart } from './orderListCart';
export type { OrderListCartPlan, OrderListNotAddedReason } from './orderListCart';
export { orderListPath, orderListsPath } from './orderListTexts';
export {
  orderListPageSize,
  useOrderList,
  useOrderListActions,
  useOrderLists,
  useOrderListToCart,
} from './useOrderLists';
export type { UseOrderListActionsReturn, UseOrderListToCartReturn } from './useOrderLists';
