import { cartErrorKeys } from '@ratchet/store-api-contract';
import type { CartError, PaymentMethodId, ShippingMethodId } from '@ratchet/store-api-contract';

/**
 * Cart calculation (storefront.md §3 Cart, §8 cart errors; account-area.md §9 limits).
 * Pure: prices are net (B2B), all sums run in euro cents so they never drift.
 */

/** Shipping cost per method (net, EUR) below the free-shipping limit. */
export const shippingCostByMethod: Record<ShippingMethodId, number> = { standard: 9.9, express: 24.9, pickup: 0 };
/** From this net position total on, standard shipping is free (account-area.md §9 limitForFreeShipping). */
export const freeShippingLimit = 250;
/** Payment methods that stay allowed once the credit limit is reached (storefront.md §8). */
export const creditLimitPaymentMethods: readonly PaymentMethodId[] = ['prepayment', 'credit_card'];
const allPaymentMethods: readonly PaymentMethodId[] = ['invoice', 'direct_debit', 'prepayment', 'credit_card'];

/** One line as the calculation needs it. */
export interface PricedLine {
  id: string;
  quantity: number;
  /** Net unit price (customer price when one exists). */
  unitPrice: number;
  /** VAT rate in percent. */
  taxRate: number;
  /** Stock available for this line's quantity (false: the line would be a backorder). */
  inStock: boolean;
}

/** A promotion code applied to the cart (storefront.md §3 Cart: line items of type promotion). */
export interface AppliedPromotion {
  /** The promotion line's id. */
  id: string;
  code: string;
  discountType: 'percentage' | 'absolute';
  /** Percent, or the net amount in EUR. */
  value: number;
}

/** A promotion line as calculated: its (negative) net discount split over the VAT rates of the goods. */
export interface CalculatedPromotion {
  id: string;
  code: string;
  /** Net discount, ≤ 0. */
  totalPrice: number;
  /** The discount per VAT rate (negative net amounts and taxes). */
  taxes: CalculatedTax[];
}

/** The company's and customer's limits that shape the cart. */
export interface CartSettings {
  minimumOrderValue: number;
  minimumOrderAdditionalCost: number;
  /** Null: no credit limit. */
  creditLimit: number | null;
  /** Amount already used of the credit limit (open invoices). */
  openBalance: number;
  paymentMethod: PaymentMethodId;
  shippingMethod: ShippingMethodId;
  /** Remaining budget of the customer's order flow, or null when the customer is in no flow. */
  flowBudgetRemaining: number | null;
  /** The flow's approveFrom threshold (issue 12), or null. */
  flowApproveFrom?: number | null;
  /** The budget of the cart's order reference and what is left of it now (issue 12); null without one. */
  orderReferenceBudget?: number | null;
  orderReferenceBudgetRemaining?: number | null;
  /** The order reference assigned to the cart (storefront.md §3 order-reference-id). */
  orderReference?: { id: string; name: string } | null;
  /** Why checkout must request the order instead of placing it (issue 12); empty: placed directly. */
  approvalReasons?: Array<'missingPermission' | 'approveFrom'>;
}

export interface CalculatedTax {
  taxRate: number;
  /** Net amount taxed at this rate. */
  price: number;
  tax: number;
}

export interface CalculatedLine {
  id: string;
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  tax: number;
  taxRate: number;
}

export interface CartCalculation {
  lines: CalculatedLine[];
  promotions: CalculatedPromotion[];
  /** Sum of the product line totals (net). */
  goodsTotal: number;
  /** Sum of the promotion lines (net, ≤ 0). */
  discountTotal: number;
  /** Goods plus discount (net): the position price; free shipping and the minimum value are judged on it. */
  positionTotal: number;
  shippingCost: number;
  /** Additional cost charged below the minimum order value. */
  additionalCost: number;
  netTotal: number;
  taxes: CalculatedTax[];
  taxTotal: number;
  /** Gross total. */
  total: number;
  /** Still missing for free standard shipping (0 when reached). */
  missingForFreeShipping: number;
  minimumValueReached: boolean;
  allowedPaymentMethods: PaymentMethodId[];
  /** Keyed like Shopware's error collection. */
  errors: CartError[];
  /** True when a blocking error prevents ordering. */
  blocked: boolean;
}

const toCents = (euro: number) => Math.round(euro * 100);
const toEuro = (cents: number) => cents / 100;

/** Net line total in cents: unit price × quantity (two decimals), rounded half away from zero. */
function lineTotalCents(unitPrice: number, quantity: number): number {
  return Math.round((toCents(unitPrice) * Math.round(quantity * 100)) / 100);
}

function cartError(
  key: string,
  message: string,
  level: 0 | 10 | 20,
  parameters: Record<string, unknown> = {},
): CartError {
  return { key, messageKey: key, message, level, block: level === 20, parameters };
}

/**
 * Splits a discount (cents, ≥ 0) over the goods per VAT rate in proportion to their net amounts; the cents that
 * rounding leaves over go to the largest shares first, so the parts always add up to the discount.
 */
function splitByRate(discountCents: number, goodsByRate: ReadonlyMap<number, number>): Map<number, number> {
  const total = [...goodsByRate.values()].reduce((sum, cents) => sum + cents, 0);
  const parts = new Map<number, number>();
  if (total <= 0 || discountCents <= 0) return parts;
  const exact = [...goodsByRate.entries()].map(([rate, cents]) => ({ rate, share: (discountCents * cents) / total }));
  for (const entry of exact) parts.set(entry.rate, Math.floor(entry.share));
  let left = discountCents - [...parts.values()].reduce((sum, cents) => sum + cents, 0);
  for (const entry of [...exact].sort((a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)))) {
    if (left <= 0) break;
    parts.set(entry.rate, (parts.get(entry.rate) ?? 0) + 1);
    left -= 1;
  }
  return parts;
}

/**
 * Discounts of the promotions in their order, each on the goods left after the ones before (never below zero):
 * a percentage per VAT rate of the goods, an absolute amount split over the rates in proportion.
 */
function calculatePromotions(
  promotions: readonly AppliedPromotion[],
  goodsByRate: ReadonlyMap<number, number>,
): { promotions: CalculatedPromotion[]; discountByRate: Map<number, number> } {
  const remaining = new Map(goodsByRate);
  const discountByRate = new Map<number, number>();
  const calculated: CalculatedPromotion[] = [];
  for (const promotion of promotions) {
    let parts: Map<number, number>;
    if (promotion.discountType === 'percentage') {
      parts = new Map(
        [...remaining.entries()].map(([rate, cents]) => [
          rate,
          Math.round((cents * Math.min(promotion.value, 100)) / 100),
        ]),
      );
    } else {
      const left = [...remaining.values()].reduce((sum, cents) => sum + cents, 0);
      parts = splitByRate(Math.min(toCents(promotion.value), left), remaining);
    }
    const taxes: CalculatedTax[] = [];
    let totalCents = 0;
    for (const [rate, cents] of [...parts.entries()].sort(([a], [b]) => a - b)) {
      if (cents <= 0) continue;
      remaining.set(rate, (remaining.get(rate) ?? 0) - cents);
      discountByRate.set(rate, (discountByRate.get(rate) ?? 0) + cents);
      totalCents += cents;
      taxes.push({ taxRate: rate, price: toEuro(-cents), tax: toEuro(-Math.round((cents * rate) / 100)) });
    }
    calculated.push({ id: promotion.id, code: promotion.code, totalPrice: toEuro(-totalCents), taxes });
  }
  return { promotions: calculated, discountByRate };
}

/** Calculates totals, taxes, shipping, minimum-value surcharge, allowed payment methods and cart errors. */
export function calculateCart(
  lines: readonly PricedLine[],
  settings: CartSettings,
  appliedPromotions: readonly AppliedPromotion[] = [],
): CartCalculation {
  const calculated: CalculatedLine[] = lines.map((line) => {
    const totalCents = lineTotalCents(line.unitPrice, line.quantity);
    return {
      id: line.id,
      unitPrice: toEuro(toCents(line.unitPrice)),
      quantity: line.quantity,
      totalPrice: toEuro(totalCents),
      tax: toEuro(Math.round((totalCents * line.taxRate) / 100)),
      taxRate: line.taxRate,
    };
  });
  const goodsCents = calculated.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  const empty = lines.length === 0;
  const goodsByRate = new Map<number, number>();
  for (const line of calculated)
    goodsByRate.set(line.taxRate, (goodsByRate.get(line.taxRate) ?? 0) + toCents(line.totalPrice));
  const { promotions, discountByRate } = calculatePromotions(empty ? [] : appliedPromotions, goodsByRate);
  const discountCents = [...discountByRate.values()].reduce((sum, cents) => sum + cents, 0);
  const positionCents = goodsCents - discountCents;

  const freeShippingCents = toCents(freeShippingLimit);
  let shippingCents = empty ? 0 : toCents(shippingCostByMethod[settings.shippingMethod]);
  if (settings.shippingMethod === 'standard' && positionCents >= freeShippingCents) shippingCents = 0;

  const minimumCents = toCents(settings.minimumOrderValue);
  const minimumValueReached = empty || positionCents >= minimumCents;
  const additionalCents = minimumValueReached ? 0 : toCents(settings.minimumOrderAdditionalCost);

  // Shipping and the surcharge are taxed at the highest rate in the cart (decisions.md).
  const highestRate = calculated.reduce((max, line) => Math.max(max, line.taxRate), 0);
  const netByRate = new Map<number, number>();
  for (const [rate, cents] of goodsByRate) netByRate.set(rate, cents - (discountByRate.get(rate) ?? 0));
  if (!empty) netByRate.set(highestRate, (netByRate.get(highestRate) ?? 0) + shippingCents + additionalCents);
  const taxes: CalculatedTax[] = [...netByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([taxRate, netCents]) => ({
      taxRate,
      price: toEuro(netCents),
      tax: toEuro(Math.round((netCents * taxRate) / 100)),
    }));

  const netCents = positionCents + shippingCents + additionalCents;
  const taxCents = taxes.reduce((sum, entry) => sum + toCents(entry.tax), 0);
  const totalCents = netCents + taxCents;

  const errors: CartError[] = [];
  if (!minimumValueReached) {
    errors.push(
      cartError(cartErrorKeys.underMinimumValue, 'The order total is below your minimum order value.', 10, {
        minimumValue: settings.minimumOrderValue,
        additionalCost: settings.minimumOrderAdditionalCost,
      }),
    );
  }

  let allowedPaymentMethods = [...allPaymentMethods];
  if (
    !empty &&
    settings.creditLimit !== null &&
    toCents(settings.openBalance) + totalCents > toCents(settings.creditLimit)
  ) {
    allowedPaymentMethods = [...creditLimitPaymentMethods];
    errors.push(
      cartError(cartErrorKeys.underCreditLimit, 'Your credit limit is reached: pay in advance or by credit card.', 10, {
        creditLimit: settings.creditLimit,
        openBalance: settings.openBalance,
      }),
    );
  }
  if (!empty && !allowedPaymentMethods.includes(settings.paymentMethod)) {
    errors.push(
      cartError(
        cartErrorKeys.paymentMethodBlocked,
        `The payment method ${settings.paymentMethod} is not available.`,
        20,
        {
          paymentMethod: settings.paymentMethod,
        },
      ),
    );
  }
  // Express delivery needs every line in stock.
  if (!empty && settings.shippingMethod === 'express' && lines.some((line) => !line.inStock)) {
    errors.push(
      cartError(cartErrorKeys.shippingMethodBlocked, 'Express shipping is not available for items not in stock.', 20, {
        shippingMethod: settings.shippingMethod,
      }),
    );
  }
  if (!empty && settings.flowBudgetRemaining !== null && toCents(settings.flowBudgetRemaining) < totalCents) {
    errors.push(
      cartError(cartErrorKeys.flowBudgetBlocked, 'The remaining budget of your flow is not sufficient.', 20, {
        budgetRemaining: settings.flowBudgetRemaining,
      }),
    );
  }
  const referenceRemaining = settings.orderReferenceBudgetRemaining ?? null;
  if (!empty && referenceRemaining !== null && toCents(referenceRemaining) < totalCents) {
    errors.push(
      cartError(
        cartErrorKeys.orderReferenceBudgetBlocked,
        'The remaining budget of the order reference is not sufficient.',
        20,
        { budgetRemaining: referenceRemaining },
      ),
    );
  }

  return {
    lines: calculated,
    promotions,
    goodsTotal: toEuro(goodsCents),
    discountTotal: toEuro(-discountCents),
    positionTotal: toEuro(positionCents),
    shippingCost: toEuro(shippingCents),
    additionalCost: toEuro(additionalCents),
    netTotal: toEuro(netCents),
    taxes,
    taxTotal: toEuro(taxCents),
    total: toEuro(totalCents),
    missingForFreeShipping: toEuro(Math.max(0, freeShippingCents - positionCents)),
    minimumValueReached,
    allowedPaymentMethods,
    errors,
    blocked: errors.some((error) => error.block),
  };
}
