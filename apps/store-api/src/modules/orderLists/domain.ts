/**
 * Server rules of order lists (pure): how an addition merges into a list, whether an item can go into the cart now.
 * The shared rules live in the contract: quantity (rules/quantity.ts), amounts (rules/orderLists.ts).
 */
import { snapQuantity, validateQuantity, type QuantityProblem, type QuantityRule } from '@ratchet/store-api-contract';

/** A product's rule as the list keeps quantities on it. */
export interface ListProduct extends QuantityRule {
  id: string;
}

/**
 * The quantity after adding `added` to a line that holds `existing` (null: a new line): the sum, put back on the
 * product's grid (a sum of two valid quantities is off the grid when the minimum is no multiple of the step) and
 * not above the maximum (account-area.md §5 quantity rules).
 */
export function mergedQuantity(existing: number | null, added: number, rule: QuantityRule): number {
  return existing === null ? added : snapQuantity(existing + added, rule);
}

/** Null when the quantity fits the product's rules, else the problem (answered as CHECKOUT__INVALID_QUANTITY). */
export function quantityProblem(quantity: number, rule: QuantityRule): QuantityProblem | null {
  const validation = validateQuantity(quantity, rule);
  return validation.valid ? null : validation.problem;
}

/** Whether an item can go into the cart now: active, not a parent with variants, a closeout only while in stock. */
export function isAvailable(product: {
  active: boolean;
  childCount: number;
  isCloseout: boolean;
  stock: number;
  minPurchase: number;
}): boolean {
  if (!product.active || product.childCount > 0) return false;
  return !product.isCloseout || product.stock >= product.minPurchase;
}
