import { randomUUID } from 'node:crypto';
import {
  canSeePrices,
  errorCodes,
  isUuid,
  normaliseUuid,
  orderListMaxItems,
  type OrderListDetail,
  type OrderListListResponse,
  type OrderListItem,
} from '@ratchet/store-api-contract';
import type { z } from 'zod';
import type {
  addOrderListItemsBodySchema,
  createOrderListBodySchema,
  orderListQuerySchema,
  removeOrderListItemsBodySchema,
  updateOrderListBodySchema,
} from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { ContextCustomer, RequestContext } from '../../platform/http/env';
import { StoreApiHttpError, storeApiError } from '../../platform/http/errors';
import { pagerOf } from '../orderHistory';
import { mergedQuantity, quantityProblem } from './domain';
import { presentDetail, presentItem, presentSummary } from './present';
import {
  deleteItems,
  deleteOrderListRow,
  findItemQuantities,
  findOrderList,
  findOrderListItems,
  findOrderLists,
  findProducts,
  insertOrderList,
  setItemQuantities,
  updateOrderListHead,
  upsertItems,
  type OrderListItemRow,
  type OrderListRow,
  type OrderListViewer,
  type ProductFactsRow,
} from './repo';

type ListQuery = z.output<typeof orderListQuerySchema>;
type CreateBody = z.output<typeof createOrderListBodySchema>;
type UpdateBody = z.output<typeof updateOrderListBodySchema>;
type AddItemsBody = z.output<typeof addOrderListItemsBodySchema>;
type RemoveItemsBody = z.output<typeof removeOrderListItemsBodySchema>;

const viewerOf = (actor: ContextCustomer): OrderListViewer => ({ companyId: actor.companyId, customerId: actor.id });
const showPrices = (actor: ContextCustomer) => canSeePrices(actor);

const listNotFound = () => new StoreApiHttpError(404, errorCodes.orderListNotFound, 'Order list not found.');

/** The path id as a UUID; a malformed one answers like an unknown list (nothing to tell apart for a caller). */
function listIdOf(value: string): string {
  const id = isUuid(value) ? normaliseUuid(value) : null;
  if (id === null) throw listNotFound();
  return id;
}

function itemsByList(rows: readonly OrderListItemRow[], actor: ContextCustomer): Map<string, OrderListItem[]> {
  const byList = new Map<string, OrderListItem[]>();
  for (const row of rows) {
    const items = byList.get(row.list_id) ?? [];
    items.push(presentItem(row, showPrices(actor)));
    byList.set(row.list_id, items);
  }
  return byList;
}

async function detailOf(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  row: OrderListRow,
): Promise<OrderListDetail> {
  const items = itemsByList(await findOrderListItems(db, [row.id], actor.companyId, context.languageId), actor);
  return presentDetail(row, items.get(row.id) ?? [], actor.id, showPrices(actor));
}

/** A list the caller sees, re-read after a change, or 404. */
async function visibleList(db: Database, actor: ContextCustomer, id: string, forUpdate = false): Promise<OrderListRow> {
  const row = await findOrderList(db, viewerOf(actor), id, forUpdate);
  if (!row) throw listNotFound();
  return row;
}

/** The lists screen (account-area.md §2 orderlist; §3 name, privacy, creator, created date, item count, amount). */
export async function listOrderLists(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  query: ListQuery,
): Promise<OrderListListResponse> {
  const { rows, total } = await findOrderLists(db, viewerOf(actor), {
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const items = showPrices(actor)
    ? itemsByList(
        await findOrderListItems(
          db,
          rows.map((row) => row.id),
          actor.companyId,
          context.languageId,
        ),
        actor,
      )
    : new Map<string, OrderListItem[]>();
  return {
    orderLists: rows.map((row) => presentSummary(row, items.get(row.id) ?? [], actor.id, showPrices(actor))),
    pager: pagerOf(query.page, query.limit, total),
    apiAlias: 'ratchet_order_list_list',
  };
}

/** One list with every item. */
export async function readOrderList(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  id: string,
): Promise<OrderListDetail> {
  return detailOf(db, actor, context, await visibleList(db, actor, listIdOf(id)));
}

function invalidQuantity(product: ProductFactsRow, problem: string, pointer: string): StoreApiHttpError {
  const detail = `Invalid quantity for ${product.product_number} (${problem}).`;
  const meta = {
    parameters: {
      productId: product.id,
      problem,
      minPurchase: Number(product.min_purchase),
      purchaseSteps: Number(product.purchase_steps),
      maxPurchase: product.max_purchase === null ? null : Number(product.max_purchase),
    },
  };
  return new StoreApiHttpError(400, errorCodes.invalidQuantity, detail, meta, [
    storeApiError(400, errorCodes.invalidQuantity, detail, { source: { pointer }, meta }),
  ]);
}

const ruleOf = (product: ProductFactsRow) => ({
  minPurchase: Number(product.min_purchase),
  purchaseStep: Number(product.purchase_steps),
  maxPurchase: product.max_purchase === null ? null : Number(product.max_purchase),
});

/**
 * Adds products to a list inside the caller's transaction: unknown products answer 400 CONTENT__PRODUCT_NOT_FOUND,
 * a parent with variants cannot go on a list (a variant is chosen), each quantity must fit its product's rules; a
 * product already on the list gets the quantities added (rules/quantity grid); beyond 500 items: RATCHET__ORDER_LIST_FULL.
 */
async function addItemsTo(db: Database, listId: string, items: CreateBody['items'], pointer: string): Promise<void> {
  if (items.length === 0) return;
  const ids = items.map((item) => normaliseUuid(item.productId));
  const products = await findProducts(
    db,
    ids.filter((id): id is string => id !== null),
  );
  const existing = await findItemQuantities(db, listId);
  const byProduct = new Map(existing.map((row) => [row.product_id, row]));
  let position = existing.reduce((max, row) => Math.max(max, row.position), 0);
  const writes = new Map<string, { id: string; productId: string; quantity: number; position: number }>();
  items.forEach((item, index) => {
    const productId = ids[index];
    const product = productId ? products.get(productId) : undefined;
    if (!product || !product.active || Number(product.child_count) > 0) {
      const detail = `Product ${item.productId} not found.`;
      throw new StoreApiHttpError(400, errorCodes.productNotFound, detail, { parameters: { index } }, [
        storeApiError(400, errorCodes.productNotFound, detail, {
          source: { pointer: `${pointer}/${index}/productId` },
        }),
      ]);
    }
    const rule = ruleOf(product);
    const problem = quantityProblem(item.quantity, rule);
    if (problem) throw invalidQuantity(product, problem, `${pointer}/${index}/quantity`);
    const before = writes.get(product.id) ?? byProduct.get(product.id);
    const quantity = mergedQuantity(before ? Number(before.quantity) : null, item.quantity, rule);
    writes.set(product.id, {
      id: before?.id ?? randomUUID(),
      productId: product.id,
      quantity,
      position: before?.position ?? (position += 1),
    });
  });
  const newLines = [...writes.keys()].filter((productId) => !byProduct.has(productId)).length;
  if (existing.length + newLines > orderListMaxItems) {
    throw new StoreApiHttpError(
      400,
      errorCodes.orderListFull,
      `An order list holds at most ${orderListMaxItems} items.`,
      { parameters: { max: orderListMaxItems, items: existing.length, adding: newLines } },
    );
  }
  await upsertItems(db, listId, [...writes.values()]);
}

/** Create a list (account-area.md §2 orderlist/create) with optional first items. */
export async function createOrderList(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  body: CreateBody,
): Promise<OrderListDetail> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await insertOrderList(tx, {
      id,
      companyId: actor.companyId,
      createdBy: actor.id,
      name: body.name,
      privacy: body.privacy,
    });
    await addItemsTo(tx, id, body.items, '/items');
    return detailOf(tx, actor, context, await visibleList(tx, actor, id));
  });
}

/** Rename, change privacy (creator only), change item quantities (each on its product's grid). */
export async function updateOrderList(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  id: string,
  body: UpdateBody,
): Promise<OrderListDetail> {
  const listId = listIdOf(id);
  return db.transaction(async (tx) => {
    const list = await visibleList(tx, actor, listId, true);
    if (body.privacy !== undefined && body.privacy !== list.privacy && list.created_by !== actor.id) {
      throw new StoreApiHttpError(
        403,
        errorCodes.orderListPrivacyCreatorOnly,
        'Only the creator of an order list may change its privacy.',
      );
    }
    if (body.items && body.items.length > 0) {
      const current = await findItemQuantities(tx, listId);
      const byId = new Map(current.map((row) => [row.id, row]));
      const products = await findProducts(
        tx,
        current.map((row) => row.product_id),
      );
      const changes: Array<{ id: string; quantity: number }> = [];
      body.items.forEach((item, index) => {
        const itemId = normaliseUuid(item.id);
        const row = itemId ? byId.get(itemId) : undefined;
        const product = row ? products.get(row.product_id) : undefined;
        // An item of another list, or one removed meanwhile, is no item of this list: nothing to change.
        if (!row || !product) return;
        const problem = quantityProblem(item.quantity, ruleOf(product));
        if (problem) throw invalidQuantity(product, problem, `/items/${index}/quantity`);
        changes.push({ id: row.id, quantity: item.quantity });
      });
      await setItemQuantities(tx, listId, changes);
    }
    if (body.name !== undefined || body.privacy !== undefined) {
      await updateOrderListHead(tx, listId, { name: body.name, privacy: body.privacy });
    }
    return detailOf(tx, actor, context, await visibleList(tx, actor, listId));
  });
}

/** Delete a list the caller sees (a company list by any colleague with the right: it is the team's list). */
export async function deleteOrderList(
  db: Database,
  actor: ContextCustomer,
  id: string,
): Promise<{ deleted: string; apiAlias: 'ratchet_order_list_delete' }> {
  const listId = listIdOf(id);
  await db.transaction(async (tx) => {
    await visibleList(tx, actor, listId, true);
    await deleteOrderListRow(tx, listId);
  });
  return { deleted: listId, apiAlias: 'ratchet_order_list_delete' };
}

/** Put products on a list (product page, product card, cart line: issue 13 'add to order list'). */
export async function addOrderListItems(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  id: string,
  body: AddItemsBody,
): Promise<OrderListDetail> {
  const listId = listIdOf(id);
  return db.transaction(async (tx) => {
    await visibleList(tx, actor, listId, true);
    await addItemsTo(tx, listId, body.items, '/items');
    return detailOf(tx, actor, context, await visibleList(tx, actor, listId));
  });
}

/** Remove items from a list. */
export async function removeOrderListItems(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  id: string,
  body: RemoveItemsBody,
): Promise<OrderListDetail> {
  const listId = listIdOf(id);
  return db.transaction(async (tx) => {
    await visibleList(tx, actor, listId, true);
    const ids = body.ids.map((value) => normaliseUuid(value)).filter((value): value is string => value !== null);
    await deleteItems(tx, listId, ids);
    return detailOf(tx, actor, context, await visibleList(tx, actor, listId));
  });
}
