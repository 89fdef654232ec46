/**
 * The buyer's records (issue 13, first part): order history with detail and reorder, invoices, offers
 * (account-area.md §2 screens and detail routes, §3 Invoice, Offer, Order, branch and warehouse codes, §4 order
 * and offer status values, §5 from/to filter, §6 rights, §7 order/history, invoice/history, offer/history).
 *
 * Amounts are euro numbers with two decimals (the server keeps numeric(12,2)); they are null for a customer
 * without ROLE_VIEW_PRICES. Dates are ISO calendar dates (shop time zone); instants are ISO date-times.
 * A from-date later than the to-date answers 400 RATCHET__DATE_RANGE_INVALID at `/from` (rule isValidFromTo).
 */
import { z } from 'zod';
import { cartSchema } from '../checkout/schemas';
import { pagerSchema } from '../company/schemas';
import { orderExternalContactSchema } from '../costCenter/schemas';
import { pickupLocationCodes } from '../rules/checkout';
import { isIsoDate } from '../rules/dates';
import { offerStatuses, orderStatuses, type OfferStatus, type OrderStatus } from './statuses';

const money = z.number();
const isoDateSchema = z.string().refine(isIsoDate, { message: 'Expected an ISO date (YYYY-MM-DD)' });
const page = z.coerce.number().int().min(1).max(100000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(20);
/** A free-text filter from a query string: trimmed, empty means none. */
const term = z
  .string()
  .max(100)
  .transform((value) => value.trim())
  .optional();

export { orderStatuses, type OrderStatus };

/** Branch ("firm") codes an order is booked at (account-area.md §3 branch codes). */
export const branchCodes = pickupLocationCodes;
export type BranchCode = (typeof branchCodes)[number];

/** Warehouse codes a line ships from (account-area.md §3). */
export const warehouseCodes = ['10', '15', '20', '30', '60', '80', '90', 'IMH_HAS', 'VDB_CEN', 'VDB_IND'] as const;
export type WarehouseCode = (typeof warehouseCodes)[number];

/** How the order reached the shop (account-area.md §3 Order "type"; the values are not shown: decisions.md). */
export const orderTypes = ['webshop', 'phone', 'email', 'edi'] as const;
export type OrderType = (typeof orderTypes)[number];

export { offerStatuses, type OfferStatus };

/** The person who placed an order or requested an offer. */
export const recordPersonSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** An address as printed on an order, invoice or offer (snapshot at the time). */
export const recordAddressSchema = z.object({
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
  countryIso: z.string(),
  countryName: z.string(),
});
export type RecordAddress = z.infer<typeof recordAddressSchema>;

/** VAT of one rate. */
export const recordTaxSchema = z.object({ taxRate: z.number(), tax: money, net: money });

// ---------------------------------------------------------------------------------------------------------------
// Orders

/**
 * GET /ratchet/order/history: the caller's orders (all the company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY),
 * newest first. `status` may repeat or be comma-separated; `search` matches the order number (prefix) or the
 * customer reference (contains), case-insensitive; `from`/`to` are order dates, both inclusive.
 */
export const orderHistoryQuerySchema = z.object({
  page,
  limit,
  status: z
    .union([z.enum(orderStatuses), z.array(z.enum(orderStatuses)), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const list = (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean);
      for (const item of list) {
        if (!(orderStatuses as readonly string[]).includes(item)) {
          ctx.addIssue({ code: 'custom', message: `Unknown order status ${item}`, path: ['status'] });
          return z.NEVER;
        }
      }
      return list.length > 0 ? (list as OrderStatus[]) : undefined;
    }),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  search: term,
  /** Only the caller's own orders even with the company-wide right. */
  onlyOwn: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

/** One line of the order history list (account-area.md §3 Order: number, date, status, references, line count, type). */
export const orderHistoryEntrySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** ISO date (shop time zone). */
  orderDate: z.string(),
  orderDateTime: z.string(),
  status: z.enum(orderStatuses),
  /** The buyer's own reference typed at checkout. */
  customerReference: z.string().nullable(),
  /** The name of the order reference (issue 12) the order was booked on. */
  orderReference: z.string().nullable(),
  lineCount: z.number().int(),
  type: z.enum(orderTypes),
  firm: z.enum(branchCodes),
  /** The warehouse most lines ship from. */
  warehouse: z.enum(warehouseCodes),
  orderedBy: recordPersonSchema,
  /** Gross total; null without ROLE_VIEW_PRICES. */
  total: money.nullable(),
  /** Whether the caller may put its lines into the cart again (ROLE_PLACE_ORDERS is not needed to fill a cart). */
  reorderable: z.boolean(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderHistoryResponseSchema = z.object({
  orders: z.array(orderHistoryEntrySchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_order_history'),
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

/**
 * GET /ratchet/order/history/detail: one order by number (orders/details/{orderNumber}) or one firm/warehouse
 * part of it (orders/details/{orderNumber}/{firm}/{warehouse}): with `warehouse` only the lines shipped from it.
 * A firm that is not the order's, or an order the caller may not see: 404 CHECKOUT__ORDER_NOT_FOUND.
 */
export const orderHistoryDetailQuerySchema = z.object({
  orderNumber: z.string().trim().min(1).max(64),
  firm: z.enum(branchCodes).optional(),
  warehouse: z.enum(warehouseCodes).optional(),
});
export type OrderHistoryDetailQuery = z.input<typeof orderHistoryDetailQuerySchema>;

/** One order line with its fulfilment data (account-area.md §3 Order lines). */
export const orderHistoryLineSchema = z.object({
  position: z.number().int(),
  /** Null when the product no longer exists. */
  productId: z.string().nullable(),
  productNumber: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  customerArticleNumber: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  shippingNoteNumber: z.string().nullable(),
  /** Carrier's tracking ("sending") number. */
  sendingNumber: z.string().nullable(),
  warehouse: z.enum(warehouseCodes),
  unitPrice: money.nullable(),
  totalPrice: money.nullable(),
  taxRate: z.number(),
});
export type OrderHistoryLine = z.infer<typeof orderHistoryLineSchema>;

export const orderHistoryDetailSchema = orderHistoryEntrySchema.extend({
  /** The warehouse the detail was narrowed to, else null. */
  selectedWarehouse: z.enum(warehouseCodes).nullable(),
  customerComment: z.string().nullable(),
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  deliveryAddress: recordAddressSchema.nullable(),
  billingAddress: recordAddressSchema.nullable(),
  lines: z.array(orderHistoryLineSchema),
  /** Sum of the lines (net); amounts are those of the whole order, also when narrowed to a warehouse. */
  subtotal: money.nullable(),
  shippingCost: money.nullable(),
  additionalCost: money.nullable(),
  netTotal: money.nullable(),
  taxes: z.array(recordTaxSchema).nullable(),
  /** Invoices of this order (numbers only; details through the invoice list). */
  invoiceNumbers: z.array(z.string()),
  /** The cost centre external contact stored with the order (issue 13 Cost centre), null when none was linked. */
  externalContact: orderExternalContactSchema.nullable(),
  apiAlias: z.literal('ratchet_order_history_detail'),
});
export type OrderHistoryDetail = z.infer<typeof orderHistoryDetailSchema>;

/** POST /ratchet/order/history/reorder: every product line of the order (or of one warehouse part) into the cart. */
export const reorderBodySchema = z.object({
  orderNumber: z.string().trim().min(1).max(64),
  firm: z.enum(branchCodes).optional(),
  warehouse: z.enum(warehouseCodes).optional(),
});
export type ReorderBody = z.input<typeof reorderBodySchema>;

/** Why a line did not go into the cart (account-area.md §8 "reorder failure naming the product"). */
export const notAddedReasons = [
  /** The product no longer exists. */
  'productNotFound',
  /** Inactive or not buyable (closeout without stock, no longer sold). */
  'notBuyable',
  /** Out of stock (closeout). */
  'outOfStock',
  /** The ordered quantity no longer fits the product's quantity rules (min, step, max). */
  'quantityRules',
] as const;
export type NotAddedReason = (typeof notAddedReasons)[number];

/** A line put into the cart or named as not added. */
export const cartTransferLineSchema = z.object({
  position: z.number().int(),
  productId: z.string().nullable(),
  productNumber: z.string(),
  name: z.string(),
  quantity: z.number(),
});

/** The outcome of a reorder or of putting an offer into the cart; the cart after one multi-add. */
export const cartTransferResponseSchema = z.object({
  cart: cartSchema,
  added: z.array(cartTransferLineSchema),
  notAdded: z.array(
    cartTransferLineSchema.extend({
      reason: z.enum(notAddedReasons),
      /** For quantityRules: a quantity that would fit (the nearest valid one), else null. */
      suggestedQuantity: z.number().nullable(),
    }),
  ),
  apiAlias: z.literal('ratchet_cart_transfer'),
});
export type CartTransferResponse = z.infer<typeof cartTransferResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Invoices

/** GET /ratchet/invoice/history: the company's invoices, newest first (filters combine; texts match by prefix/contains). */
export const invoiceHistoryQuerySchema = z.object({
  page,
  limit,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Invoice number (prefix). */
  number: term,
  /** Order number (prefix). */
  orderNumber: term,
  /** Customer reference (contains). */
  customerReference: term,
});
export type InvoiceHistoryQuery = z.input<typeof invoiceHistoryQuerySchema>;

/** An invoice (account-area.md §3 Invoice). */
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  customerReference: z.string().nullable(),
  orderNumber: z.string(),
  netTotal: money.nullable(),
  total: money.nullable(),
  /** The PDF, below /store-api: GET it with the session headers (downloadInvoicePdf). */
  link: z.string(),
  /** Carrier's proof of delivery (external URL), null when none. */
  deliveryProofLink: z.string().nullable(),
  shippingNoteNumber: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceHistoryResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_invoice_history'),
});
export type InvoiceHistoryResponse = z.infer<typeof invoiceHistoryResponseSchema>;

export const invoicePdfPathSchema = z.object({ invoiceNumber: z.string().trim().min(1).max(64) });

/**
 * A PDF answer: `application/pdf` streamed with `Content-Disposition: attachment; filename="…pdf"`. Not JSON; the
 * client reads it as a Blob. Errors (404, 403) are the usual JSON error shape.
 */
export const pdfResponseSchema = z.custom<Blob>(() => true);

// ---------------------------------------------------------------------------------------------------------------
// Offers

/** POST /ratchet/offer: request an offer for the caller's cart (its product lines) with a message. The cart stays. */
export const requestOfferBodySchema = z.object({
  message: z.string().trim().max(2000).default(''),
  /** The buyer's own reference for the offer. */
  clientReference: z.string().trim().max(30).optional(),
});
export type RequestOfferBody = z.input<typeof requestOfferBodySchema>;

/** GET /ratchet/offer/history: the company's offers, newest first. */
export const offerHistoryQuerySchema = z.object({
  page,
  limit,
  status: z.enum(offerStatuses).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Offer number (prefix) or client reference (contains). */
  search: term,
});
export type OfferHistoryQuery = z.input<typeof offerHistoryQuerySchema>;

/** An offer (account-area.md §3 Offer). */
export const offerSchema = z.object({
  id: z.string(),
  offerNumber: z.string(),
  offerDate: z.string(),
  clientReference: z.string().nullable(),
  status: z.enum(offerStatuses),
  message: z.string(),
  requestedBy: recordPersonSchema,
  /** Last day its prices hold (processed offers); null while open. */
  validUntil: z.string().nullable(),
  lineCount: z.number().int(),
  /** Net total of the lines; null without ROLE_VIEW_PRICES or while open (no prices yet). */
  netTotal: money.nullable(),
  /** The PDF, below /store-api (downloadOfferPdf). */
  link: z.string(),
  /** Processed, within validUntil: may be put into the cart at its prices. */
  canAddToCart: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerHistoryResponseSchema = z.object({
  offers: z.array(offerSchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_offer_history'),
});
export type OfferHistoryResponse = z.infer<typeof offerHistoryResponseSchema>;

export const offerDetailQuerySchema = z.object({ offerNumber: z.string().trim().min(1).max(64) });
export const offerPathSchema = z.object({ offerNumber: z.string().trim().min(1).max(64) });

/** One offer line (account-area.md §3 Offer lines). */
export const offerLineSchema = z.object({
  position: z.number().int(),
  productId: z.string().nullable(),
  productNumber: z.string(),
  description: z.string(),
  quantity: z.number(),
  customerArticleNumber: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  /** Unit price offered (net); null while open or without ROLE_VIEW_PRICES. */
  price: money.nullable(),
  totalExclVat: money.nullable(),
  taxRate: z.number(),
});
export type OfferLine = z.infer<typeof offerLineSchema>;

export const offerDetailSchema = offerSchema.extend({
  lines: z.array(offerLineSchema),
  taxes: z.array(recordTaxSchema).nullable(),
  total: money.nullable(),
  apiAlias: z.literal('ratchet_offer_detail'),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;
