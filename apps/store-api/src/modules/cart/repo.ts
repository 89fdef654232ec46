import { randomUUID } from 'node:crypto';
import { shopTimeZone, type PaymentMethodId, type PriceTier, type ShippingMethodId } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { CartSettings } from './domain/calculateCart';

/** Who owns a cart: the customer when logged in, else the anonymous context token. */
export type CartOwner = { customerId: string } | { contextToken: string };

/** A cart row with its chosen methods. */
export interface CartRow {
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
 * Moves the lines of one cart into another: quantities of the same product add up, remarks of the
 * moved line win when the target line has none; a line id taken in the target gets a new id.
 */
export async function moveCartLines(db: Database, fromCartId: string, toCartId: string): Promise<void> {
  await db.query(
    `INSERT INTO cart_line_item (id, cart_id, product_id, quantity, remark, position)
     SELECT CASE WHEN EXISTS (SELECT 1 FROM cart_line_item t WHERE t.cart_id = $2 AND t.id = a.id AND t.product_id <> a.product_id)
                 THEN gen_random_uuid()::text ELSE a.id END,
            $2, a.product_id, a.quantity, a.remark,
            a.position + coalesce((SELECT max(position) FROM cart_line_item WHERE cart_id = $2), 0)
       FROM cart_line_item a WHERE a.cart_id = $1
     ON CONFLICT (cart_id, product_id) DO UPDATE
       SET quantity = cart_line_item.quantity + excluded.quantity,
           remark = coalesce(cart_line_item.remark, excluded.remark)`,
    [fromCartId, toCartId],
  );
}

/** Deletes a cart with its lines. */
export async function deleteCartRow(db: Database, cartId: string): Promise<void> {
  await db.query('DELETE FROM cart WHERE id = $1', [cartId]);
}

/** Marks a cart as changed. */
export async function touchCart(db: Database, cartId: string): Promise<void> {
  await db.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cartId]);
}

/** The quantity facts of a product as the cart checks them. */
export interface ProductRow {
  id: string;
  product_number: string;
  min_purchase: number;
  purchase_steps: number;
  max_purchase: number | null;
  stock: number;
  is_closeout: boolean;
}

const productColumns = 'id, product_number, min_purchase, purchase_steps, max_purchase, stock, is_closeout';

/** Buyable product by id or product number: active and not a parent with variants. */
export async function findBuyableProduct(
  db: Database,
  by: { id: string } | { productNumber: string },
): Promise<ProductRow | null> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${productColumns} FROM product WHERE ${'id' in by ? 'id = $1::uuid' : 'product_number = $1'} AND active AND child_count = 0`,
    ['id' in by ? by.id : by.productNumber],
  );
  return rows[0] ?? null;
}

/** The line of a product in a cart, or null. */
export async function findLineOfProduct(
  db: Database,
  cartId: string,
  productId: string,
): Promise<{ id: string; quantity: number } | null> {
  const { rows } = await db.query<{ id: string; quantity: number }>(
    'SELECT id, quantity FROM cart_line_item WHERE cart_id = $1 AND product_id = $2',
    [cartId, productId],
  );
  return rows[0] ?? null;
}

/** Whether a line id is taken in a cart. */
export async function lineIdTaken(db: Database, cartId: string, lineId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM cart_line_item WHERE cart_id = $1 AND id = $2', [cartId, lineId]);
  return rows.length > 0;
}

/** Adds a line at the end of a cart. */
export async function insertLine(
  db: Database,
  line: { id: string; cartId: string; productId: string; quantity: number; remark: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO cart_line_item (id, cart_id, product_id, quantity, remark, position)
     VALUES ($1, $2, $3, $4, $5, coalesce((SELECT max(position) FROM cart_line_item WHERE cart_id = $2), 0) + 1)`,
    [line.id, line.cartId, line.productId, line.quantity, line.remark],
  );
}

/** Sets a line's quantity and, when `remark` is given, its remark. */
export async function updateLine(
  db: Database,
  cartId: string,
  lineId: string,
  changes: { quantity?: number; remark?: string | null },
): Promise<void> {
  if (changes.quantity !== undefined) {
    await db.query('UPDATE cart_line_item SET quantity = $3 WHERE cart_id = $1 AND id = $2', [
      cartId,
      lineId,
      changes.quantity,
    ]);
  }
  if (changes.remark !== undefined) {
    await db.query('UPDATE cart_line_item SET remark = $3 WHERE cart_id = $1 AND id = $2', [
      cartId,
      lineId,
      changes.remark,
    ]);
  }
}

/** The product facts of a line of a cart, or null. */
export async function findLineProduct(db: Database, cartId: string, lineId: string): Promise<ProductRow | null> {
  const { rows } = await db.query<ProductRow>(
    `SELECT p.id, p.product_number, p.min_purchase, p.purchase_steps, p.max_purchase, p.stock, p.is_closeout
       FROM cart_line_item li JOIN product p ON p.id = li.product_id
      WHERE li.cart_id = $1 AND li.id = $2`,
    [cartId, lineId],
  );
  return rows[0] ?? null;
}

/** Deletes lines of a cart; returns the ids deleted. */
export async function deleteLines(db: Database, cartId: string, lineIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM cart_line_item WHERE cart_id = $1 AND id = ANY($2::text[]) RETURNING id',
    [cartId, lineIds],
  );
  return rows.map((row) => row.id);
}

/**
 * Marks the lines of these products in the customer's cart as coming from an offer (issue 13): they are charged
 * the offer's unit price while the offer is valid (loadCartLines). Lines not from the offer keep their price.
 */
export async function setLinesOffer(
  db: Database,
  customerId: string,
  offerId: string,
  productIds: readonly string[],
): Promise<void> {
  await db.query(
    `UPDATE cart_line_item li SET offer_id = $2
       FROM cart c WHERE c.id = li.cart_id AND c.customer_id = $1 AND li.product_id = ANY($3::uuid[])`,
    [customerId, offerId, productIds],
  );
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
  /** The product's quantity discounts on the unit price (rules/tierPrices.ts), or null. */
  price_tiers: PriceTier[] | null;
  tax_rate: number;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_time_unit: 'day' | 'week' | 'month' | 'year';
  restock_time_days: number | null;
  manufacturer_id: string | null;
  unit: string;
  property_ids: string[] | null;
  /** Eco contribution per unit (net), null when the product has none. */
  eco_fee: number | null;
  /** The company's own article number (article link), null when none or anonymous. */
  customer_sku: string | null;
  /** The product's cover media, null when it has none. */
  cover_id: string | null;
  cover_kind: string | null;
  cover_title: string | null;
  cover_alt: string | null;
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
            coalesce(op.unit_price, cp.net_price, p.net_price) AS unit_price,
            CASE WHEN op.unit_price IS NULL THEN p.price_tiers END AS price_tiers, p.tax_rate,
            p.delivery_time_min, p.delivery_time_max, p.delivery_time_unit, p.restock_time_days,
            p.manufacturer_id, p.unit, p.eco_fee,
            m.id AS cover_id, m.kind AS cover_kind, m.title AS cover_title, m.alt AS cover_alt,
            (SELECT al.customer_sku FROM article_link al WHERE al.company_id = $3 AND al.product_id = p.id) AS customer_sku,
            coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language_id = $2),
                     (SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.language_id LIMIT 1)) AS name,
            (SELECT array_agg(pp.option_id::text ORDER BY pp.option_id) FROM product_property pp WHERE pp.product_id = p.id) AS property_ids
       FROM cart_line_item li
       JOIN product p ON p.id = li.product_id
       LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = $3
       LEFT JOIN media m ON m.id = p.cover_media_id
       -- A line from a processed offer keeps the offered price until the offer's last valid day (issue 13).
       LEFT JOIN LATERAL (
         SELECT ol.unit_price FROM offer_line ol JOIN offer f ON f.id = ol.offer_id
          WHERE ol.offer_id = li.offer_id AND ol.product_id = li.product_id AND f.status = 'processed'
            AND f.valid_until >= (now() AT TIME ZONE '${shopTimeZone}')::date AND ol.unit_price IS NOT NULL
          ORDER BY ol.position LIMIT 1
       ) op ON true
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
  customer: { id: string; companyId: string } | null,
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
  if (!customer) return anonymous;
  const { rows } = await db.query<LimitsRow>(
    `SELECT coalesce(l.minimum_order_value, 0) AS minimum_order_value,
            coalesce(l.minimum_order_additional_cost, 0) AS minimum_order_additional_cost,
            l.credit_limit, coalesce(l.open_balance, 0) AS open_balance,
            (SELECT f.budget_remaining FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id AND f.active
              WHERE fc.customer_id = $2) AS flow_budget_remaining,
            (SELECT f.budget FROM order_flow_customer fc JOIN order_flow f ON f.id = fc.flow_id AND f.active
              WHERE fc.customer_id = $2) AS flow_budget
       FROM (SELECT 1) one LEFT JOIN company_limit l ON l.company_id = $1`,
    [customer.companyId, customer.id],
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

/** Sets the chosen shipping and/or payment method of a cart. */
export async function updateCartMethods(
  db: Database,
  cartId: string,
  methods: { shippingMethod?: ShippingMethodId; paymentMethod?: PaymentMethodId },
): Promise<void> {
  await db.query(
    `UPDATE cart SET shipping_method = coalesce($2, shipping_method), payment_method = coalesce($3, payment_method),
            updated_at = now()
      WHERE id = $1`,
    [cartId, methods.shippingMethod ?? null, methods.paymentMethod ?? null],
  );
}

/** A promotion row. */
export interface PromotionRow {
  id: string;
  code: string;
  names: Record<string, string> | string;
  discount_type: 'percentage' | 'absolute';
  discount_value: number;
}

/** An active promotion by its code (case-insensitive), valid at this moment; null when none. */
export async function findActivePromotion(db: Database, code: string): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(
    `SELECT id, code, names, discount_type, discount_value FROM promotion
      WHERE upper(code) = upper($1) AND active
        AND (valid_from IS NULL OR valid_from <= now()) AND (valid_until IS NULL OR valid_until > now())`,
    [code],
  );
  return rows[0] ?? null;
}

/** Applies a promotion to a cart once (a second add of the same code changes nothing). */
export async function insertCartPromotion(db: Database, cartId: string, promotionId: string): Promise<void> {
  await db.query(
    `INSERT INTO cart_promotion (cart_id, id, promotion_id, position)
     VALUES ($1, $2::text, $2::uuid, coalesce((SELECT max(position) FROM cart_promotion WHERE cart_id = $1), 0) + 1)
     ON CONFLICT DO NOTHING`,
    [cartId, promotionId],
  );
}

/** A promotion line of a cart with its promotion (still active or not). */
export interface CartPromotionRow extends PromotionRow {
  line_id: string;
  /** False when the promotion was switched off or expired since it was added. */
  valid: boolean;
}

/** The locale code of a language (de-DE, nl-NL, fr-FR, en-GB), null when unknown. */
export async function findLocaleCode(db: Database, languageId: string): Promise<string | null> {
  const { rows } = await db.query<{ locale_code: string }>('SELECT locale_code FROM language WHERE id = $1', [
    languageId,
  ]);
  return rows[0]?.locale_code ?? null;
}

/** The promotion lines of a cart in the order they were added. */
export async function loadCartPromotions(db: Database, cartId: string): Promise<CartPromotionRow[]> {
  const { rows } = await db.query<CartPromotionRow>(
    `SELECT cp.id AS line_id, p.id, p.code, p.names, p.discount_type, p.discount_value,
            (p.active AND (p.valid_from IS NULL OR p.valid_from <= now())
                      AND (p.valid_until IS NULL OR p.valid_until > now())) AS valid
       FROM cart_promotion cp JOIN promotion p ON p.id = cp.promotion_id
      WHERE cp.cart_id = $1
      ORDER BY cp.position, cp.id`,
    [cartId],
  );
  return rows;
}

/** Deletes promotion lines of a cart; returns the line ids deleted. */
export async function deleteCartPromotions(
  db: Database,
  cartId: string,
  lineIds: readonly string[],
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM cart_promotion WHERE cart_id = $1 AND id = ANY($2::text[]) RETURNING id',
    [cartId, lineIds],
  );
  return rows.map((row) => row.id);
}

/** Moves the promotion codes of one cart into another (a code the target already has stays once). */
export async function moveCartPromotions(db: Database, fromCartId: string, toCartId: string): Promise<void> {
  await db.query(
    `INSERT INTO cart_promotion (cart_id, id, promotion_id, position)
     SELECT $2, a.id, a.promotion_id,
            a.position + coalesce((SELECT max(position) FROM cart_promotion WHERE cart_id = $2), 0)
       FROM cart_promotion a WHERE a.cart_id = $1
     ON CONFLICT DO NOTHING`,
    [fromCartId, toCartId],
  );
}
