import { errorCodes, isUuid, removesCartLine } from '@ratchet/store-api-contract';
import type { Cart, PaymentMethodId, ShippingMethodId, addLineItem, updateLineItem } from '@ratchet/store-api-contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/db';
import type { RequestContext } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { calculateCart, type CartCalculation, type CartSettings } from './domain/calculateCart';
import { checkLineQuantity, type ProductQuantityFacts } from './domain/lineQuantity';
import { presentCart } from './present';
import {
  deleteCartRow,
  deleteLines,
  findBuyableProduct,
  findCart,
  findLineOfProduct,
  findLineProduct,
  findOrCreateCart,
  insertLine,
  lineIdTaken,
  loadCartLines,
  loadCartSettings,
  moveCartLines,
  touchCart,
  updateLine,
  type CartLineRow,
  type CartOwner,
  type CartRow,
  type ProductRow,
} from './repo';

/** Who owns the cart of a context: the customer when logged in, else the anonymous context token. */
export function cartOwner(context: RequestContext): CartOwner {
  return context.customer ? { customerId: context.customer.id } : { contextToken: context.token };
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
export async function readCart(db: Database, context: RequestContext): Promise<Cart> {
  const row = await findCart(db, cartOwner(context));
  const methods = {
    paymentMethod: row?.payment_method ?? ('invoice' as const),
    shippingMethod: row?.shipping_method ?? ('standard' as const),
  };
  const lines = row ? await loadCartLines(db, row.id, context.languageId, context.customer?.companyId ?? null) : [];
  const settings = await loadCartSettings(db, context.customer, methods);
  return presentCart({ context, methods, lines, settings, calc: calculateLines(lines, settings) });
}

/** Adds products (by id or number) in one transaction: all or nothing; quantities of a product add up. */
export async function addItems(
  db: Database,
  context: RequestContext,
  items: z.output<NonNullable<(typeof addLineItem)['body']>>['items'],
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cart = await findOrCreateCart(tx, cartOwner(context));
    for (const [index, item] of items.entries()) {
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
  return readCart(db, context);
}

/** Changes quantities and remarks of lines; a quantity below the minimum removes the line (storefront.md §5). */
export async function updateItems(
  db: Database,
  context: RequestContext,
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
  return readCart(db, context);
}

/** Removes lines; an unknown line id fails the whole request (404). */
export async function removeItems(db: Database, context: RequestContext, ids: readonly string[]): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cart = await findCart(tx, cartOwner(context), true);
    const removed = new Set(cart ? await deleteLines(tx, cart.id, ids) : []);
    const missing = ids.filter((id) => !removed.has(id));
    if (missing.length > 0) {
      throw new StoreApiHttpError(404, errorCodes.lineItemNotFound, `Line item ${missing[0]} not found.`, {
        parameters: { ids: missing },
      });
    }
  });
  return readCart(db, context);
}

/** Deletes the context's cart. */
export async function clearCart(db: Database, context: RequestContext): Promise<Cart> {
  const cart = await findCart(db, cartOwner(context));
  if (cart) await deleteCartRow(db, cart.id);
  return readCart(db, context);
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
): Promise<{ cart: CartRow; lines: CartLineRow[] } | null> {
  const cart = await findCart(tx, { customerId: customer.id }, true);
  if (!cart) return null;
  return { cart, lines: await loadCartLines(tx, cart.id, languageId, customer.companyId) };
}

/** Calculates lines with the customer's cart settings (company limits, flow budget) for the given methods. */
export async function calculateCustomerCart(
  db: Database,
  customer: { id: string; companyId: string },
  methods: { paymentMethod: PaymentMethodId; shippingMethod: ShippingMethodId },
  lines: readonly CartLineRow[],
): Promise<CartCalculation> {
  const settings = await loadCartSettings(db, customer, methods);
  return calculateLines(lines, settings);
}

/** Removes a cart by id (the order's cart once the order is written, in the caller's transaction). */
export async function removeCartById(db: Database, cartId: string): Promise<void> {
  await deleteCartRow(db, cartId);
}
