import { z } from 'zod';
import { criteriaSchema, mediaSchema } from '../common/criteria';
import { pickupLocationCodes, shippingOptions } from '../rules/checkout';
import { isIsoDate } from '../rules/dates';
import {
  customerCommentMaxLength,
  fileNumberMaxLength,
  idempotencyKeyLength,
  orderReferenceMaxLength,
  promotionCodeMaxLength,
} from '../rules/limits';

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

/** A date range as ISO calendar dates (`YYYY-MM-DD`). */
export const deliveryDateSchema = z.object({ earliest: z.string(), latest: z.string() });
export type DeliveryDate = z.infer<typeof deliveryDateSchema>;

/** One product line (storefront.md §3 Cart line: quantity, remark, stock, delivery date, net total, VAT, eco notice). */
export const cartProductLineItemSchema = z.object({
  id: z.string(),
  referencedId: z.string(),
  type: z.literal('product'),
  label: z.string(),
  quantity: z.number(),
  good: z.boolean(),
  removable: z.boolean(),
  stackable: z.boolean(),
  payload: lineItemPayloadSchema,
  /** The product's cover image (Shopware `lineItem.cover`), null when it has none. */
  cover: mediaSchema.nullable(),
  /** The logged-in customer's own article number for the product (account-area.md §3 Article link). */
  articleLink: z.object({ customerSku: z.string() }).nullable(),
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
    /**
     * Expected delivery dates of this line (shop calendar, working days): the delivery time from today when
     * the stock covers the quantity, plus the restock time when it does not. Null for anonymous visitors.
     */
    deliveryDate: deliveryDateSchema.nullable(),
    /** True when the stock covers the line's quantity (false: the rest goes to backorder). Null for visitors. */
    inStock: z.boolean().nullable(),
  }),
  /**
   * Eco notice (recycling contribution, e.g. Recupel / WEEE) where the product carries one: `text` is the notice,
   * `amount` the net contribution per unit included in the price (null when prices are withheld). Null when none.
   */
  ecoNotice: z.object({ text: z.string(), amount: money.nullable() }).nullable(),
  apiAlias: z.literal('cart_line_item'),
});
export type CartProductLineItem = z.infer<typeof cartProductLineItemSchema>;

/**
 * A promotion line (Shopware line item of type `promotion`, storefront.md §3 Cart): added with
 * addLineItem `{ type: 'promotion', referencedId: code }`, removed with removeLineItem by its id.
 * Its price is the (negative) net discount, null when prices are withheld.
 */
export const cartPromotionLineItemSchema = z.object({
  id: z.string(),
  /** The promotion code. */
  referencedId: z.string(),
  type: z.literal('promotion'),
  /** The promotion's name in the context language. */
  label: z.string(),
  quantity: z.literal(1),
  good: z.literal(false),
  removable: z.literal(true),
  stackable: z.literal(false),
  payload: z.object({
    code: z.string(),
    promotionId: z.string(),
    discountType: z.enum(['percentage', 'absolute']),
    /** Percent for `percentage`; the net amount for `absolute` (null when prices are withheld). */
    value: z.number().nullable(),
  }),
  price: calculatedPriceSchema.nullable(),
  apiAlias: z.literal('cart_line_item'),
});
export type CartPromotionLineItem = z.infer<typeof cartPromotionLineItemSchema>;

/** One cart line: a product or a promotion (narrow on `type`). */
export const cartLineItemSchema = z.discriminatedUnion('type', [
  cartProductLineItemSchema,
  cartPromotionLineItemSchema,
]);
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/**
 * A cart error (storefront.md §8): `messageKey` is one of `cartErrorKeys`. Amounts in `parameters`
 * (minimumValue, additionalCost, creditLimit, openBalance, budgetRemaining) are left out for customers
 * without ROLE_VIEW_PRICES.
 */
export const cartErrorSchema = z.object({
  key: z.string(),
  messageKey: z.string(),
  message: z.string(),
  level: z.union([z.literal(0), z.literal(10), z.literal(20)]),
  block: z.boolean(),
  parameters: z.record(z.string(), z.unknown()),
});
export type CartError = z.infer<typeof cartErrorSchema>;

/**
 * The totals broken down as the cart summary and the order confirmation show them (net B2B; storefront.md §3
 * Cart, §4 Cart): goods (product lines), discount (promotion lines, ≤ 0), shipping, additional cost (minimum
 * order value not reached), net total, VAT per rate, VAT total and gross total.
 */
export const totalsSchema = z.object({
  goodsNet: money,
  discountNet: money,
  shippingNet: money,
  additionalCostNet: money,
  net: money,
  taxes: z.array(calculatedTaxSchema),
  taxTotal: money,
  gross: money,
});
export type Totals = z.infer<typeof totalsSchema>;

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
      /** Net shipping costs (0 once free shipping is reached); null when prices are withheld. */
      shippingCosts: calculatedPriceSchema.nullable(),
      /** Delivery dates of the whole cart (its latest line); null for visitors. */
      deliveryDate: deliveryDateSchema.nullable(),
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
    /** The minimum order value; `additionalCost` is charged while `reached` is false. Null without prices or limit. */
    minimumCartValue: z.object({ minimumValue: money, additionalCost: money, reached: z.boolean() }).nullable(),
    /**
     * Free-shipping limit (account-area.md §9 limitForFreeShipping, for standard delivery) and the amount of
     * goods (net, after discounts) still missing; 0 when reached. Null when prices are withheld.
     */
    shipping: z.object({ limitForFreeShipping: money, missingForFreeShipping: money }).nullable(),
    /**
     * The totals broken down as the cart summary shows them (net B2B): goods (product lines), discount
     * (promotion lines, ≤ 0), shipping, additional cost (minimum order value not reached), net total,
     * VAT per rate, VAT total and gross total. Null when prices are withheld.
     */
    totals: totalsSchema.nullable(),
    /** Payment methods allowed for this cart (credit limit may restrict them). */
    allowedPaymentMethods: z.array(z.enum(paymentMethodIds)),
    /**
     * The customer's flow (storefront.md §3 orderFlowBudget): budget per period and what is left now (live), and
     * the approveFrom threshold. Null without an active flow or when prices are withheld.
     */
    orderFlowBudget: z
      .object({ budget: money, budgetRemaining: money, approveFrom: money.nullable().optional() })
      .nullable(),
    /** The cart's order reference budget and what is left now (storefront.md §3 orderReferenceBudget); null without one. */
    orderReferenceBudget: z.object({ budget: money, budgetRemaining: money }).nullable().optional(),
    /** The order reference assigned to the cart (storefront.md §3 order-reference-id). */
    'order-reference-id': z.object({ orderReferenceId: z.string().nullable(), name: z.string().nullable() }).optional(),
    /**
     * Whether checkout places the order or requests it (account-area.md §4 "Request the order"): `request` when
     * the customer lacks ROLE_PLACE_ORDERS or the total reaches the flow's approveFrom; `reasons` say which.
     */
    orderApproval: z
      .object({ action: z.enum(['place', 'request']), reasons: z.array(z.enum(['missingPermission', 'approveFrom'])) })
      .optional(),
    /**
     * The key to send as createOrder's `idempotencyKey` (the cart's identity): every tab and every retry of this
     * cart sends the same key, so the cart is ordered once. Null for an empty cart.
     */
    idempotencyKey: z.string().nullable(),
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
          /** `promotion`: `referencedId` is the promotion code (Shopware); quantity and payload are ignored. */
          type: z.enum(['product', 'promotion']).default('product'),
          referencedId: z.string().max(Math.max(64, promotionCodeMaxLength)).optional(),
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

/** A one-time shipping address entered at checkout (not saved in the address book). */
export const oneTimeAddressSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  company: z.string().trim().max(200).nullable().optional(),
  street: z.string().trim().min(1).max(200),
  zipcode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  /** ISO 3166-1 alpha-2 country code of a delivery country (AT, BE, DE, FR, LU, NL). */
  countryIso: z.enum(['AT', 'BE', 'DE', 'FR', 'LU', 'NL']),
});
export type OneTimeAddress = z.infer<typeof oneTimeAddressSchema>;

const isoDateSchema = z.string().refine(isIsoDate, { message: 'Expected an ISO date (YYYY-MM-DD)' });

/**
 * Create the order from the cart (storefront.md §3 Order, account-area.md §2 /checkout). Everything is optional:
 * methods default to the cart's (set with updateContext), addresses to the customer's defaults.
 */
export const createOrderBodySchema = z
  .object({
    customerComment: z.string().max(customerCommentMaxLength).optional(),
    /** Checked on the server: at most {@link orderReferenceMaxLength} characters (400 RATCHET__ORDER_REFERENCE_TOO_LONG). */
    orderReference: z.string().max(1000).optional(),
    /** File number (feature flag orderReferenceSuffixAndFileNumber), at most {@link fileNumberMaxLength} characters. */
    fileNumber: z.string().trim().max(fileNumberMaxLength).optional(),
    paymentMethodId: z.enum(paymentMethodIds).optional(),
    /** `pickup` is the shipping option pickup (then `pickupLocation` is required); others are delivery. */
    shippingMethodId: z.enum(shippingMethodIds).optional(),
    /** Branch to pick up at (account-area.md §3 branch codes); required with shipping method pickup. */
    pickupLocation: z.enum(pickupLocationCodes).optional(),
    /** Desired delivery date: not in the past, not today, not on a weekend (rules/dates.ts; 400 RATCHET__INVALID_DELIVERY_DATE). */
    desiredDeliveryDate: isoDateSchema.optional(),
    /** One of the company's addresses (readable through the address book); default: the customer's default billing address. */
    billingAddressId: z.uuid().optional(),
    /** One of the company's addresses; default: the customer's default shipping address. Ignored with `shippingAddress`. */
    shippingAddressId: z.uuid().optional(),
    /** A one-time shipping address for this order only. */
    shippingAddress: oneTimeAddressSchema.optional(),
    /**
     * Idempotency key (also accepted as the `Idempotency-Key` header): repeating createOrder with the same key
     * answers the order already placed instead of placing another. Send `cart.extensions.idempotencyKey`.
     */
    idempotencyKey: z.string().min(idempotencyKeyLength.min).max(idempotencyKeyLength.max).optional(),
  })
  .optional();
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/**
 * One order line; `backorder` says the product was ordered beyond its stock. A promotion line (`type`
 * 'promotion') has no product: `productId` is null and `referencedId` is the promotion code.
 */
export const orderLineItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  productId: z.string().nullable(),
  referencedId: z.string(),
  type: z.enum(['product', 'promotion']),
  label: z.string(),
  quantity: z.number(),
  unitPrice: money.nullable(),
  totalPrice: money.nullable(),
  /** VAT rate of the line in percent (a promotion line: the rate of its largest share). */
  taxRate: z.number(),
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
  /** File number (feature flag orderReferenceSuffixAndFileNumber). */
  fileNumber: z.string().nullable(),
  /** Delivery or pickup (account-area.md §3 shipping option). */
  shippingOption: z.enum(shippingOptions),
  /** Branch code for pickup orders, else null. */
  pickupLocation: z.enum(pickupLocationCodes).nullable(),
  /** The desired delivery date (ISO), null when none was chosen. */
  desiredDeliveryDate: z.string().nullable(),
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
  /** The totals as the cart showed them (same fields as the cart's `extensions.totals`); null when prices are withheld. */
  totals: totalsSchema.nullable(),
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

/** Path of readOrderDetail: the order's id (UUID) or its order number. */
export const orderDetailPathSchema = z.object({ orderId: z.string().min(1).max(64) });

/** Shopware criteria body of the method lists (accepted and ignored apart from `onlyAvailable`). */
export const methodListBodySchema = criteriaSchema
  .extend({
    /** Only methods that can be used for the current cart (payment: the credit limit may exclude some). */
    onlyAvailable: z.boolean().optional(),
  })
  .catchall(z.unknown())
  .optional();

/** A pickup branch (account-area.md §3 branch codes). */
export const pickupLocationSchema = z.object({
  code: z.enum(pickupLocationCodes),
  /** The branch's name (town). */
  name: z.string(),
  apiAlias: z.literal('ratchet_pickup_location'),
});
export type PickupLocation = z.infer<typeof pickupLocationSchema>;

/** A shipping method (Shopware `shipping_method`), with its option, costs and, for pickup, the branches. */
export const shippingMethodSchema = z.object({
  id: z.enum(shippingMethodIds),
  technicalName: z.enum(shippingMethodIds),
  /** Name in the context language. */
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  /** Delivery or pickup (account-area.md §3 shipping option). */
  shippingOption: z.enum(shippingOptions),
  /** Net shipping costs below the free-shipping limit; null when prices are withheld. */
  price: money.nullable(),
  /** Net goods value from which this method is free, null when it never is (or prices are withheld). */
  freeFrom: money.nullable(),
  /** Delivery time of the method itself in working days. */
  deliveryTime: z.object({ min: z.number(), max: z.number(), unit: z.literal('day') }),
  /** The branches to pick up at (pickup only; empty otherwise). */
  pickupLocations: z.array(pickupLocationSchema),
  /** True when this method can be used for the current cart (express: every line in stock). */
  available: z.boolean(),
  apiAlias: z.literal('shipping_method'),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** readShippingMethod answer. */
export const shippingMethodListSchema = z.object({
  total: z.number().int(),
  elements: z.array(shippingMethodSchema),
  apiAlias: z.literal('shipping_method_route_response'),
});

/** A payment method (Shopware `payment_method`). */
export const paymentMethodSchema = z.object({
  id: z.enum(paymentMethodIds),
  technicalName: z.enum(paymentMethodIds),
  /** Name in the context language. */
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  /** False when the credit limit is reached and the method is not pay in advance or credit card (storefront.md §8). */
  available: z.boolean(),
  apiAlias: z.literal('payment_method'),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** readPaymentMethod answer. */
export const paymentMethodListSchema = z.object({
  total: z.number().int(),
  elements: z.array(paymentMethodSchema),
  apiAlias: z.literal('payment_method_route_response'),
});
