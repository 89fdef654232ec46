import { z } from 'zod';
import { articleLinkCsvMaxBytes } from '../rules/articleLinks';
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

/**
 * POST /ratchet/quick-order/csv: a CSV file of two columns — number and quantity — (the same reading as the article
 * link import: UTF-8 or Windows-1252, `;` `,` or tab, at most 5 MB, account-area.md §9) as base64; nothing is written.
 */
export const quickOrderCsvBodySchema = z.object({
  /** The file's name as chosen (never used as a path). */
  fileName: z.string().trim().max(255).optional(),
  /** The file's bytes, base64. */
  content: z
    .string()
    .max(Math.ceil(articleLinkCsvMaxBytes / 3) * 4 + 1024)
    .regex(/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/, 'Expected base64'),
});
export type QuickOrderCsvBody = z.input<typeof quickOrderCsvBodySchema>;

/** One row of the file with its line, as written, and what its number resolved to. */
export const quickOrderCsvRowSchema = z.object({
  /** The line of the file the row starts on (header = 1). */
  line: z.number().int(),
  number: z.string(),
  /** The quantity as written (empty: the product's minimum is taken). */
  quantity: z.string(),
  resolution: quickOrderResolutionSchema,
});
export type QuickOrderCsvRow = z.infer<typeof quickOrderCsvRowSchema>;

/** The file's rows resolved in one call (§8 CSV codes for a file that cannot be read). */
export const quickOrderCsvResponseSchema = z.object({
  rows: z.array(quickOrderCsvRowSchema),
  /** Rows beyond the 500 a quick order holds, left out. */
  omittedRows: z.number().int().nonnegative(),
  apiAlias: z.literal('ratchet_quick_order_csv'),
});
export type QuickOrderCsvResponse = z.infer<typeof quickOrderCsvResponseSchema>;
