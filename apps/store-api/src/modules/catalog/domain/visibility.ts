import type { RoleCode } from '@ratchet/store-api-contract';

/** Who is asking: anonymous, or a customer with roles and a company. */
export interface Viewer {
  customer: null | { companyId: string; roles: readonly RoleCode[] };
}

/** storefront.md §6: only logged-in customers get stock amounts, delivery times and article links. */
export function seesStock(viewer: Viewer): boolean {
  return viewer.customer !== null;
}

/**
 * storefront.md §6 / account-area.md §6: ROLE_VIEW_PRICES concerns prices. Anonymous visitors see
 * list prices (public catalogue); a logged-in customer without ROLE_VIEW_PRICES sees none.
 */
export function seesPrices(viewer: Viewer): boolean {
  return viewer.customer === null || viewer.customer.roles.includes('ROLE_VIEW_PRICES');
}

/** Net unit price: the company's customer price replaces the list price when there is one. */
export function effectiveNetPrice(listNetPrice: number, customerNetPrice: number | null | undefined): number {
  return customerNetPrice ?? listNetPrice;
}

/** Gross from net at a tax rate, rounded to cents (half away from zero). */
export function grossPrice(net: number, taxRate: number): number {
  const gross = net * (1 + taxRate / 100);
  return (Math.sign(gross) * Math.round(Math.abs(gross) * 100 + Number.EPSILON)) / 100;
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
