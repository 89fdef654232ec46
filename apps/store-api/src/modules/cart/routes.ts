import type { Hono } from 'hono';
import {
  addLineItem,
  deleteCart,
  errorCodes,
  readCart,
  removeLineItem,
  updateLineItem,
} from '@ratchet/store-api-contract';
import { checkLineQuantity, type ProductQuantityFacts } from './domain/lineQuantity';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { cartOwner, findCart, findOrCreateCart, readCartView } from './repo';
import type { Database } from '../../platform/db/db';
import { present } from '../../platform/http/required';

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

/** Cart routes (issue 3): cart read and writes. */
export function registerCartRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
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
}
