import { defineOperation } from '../operation';
import { screenAccess } from '../screenAccess';
import {
  quickOrderCsvBodySchema,
  quickOrderCsvResponseSchema,
  quickOrderResolveBodySchema,
  quickOrderResolveResponseSchema,
} from './schemas';

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

/**
 * A CSV file's rows (number and quantity) read with the article-link import's reader and resolved as above, in one
 * call; a file that cannot be read answers the §8 CSV codes (RATCHET__CSV_NOT_VALID, …_FILE_TOO_LARGE, …_EMPTY_FILE).
 */
export const uploadQuickOrderCsv = defineOperation('uploadQuickOrderCsv post /ratchet/quick-order/csv', {
  body: quickOrderCsvBodySchema,
  response: quickOrderCsvResponseSchema,
  access: screenAccess('quickOrder'),
});

/** The quick order operations, keyed by operation key. */
export const quickOrderOperations = {
  [resolveQuickOrder.key]: resolveQuickOrder,
  [uploadQuickOrderCsv.key]: uploadQuickOrderCsv,
} as const;
