import type { Hono } from 'hono';
import {
  addLineItem,
  createOrder,
  deleteCart,
  errorCodes,
  readCart,
  readOrder,
  removeLineItem,
  updateLineItem,
} from '@ratchet/store-api-contract';
import { checkLineQuantity, type ProductQuantityFacts } from '../../domain/cart/lineQuantity';
import { checkOrderReference } from '../../domain/order/orderReference';
import type { AppDeps, AppEnv } from '../../http/env';
import { StoreApiHttpError } from '../../http/errors';
import { route } from '../../http/route';
import { cartOwner, findCart, findOrCreateCart, readCartView } from './cartStore';
import { placeOrder, readOrders } from './orderStore';
import { criteriaPage } from '../../data/criteria';
import type { Database } from '../../data/db';
import { present } from './present';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ProductRow {
  id: string;
  product_number: string;
  min_purchase: number;
  purchase_steps: number;
  max_purchase: number | null;
  stock: number;
  is_closeout: boolean;
}

const facts = (row: ProductRow): ProductQuantityFacts => ({
  minPurchase: Number(row.min_purchase),
  purchaseStep: Number(row.purchase_steps),
  maxPurchase: row.max_purchase === null ? null : Number(row.max_purchase),
  stock: Number(row.stock),
  isCloseout: row.is_closeout,
});

/** Buyable product by id or product number: active and not a parent with variants. */
async function findBuyableProduct(
  db: Database,
  item: { referencedId?: string; sku?: string },
): Promise<ProductRow | null> {
  const columns = 'id, product_number, min_purchase, purchase_steps, max_purchase, stock, is_closeout';
  const byId = item.referencedId !== undefined && uuidPattern.test(item.referencedId);
  if (item.referencedId !== undefined && !byId && item.sku === undefined) return null;
  const { rows } = await db.query<ProductRow>(
    `SELECT ${columns} FROM product WHERE ${byId ? 'id = $1::uuid' : 'product_number = $1'} AND active AND child_count = 0`,
    [byId ? item.referencedId : item.sku],
  );
  return rows[0] ?? null;
}

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

/** Checkout routes (issue 3): cart read and writes, order creation and read-back. */
export function registerCheckoutRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, readCart, ({ context }) => readCartView(db, context));

  route(app, addLineItem, async ({ body: input, context }) => {
    const body = present(input, 'body');
    await db.transaction(async (tx) => {
      const cart = await findOrCreateCart(tx, cartOwner(context));
      for (const [index, item] of body.items.entries()) {
        const product = await findBuyableProduct(tx, item);
        if (!product) {
          throw new StoreApiHttpError(404, errorCodes.productNotFound, 'Product not found.', {
            parameters: { referencedId: item.referencedId ?? null, sku: item.sku ?? null, index },
          });
        }
        const existing = await tx.query<{ id: string; quantity: number }>(
          'SELECT id, quantity FROM cart_line_item WHERE cart_id = $1 AND product_id = $2',
          [cart.id, product.id],
        );
        const current = existing.rows[0];
        const quantity = Math.round((Number(current?.quantity ?? 0) + item.quantity) * 100) / 100;
        const check = checkLineQuantity(quantity, facts(product));
        if (!check.ok) throw quantityError(check, product, index, `/items/${index}/quantity`);
        const remark = item.payload?.customFields?.order_detail_text;
        if (current) {
          await tx.query(
            `UPDATE cart_line_item SET quantity = $3, remark = CASE WHEN $4::boolean THEN $5 ELSE remark END
              WHERE cart_id = $1 AND id = $2`,
            [cart.id, current.id, quantity, remark !== undefined, remark ?? null],
          );
        } else {
          const lineId = item.id ?? product.id;
          const clash = await tx.query('SELECT 1 FROM cart_line_item WHERE cart_id = $1 AND id = $2', [
            cart.id,
            lineId,
          ]);
          await tx.query(
            `INSERT INTO cart_line_item (id, cart_id, product_id, quantity, remark, position)
             VALUES ($1, $2, $3, $4, $5, coalesce((SELECT max(position) FROM cart_line_item WHERE cart_id = $2), 0) + 1)`,
            [clash.rows.length > 0 ? product.id : lineId, cart.id, product.id, quantity, remark ?? null],
          );
        }
      }
      await tx.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cart.id]);
    });
    return readCartView(db, context);
  });

  route(app, updateLineItem, async ({ body: input, context }) => {
    const body = present(input, 'body');
    await db.transaction(async (tx) => {
      const cart = await findCart(tx, cartOwner(context), true);
      for (const [index, item] of body.items.entries()) {
        const { rows } = cart
          ? await tx.query<ProductRow & { line_quantity: number }>(
              `SELECT p.id, p.product_number, p.min_purchase, p.purchase_steps, p.max_purchase, p.stock, p.is_closeout
                 FROM cart_line_item li JOIN product p ON p.id = li.product_id
                WHERE li.cart_id = $1 AND li.id = $2`,
              [cart.id, item.id],
            )
          : { rows: [] };
        const product = rows[0];
        if (!cart || !product) {
          throw new StoreApiHttpError(404, errorCodes.lineItemNotFound, `Line item ${item.id} not found.`, {
            parameters: { id: item.id, index },
          });
        }
        if (item.quantity !== undefined) {
          // storefront.md §5: in the cart, a value below the minimum removes the line.
          if (item.quantity < Number(product.min_purchase)) {
            await tx.query('DELETE FROM cart_line_item WHERE cart_id = $1 AND id = $2', [cart.id, item.id]);
            continue;
          }
          const check = checkLineQuantity(item.quantity, facts(product));
          if (!check.ok) throw quantityError(check, product, index, `/items/${index}/quantity`);
          await tx.query('UPDATE cart_line_item SET quantity = $3 WHERE cart_id = $1 AND id = $2', [
            cart.id,
            item.id,
            item.quantity,
          ]);
        }
        const remark = item.payload?.customFields?.order_detail_text;
        if (remark !== undefined) {
          await tx.query('UPDATE cart_line_item SET remark = $3 WHERE cart_id = $1 AND id = $2', [
            cart.id,
            item.id,
            remark,
          ]);
        }
      }
      if (cart) await tx.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cart.id]);
    });
    return readCartView(db, context);
  });

  route(app, removeLineItem, async ({ body: input, context }) => {
    const body = present(input, 'body');
    await db.transaction(async (tx) => {
      const cart = await findCart(tx, cartOwner(context), true);
      const { rows } = cart
        ? await tx.query<{ id: string }>(
            'DELETE FROM cart_line_item WHERE cart_id = $1 AND id = ANY($2::text[]) RETURNING id',
            [cart.id, body.ids],
          )
        : { rows: [] };
      const removed = new Set(rows.map((row) => row.id));
      const missing = body.ids.filter((id) => !removed.has(id));
      if (missing.length > 0) {
        throw new StoreApiHttpError(404, errorCodes.lineItemNotFound, `Line item ${missing[0]} not found.`, {
          parameters: { ids: missing },
        });
      }
    });
    return readCartView(db, context);
  });

  route(app, deleteCart, async ({ context }) => {
    const cart = await findCart(db, cartOwner(context));
    if (cart) await db.query('DELETE FROM cart WHERE id = $1', [cart.id]);
    return readCartView(db, context);
  });

  route(app, createOrder, async ({ body, context }) => {
    if (!context.customer?.roles.includes('ROLE_PLACE_ORDERS')) {
      // storefront.md §8: the text the checkout shows without the right to place orders.
      throw new StoreApiHttpError(
        403,
        errorCodes.missingPermission,
        'Missing permission - you may not submit orders!',
        {
          parameters: { roles: ['ROLE_PLACE_ORDERS'] },
        },
      );
    }
    const reference = checkOrderReference(body?.orderReference);
    if (!reference.ok) {
      const detail = `The order reference has ${reference.length} characters; at most 30 are allowed.`;
      throw new StoreApiHttpError(400, errorCodes.orderReferenceTooLong, detail, { parameters: { maxLength: 30 } }, [
        {
          status: '400',
          code: errorCodes.orderReferenceTooLong,
          title: 'Bad Request',
          detail,
          source: { pointer: '/orderReference' },
          meta: { parameters: { maxLength: 30, length: reference.length } },
        },
      ]);
    }
    const orderId = await placeOrder(db, context, {
      orderReference: reference.value,
      customerComment: body?.customerComment?.trim() || null,
      ...(body?.paymentMethodId ? { paymentMethod: body.paymentMethodId } : {}),
      ...(body?.shippingMethodId ? { shippingMethod: body.shippingMethodId } : {}),
    });
    const { orders } = await readOrders(db, context, { ids: [orderId], page: 1, limit: 1 });
    const order = orders[0];
    if (!order) throw new StoreApiHttpError(404, errorCodes.orderNotFound, 'Order not found.');
    return order;
  });

  route(app, readOrder, async ({ body, context }) => {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? 10;
    const { orders, total } = await readOrders(db, context, {
      ...(body?.ids ? { ids: body.ids } : {}),
      page,
      limit,
      filter: body?.filter,
      sort: body?.sort,
      totalCountMode: criteriaPage(body ?? {}, { limit }).totalCountMode,
    });
    return {
      orders: { elements: orders, total, page, limit, apiAlias: 'dal_entity_search_result' as const },
      paymentChangeable: Object.fromEntries(orders.map((order) => [order.id, false])),
      apiAlias: 'order_route_response' as const,
    };
  });
}
