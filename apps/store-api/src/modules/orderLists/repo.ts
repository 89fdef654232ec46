import type { PriceTier } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';

/** Whose lists a caller sees: the company's company lists and their own user lists. */
export interface OrderListViewer {
  companyId: string;
  customerId: string;
}

/** A list row with its creator and item count (amounts come from the items). */
export interface OrderListRow {
  id: string;
  name: string;
  privacy: 'user' | 'company';
  created_by: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  item_count: number;
}

/** An item with the catalogue facts it is shown and priced with (today's figures). */
export interface OrderListItemRow {
  id: string;
  list_id: string;
  product_id: string;
  quantity: number | string;
  added_at: Date | string;
  product_number: string;
  name: string;
  active: boolean;
  child_count: number;
  stock: number | string;
  min_purchase: number | string;
  purchase_steps: number | string;
  max_purchase: number | string | null;
  is_closeout: boolean;
  /** Effective net unit price before tiers: the company's customer price, else the list price. */
  base_price: number | string;
  price_tiers: PriceTier[] | string | null;
  eco_fee: number | string | null;
  unit: string;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_time_unit: string;
  restock_time_days: number | null;
  customer_sku: string | null;
}

// The visibility rule in SQL (account-area.md §3 privacy): the company's company lists and the viewer's own lists.
const visible = `l.company_id = $1 AND (l.privacy = 'company' OR l.created_by = $2)`;
const listColumns = `l.id, l.name, l.privacy, l.created_by, c.first_name, c.last_name, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM order_list_item i WHERE i.list_id = l.id) AS item_count`;

/** One page of the lists the viewer sees, newest change first, and how many there are. */
export async function findOrderLists(
  db: Database,
  viewer: OrderListViewer,
  filter: { search: string | undefined; limit: number; offset: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const params: unknown[] = [viewer.companyId, viewer.customerId];
  let where = visible;
  if (filter.search) {
    params.push(filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`));
    where += ` AND lower(l.name) LIKE '%' || $${params.length} || '%'`;
  }
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_list l WHERE ${where}`, params);
  params.push(filter.limit, filter.offset);
  const { rows } = await db.query<OrderListRow>(
    `SELECT ${listColumns}
       FROM order_list l JOIN customer c ON c.id = l.created_by
      WHERE ${where}
      ORDER BY l.updated_at DESC, l.id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** One list the viewer sees, or null (unknown, another company's, or a colleague's private list). */
export async function findOrderList(
  db: Database,
  viewer: OrderListViewer,
  listId: string,
  forUpdate = false,
): Promise<OrderListRow | null> {
  const { rows } = await db.query<OrderListRow>(
    `SELECT ${listColumns}
       FROM order_list l JOIN customer c ON c.id = l.created_by
      WHERE ${visible} AND l.id = $3 ${forUpdate ? 'FOR UPDATE OF l' : ''}`,
    [viewer.companyId, viewer.customerId, listId],
  );
  return rows[0] ?? null;
}

/** The items of lists with their catalogue facts in the language, by position. */
export async function findOrderListItems(
  db: Database,
  listIds: readonly string[],
  companyId: string,
  languageId: string,
): Promise<OrderListItemRow[]> {
  if (listIds.length === 0) return [];
  const { rows } = await db.query<OrderListItemRow>(
    `SELECT i.id, i.list_id, i.product_id, i.quantity, i.added_at, p.product_number, p.active, p.child_count, p.stock,
            p.min_purchase, p.purchase_steps, p.max_purchase, p.is_closeout, coalesce(cp.net_price, p.net_price) AS base_price,
            p.price_tiers, p.eco_fee, p.unit, p.delivery_time_min, p.delivery_time_max, p.delivery_time_unit,
            p.restock_time_days, al.customer_sku,
            coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language_id = $3),
                     (SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.language_id LIMIT 1),
                     p.product_number) AS name
       FROM order_list_item i
       JOIN product p ON p.id = i.product_id
       LEFT JOIN customer_price cp ON cp.product_id = p.id AND cp.company_id = $2
       LEFT JOIN article_link al ON al.company_id = $2 AND al.product_id = p.id
      WHERE i.list_id = ANY($1::uuid[])
      ORDER BY i.list_id, i.position, i.id`,
    [listIds, companyId, languageId],
  );
  return rows;
}

/** Writes a new list. */
export async function insertOrderList(
  db: Database,
  list: { id: string; companyId: string; createdBy: string; name: string; privacy: 'user' | 'company' },
): Promise<void> {
  await db.query(`INSERT INTO order_list (id, company_id, created_by, name, privacy) VALUES ($1, $2, $3, $4, $5)`, [
    list.id,
    list.companyId,
    list.createdBy,
    list.name,
    list.privacy,
  ]);
}

/** Changes name and/or privacy and marks the list changed. */
export async function updateOrderListHead(
  db: Database,
  listId: string,
  change: { name?: string | undefined; privacy?: 'user' | 'company' | undefined },
): Promise<void> {
  await db.query(
    `UPDATE order_list SET name = coalesce($2, name), privacy = coalesce($3, privacy), updated_at = now() WHERE id = $1`,
    [listId, change.name ?? null, change.privacy ?? null],
  );
}

/** Deletes a list (its items go with it). */
export async function deleteOrderListRow(db: Database, listId: string): Promise<void> {
  await db.query('DELETE FROM order_list WHERE id = $1', [listId]);
}

/** Quantity rules, stock and state of products (null entries for unknown ids are left out). */
export interface ProductFactsRow {
  id: string;
  product_number: string;
  active: boolean;
  child_count: number;
  min_purchase: number | string;
  purchase_steps: number | string;
  max_purchase: number | string | null;
}

export async function findProducts(db: Database, productIds: readonly string[]): Promise<Map<string, ProductFactsRow>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.query<ProductFactsRow>(
    `SELECT id, product_number, active, child_count, min_purchase, purchase_steps, max_purchase
       FROM product WHERE id = ANY($1::uuid[])`,
    [productIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The list's items as product → quantity and id, for merging additions. */
export async function findItemQuantities(
  db: Database,
  listId: string,
): Promise<Array<{ id: string; product_id: string; quantity: number | string; position: number }>> {
  const { rows } = await db.query<{ id: string; product_id: string; quantity: number | string; position: number }>(
    'SELECT id, product_id, quantity, position FROM order_list_item WHERE list_id = $1 ORDER BY position',
    [listId],
  );
  return rows;
}

/** Inserts new items or sets the quantity of existing ones (one statement for the whole batch). */
export async function upsertItems(
  db: Database,
  listId: string,
  items: ReadonlyArray<{ id: string; productId: string; quantity: number; position: number }>,
): Promise<void> {
  if (items.length === 0) return;
  await db.query(
    `INSERT INTO order_list_item (id, list_id, product_id, quantity, position)
     SELECT u.id, $1, u.product_id, u.quantity, u.position
       FROM unnest($2::uuid[], $3::uuid[], $4::numeric[], $5::int[]) AS u(id, product_id, quantity, position)
     ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
    [
      listId,
      items.map((item) => item.id),
      items.map((item) => item.productId),
      items.map((item) => item.quantity),
      items.map((item) => item.position),
    ],
  );
  await touch(db, listId);
}

/** Sets quantities of items of the list by item id. */
export async function setItemQuantities(
  db: Database,
  listId: string,
  items: ReadonlyArray<{ id: string; quantity: number }>,
): Promise<void> {
  if (items.length === 0) return;
  await db.query(
    `UPDATE order_list_item i SET quantity = u.quantity
       FROM unnest($2::uuid[], $3::numeric[]) AS u(id, quantity)
      WHERE i.list_id = $1 AND i.id = u.id`,
    [listId, items.map((item) => item.id), items.map((item) => item.quantity)],
  );
  await touch(db, listId);
}

/** Removes items of the list by id (ids of other lists are ignored). */
export async function deleteItems(db: Database, listId: string, itemIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM order_list_item WHERE list_id = $1 AND id = ANY($2::uuid[])', [listId, itemIds]);
  await touch(db, listId);
}

async function touch(db: Database, listId: string): Promise<void> {
  await db.query('UPDATE order_list SET updated_at = now() WHERE id = $1', [listId]);
}
