import { z } from 'zod';
import { quickOrderMaxRows } from '../rules/quickOrder';

/**
 * POST /ratchet/quick-order/resolve (issue 13 quick order): the numbers of a quick order's rows — product numbers or
 * the company's own article numbers (article links) — resolved in one call.
 */
export const quickOrderResolveBodySchema = z.object({
  numbers: z.array(z.string().trim().min(1).max(64)).min(1).max(quickOrderMaxRows),
});
export type QuickOrderResolveBody = z.input<typeof quickOrderResolveBodySchema>;

/** A product a number found, with what the grid needs to check a quantity (storefront.md §5) and its availability. */
export const quickOrderProductSchema = z.object({
  id: z.string(),
  productNumber: z.string(),
  /** The caller's company's own article number for it (article link), null when none. */
  customerSku: z.string().nullable(),
  /** Name in the context language. */
  name: z.string(),
  minPurchase: z.number().positive(),
  purchaseStep: z.number().positive(),
  maxPurchase: z.number().positive().nullable(),
  /** Stock now (two decimals). */
  availableStock: z.number(),
  /** A closeout is sold only from stock; others go to backorder. */
  isCloseout: z.boolean(),
  /** False for an inactive product or a parent with variants (account-area.md §8 add to cart). */
  buyable: z.boolean(),
  /** Unit of measure (`piece`, `metre`, `pack`). */
  unit: z.string(),
});
export type QuickOrderProduct = z.infer<typeof quickOrderProductSchema>;

/** One number's answer, in the order asked: the product, or null when the number is unknown to the shop. */
export const quickOrderResolutionSchema = z.object({
  /** The number as asked (trimmed). */
  number: z.string(),
  /** How it was found: the shop's product number or the company's own article number; null when unknown. */
  matchedBy: z.enum(['productNumber', 'customerSku']).nullable(),
  product: quickOrderProductSchema.nullable(),
});
export type QuickOrderResolution = z.infer<typeof quickOrderResolutionSchema>;

export const quickOrderResolveResponseSchema = z.object({
  results: z.array(quickOrderResolutionSchema),
  apiAlias: z.literal('ratchet_quick_order_resolution'),
});
export type QuickOrderResolveResponse = z.infer<typeof quickOrderResolveResponseSchema>;
