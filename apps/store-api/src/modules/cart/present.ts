import { canSeePrices, canSeeStock } from '@ratchet/store-api-contract';
import type { Cart, CartProductLineItem, PaymentMethodId, ShippingMethodId } from '@ratchet/store-api-contract';
import type { RequestContext } from '../../platform/http/env';
import { freeShippingLimit, type CartCalculation } from './domain/calculateCart';
import type { CartLineRow, LoadedCartSettings } from './repo';

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
  methods: { paymentMethod: PaymentMethodId; shippingMethod: ShippingMethodId };
  lines: readonly CartLineRow[];
  settings: LoadedCartSettings;
  calc: CartCalculation;
}

/**
 * The cart answer (storefront.md §3 Cart). Prices are withheld through the contract's one visibility
 * rule (no ROLE_VIEW_PRICES → no prices), stock and delivery times are shown to customers only.
 */
export function presentCart({ context, methods, lines, settings, calc }: CartView): Cart {
  const showPrices = canSeePrices(context.customer);
  const loggedIn = canSeeStock(context.customer);
  const byId = new Map(calc.lines.map((line) => [line.id, line]));

  const lineItems: CartProductLineItem[] = lines.map((line) => {
    const calculated = byId.get(line.id);
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
      cover: null,
      articleLink: null,
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
        deliveryDate: null,
        inStock: loggedIn ? Number(line.stock) >= Number(line.quantity) : null,
      },
      ecoNotice: null,
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
  return {
    token: context.token,
    name: 'sales-channel',
    lineItems,
    errors: Object.fromEntries(calc.errors.map((error) => [error.key, error])),
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
    deliveries:
      lineItems.length === 0
        ? []
        : [
            {
              shippingMethod: { id: methods.shippingMethod, name: methods.shippingMethod, apiAlias: 'shipping_method' },
              shippingCosts: showPrices ? shippingCosts : null,
              deliveryDate: null,
              apiAlias: 'cart_delivery',
            },
          ],
    transactions:
      lineItems.length === 0
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
      totals: null,
      allowedPaymentMethods: calc.allowedPaymentMethods,
      orderFlowBudget:
        settings.flowBudgetRemaining !== null && settings.flowBudget !== null && showPrices
          ? { budget: settings.flowBudget, budgetRemaining: settings.flowBudgetRemaining }
          : null,
      idempotencyKey: null,
    },
    apiAlias: 'cart',
  };
}
