/**
 * Checkout constants both sides need (account-area.md §3 "Shipping option", "Branch codes"; storefront.md §3 Cart).
 * Pure module: no zod, no I/O.
 */

/** How the goods reach the buyer (account-area.md §3 "Shipping option: delivery or pickup"). */
export const shippingOptions = ['delivery', 'pickup'] as const;
/** Delivery or pickup. */
export type ShippingOption = (typeof shippingOptions)[number];

/** Branches where an order can be picked up: the branch codes of account-area.md §3. */
export const pickupLocationCodes = [
  'IMH_ANT',
  'IMH_HAS',
  'IMI_IZE',
  'IML_LIE',
  'IML_WAL',
  'IMM_MEL',
  'VDB_IND',
] as const;
/** One pickup branch code. */
export type PickupLocationCode = (typeof pickupLocationCodes)[number];

/** True when `code` is one of the pickup branch codes. */
export function isPickupLocationCode(code: unknown): code is PickupLocationCode {
  return typeof code === 'string' && (pickupLocationCodes as readonly string[]).includes(code);
}

/** Line item types of a cart (storefront.md §3 Cart: 'product' or 'promotion'). */
export const cartLineItemTypes = ['product', 'promotion'] as const;
/** A cart line item type. */
export type CartLineItemType = (typeof cartLineItemTypes)[number];
