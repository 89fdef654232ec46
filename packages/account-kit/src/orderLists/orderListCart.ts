/**
 * Which items of an order list go into the cart (issue 13 'add all to cart' or selected lines, across every page of
 * a long list): the chosen items that can be bought now at a quantity that still fits the product's rules; the others
 * are named with their reason. Pure.
 */
import type { OrderListItem } from '@ratchet/store-api-contract';
import { validateQuantity } from '@ratchet/store-api-contract/rules';

/** Why an item stays out of the cart. */
export type OrderListNotAddedReason = 'notAvailable' | 'quantityRules';

/** The multi-add of an order list: what goes in, what is named. */
export interface OrderListCartPlan {
  add: OrderListItem[];
  notAdded: Array<{ item: OrderListItem; reason: OrderListNotAddedReason }>;
}

/** The plan for all items (no selection) or for the selected item ids (on any page), in the list's order. */
export function planOrderListToCart(
  items: readonly OrderListItem[],
  selectedIds?: readonly string[],
): OrderListCartPlan {
  const selected = selectedIds ? new Set(selectedIds) : null;
  const plan: OrderListCartPlan = { add: [], notAdded: [] };
  for (const item of items) {
    if (selected && !selected.has(item.id)) continue;
    if (!item.available) plan.notAdded.push({ item, reason: 'notAvailable' });
    else if (
      !validateQuantity(item.quantity, {
        minPurchase: item.minPurchase,
        purchaseStep: item.purchaseStep,
        maxPurchase: item.maxPurchase,
      }).valid
    )
      plan.notAdded.push({ item, reason: 'quantityRules' });
    else plan.add.push(item);
  }
  return plan;
}
