import { validateQuantity, type QuantityProblem } from '@ratchet/store-api-contract/rules';

/** What the server knows about a product when a quantity is put into the cart. */
export interface ProductQuantityFacts {
  minPurchase: number;
  purchaseStep: number;
  maxPurchase: number | null;
  stock: number;
  isCloseout: boolean;
}

/** Result of {@link checkLineQuantity}. */
export type LineQuantityCheck =
  | { ok: true; backorderQuantity: number }
  | { ok: false; reason: 'invalidQuantity'; problem: QuantityProblem }
  | { ok: false; reason: 'outOfStock'; available: number };

/**
 * Server-side quantity rules (storefront.md §5 cart-level rules: minimum, maximum, stock, sales step):
 * the quantity must lie on the minPurchase + k·purchaseStep grid and not above the maximum; a closeout
 * product can never be put into the cart beyond its stock, other products go to backorder.
 */
export function checkLineQuantity(quantity: number, product: ProductQuantityFacts): LineQuantityCheck {
  const validation = validateQuantity(quantity, {
    minPurchase: product.minPurchase,
    purchaseStep: product.purchaseStep,
    maxPurchase: product.maxPurchase,
  });
  if (!validation.valid) return { ok: false, reason: 'invalidQuantity', problem: validation.problem };
  const available = Math.max(0, product.stock);
  if (product.isCloseout && quantity > available) return { ok: false, reason: 'outOfStock', available };
  return { ok: true, backorderQuantity: Math.max(0, Math.round((quantity - available) * 100) / 100) };
}
