import { shopTimeZone } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { TransferProduct } from './domain';

/** Who sees which orders: the company's, optionally only one customer's. */
export interface OrderScope {
  companyId: string;
  /** Only this customer's orders (no company-wide right, or onlyOwn). */
  customerId: string | null;
}

/** The filters of the history list (already checked). */
export interface OrderHistoryFilter {
  statuses: readonly string[] | undefined;
  from: string | undefined;
  to: string | undefined;
  search: string | undefined;
  limit: number;
  offset: number;
}

/** A history row (sales_order with the orderer and the order reference's name). */
export interface OrderHistoryRow {
  id: string;
  order_number: string;
  created_at: Date | string;
  order_day: string;
  state: string;
  order_reference: string | null;
  reference_name: string | null;
  line_count: number;
  order_type: string;
  firm: string;
  warehouse: string;
  total: number;
  customer_id: string;
  first_name: string;
  last_name: string;
}

const tz = `'${shopTimeZone}'`;
// Placed orders only: a pending or declined request is the approvals screen's (issue 12).
const placed = `(o.approval_status IS NULL OR o.approval_status = 'approved')`;
const historyColumns = `o.id, o.order_number, o.created_at, to_char(o.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS order_day,
  o.state, o.order_reference, r.name AS reference_name, o.line_count, o.order_type, o.firm, o.warehouse, o.total,
  c.id AS customer_id, c.first_name, c.last_name`;

function scopeWhere(scope: OrderScope, params: unknown[]): string[] {
  params.push(scope.companyId);
  const where = [`o.company_id = $${params.length}`, placed];
  if (scope.customerId) {
    params.push(scope.customerId);
    where.push(`o.customer_id = $${params.length}`);
  }
  return where;
}

/** One page of the history, newest first, and the number of matching orders. */
export async function findOrderHistory(
  db: Database,
  scope: OrderScope,
  filter: OrderHistoryFilter,
): Promise<{ rows: OrderHistoryRow[]; total: number }> {
  const params: unknown[] = [];
  const where = scopeWhere(scope, params);
  if (filter.statuses) {
    params.push(filter.statuses);
    where.push(`o.state = ANY($${params.length}::text[])`);
  }
  // Order dates are days in the shop's time zone, both ends inclusive.
  if (filter.from) {
    params.push(filter.from);
    where.push(`o.created_at >= ($${params.length}::date)::timestamp AT TIME ZONE ${tz}`);
  }
  if (filter.to) {
    params.push(filter.to);
    where.push(`o.created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE ${tz}`);
  }
  if (filter.search) {
    params.push(filter.search.toLowerCase());
    const p = `$${params.length}`;
    where.push(
      `(lower(o.order_number) LIKE replace(replace(${p}, '%', '\\%'), '_', '\\_') || '%'
        OR lower(o.order_reference) LIKE '%' || replace(replace(${p}, '%', '\\%'), '_', '\\_') || '%')`,
    );
  }
  const whereSql = where.join(' AND ');
  const countParams = [...params];
  params.push(filter.limit, filter.offset);
  const limits = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const pageOf = (pageIds: string, extra = '') =>
    `SELECT ${historyColumns}${extra}
       FROM (${pageIds}) page
       JOIN sales_order o ON o.id = page.id
       JOIN customer c ON c.id = o.customer_id
       LEFT JOIN order_reference r ON r.id = o.order_reference_id
      ORDER BY o.created_at DESC, o.order_number DESC`;
  if (filter.search) {
    // A search's matches are found once (number and reference indexes as one bitmap), then counted and sorted in the
    // same statement: walking the history index newest first until a page of a rare term's matches turned up read
    // every order.
    const { rows } = await db.query<OrderHistoryRow & { total_count: number }>(
      `WITH hits AS MATERIALIZED (SELECT o.id, o.created_at, o.order_number FROM sales_order o WHERE ${whereSql})
       ${pageOf(
         `SELECT hits.id, (SELECT count(*) FROM hits)::int AS total_count
            FROM hits ORDER BY hits.created_at DESC, hits.order_number DESC ${limits}`,
         ', page.total_count',
       )}`,
      params,
    );
    if (rows.length > 0 || filter.offset === 0) {
      return { rows: rows.map(({ total_count: _, ...row }) => row), total: rows[0]?.total_count ?? 0 };
    }
  }
  // Without a date range or a search the condition reads only key columns of the order tally (migration 0019, kept
  // by triggers): the total is a sum over the company's few tally rows instead of a count of all its orders.
  const counted = filter.from || filter.to || filter.search ? 'sales_order' : 'sales_order_tally';
  const total = counted === 'sales_order' ? 'count(*)' : 'coalesce(sum(o.orders), 0)';
  const count = await db.query<{ n: number }>(
    `SELECT ${total}::int AS n FROM ${counted} o WHERE ${whereSql}`,
    countParams,
  );
  // A search's page past its last match: the number of matches alone.
  if (filter.search) return { rows: [], total: count.rows[0]?.n ?? 0 };
  const { rows } = await db.query<OrderHistoryRow>(
    pageOf(
      `SELECT o.id FROM sales_order o WHERE ${whereSql} ORDER BY o.created_at DESC, o.order_number DESC ${limits}`,
    ),
    params,
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** A detail row: the history columns and what the detail adds. */
export interface OrderDetailRow extends OrderHistoryRow {
  customer_comment: string | null;
  shipping_method: string;
  payment_method: string;
  addresses: unknown;
  billing_address_id: string | null;
  shipping_address_id: string | null;
  position_total: number;
  shipping_total: number;
  additional_cost: number;
  net_total: number;
  taxes: unknown;
  external_contact_identifier: string | null;
  external_contact_name: string | null;
  external_contact_email: string | null;
}

/** One placed order of the scope by its number, or null. */
export async function findOrderByNumber(
  db: Database,
  scope: OrderScope,
  orderNumber: string,
): Promise<OrderDetailRow | null> {
  const params: unknown[] = [];
  const where = scopeWhere(scope, params);
  params.push(orderNumber);
  const { rows } = await db.query<OrderDetailRow>(
    `SELECT ${historyColumns}, o.customer_comment, o.shipping_method, o.payment_method, o.addresses,
            o.billing_address_id, o.shipping_address_id, o.position_total, o.shipping_total, o.additional_cost,
            o.net_total, o.taxes, o.external_contact_identifier, o.external_contact_name, o.external_contact_email
       FROM sales_order o
       JOIN customer c ON c.id = o.customer_id
       LEFT JOIN order_reference r ON r.id = o.order_reference_id
      WHERE ${where.join(' AND ')} AND o.order_number = $${params.length}`,
    params,
  );
  return rows[0] ?? null;
}

/** An order line with its fulfilment data and the company's article number of the product. */
export interface OrderHistoryLineRow {
  position: number;
  product_id: string | null;
  product_number: string;
  label: string;
  remark: string | null;
  quantity: number;
  customer_sku: string | null;
  delivery_day: string | null;
  invoice_day: string | null;
  invoice_number: string | null;
  shipping_note_number: string | null;
  sending_number: string | null;
  warehouse: string;
  unit_price: number;
  total_price: number;
  tax_rate: number;
}

/** The product lines of an order (optionally of one warehouse), by position. */
export async function findOrderLines(
  db: Database,
  orderId: string,
  companyId: string,
  warehouse: string | undefined,
): Promise<OrderHistoryLineRow[]> {
  const params: unknown[] = [orderId, companyId];
  let warehouseSql = '';
  if (warehouse) {
    params.push(warehouse);
    warehouseSql = `AND li.warehouse = $${params.length}`;
  }
  const { rows } = await db.query<OrderHistoryLineRow>(
    `SELECT li.position, li.product_id, li.product_number, li.label, li.remark, li.quantity, al.customer_sku,
            to_char(li.delivery_date, 'YYYY-MM-DD') AS delivery_day, to_char(li.invoice_date, 'YYYY-MM-DD') AS invoice_day,
            li.invoice_number, li.shipping_note_number, li.sending_number, li.warehouse, li.unit_price, li.total_price,
            li.tax_rate
       FROM sales_order_line_item li
       LEFT JOIN article_link al ON al.company_id = $2 AND al.product_id = li.product_id
      WHERE li.order_id = $1 AND li.line_type = 'product' ${warehouseSql}
      ORDER BY li.position`,
    params,
  );
  return rows;
}

/** The invoice numbers of an order. */
export async function findInvoiceNumbers(db: Database, orderId: string): Promise<string[]> {
  const { rows } = await db.query<{ invoice_number: string }>(
    'SELECT invoice_number FROM invoice WHERE order_id = $1 ORDER BY invoice_number',
    [orderId],
  );
  return rows.map((row) => row.invoice_number);
}

/** The current facts of the given products (as the cart checks them), keyed by id. */
export async function findProductFacts(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, TransferProduct>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.query<{
    id: string;
    active: boolean;
    child_count: number;
    min_purchase: number;
    purchase_steps: number;
    max_purchase: number | null;
    stock: number;
    is_closeout: boolean;
  }>(
    `SELECT id, active, child_count, min_purchase, purchase_steps, max_purchase, stock, is_closeout
       FROM product WHERE id = ANY($1::uuid[])`,
    [productIds],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        active: row.active,
        childCount: Number(row.child_count),
        minPurchase: Number(row.min_purchase),
        purchaseStep: Number(row.purchase_steps),
        maxPurchase: row.max_purchase === null ? null : Number(row.max_purchase),
        stock: Number(row.stock),
        isCloseout: row.is_closeout,
      },
    ]),
  );
}
