import { defineOperation } from '../operation';
import {
  addLineItemBodySchema,
  cartSchema,
  createOrderBodySchema,
  orderSchema,
  readOrderBodySchema,
  readOrderResponseSchema,
  removeLineItemBodySchema,
  updateLineItemBodySchema,
} from './schemas';

/** The cart of the context (anonymous carts allowed). */
export const readCart = defineOperation('readCart get /checkout/cart', { response: cartSchema, access: 'anonymous' });

/** Add one or several products; the server enforces the quantity rules. */
export const addLineItem = defineOperation('addLineItem post /checkout/cart/line-item', {
  body: addLineItemBodySchema,
  response: cartSchema,
  access: 'anonymous',
});

/** Change quantities and remarks; a quantity below the minimum removes the line (storefront.md §5). */
export const updateLineItem = defineOperation('updateLineItem patch /checkout/cart/line-item', {
  body: updateLineItemBodySchema,
  response: cartSchema,
  access: 'anonymous',
});

/** Remove lines by id. */
export const removeLineItem = defineOperation('removeLineItem post /checkout/cart/line-item/delete', {
  body: removeLineItemBodySchema,
  response: cartSchema,
  access: 'anonymous',
});

/** Empty the cart; answers the empty cart. */
export const deleteCart = defineOperation('deleteCart delete /checkout/cart', {
  response: cartSchema,
  access: 'anonymous',
});

/** Place the order (needs ROLE_PLACE_ORDERS; checked in the handler to answer the spec's detail text). */
export const createOrder = defineOperation('createOrder post /checkout/order', {
  body: createOrderBodySchema,
  response: orderSchema,
  access: 'customer',
});

/** Read back the customer's orders. */
export const readOrder = defineOperation('readOrder post /order', {
  body: readOrderBodySchema,
  response: readOrderResponseSchema,
  access: 'customer',
});

/** The checkout operations, keyed by operation key. */
export const checkoutOperations = {
  [readCart.key]: readCart,
  [addLineItem.key]: addLineItem,
  [updateLineItem.key]: updateLineItem,
  [removeLineItem.key]: removeLineItem,
  [deleteCart.key]: deleteCart,
  [createOrder.key]: createOrder,
  [readOrder.key]: readOrder,
} as const;
