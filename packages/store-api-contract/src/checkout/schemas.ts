import { z } from 'zod';
import { criteriaSchema } from '../common/criteria';

import { orderReferenceMaxLength } from '../rules/limits';

export { orderReferenceMaxLength };

/** Payment methods the shop offers; a reached credit limit leaves only prepayment and credit card (storefront.md §8). */
export const paymentMethodIds = ['invoice', 'direct_debit', 'prepayment', 'credit_card'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];
/** Shipping methods the shop offers. */
export const shippingMethodIds = ['standard', 'express', 'pickup'] as const;
export type ShippingMethodId = (typeof shippingMethodIds)[number];

const money = z.number();

/** Tax of one rate (Shopware `calculated_tax`). */
export const calculatedTaxSchema = z.object({
  tax: money,
  taxRate: z.number(),
  price: money,
  apiAlias: z.literal('cart_tax_calculated'),
});

/** A calculated line price; null fields are never sent — the whole price is null when prices are withheld. */
export const calculatedPriceSchema = z.object({
  unitPrice: money,
  quantity: z.number(),
  totalPrice: money,
  calculatedTaxes: z.array(calculatedTaxSchema),
  apiAlias: z.literal('calculated_price'),
});

/** Line remark lives in `payload.customFields.order_detail_text` (storefront.md §3 Cart). */
export const lineItemPayloadSchema = z.object({
  productNumber: z.string(),
  manufacturerId: z.string().nullable(),
  propertyIds: z.array(z.string()),
  'article-float-qty': z.boolean(),
  isCloseout: z.boolean(),
  customFields: z.object({ order_detail_text: z.string().nullable() }),
});

/** One cart line (storefront.md §3 Cart line: quantity, remark, stock, delivery, net total, VAT). */
export const cartLineItemSchema = z.object({
  id: z.string(),
  referencedId: z.string(),
  type: z.literal('product'),
  label: z.string(),
  quantity: z.number(),
  good: z.boolean(),
  removable: z.boolean(),
  stackable: z.boolean(),
  payload: lineItemPayloadSchema,
  /** Null when the customer may not see prices (no ROLE_VIEW_PRICES). */
  price: calculatedPriceSchema.nullable(),
  quantityInformation: z.object({
    minPurchase: z.number(),
    maxPurchase: z.number().nullable(),
    purchaseSteps: z.number(),
  }),
  /** Stock and delivery time only for logged-in customers (storefront.md §6). */
  deliveryInformation: z.object({
    stock: z.number().nullable(),
    deliveryTime: z
      .object({ min: z.number(), max: z.number(), unit: z.enum(['day', 'week', 'month', 'year']) })
      .nullable(),
    restockTime: z.number().nullable(),
  }),
  apiAlias: z.literal('cart_line_item'),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/** A cart error (storefront.md §8): `messageKey` is one of `cartErrorKeys`. */
export const cartErrorSchema = z.object({
  key: z.string(),
  messageKey: z.string(),
  message: z.string(),
  level: z.union([z.literal(0), z.literal(10), z.literal(20)]),
  block: z.boolean(),
  parameters: z.record(z.string(), z.unknown()),
});
export type CartError = z.infer<typeof cartErrorSchema>;

/** The cart (storefront.md §3 Cart). Prices are null when withheld. */
export const cartSchema = z.object({
  token: z.string(),
  name: z.string(),
  lineItems: z.array(cartLineItemSchema),
  /** Keyed by error key, as Shopware serialises its error collection. */
  errors: z.record(z.string(), cartErrorSchema),
  price: z
    .object({
      netPrice: money,
      totalPrice: money,
      positionPrice: money,
      rawTotal: money,
      taxStatus: z.literal('net'),
      calculatedTaxes: z.array(calculatedTaxSchema),
      apiAlias: z.literal('cart_price'),
    })
    .nullable(),
  deliveries: z.array(
    z.object({
      shippingMethod: z.object({ id: z.string(), name: z.string(), apiAlias: z.literal('shipping_method') }),
      shippingCosts: calculatedPriceSchema.nullable(),
      apiAlias: z.literal('cart_delivery'),
    }),
  ),
  transactions: z.array(
    z.object({
      paymentMethodId: z.string(),
      amount: calculatedPriceSchema.nullable(),
      apiAlias: z.literal('cart_transaction'),
    }),
  ),
  extensions: z.object({
    minimumCartValue: z.object({ minimumValue: money, additionalCost: money, reached: z.boolean() }).nullable(),
    /** Free-shipping limit (account-area.md §9 limitForFreeShipping) and the amount still missing. */
    shipping: z.object({ limitForFreeShipping: money, missingForFreeShipping: money }).nullable(),
    /** Payment methods allowed for this cart (credit limit may restrict them). */
    allowedPaymentMethods: z.array(z.enum(paymentMethodIds)),
    orderFlowBudget: z.object({ budget: money, budgetRemaining: money }).nullable(),
  }),
  apiAlias: z.literal('cart'),
});
export type Cart = z.infer<typeof cartSchema>;

const quantitySchema = z.number().positive().max(1_000_000);
const remarkSchema = z.string().max(255).nullable();

/** Add one or several products (storefront.md §7: id, sku, quantity; `items: [...]`). */
export const addLineItemBodySchema = z.object({
  items: z
    .array(
      z
        .object({
          id: z.string().max(64).optional(),
          type: z.literal('product').default('product'),
          referencedId: z.string().max(64).optional(),
          /** Product number, used when referencedId is missing. */
          sku: z.string().max(64).optional(),
          quantity: quantitySchema.default(1),
          payload: z
            .object({ customFields: z.object({ order_detail_text: remarkSchema.optional() }).optional() })
            .optional(),
        })
        .refine((item) => item.referencedId !== undefined || item.sku !== undefined, {
          message: 'referencedId or sku is required',
          path: ['referencedId'],
        }),
    )
    .min(1)
    .max(500),
});
export type AddLineItemBody = z.input<typeof addLineItemBodySchema>;

/** Change quantities and remarks of existing lines. */
export const updateLineItemBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        quantity: z.number().max(1_000_000).optional(),
        payload: z
          .object({ customFields: z.object({ order_detail_text: remarkSchema.optional() }).optional() })
          .optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type UpdateLineItemBody = z.input<typeof updateLineItemBodySchema>;

/** Remove lines by id. */
export const removeLineItemBodySchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) });

/** Create the order from the cart. */
export const createOrderBodySchema = z
  .object({
    customerComment: z.string().max(2000).optional(),
    /** Checked on the server: at most {@link orderReferenceMaxLength} characters (400 RATCHET__ORDER_REFERENCE_TOO_LONG). */
    orderReference: z.string().max(1000).optional(),
    paymentMethodId: z.enum(paymentMethodIds).optional(),
    shippingMethodId: z.enum(shippingMethodIds).optional(),
  })
  .optional();
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** One order line; `backorder` says the product was ordered beyond its stock. */
export const orderLineItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  productId: z.string(),
  referencedId: z.string(),
  type: z.literal('product'),
  label: z.string(),
  quantity: z.number(),
  unitPrice: money.nullable(),
  totalPrice: money.nullable(),
  payload: z.object({
    productNumber: z.string(),
    customFields: z.object({ order_detail_text: z.string().nullable() }),
  }),
  backorder: z.boolean(),
  backorderQuantity: z.number(),
  apiAlias: z.literal('order_line_item'),
});

/** An address copied into the order when it was placed. */
export const orderAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
  countryId: z.string(),
  country: z.object({ id: z.string(), iso: z.string(), name: z.string() }),
  apiAlias: z.literal('order_address'),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** An order as the storefront reads it (storefront.md §3 Order). */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderDateTime: z.string(),
  orderReference: z.string().nullable(),
  customerComment: z.string().nullable(),
  customerId: z.string(),
  amountTotal: money.nullable(),
  amountNet: money.nullable(),
  shippingTotal: money.nullable(),
  additionalCost: money.nullable(),
  price: z
    .object({
      netPrice: money,
      totalPrice: money,
      positionPrice: money,
      calculatedTaxes: z.array(calculatedTaxSchema),
      taxStatus: z.literal('net'),
    })
    .nullable(),
  lineItems: z.array(orderLineItemSchema),
  /** Billing and shipping address as they were at ordering time. */
  addresses: z.array(orderAddressSchema),
  billingAddressId: z.string().nullable(),
  deliveries: z.array(
    z.object({
      shippingOrderAddressId: z.string().nullable(),
      shippingMethod: z.object({ id: z.string(), name: z.string() }),
      shippingCosts: z.object({ totalPrice: money }).nullable(),
    }),
  ),
  transactions: z.array(
    z.object({
      paymentMethod: z.object({ id: z.string(), name: z.string() }),
      amount: z.object({ totalPrice: money }).nullable(),
    }),
  ),
  stateMachineState: z.object({ technicalName: z.string() }),
  apiAlias: z.literal('order'),
});
export type Order = z.infer<typeof orderSchema>;

/** Read own orders (Shopware criteria: ids, page, limit, filter, sort, includes, total-count-mode). */
export const readOrderBodySchema = criteriaSchema
  .extend({
    ids: z.array(z.uuid()).max(100).optional(),
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(100).default(10),
  })
  .catchall(z.unknown())
  .optional();

/** The order list answer. */
export const readOrderResponseSchema = z.object({
  orders: z.object({
    elements: z.array(orderSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    apiAlias: z.literal('dal_entity_search_result'),
  }),
  paymentChangeable: z.record(z.string(), z.boolean()),
  apiAlias: z.literal('order_route_response'),
});
