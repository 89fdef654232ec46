import type { RoleCode } from '@ratchet/store-api-contract';

// The one visibility rule, written once in the contract.
export { canSeePrices, canSeeStock } from '@ratchet/store-api-contract';

/** Who is asking: anonymous, or a customer with roles and a company. Prices and stock are shown through
 * the contract's one visibility rule (`canSeePrices` / `canSeeStock` of `rules/priceVisibility.ts`). */
export interface Viewer {
  customer: null | { companyId: string; roles: readonly RoleCode[] };
}

/** Net unit price: the company's customer price replaces the list price when there is one. */
export function effectiveNetPrice(listNetPrice: number, customerNetPrice: number | null | undefined): number {
  return customerNetPrice ?? listNetPrice;
}

/**
 * Whether an article can be bought at all: active, and a closeout article only while it has stock
 * (issue 3 Reliability: closeout never beyond stock; other products may go to backorder).
 */
export function isBuyable(product: {
  active: boolean;
  isCloseout: boolean;
  stock: number;
  minPurchase: number;
}): boolean {
  if (!product.active) return false;
  return !product.isCloseout || product.stock >= product.minPurchase;
}
