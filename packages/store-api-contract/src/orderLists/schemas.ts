/**
 * Order lists (issue 13 "Order lists"; account-area.md §2 orderlist screens, §3 Order list, §6 ROLE_MANAGE_ORDER_LISTS,
 * §7 Order lists: GET/POST order/list, GET/PATCH/DELETE order/list/{id}, POST/DELETE order/list/{id}/items).
 *
 * A company list is seen and kept by every user of the company holding the right; a user list only by its creator
 * (the server decides: another company's or another user's private list answers 404 RATCHET__ORDER_LIST_NOT_FOUND).
 * Amounts are euro numbers with two decimals, net, at today's prices for the caller's company (customer price and
 * tier price of the line's quantity, as the cart would charge); null without ROLE_VIEW_PRICES (rules/priceVisibility).
 * Quantities follow the product's quantity rules (rules/quantity.ts): a quantity off the grid answers
 * 400 CHECKOUT__INVALID_QUANTITY at its pointer.
 */
import { z } from 'zod';
import { pagerSchema } from '../company/schemas';
import { orderListMaxItems, orderListNameMaxLength, orderListPrivacies } from '../rules/orderLists';

const idSchema = z.string().min(1).max(64);
const money = z.number();
const quantitySchema = z.number().positive().max(1_000_000);
const nameSchema = z.string().trim().min(1).max(orderListNameMaxLength);

export const orderListPrivacySchema = z.enum(orderListPrivacies);

/** The person who created a list. */
export const orderListCreatorSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** A list as the list screen shows it (account-area.md §3: name, privacy, creator, created date, item count, amount). */
export const orderListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  privacy: orderListPrivacySchema,
  createdBy: orderListCreatorSchema,
  /** ISO date-time of creation. */
  createdAt: z.string(),
  /** ISO date-time of the last change (name, privacy or items). */
  updatedAt: z.string(),
  itemCount: z.number().int(),
  /** Net sum of the lines at today's prices; null without ROLE_VIEW_PRICES. */
  amount: money.nullable(),
  /** Whether the caller created it (only the creator may change its privacy). */
  isOwn: z.boolean(),
});
export type OrderListSummary = z.infer<typeof orderListSummarySchema>;

/** GET /ratchet/order/list: the lists the caller sees, newest change first; `search` matches the name (contains). */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z
    .string()
    .max(100)
    .transform((value) => value.trim())
    .optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListListResponseSchema = z.object({
  orderLists: z.array(orderListSummarySchema),
  pager: pagerSchema,
  apiAlias: z.literal('ratchet_order_list_list'),
});
export type OrderListListResponse = z.infer<typeof orderListListResponseSchema>;

/** One item (account-area.md §3 Order list items: sku, name, quantity, unit price, ecotax, pack unit, stock, delivery time, customer article number). */
export const orderListItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** The product number (sku). */
  productNumber: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** Net unit price for this quantity (customer and tier price); null without ROLE_VIEW_PRICES. */
  unitPrice: money.nullable(),
  /** unitPrice × quantity, to cents; null without ROLE_VIEW_PRICES. */
  totalPrice: money.nullable(),
  /** Eco contribution per unit included in the price (Recupel/WEEE); null when none or prices are withheld. */
  ecotax: money.nullable(),
  /** Unit of measure the product is sold in ('piece', 'metre', 'pack'). */
  packUnit: z.string(),
  minPurchase: z.number(),
  purchaseStep: z.number(),
  maxPurchase: z.number().nullable(),
  stock: z.number(),
  /** Whether it can go into the cart now (active, not a parent, in stock when a closeout). */
  available: z.boolean(),
  deliveryTime: z.object({ min: z.number(), max: z.number(), unit: z.enum(['day', 'week', 'month', 'year']) }),
  /** Days until restock when out of stock, null when unknown. */
  restockTime: z.number().nullable(),
  /** The company's own article number (article link), null when none. */
  customerArticleNumber: z.string().nullable(),
  /** Relative storefront path of the product in the context's language. */
  seoPath: z.string(),
  /** ISO date-time the product was put on the list. */
  addedAt: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** A list with every item (at most 500; the screen pages them and 'add all' takes them all in one multi-add). */
export const orderListDetailSchema = orderListSummarySchema.extend({
  items: z.array(orderListItemSchema),
  apiAlias: z.literal('ratchet_order_list'),
});
export type OrderListDetail = z.infer<typeof orderListDetailSchema>;

export const orderListPathSchema = z.object({ id: idSchema });

/** A product to put on a list; a product already on it gets the quantities added (then kept on the quantity grid). */
export const orderListItemInputSchema = z.object({ productId: idSchema, quantity: quantitySchema });
export type OrderListItemInput = z.input<typeof orderListItemInputSchema>;

/** POST /ratchet/order/list: a new list, optionally with first items (e.g. 'add to a new list' from a product). */
export const createOrderListBodySchema = z.object({
  name: nameSchema,
  privacy: orderListPrivacySchema,
  items: z.array(orderListItemInputSchema).max(orderListMaxItems).default([]),
});
export type CreateOrderListBody = z.input<typeof createOrderListBodySchema>;

/** PATCH /ratchet/order/list/{id}: rename, change privacy (creator only), change item quantities. */
export const updateOrderListBodySchema = z.object({
  name: nameSchema.optional(),
  privacy: orderListPrivacySchema.optional(),
  items: z
    .array(z.object({ id: idSchema, quantity: quantitySchema }))
    .max(orderListMaxItems)
    .optional(),
});
export type UpdateOrderListBody = z.input<typeof updateOrderListBodySchema>;

/** POST /ratchet/order/list/{id}/items. */
export const addOrderListItemsBodySchema = z.object({
  items: z.array(orderListItemInputSchema).min(1).max(orderListMaxItems),
});
export type AddOrderListItemsBody = z.input<typeof addOrderListItemsBodySchema>;

/** DELETE /ratchet/order/list/{id}/items: the items to remove (ids of this list; others are ignored). */
export const removeOrderListItemsBodySchema = z.object({
  ids: z.array(idSchema).min(1).max(orderListMaxItems),
});
export type RemoveOrderListItemsBody = z.input<typeof removeOrderListItemsBodySchema>;

export const deleteOrderListResponseSchema = z.object({
  deleted: z.string(),
  apiAlias: z.literal('ratchet_order_list_delete'),
});
