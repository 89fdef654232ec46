import { uuidPattern, type Criteria, type OrderAddress } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import { SqlParams, compileFilters, compileSort, orderEntity, runCriteriaQuery } from '../../platform/db/criteria';
import type { TotalCountMode } from '../../platform/db/criteria';
import type { AddressRow as CustomerAddressRow } from '../auth';

/** A sales_order row. */
export interface OrderRow {
  id: string;
  order_number: string;
  order_reference: string | null;
  customer_comment: string | null;
  customer_id: string;
  state: string;
  payment_method: string;
  shipping_method: string;
  position_total: number;
  shipping_total: number;
  additional_cost: number;
  net_total: number;
  tax_total: number;
  total: number;
  taxes: { taxRate: number; price: number; tax: number }[] | string;
  addresses: OrderAddress[] | string;
  billing_address_id: string | null;
  shipping_address_id: string | null;
  file_number: string | null;
  shipping_option: 'delivery' | 'pickup';
  pickup_location: string | null;
  /** `desired_delivery_date` as `YYYY-MM-DD` text (selected with to_char, free of driver date parsing). */
  desired_delivery_day: string | null;
  discount_total: number;
  created_at: Date | string;
}

const desiredDay = "to_char(o.desired_delivery_date, 'YYYY-MM-DD') AS desired_delivery_day";

/** A sales_order_line_item row. */
export interface OrderLineRow {
  id: string;
  order_id: string;
  position: number;
  product_id: string | null;
  line_type: 'product' | 'promotion';
  referenced_id: string | null;
  product_number: string;
  label: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  remark: string | null;
  tax_rate: number;
  backorder_quantity: number;
}

/** A default address of a customer, as an order copies it. */
export type AddressRow = Omit<CustomerAddressRow, 'customer_id'>;

/**
 * Takes `quantity` off a product's stock: a closeout product only while `stock >= quantity`, so
 * concurrent orders never oversell it (others may go below zero = backorder). Null when refused.
 */
export async function decrementStock(
  db: Database,
  productId: string,
  quantity: number,
): Promise<{ stock_before: number; is_closeout: boolean } | null> {
  const { rows } = await db.query<{ stock_before: number; is_closeout: boolean }>(
    `UPDATE product SET stock = stock - $2
      WHERE id = $1 AND active AND (NOT is_closeout OR stock >= $2)
      RETURNING stock + $2 AS stock_before, is_closeout`,
    [productId, quantity],
  );
  return rows[0] ?? null;
}

/**
 * {@link decrementStock} for several products in two statements instead of one per product: the rows are locked in
 * product-id order first (a fixed lock order keeps concurrent orders free of deadlocks), then one UPDATE takes every
 * quantity under the same conditions. Answers the products whose stock was taken (a refused product is missing).
 * Each product at most once in `items`.
 */
export async function decrementStocks(
  db: Database,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<Map<string, { stock_before: number; is_closeout: boolean }>> {
  const ids = items.map((item) => item.productId);
  await db.query('SELECT id FROM product WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
  const { rows } = await db.query<{ id: string; stock_before: number; is_closeout: boolean }>(
    `UPDATE product p SET stock = p.stock - d.quantity
       FROM unnest($1::uuid[], $2::numeric[]) AS d(id, quantity)
      WHERE p.id = d.id AND p.active AND (NOT p.is_closeout OR p.stock >= d.quantity)
      RETURNING p.id, p.stock + d.quantity AS stock_before, p.is_closeout`,
    [ids, items.map((item) => item.quantity)],
  );
  return new Map(rows.map((row) => [row.id, { stock_before: row.stock_before, is_closeout: row.is_closeout }]));
}

/** The next order number. */
export async function nextOrderNumber(db: Database): Promise<string> {
  const { rows } = await db.query<{ n: number }>("SELECT nextval('sales_order_number_seq') AS n");
  return String(rows[0]?.n ?? Date.now());
}

/** Writes an order row (values in column order). */
export async function insertOrder(db: Database, values: unknown[]): Promise<void> {
  await db.query(
    `INSERT INTO sales_order (id, order_number, customer_id, company_id, sales_channel_id, order_reference,
       customer_comment, payment_method, shipping_method, position_total, shipping_total, additional_cost,
       net_total, tax_total, total, taxes, line_count, addresses, billing_address_id, shipping_address_id,
       file_number, shipping_option, pickup_location, desired_delivery_date, discount_total, locale_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
       $21, $22, $23, $24, $25, $26)`,
    values,
  );
}

const orderLineColumns = 14;

/** Writes the order's line rows in one statement (values of each row in column order; promotion lines have no product). */
export async function insertOrderLines(db: Database, rows: readonly unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const placeholders = rows.map(
    (_, row) =>
      `(${Array.from({ length: orderLineColumns }, (_unused, column) => `$${row * orderLineColumns + column + 1}`).join(', ')})`,
  );
  await db.query(
    `INSERT INTO sales_order_line_item (id, order_id, position, product_id, product_number, label, quantity,
       unit_price, total_price, tax_rate, remark, backorder_quantity, line_type, referenced_id)
     VALUES ${placeholders.join(', ')}`,
    rows.flat(),
  );
}

/**
 * Claims an idempotency key for an order about to be written. A concurrent transaction with the same key waits on
 * the primary key until the first one ends: false when the key was taken (by a committed order), true when claimed.
 */
export async function claimIdempotencyKey(
  db: Database,
  customerId: string,
  key: string,
  orderId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO order_idempotency_key (customer_id, key, order_id) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, key) DO NOTHING RETURNING order_id`,
    [customerId, key, orderId],
  );
  return rows.length > 0;
}

/** The order placed with an idempotency key, or null. */
export async function findOrderIdByKey(db: Database, customerId: string, key: string): Promise<string | null> {
  const { rows } = await db.query<{ order_id: string }>(
    'SELECT order_id FROM order_idempotency_key WHERE customer_id = $1 AND key = $2',
    [customerId, key],
  );
  return rows[0]?.order_id ?? null;
}

/**
 * An address of the caller's company by id (the addresses of the company's customers), or null for an unknown id
 * or another company's address.
 */
export async function findCompanyAddress(
  db: Database,
  companyId: string,
  addressId: string,
): Promise<AddressRow | null> {
  const { rows } = await db.query<AddressRow>(
    `SELECT a.* FROM customer_address a JOIN customer c ON c.id = a.customer_id
      WHERE a.id = $1::uuid AND c.company_id = $2`,
    [addressId, companyId],
  );
  return rows[0] ?? null;
}

/** Whom the confirmation goes to: the customer's mail address and name, and the locale of the ordering language. */
export async function findOrderMailRecipient(
  db: Database,
  customerId: string,
  languageId: string,
): Promise<{ email: string; first_name: string; last_name: string; locale_code: string | null } | null> {
  const { rows } = await db.query<{ email: string; first_name: string; last_name: string; locale_code: string | null }>(
    `SELECT c.email, c.first_name, c.last_name, (SELECT l.locale_code FROM language l WHERE l.id = $2) AS locale_code
       FROM customer c WHERE c.id = $1`,
    [customerId, languageId],
  );
  return rows[0] ?? null;
}

/**
 * One order by id or order number, scoped to the caller: own orders, and with `companyWide` every order of the
 * caller's company; null otherwise (another company's order is as unknown as a missing one).
 */
export async function findScopedOrder(
  db: Database,
  customer: { id: string; companyId: string },
  idOrNumber: string,
  companyWide: boolean,
): Promise<OrderRow | null> {
  const byId = uuidPattern.test(idOrNumber);
  const { rows } = await db.query<OrderRow>(
    `SELECT o.*, ${desiredDay} FROM sales_order o
      WHERE ${byId ? 'o.id = $1::uuid' : 'o.order_number = $1'} AND o.company_id = $2
        AND ($3 OR o.customer_id = $4)`,
    [idOrNumber, customer.companyId, companyWide, customer.id],
  );
  return rows[0] ?? null;
}

/** Adds an order total to the company's open balance (orders on account use up the credit limit). */
export async function addOpenBalance(db: Database, companyId: string, amount: number): Promise<void> {
  await db.query('UPDATE company_limit SET open_balance = open_balance + $2 WHERE company_id = $1', [
    companyId,
    amount,
  ]);
}

/**
 * The approval data of an order (issue 12): a request's status 'pending' and state 'approval_pending', why it needs an
 * approver, the flow and order reference whose budgets it uses; the order's time from the injected clock.
 */
export async function setOrderApprovalData(
  db: Database,
  orderId: string,
  data: {
    approvalStatus: 'pending' | null;
    reasons: readonly string[];
    flowId: string | null;
    referenceId: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE sales_order SET approval_status = $2, approval_reasons = $3::text[], flow_id = $4, order_reference_id = $5,
            created_at = $6, state = CASE WHEN $2::text = 'pending' THEN 'approval_pending' ELSE state END
      WHERE id = $1`,
    [orderId, data.approvalStatus, [...data.reasons], data.flowId, data.referenceId, data.createdAt],
  );
}

/** The cost centre external contact the order keeps (issue 13): its id and a copy of identifier, name and e-mail. */
export async function setOrderExternalContact(
  db: Database,
  orderId: string,
  contact: { id: string; identifier: string; name: string; email: string },
): Promise<void> {
  await db.query(
    `UPDATE sales_order SET external_contact_id = $2, external_contact_identifier = $3, external_contact_name = $4,
            external_contact_email = $5
      WHERE id = $1`,
    [orderId, contact.id, contact.identifier, contact.name, contact.email],
  );
}

/** The customer's default billing and shipping addresses. */
export async function findDefaultAddresses(db: Database, customerId: string): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT * FROM customer_address WHERE customer_id = $1 AND (is_default_billing OR is_default_shipping) ORDER BY id`,
    [customerId],
  );
  return rows;
}

/**
 * The customer's own orders by criteria (newest first), optionally only the given ids. Scoped to the
 * caller: customer and company; price fields can be filtered and sorted only when prices are shown.
 */
export async function searchOrders(
  db: Database,
  customer: { id: string; companyId: string },
  showPrices: boolean,
  options: {
    ids?: string[];
    page: number;
    limit: number;
    filter?: Criteria['filter'];
    sort?: Criteria['sort'];
    totalCountMode?: TotalCountMode;
  },
): Promise<{ rows: OrderRow[]; total: number }> {
  const entity = orderEntity(showPrices);
  const params = new SqlParams([customer.id, customer.companyId]);
  const conditions = ['o.customer_id = $1', 'o.company_id = $2', compileFilters(entity, options.filter, params)];
  if (options.ids) conditions.push(`o.id = ANY (${params.add(options.ids, 'uuid[]')})`);
  const orderBy = compileSort(entity, options.sort, params, ['o.created_at DESC', 'o.order_number DESC'], 'o.id');
  return runCriteriaQuery<OrderRow>(
    db,
    { select: `o.*, ${desiredDay}`, from: 'sales_order o', where: conditions.join(' AND '), orderBy, params },
    {
      page: options.page,
      limit: options.limit,
      offset: (options.page - 1) * options.limit,
      totalCountMode: options.totalCountMode ?? 'exact',
    },
  );
}

/** Lines of orders in position order. */
export async function findOrderLines(db: Database, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<OrderLineRow>(
    'SELECT * FROM sales_order_line_item WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position',
    [orderIds],
  );
  return rows;
}

/** A requested order as its approval places it (issue 12). */
export interface RequestedOrderRow {
  id: string;
  customer_id: string;
  company_id: string;
  total: string | number;
  payment_method: string;
  order_reference_id: string | null;
  approval_status: 'pending' | 'approved' | 'declined' | null;
}

/** Locks a company's order for a decision; null when it is not the company's. */
export async function lockRequestedOrder(
  db: Database,
  companyId: string,
  orderId: string,
): Promise<RequestedOrderRow | null> {
  const { rows } = await db.query<RequestedOrderRow>(
    `SELECT id, customer_id, company_id, total, payment_method, order_reference_id, approval_status
       FROM sales_order WHERE id = $1 AND company_id = $2 FOR UPDATE`,
    [orderId, companyId],
  );
  return rows[0] ?? null;
}

/** Marks a pending request as approved (an open order now) or declined (cancelled, with the comment). */
export async function markRequestDecided(
  db: Database,
  orderId: string,
  decision: { status: 'approved' | 'declined'; decidedBy: string; decidedAt: Date; comment: string | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sales_order SET approval_status = $2, decided_by = $3, decided_at = $4, decision_comment = $5,
            approval_blocked_reason = NULL, state = CASE WHEN $2::text = 'approved' THEN 'open' ELSE 'cancelled' END
      WHERE id = $1 AND approval_status = 'pending' RETURNING id`,
    [orderId, decision.status, decision.decidedBy, decision.decidedAt, decision.comment],
  );
  return rows.length > 0;
}
