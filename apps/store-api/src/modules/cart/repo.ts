import { randomUUID } from 'node:crypto';
import { canSeePrices } from '@ratchet/store-api-contract';
import type { Cart, CartLineItem, PaymentMethodId, ShippingMethodId } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import { calculateCart, freeShippingLimit, type CartCalculation, type CartSettings } from './domain/calculateCart';
import type { RequestContext } from '../../platform/http/env';

/** Who owns a cart: the customer when logged in, else the anonymous context token. */
export type CartOwner = { customerId: string } | { contextToken: string };

export function cartOwner(context: RequestContext): CartOwner {
  return context.customer ? { customerId: context.customer.id } : { contextToken: context.token };
}

interface CartRow {
  id: string;
  payment_method: PaymentMethodId;
  shipping_method: ShippingMethodId;
}

/** The owner's cart row, or null. `lock` takes a row lock (use inside a transaction). */
export async function findCart(db: Database, owner: CartOwner, lock = false): Promise<CartRow | null> {
  const [column, value] =
    'customerId' in owner ? ['customer_id', owner.customerId] : ['context_token', owner.contextToken];
  const { rows } = await db.query<CartRow>(
    `SELECT id, payment_method, shipping_method FROM cart WHERE ${column} = $1${lock ? ' FOR UPDATE' : ''}`,
    [value],
  );
  return rows[0] ?? null;
}

/** The owner's cart row, created when missing (race-safe through the unique owner columns). */
export async function findOrCreateCart(db: Database, owner: CartOwner): Promise<CartRow> {
  const found = await findCart(db, owner, true);
  if (found) return found;
  const [column, value] =
    'customerId' in owner ? ['customer_id', owner.customerId] : ['context_token', owner.contextToken];
  await db.query(`INSERT INTO cart (id, ${column}) VALUES ($1, $2) ON CONFLICT (${column}) DO NOTHING`, [
    randomUUID(),
    value,
  ]);
  const created = await findCart(db, owner, true);
  if (!created) throw new Error('cart could not be created');
  return created;
}

/**
 * On login the anonymous cart of the old token merges into the customer's cart: quantities of the
 * same product add up, remarks of the anonymous line win when the customer's line has none.
 */
export async function mergeAnonymousCart(db: Database, anonymousToken: string, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const anonymous = await findCart(tx, { contextToken: anonymousToken }, true);
    if (!anonymous) return;
    const target = await findOrCreateCart(tx, { customerId });
    await tx.query(
      `INSERT INTO cart_line_item (id, cart_id, product_id, quantity, remark, position)
       SELECT CASE WHEN EXISTS (SELECT 1 FROM cart_line_item t WHERE t.cart_id = $2 AND t.id = a.id AND t.product_id <> a.product_id)
                   THEN gen_random_uuid()::text ELSE a.id END,
              $2, a.product_id, a.quantity, a.remark,
              a.position + coalesce((SELECT max(position) FROM cart_line_item WHERE cart_id = $2), 0)
         FROM cart_line_item a WHERE a.cart_id = $1
       ON CONFLICT (cart_id, product_id) DO UPDATE
         SET quantity = cart_line_item.quantity + excluded.quantity,
             remark = coalesce(cart_line_item.remark, excluded.remark)`,
      [anonymous.id, target.id],
    );
    await tx.query('DELETE FROM cart WHERE id = $1', [anonymous.id]);
  });
}

/** A cart line joined with the product facts checkout needs. */
export interface CartLineRow {
  id: string;
  product_id: string;
  quantity: number;
  remark: string | null;
  position: number;
  product_number: string;
  name: string | null;
  stock: number;
  min_purchase: number;
  purchase_steps: number;
  max_purchase: number | null;
  is_closeout: boolean;
  unit_price: number;
  tax_rate: number;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_time_unit: 'day' | 'week' | 'month' | 'year';
  restock_time_days: number | null;
  manufacturer_id: string | null;
  unit: string;
  property_ids: string[] | null;
}

/** Lines of a cart with product facts, customer price and the name in the context language. */
export async function loadCartLines(
  db: Database,
  cartId: string,
  languageId: string,
  companyId: string | null,
): Promise<CartLineRow[]> {
  const { rows } = await db.query<CartLineRow>(
    `SELECT li.id, li.product_id, li.quantity, li.remark, li.position,
            p.product_number, p.stock, p.min_purchase, p.purchase_steps, p.max_purchase, p.is_closeout,
            coalesce(cp.net_price, p.net_price) AS unit_price, p.tax_rate,
            p.delivery_time_min, p.delivery_time_max, p.delivery_time_unit, p.restock_time_days,
            p.manufacturer_id, p.unit,
            coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language_id = $2),
                     (SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.language_id LIMIT 1)) AS name,
            (SELECT array_agg(pp.option_id::text ORDER BY pp.option_id) FROM product_property pp WHERE pp.product_id = p.id) AS property_ids
       FROM cart_line_item li
       JOIN product p ON p.id = li.product_id
       LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = $3
      WHERE li.cart_id = $1
      ORDER BY li.position, li.id`,
    [cartId, languageId, companyId],
  );
  return rows;
}

interface LimitsRow {
  minimum_order_value: number;
  minimum_order_additional_cost: number;
  credit_limit: number | null;
  open_balance: number;
  flow_budget_remaining: number | null;
  flow_budget: number | null;
}

/** Cart settings plus the flow's total budget (for the orderFlowBudget extension). */
export type LoadedCartSettings = CartSettings & { flowBudget: number | null };

/** Limits of the customer's company and the remaining budget of the customer's flow (none when anonymous). */
export async function loadCartSettings(
  db: Database,
  context: RequestContext,
  methods: { paymentMethod: PaymentMethodId; shippingMethod: ShippingMethodId },
): Promise<LoadedCartSettings> {
  const anonymous: LoadedCartSettings = {
    minimumOrderValue: 0,
    minimumOrderAdditionalCost: 0,
    creditLimit: null,
    openBalance: 0,
    flowBudgetRemaining: null,
    flowBudget: null,
    ...methods,
  };
  if (!context.customer) return anonymous;
  const { rows } = await db.query<LimitsRow>(
    `SELECT coalesce(l.minimum_order_value, 0) AS minimum_order_value,
            coalesce(l.minimum_order_additional_cost, 0) AS minimum_order_additional_cost,
            l.credit_limit, coalesce(l.open_balance, 0) AS open_balance,
            (SELECT f.budget_remaining FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id AND f.active
              WHERE fc.customer_id = $2) AS flow_budget_remaining,
            (SELECT f.budget FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id AND f.active
              WHERE fc.customer_id = $2) AS flow_budget
       FROM (SELECT 1) one LEFT JOIN company_limit l ON l.company_id = $1`,
    [context.customer.companyId, context.customer.id],
  );
  const row = rows[0];
  if (!row) return anonymous;
  return {
    minimumOrderValue: Number(row.minimum_order_value),
    minimumOrderAdditionalCost: Number(row.minimum_order_additional_cost),
    creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
    openBalance: Number(row.open_balance),
    flowBudgetRemaining: row.flow_budget_remaining === null ? null : Number(row.flow_budget_remaining),
    flowBudget: row.flow_budget === null ? null : Number(row.flow_budget),
    ...methods,
  };
}

/** Calculates a cart from its lines (stock decides whether a line is in stock). */
export function calculateLines(lines: readonly CartLineRow[], settings: CartSettings): CartCalculation {
  return calculateCart(
    lines.map((line) => ({
      id: line.id,
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
      taxRate: Number(line.tax_rate),
      inStock: Number(line.stock) >= Number(line.quantity),
    })),
    settings,
  );
}

const price = (unitPrice: number, quantity: number, totalPrice: number, tax: number, taxRate: number) => ({
  unitPrice,
  quantity,
  totalPrice,
  calculatedTaxes: [{ tax, taxRate, price: totalPrice, apiAlias: 'cart_tax_calculated' as const }],
  apiAlias: 'calculated_price' as const,
});

/** Builds the cart answer (storefront.md §3 Cart); prices are withheld without ROLE_VIEW_PRICES. */
export async function readCartView(db: Database, context: RequestContext): Promise<Cart> {
  const row = await findCart(db, cartOwner(context));
  const methods = {
    paymentMethod: row?.payment_method ?? ('invoice' as const),
    shippingMethod: row?.shipping_method ?? ('standard' as const),
  };
  const lines = row ? await loadCartLines(db, row.id, context.languageId, context.customer?.companyId ?? null) : [];
  const settings = await loadCartSettings(db, context, methods);
  const calc = calculateLines(lines, settings);
  const showPrices = canSeePrices(context.customer);
  const loggedIn = context.customer !== null;
  const byId = new Map(calc.lines.map((line) => [line.id, line]));

  const lineItems: CartLineItem[] = lines.map((line) => {
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
      },
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
      allowedPaymentMethods: calc.allowedPaymentMethods,
      orderFlowBudget:
        settings.flowBudgetRemaining !== null && settings.flowBudget !== null && showPrices
          ? { budget: settings.flowBudget, budgetRemaining: settings.flowBudgetRemaining }
          : null,
    },
    apiAlias: 'cart',
  };
}
