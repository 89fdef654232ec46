import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import { quickOrderResolveBodySchema, quickOrderResolveResponseSchema } from './schemas';

// Quick order (issue 13; account-area.md §6 ROLE_ACCESS_QUICK_ORDER_FORM): the quick order screen's right.

/**
 * Many numbers at once (a pasted spreadsheet): each as the shop's product number first, else as the company's own
 * article number; the answer keeps the order asked and names an unknown number with `product: null`. Read only:
 * the rows then go into the cart in one multi-add (POST /checkout/cart/line-item).
 */
export const resolveQuickOrder = defineOperation('resolveQuickOrder post /ratchet/quick-order/resolve', {
  body: quickOrderResolveBodySchema,
  response: quickOrderResolveResponseSchema,
  access: screenAccess('quickOrder'),
});

/** The quick order operations, keyed by operation key. */
export const quickOrderOperations = {
  [resolveQuickOrder.key]: resolveQuickOrder,
} as const;
