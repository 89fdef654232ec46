import { canSeePrices, canSeeStock } from '@ratchet/store-api-contract';
import type {
  Cart,
  CartError,
  CartProductLineItem,
  CartPromotionLineItem,
  PaymentMethodId,
  ShippingMethodId,
  Totals,
} from '@ratchet/store-api-contract';
import type { RequestContext } from '../../platform/http/env';
import { presentMedia } from '../catalog';
import { freeShippingLimit, type CartCalculation } from './domain/calculateCart';
import { cartDeliveryDate, lineDeliveryDate } from './domain/deliveryDate';
import { ecoNoticeText } from './domain/ecoNotice';
import type { CartLineRow, CartPromotionRow, LoadedCartSettings } from './repo';

const price = (unitPrice: number, quantity: number, totalPrice: number, tax: number, taxRate: number) => ({
  unitPrice,
  quantity,
  totalPrice,
  calculatedTaxes: [{ tax, taxRate, price: totalPrice, apiAlias: 'cart_tax_calculated' as const }],
  apiAlias: 'calculated_price' as const,
});

/** What the cart answer is built from: the context, its lines, settings and their calculation. */
export interface CartView {
  context: RequestContext;
  /** The cart row's id (null: no cart yet). */
  cartId: string | null;
  methods: { paymentMethod: PaymentMethodId; shippingMethod: ShippingMethodId };
  lines: readonly CartLineRow[];
  promotions: readonly CartPromotionRow[];
  settings: LoadedCartSettings;
  calc: CartCalculation;
  /** The shop's calendar day (delivery dates count from it). */
  today: string;
  /** Locale code of the context's language (names and notices). */
  localeCode: string | null;
  /** Public origin of media URLs (server configuration). */
  publicUrl: string;
}

/** Cart error parameters that are amounts: left out for customers who may not see prices (storefront.md §8, §6). */
const amountParameters = new Set(['minimumValue', 'additionalCost', 'creditLimit', 'openBalance', 'budgetRemaining']);

/** A cart error as the viewer may see it: without amounts when prices are withheld. */
export function presentCartError(error: CartError, showPrices: boolean): CartError {
  if (showPrices) return error;
  return {
    ...error,
    parameters: Object.fromEntries(Object.entries(error.parameters).filter(([name]) => !amountParameters.has(name))),
  };
}

/** A promotion's name in the locale (names per locale code; en-GB, then the code as fallbacks). */
export function promotionName(names: Record<string, string> | string, locale: string | null, code: string): string {
  const byLocale = (typeof names === 'string' ? JSON.parse(names) : names) as Record<string, string>;
  const language = locale?.slice(0, 2);
  return (
    (locale ? byLocale[locale] : undefined) ??
    Object.entries(byLocale).find(([key]) => key.slice(0, 2) === language)?.[1] ??
    byLocale['en-GB'] ??
    code
  );
}

/** The totals breakdown of a calculation (cart and order answers). */
export function presentTotals(calc: CartCalculation): Totals {
  return {
    goodsNet: calc.goodsTotal,
    discountNet: calc.discountTotal,
    shippingNet: calc.shippingCost,
    additionalCostNet: calc.additionalCost,
    net: calc.netTotal,
    taxes: calc.taxes.map((tax) => ({ ...tax, apiAlias: 'cart_tax_calculated' as const })),
    taxTotal: calc.taxTotal,
    gross: calc.total,
  };
}

/**
 * The cart answer (storefront.md §3 Cart). Prices are withheld through the contract's one visibility
 * rule (no ROLE_VIEW_PRICES → no prices, also none in the errors' parameters), stock, delivery times and
 * delivery dates are shown to customers only.
 */
export function presentCart(view: CartView): Cart {
  const { context, cartId, methods, lines, promotions, settings, calc, today, localeCode, publicUrl } = view;
  const showPrices = canSeePrices(context.customer);
  const loggedIn = canSeeStock(context.customer);
  const byId = new Map(calc.lines.map((line) => [line.id, line]));
  const lineDates = lines.map((line) =>
    lineDeliveryDate(today, {
      deliveryTime: { min: line.delivery_time_min, max: line.delivery_time_max, unit: line.delivery_time_unit },
      restockDays: line.restock_time_days,
      inStock: Number(line.stock) >= Number(line.quantity),
    }),
  );

  const productItems: CartProductLineItem[] = lines.map((line, index) => {
    const calculated = byId.get(line.id);
    const ecoFee = line.eco_fee === null ? null : Number(line.eco_fee);
    return {
      id: line.id,
      referencedId: line.product_id,
      type: 'product',
      label: line.name ?? line.product_number,
      quantity: Number(line.quantity),
      good: true,
      removable: true,
      stackable: true,
      payload: {
        productNumber: line.product_number,
        manufacturerId: line.manufacturer_id,
        propertyIds: line.property_ids ?? [],
        'article-float-qty': Number(line.purchase_steps) % 1 !== 0 || Number(line.min_purchase) % 1 !== 0,
        isCloseout: line.is_closeout,
        customFields: { order_detail_text: line.remark },
      },
      cover:
        line.cover_id === null
          ? null
          : presentMedia(
              {
                id: line.cover_id,
                kind: line.cover_kind ?? 'product',
                title: line.cover_title ?? '',
                alt: line.cover_alt,
              },
              publicUrl,
            ),
      articleLink: loggedIn && line.customer_sku !== null ? { customerSku: line.customer_sku } : null,
      price:
        showPrices && calculated
          ? price(calculated.unitPrice, calculated.quantity, calculated.totalPrice, calculated.tax, calculated.taxRate)
          : null,
      quantityInformation: {
        minPurchase: Number(line.min_purchase),
        maxPurchase: line.max_purchase === null ? null : Number(line.max_purchase),
        purchaseSteps: Number(line.purchase_steps),
      },
      deliveryInformation: {
        stock: loggedIn ? Number(line.stock) : null,
        deliveryTime: loggedIn
          ? { min: line.delivery_time_min, max: line.delivery_time_max, unit: line.delivery_time_unit }
          : null,
        restockTime: loggedIn ? line.restock_time_days : null,
        deliveryDate: loggedIn ? (lineDates[index] ?? null) : null,
        inStock: loggedIn ? Number(line.stock) >= Number(line.quantity) : null,
      },
      ecoNotice:
        ecoFee === null || ecoFee <= 0 ? null : { text: ecoNoticeText(localeCode), amount: showPrices ? ecoFee : null },
      apiAlias: 'cart_line_item',
    };
  });

  const calculatedPromotions = new Map(calc.promotions.map((promotion) => [promotion.id, promotion]));
  const promotionItems: CartPromotionLineItem[] =
    productItems.length === 0
      ? []
      : promotions.map((row) => {
          const calculated = calculatedPromotions.get(row.line_id);
          const total = calculated?.totalPrice ?? 0;
          return {
            id: row.line_id,
            referencedId: row.code,
            type: 'promotion',
            label: promotionName(row.names, localeCode, row.code),
            quantity: 1,
            good: false,
            removable: true,
            stackable: false,
            payload: {
              code: row.code,
              promotionId: row.id,
              discountType: row.discount_type,
              value: row.discount_type === 'absolute' && !showPrices ? null : Number(row.discount_value),
            },
            price: showPrices
              ? {
                  unitPrice: total,
                  quantity: 1,
                  totalPrice: total,
                  calculatedTaxes: (calculated?.taxes ?? []).map((tax) => ({
                    ...tax,
                    apiAlias: 'cart_tax_calculated' as const,
                  })),
                  apiAlias: 'calculated_price',
                }
              : null,
            apiAlias: 'cart_line_item',
          };
        });

  const taxes = calc.taxes.map((tax) => ({ ...tax, apiAlias: 'cart_tax_calculated' as const }));
  const shippingCosts = {
    unitPrice: calc.shippingCost,
    quantity: 1,
    totalPrice: calc.shippingCost,
    calculatedTaxes: [],
    apiAlias: 'calculated_price' as const,
  };
  const empty = productItems.length === 0;
  return {
    token: context.token,
    name: 'sales-channel',
    lineItems: [...productItems, ...promotionItems],
    errors: Object.fromEntries(calc.errors.map((error) => [error.key, presentCartError(error, showPrices)])),
    price: showPrices
      ? {
          netPrice: calc.netTotal,
          totalPrice: calc.total,
          positionPrice: calc.positionTotal,
          rawTotal: calc.total,
          taxStatus: 'net',
          calculatedTaxes: taxes,
          apiAlias: 'cart_price',
        }
      : null,
    deliveries: empty
      ? []
      : [
          {
            shippingMethod: { id: methods.shippingMethod, name: methods.shippingMethod, apiAlias: 'shipping_method' },
            shippingCosts: showPrices ? shippingCosts : null,
            deliveryDate: loggedIn ? cartDeliveryDate(lineDates) : null,
            apiAlias: 'cart_delivery',
          },
        ],
    transactions: empty
      ? []
      : [
          {
            paymentMethodId: methods.paymentMethod,
            amount: showPrices
              ? {
                  unitPrice: calc.total,
                  quantity: 1,
                  totalPrice: calc.total,
                  calculatedTaxes: [],
                  apiAlias: 'calculated_price',
                }
              : null,
            apiAlias: 'cart_transaction',
          },
        ],
    extensions: {
      minimumCartValue:
        showPrices && settings.minimumOrderValue > 0
          ? {
              minimumValue: settings.minimumOrderValue,
              additionalCost: settings.minimumOrderAdditionalCost,
              reached: calc.minimumValueReached,
            }
          : null,
      shipping: showPrices
        ? { limitForFreeShipping: freeShippingLimit, missingForFreeShipping: calc.missingForFreeShipping }
        : null,
      totals: showPrices ? presentTotals(calc) : null,
      allowedPaymentMethods: calc.allowedPaymentMethods,
      orderFlowBudget:
        settings.flowBudgetRemaining !== null && settings.flowBudget !== null && showPrices
          ? {
              budget: settings.flowBudget,
              budgetRemaining: settings.flowBudgetRemaining,
              approveFrom: settings.flowApproveFrom ?? null,
            }
          : null,
      orderReferenceBudget:
        showPrices && settings.orderReferenceBudget != null && settings.orderReferenceBudgetRemaining != null
          ? { budget: settings.orderReferenceBudget, budgetRemaining: settings.orderReferenceBudgetRemaining }
          : null,
      'order-reference-id': {
        orderReferenceId: settings.orderReference?.id ?? null,
        name: settings.orderReference?.name ?? null,
      },
      orderApproval: {
        action: (settings.approvalReasons ?? []).length > 0 ? 'request' : 'place',
        reasons: settings.approvalReasons ?? [],
      },
      idempotencyKey: empty ? null : cartId,
    },
    apiAlias: 'cart',
  };
}
