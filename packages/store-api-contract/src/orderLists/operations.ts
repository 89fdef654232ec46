import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import {
  addOrderListItemsBodySchema,
  createOrderListBodySchema,
  deleteOrderListResponseSchema,
  orderListDetailSchema,
  orderListListResponseSchema,
  orderListPathSchema,
  orderListQuerySchema,
  removeOrderListItemsBodySchema,
  updateOrderListBodySchema,
} from './schemas';

// Order lists (account-area.md §7 "Order lists"): ROLE_MANAGE_ORDER_LISTS, the order list screen's right (§6).

/** The order lists the caller sees: the company's and their own private ones, paged. */
export const listOrderLists = defineOperation('listOrderLists get /ratchet/order/list', {
  query: orderListQuerySchema,
  response: orderListListResponseSchema,
  access: screenAccess('orderLists'),
});

/** Create a list (privacy user or company), optionally with first items. */
export const createOrderList = defineOperation('createOrderList post /ratchet/order/list', {
  body: createOrderListBodySchema,
  response: orderListDetailSchema,
  access: screenAccess('orderLists'),
});

/** One list with every item; 404 RATCHET__ORDER_LIST_NOT_FOUND when the caller may not see it. */
export const readOrderList = defineOperation('readOrderList get /ratchet/order/list/{id}', {
  pathParams: orderListPathSchema,
  response: orderListDetailSchema,
  access: screenAccess('orderLists'),
});

/** Rename, change privacy (creator only: 403 RATCHET__ORDER_LIST_PRIVACY_CREATOR_ONLY) or item quantities. */
export const updateOrderList = defineOperation('updateOrderList patch /ratchet/order/list/{id}', {
  pathParams: orderListPathSchema,
  body: updateOrderListBodySchema,
  response: orderListDetailSchema,
  access: screenAccess('orderLists'),
});

/** Delete a list with its items. */
export const deleteOrderList = defineOperation('deleteOrderList delete /ratchet/order/list/{id}', {
  pathParams: orderListPathSchema,
  response: deleteOrderListResponseSchema,
  access: screenAccess('orderLists'),
});

/** Put products on a list (quantities add up for a product already on it); over 500 items: 400 RATCHET__ORDER_LIST_FULL. */
export const addOrderListItems = defineOperation('addOrderListItems post /ratchet/order/list/{id}/items', {
  pathParams: orderListPathSchema,
  body: addOrderListItemsBodySchema,
  response: orderListDetailSchema,
  access: screenAccess('orderLists'),
});

/** Remove items from a list. */
export const removeOrderListItems = defineOperation('removeOrderListItems delete /ratchet/order/list/{id}/items', {
  pathParams: orderListPathSchema,
  body: removeOrderListItemsBodySchema,
  response: orderListDetailSchema,
  access: screenAccess('orderLists'),
});

/** The order list operations, keyed by operation key. */
export const orderListOperations = {
  [listOrderLists.key]: listOrderLists,
  [createOrderList.key]: createOrderList,
  [readOrderList.key]: readOrderList,
  [updateOrderList.key]: updateOrderList,
  [deleteOrderList.key]: deleteOrderList,
  [addOrderListItems.key]: addOrderListItems,
  [removeOrderListItems.key]: removeOrderListItems,
} as const;
