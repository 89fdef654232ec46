/**
 * The records' status values, without zod: the account lists' status filters import them, and importing them from
 * schemas.ts put zod and the records' schemas into every list page (storefront JS budget, session 7).
 */

/** Order status filter values (account-area.md §4), in the spec's order. */
export const orderStatuses = [
  'backorder',
  'blocked',
  'shipped_and_invoiced',
  'handling',
  'invoiced',
  'not_yet_shipped',
  'not_open',
  'open',
  'shipped',
  'in_progress',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Offer status (account-area.md §4). */
export const offerStatuses = ['open', 'processed'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
