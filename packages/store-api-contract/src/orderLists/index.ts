// Order lists (issue 13, account-area.md §3 Order list, §7 Order lists).
export {
  addOrderListItems,
  createOrderList,
  deleteOrderList,
  listOrderLists,
  orderListOperations,
  readOrderList,
  removeOrderListItems,
  updateOrderList,
} from './operations';
export {
  addOrderListItemsBodySchema,
  createOrderListBodySchema,
  deleteOrderListResponseSchema,
  orderListCreatorSchema,
  orderListDetailSchema,
  orderListItemInputSchema,
  orderListItemSchema,
  orderListListResponseSchema,
  orderListPathSchema,
  orderListPrivacySchema,
  orderListQuerySchema,
  orderListSummarySchema,
  removeOrderListItemsBodySchema,
  updateOrderListBodySchema,
} from './schemas';
export type {
  AddOrderListItemsBody,
  CreateOrderListBody,
  OrderListDetail,
  OrderListItem,
  OrderListItemInput,
  OrderListListResponse,
  OrderListQuery,
  OrderListSummary,
  RemoveOrderListItemsBody,
  UpdateOrderListBody,
} from './schemas';
