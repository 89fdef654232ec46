import {
  canSeePrices,
  centsToEuro,
  euroToCents,
  errorCodes,
  isoDateInTimeZone,
  isUuid,
  removesCartLine,
  tierPriceRows,
  tierUnitPrice,
} from '@ratchet/store-api-contract';
import type {
  Cart,
  PaymentMethod,
  PaymentMethodId,
  ShippingMethod,
  ShippingMethodId,
  addLineItem,
  updateLineItem,
} from '@ratchet/store-api-contract';
import type { z } from 'zod';
import { requestNow } from '../../platform/clock';
import type { Database } from '../../platform/db/db';
import type { RequestContext } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import {
  calculateCart,
  freeShippingLimit,
  shippingCostByMethod,
  type AppliedPromotion,
  type CartCalculation,
  type CartSettings,
} from './domain/calculateCart';
import {
  paymentMethodIds,
  paymentMethodName,
  pickupLocations,
  shippingMethodDeliveryDays,
  shippingMethodIds,
  shippingMethodTexts,
} from './domain/methods';
import { checkLineQuantity, type ProductQuantityFacts } from './domain/lineQuantity';
import { presentCart } from './present';
import { approvalReasonsOf, cartBudgets } from '../budgets';
import {
  deleteCartPromotions,
  deleteCartRow,
  deleteLines,
  findActivePromotion,
  findBuyableProduct,
  findCart,
  findLineOfProduct,
  findLocaleCode,
  findLineProduct,
  findOrCreateCart,
  insertCartPromotion,
  insertLine,
  lineIdTaken,
  loadCartLines,
  loadCartPromotions,
  loadCartSettings,
  moveCartLines,
  moveCartPromotions,
  touchCart,
  updateCartMethods,
  updateLine,
  type CartLineRow,
  type CartPromotionRow,
  type CartOwner,
  type CartRow,
  type ProductRow,
  type LoadedCartSettings,
} from './repo';

/** Who owns the cart of a context: the customer when logged in, else the anonymous context token. */
export function cartOwner(context: RequestContext): CartOwner {
  return context.customer ? { customerId: context.customer.id } : { contextToken: context.token };
}

/** The promotions of a cart as the calculation takes them (expired or switched-off ones count no more). */
export function appliedPromotions(rows: readonly CartPromotionRow[]): AppliedPromotion[] {
  return rows
    .filter((row) => row.valid)
    .map((row) => ({
      id: row.line_id,
      code: row.code,
      discountType: row.discount_type,
      value: Number(row.discount_value),
    }));
}

/**
 * The net unit price of a line: the customer's (or list) price with the tier the line's quantity falls in (issue 10
 * tier prices: the price the detail page shows for that quantity is the one charged).
 */
function lineUnitPrice(line: CartLineRow): number {
  const rows = tierPriceRows(Number(line.unit_price), line.price_tiers, {
    minPurchase: Number(line.min_purchase),
    purchaseSteps: Number(line.purchase_steps),
  });
  return tierUnitPrice(rows, Number(line.quantity)) ?? Number(line.unit_price);
}

/** Calculates a cart from its lines (stock decides whether a line is in stock) and its promotion codes. */
export function calculateLines(
  lines: readonly CartLineRow[],
  settings: CartSettings,
  promotions: readonly CartPromotionRow[] = [],
): CartCalculation {
  return calculateCart(
    lines.map((line) => ({
      id: line.id,
      quantity: Number(line.quantity),
      unitPrice: lineUnitPrice(line),
      taxRate: Number(line.tax_rate),
      inStock: Number(line.stock) >= Number(line.quantity),
    })),
    settings,
    appliedPromotions(promotions),
  );
}

const facts = (row: ProductRow): ProductQuantityFacts => ({
  minPurchase: Number(row.min_purchase),
  purchaseStep: Number(row.purchase_steps),
  maxPurchase: row.max_purchase === null ? null : Number(row.max_purchase),
  stock: Number(row.stock),
  isCloseout: row.is_closeout,
});

function quantityError(
  check: Exclude<ReturnType<typeof checkLineQuantity>, { ok: true }>,
  product: ProductRow,
  index: number,
  pointer: string,
): StoreApiHttpError {
  const rule = facts(product);
  if (check.reason === 'outOfStock') {
    return new StoreApiHttpError(400, errorCodes.outOfStock, `Product ${product.product_number} is out of stock.`, {
      parameters: { productId: product.id, productNumber: product.product_number, available: check.available, index },
    });
  }
  const detail = `Invalid quantity for ${product.product_number} (${check.problem}).`;
  return new StoreApiHttpError(
    400,
    errorCodes.invalidQuantity,
    detail,
    {
      parameters: {
        productId: product.id,
        problem: check.problem,
        minPurchase: rule.minPurchase,
        purchaseSteps: rule.purchaseStep,
        maxPurchase: rule.maxPurchase,
        index,
      },
    },
    [
      {
        status: '400',
        code: errorCodes.invalidQuantity,
        title: 'Bad Request',
        detail,
        source: { pointer },
        meta: {
          parameters: {
            productId: product.id,
            problem: check.problem,
            minPurchase: rule.minPurchase,
            purchaseSteps: rule.purchaseStep,
            maxPurchase: rule.maxPurchase,
            index,
          },
        },
      },
    ],
  );
}

/** The cart answer of a context (storefront.md §3 Cart). */
export async function readCart(db: Database, context: RequestContext, publicUrl: string): Promise<Cart> {
  const row = await findCart(db, cartOwner(context));
  const methods = {
    paymentMethod: row?.payment_method ?? ('invoice' as const),
    shippingMethod: row?.shipping_method ?? ('standard' as const),
  };
  const lines = row ? await loadCartLines(db, row.id, context.languageId, context.customer?.companyId ?? null) : [];
  const promotions = row ? await loadCartPromotions(db, row.id) : [];
  const settings = await withLiveBudgets(
    db,
    context.customer,
    await loadCartSettings(db, context.customer, methods),
    requestNow(context),
  );
  const calc = calculateLines(lines, settings, promotions);
  const approvalReasons = context.customer
    ? approvalReasonsOf(
        context.customer,
        { approveFromCents: settings.flowApproveFrom == null ? null : euroToCents(settings.flowApproveFrom) },
        euroToCents(calc.total),
      )
    : [];
  return presentCart({
    context,
    cartId: row?.id ?? null,
    methods,
    lines,
    promotions,
    settings: { ...settings, approvalReasons },
    calc,
    today: isoDateInTimeZone(new Date()),
    localeCode: await findLocaleCode(db, context.languageId),
    publicUrl,
  });
}

/** Adds a promotion code to the cart (Shopware: a line item of type promotion); unknown or inactive code: 404. */
async function addPromotion(tx: Database, cartId: string, code: string, index: number): Promise<void> {
  const promotion = await findActivePromotion(tx, code.trim());
  if (!promotion) {
    throw new StoreApiHttpError(404, errorCodes.promotionNotFound, 'Promotion code not found.', {
      parameters: { code, index },
    });
  }
  await insertCartPromotion(tx, cartId, promotion.id);
}

/** Sets the shipping and/or payment method of the context's cart (updateContext; the cart is created when missing). */
export async function setCartMethods(
  db: Database,
  context: RequestContext,
  methods: { shippingMethod?: ShippingMethodId; paymentMethod?: PaymentMethodId },
): Promise<void> {
  if (methods.shippingMethod === undefined && methods.paymentMethod === undefined) return;
  await db.transaction(async (tx) => {
    const cart = await findOrCreateCart(tx, cartOwner(context));
    await updateCartMethods(tx, cart.id, methods);
  });
}

/** Adds products (by id or number) in one transaction: all or nothing; quantities of a product add up. */
export async function addItems(
  db: Database,
  context: RequestContext,
  publicUrl: string,
  items: z.output<NonNullable<(typeof addLineItem)['body']>>['items'],
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cart = await findOrCreateCart(tx, cartOwner(context));
    for (const [index, item] of items.entries()) {
      if (item.type === 'promotion') {
        await addPromotion(tx, cart.id, item.referencedId ?? item.sku ?? '', index);
        continue;
      }
      const byId = item.referencedId !== undefined && isUuid(item.referencedId);
      const product =
        item.referencedId !== undefined && !byId && item.sku === undefined
          ? null
          : await findBuyableProduct(
              tx,
              byId ? { id: item.referencedId as string } : { productNumber: item.sku as string },
            );
      if (!product) {
        throw new StoreApiHttpError(404, errorCodes.productNotFound, 'Product not found.', {
          parameters: { referencedId: item.referencedId ?? null, sku: item.sku ?? null, index },
        });
      }
      const current = await findLineOfProduct(tx, cart.id, product.id);
      const quantity = Math.round((Number(current?.quantity ?? 0) + item.quantity) * 100) / 100;
      const check = checkLineQuantity(quantity, facts(product));
      if (!check.ok) throw quantityError(check, product, index, `/items/${index}/quantity`);
      const remark = item.payload?.customFields?.order_detail_text;
      if (current) {
        await updateLine(tx, cart.id, current.id, { quantity, ...(remark !== undefined ? { remark } : {}) });
      } else {
        const lineId = item.id ?? product.id;
        const taken = await lineIdTaken(tx, cart.id, lineId);
        await insertLine(tx, {
          id: taken ? product.id : lineId,
          cartId: cart.id,
          productId: product.id,
          quantity,
          remark: remark ?? null,
        });
      }
    }
    await touchCart(tx, cart.id);
  });
  return readCart(db, context, publicUrl);
}

/** Changes quantities and remarks of lines; a quantity below the minimum removes the line (storefront.md §5). */
export async function updateItems(
  db: Database,
  context: RequestContext,
  publicUrl: string,
  items: z.output<NonNullable<(typeof updateLineItem)['body']>>['items'],
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cart = await findCart(tx, cartOwner(context), true);
    for (const [index, item] of items.entries()) {
      const product = cart ? await findLineProduct(tx, cart.id, item.id) : null;
      if (!cart || !product) {
        throw new StoreApiHttpError(404, errorCodes.lineItemNotFound, `Line item ${item.id} not found.`, {
          parameters: { id: item.id, index },
        });
      }
      if (item.quantity !== undefined) {
        if (removesCartLine(item.quantity, facts(product))) {
          await deleteLines(tx, cart.id, [item.id]);
          continue;
        }
        const check = checkLineQuantity(item.quantity, facts(product));
        if (!check.ok) throw quantityError(check, product, index, `/items/${index}/quantity`);
        await updateLine(tx, cart.id, item.id, { quantity: item.quantity });
      }
      const remark = item.payload?.customFields?.order_detail_text;
      if (remark !== undefined) await updateLine(tx, cart.id, item.id, { remark });
    }
    if (cart) await touchCart(tx, cart.id);
  });
  return readCart(db, context, publicUrl);
}

/** Removes lines; an unknown line id fails the whole request (404). */
export async function removeItems(
  db: Database,
  context: RequestContext,
  publicUrl: string,
  ids: readonly string[],
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cart = await findCart(tx, cartOwner(context), true);
    const removed = new Set(cart ? await deleteLines(tx, cart.id, ids) : []);
    const rest = ids.filter((id) => !removed.has(id));
    if (cart && rest.length > 0) for (const id of await deleteCartPromotions(tx, cart.id, rest)) removed.add(id);
    const missing = ids.filter((id) => !removed.has(id));
    if (missing.length > 0) {
      throw new StoreApiHttpError(404, errorCodes.lineItemNotFound, `Line item ${missing[0]} not found.`, {
        parameters: { ids: missing },
      });
    }
  });
  return readCart(db, context, publicUrl);
}

/** Deletes the context's cart. */
export async function clearCart(db: Database, context: RequestContext, publicUrl: string): Promise<Cart> {
  const cart = await findCart(db, cartOwner(context));
  if (cart) await deleteCartRow(db, cart.id);
  return readCart(db, context, publicUrl);
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
    await moveCartLines(tx, anonymous.id, target.id);
    await moveCartPromotions(tx, anonymous.id, target.id);
    await deleteCartRow(tx, anonymous.id);
  });
}

/**
 * For placing an order: the customer's cart, locked for the caller's transaction, with its lines
 * (customer prices of the company); null when the customer has no cart.
 */
export async function lockCustomerCart(
  tx: Database,
  customer: { id: string; companyId: string },
  languageId: string,
): Promise<{ cart: CartRow; lines: CartLineRow[]; promotions: CartPromotionRow[] } | null> {
  const cart = await findCart(tx, { customerId: customer.id }, true);
  if (!cart) return null;
  return {
    cart,
    lines: await loadCartLines(tx, cart.id, languageId, customer.companyId),
    promotions: await loadCartPromotions(tx, cart.id),
  };
}

/** The id of the customer's cart without locking it (the default idempotency key of createOrder), or null. */
export async function customerCartId(db: Database, customerId: string): Promise<string | null> {
  return (await findCart(db, { customerId }))?.id ?? null;
}

/**
 * The stored limits with the live budget figures of issue 12: what is left of the customer's flow budget in the
 * current period and of the cart's order reference (computed from the budget ledger at `now`), the flow's
 * approveFrom and the reference assigned to the cart.
 */
async function withLiveBudgets(
  db: Database,
  customer: { id: string; companyId: string } | null,
  settings: LoadedCartSettings,
  now: Date,
): Promise<LoadedCartSettings> {
  if (!customer) return settings;
  const { flow, reference, referenceId, referenceName } = await cartBudgets(db, customer, now);
  return {
    ...settings,
    flowBudget: flow ? centsToEuro(flow.budgetCents) : null,
    flowBudgetRemaining: flow ? centsToEuro(flow.remainingCents) : null,
    flowApproveFrom: flow?.approveFromCents == null ? null : centsToEuro(flow.approveFromCents),
    orderReferenceBudget: reference ? centsToEuro(reference.budgetCents) : null,
    orderReferenceBudgetRemaining: reference ? centsToEuro(reference.remainingCents) : null,
    orderReference: referenceId && referenceName ? { id: referenceId, name: referenceName } : null,
  };
}

/** Calculates lines with the customer's cart settings (company limits, flow budget) for the given methods. */
export async function calculateCustomerCart(
  db: Database,
  customer: { id: string; companyId: string },
  methods: { paymentMethod: PaymentMethodId; shippingMethod: ShippingMethodId },
  lines: readonly CartLineRow[],
  promotions: readonly CartPromotionRow[] = [],
  /** The instant whose budget period counts (issue 12); default the machine's time. */
  now: Date = new Date(),
): Promise<CartCalculation> {
  const settings = await withLiveBudgets(db, customer, await loadCartSettings(db, customer, methods), now);
  return calculateLines(lines, settings, promotions);
}

/** Removes a cart by id (the order's cart once the order is written, in the caller's transaction). */
export async function removeCartById(db: Database, cartId: string): Promise<void> {
  await deleteCartRow(db, cartId);
}

/** Shipping methods with costs, branches and availability for the context's cart (readShippingMethod). */
export async function listShippingMethods(db: Database, context: RequestContext): Promise<ShippingMethod[]> {
  const row = await findCart(db, cartOwner(context));
  const lines = row ? await loadCartLines(db, row.id, context.languageId, context.customer?.companyId ?? null) : [];
  const locale = await findLocaleCode(db, context.languageId);
  const showPrices = canSeePrices(context.customer);
  const allInStock = lines.every((line) => Number(line.stock) >= Number(line.quantity));
  return shippingMethodIds.map((id, position) => {
    const texts = shippingMethodTexts(id, locale);
    const days = shippingMethodDeliveryDays[id];
    return {
      id,
      technicalName: id,
      name: texts.name,
      description: texts.description,
      position: position + 1,
      active: true,
      shippingOption: id === 'pickup' ? 'pickup' : 'delivery',
      price: showPrices ? shippingCostByMethod[id] : null,
      freeFrom: showPrices && id === 'standard' ? freeShippingLimit : null,
      deliveryTime: { min: days.min, max: days.max, unit: 'day' },
      pickupLocations:
        id === 'pickup'
          ? pickupLocations.map((entry) => ({ ...entry, apiAlias: 'ratchet_pickup_location' as const }))
          : [],
      // storefront.md §8 shipping-method-blocked: express needs every line in stock.
      available: id !== 'express' || allInStock,
      apiAlias: 'shipping_method',
    };
  });
}

/** Payment methods with their availability for the context's cart (credit limit, storefront.md §8). */
export async function listPaymentMethods(db: Database, context: RequestContext): Promise<PaymentMethod[]> {
  const row = await findCart(db, cartOwner(context));
  const methods = {
    paymentMethod: row?.payment_method ?? ('invoice' as const),
    shippingMethod: row?.shipping_method ?? ('standard' as const),
  };
  const lines = row ? await loadCartLines(db, row.id, context.languageId, context.customer?.companyId ?? null) : [];
  const promotions = row ? await loadCartPromotions(db, row.id) : [];
  const settings = await withLiveBudgets(
    db,
    context.customer,
    await loadCartSettings(db, context.customer, methods),
    requestNow(context),
  );
  const allowed = calculateLines(lines, settings, promotions).allowedPaymentMethods;
  const locale = await findLocaleCode(db, context.languageId);
  return paymentMethodIds.map((id, position) => ({
    id,
    technicalName: id,
    name: paymentMethodName(id, locale),
    description: null,
    position: position + 1,
    active: true,
    available: allowed.includes(id),
    apiAlias: 'payment_method',
  }));
}
