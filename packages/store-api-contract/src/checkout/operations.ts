import { defineOperation } from '../operation';
import {
  addLineItemBodySchema,
  cartSchema,
  createOrderBodySchema,
  methodListBodySchema,
  orderDetailPathSchema,
  orderSchema,
  paymentMethodListSchema,
  readOrderBodySchema,
  readOrderResponseSchema,
  removeLineItemBodySchema,
  shippingMethodListSchema,
  updateLineItemBodySchema,
} from './schemas';

/** The cart of the context (anonymous carts allowed). */
export const readCart = defineOperation('readCart get /checkout/cart', { response: cartSchema, access: 'anonymous' });

/**
 * Add one or several products (the server enforces the quantity rules), or a promotion code
 * (`{ type: 'promotion', referencedId: code }`; unknown or inactive code: 404 CHECKOUT__PROMOTION_CODE_NOT_FOUND).
 */
export const addLineItem = defineOperation('addLineItem post /checkout/cart/line-item', {
  body: addLineItemBodySchema,
  response: cartSchema,
  access: 'anonymous',
});

/**
 * Change quantities and line remarks (`payload.customFields.order_detail_text`, saved on the server); a quantity
 * below the minimum removes the line (storefront.md §5).
 */
export const updateLineItem = defineOperation('updateLineItem patch /checkout/cart/line-item', {
  body: updateLineItemBodySchema,
  response: cartSchema,
  access: 'anonymous',
});

/** Remove lines by id (product lines and promotion lines alike). */
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

/**
 * Place the order (needs ROLE_PLACE_ORDERS; checked in the handler to answer the spec's detail text,
 * 403 RATCHET__MISSING_PERMISSION). Idempotent by `idempotencyKey` / `Idempotency-Key`: a repeat answers the
 * order already placed. Stock is re-checked in the same transaction, the cart is emptied, a confirmation mail
 * goes to the outbox.
 */
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

/**
 * One order of the caller's company by id or order number, for the success page (storefront.md §3 Order). Own
 * orders, and the company's orders with ROLE_MANAGE_COMPANY_ORDER_HISTORY; any other order answers 404
 * CHECKOUT__ORDER_NOT_FOUND, exactly like an unknown one.
 */
export const readOrderDetail = defineOperation('readOrderDetail get /ratchet/order/{orderId}', {
  pathParams: orderDetailPathSchema,
  response: orderSchema,
  access: 'customer',
});

/** Shipping methods (Shopware `readShippingMethod`), with costs, pickup branches and availability for the cart. */
export const readShippingMethod = defineOperation('readShippingMethod post /shipping-method', {
  body: methodListBodySchema,
  response: shippingMethodListSchema,
  access: 'anonymous',
});

/** Payment methods (Shopware `readPaymentMethod`), with availability for the cart (credit limit). */
export const readPaymentMethod = defineOperation('readPaymentMethod post /payment-method', {
  body: methodListBodySchema,
  response: paymentMethodListSchema,
  access: 'anonymous',
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
  [readOrderDetail.key]: readOrderDetail,
  [readShippingMethod.key]: readShippingMethod,
  [readPaymentMethod.key]: readPaymentMethod,
} as const;
