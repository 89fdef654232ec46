import {
  errorCodes,
  isValidFromTo,
  type CartTransferResponse,
  type OrderHistoryDetail,
  type OrderHistoryResponse,
} from '@ratchet/store-api-contract';
import type { z } from 'zod';
import type { orderHistoryDetailQuerySchema, orderHistoryQuerySchema } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import type { ContextCustomer, RequestContext } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { addItems, readCart } from '../cart';
import { planCartTransfer, type TransferLine } from './domain';
import { presentHistoryEntry, presentOrderDetail } from './present';
import {
  findInvoiceNumbers,
  findOrderByNumber,
  findOrderHistory,
  findOrderLines,
  findProductFacts,
  type OrderScope,
} from './repo';

type HistoryQuery = z.output<typeof orderHistoryQuerySchema>;
type DetailQuery = z.output<typeof orderHistoryDetailQuerySchema>;

/** Own orders, or the company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY (account-area.md §6). */
function scopeOf(actor: ContextCustomer, onlyOwn = false): OrderScope {
  const companyWide = actor.roles.includes('ROLE_MANAGE_COMPANY_ORDER_HISTORY') && !onlyOwn;
  return { companyId: actor.companyId, customerId: companyWide ? null : actor.id };
}

const showPrices = (actor: ContextCustomer) => actor.roles.includes('ROLE_VIEW_PRICES');

/** 400 at `/from` when the from-date is later than the to-date (account-area.md §5). */
export function assertDateRange(from: string | undefined, to: string | undefined): void {
  if (isValidFromTo(from, to)) return;
  const detail = 'The from-date must not be later than the to-date.';
  throw new StoreApiHttpError(400, errorCodes.dateRangeInvalid, detail, { parameters: { from, to } }, [
    { status: '400', code: errorCodes.dateRangeInvalid, title: 'Bad Request', detail, source: { pointer: '/from' } },
  ]);
}

/** The pager of a list answer. */
export function pagerOf(page: number, limit: number, total: number) {
  return { page, limit, total, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/** The order history page (account-area.md §2 orders, §4 status filter values). */
export async function listOrderHistory(
  db: Database,
  actor: ContextCustomer,
  query: HistoryQuery,
): Promise<OrderHistoryResponse> {
  assertDateRange(query.from, query.to);
  const { rows, total } = await findOrderHistory(db, scopeOf(actor, query.onlyOwn), {
    statuses: query.status,
    from: query.from,
    to: query.to,
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    orders: rows.map((row) => presentHistoryEntry(row, showPrices(actor))),
    pager: pagerOf(query.page, query.limit, total),
    apiAlias: 'ratchet_order_history',
  };
}

function orderNotFound(orderNumber: string): StoreApiHttpError {
  return new StoreApiHttpError(404, errorCodes.orderNotFound, `Order ${orderNumber} not found.`, {
    parameters: { orderNumber },
  });
}

/** The order, or its firm/warehouse part (account-area.md §2 orders/details/{orderNumber}/{firm}/{warehouse?}). */
async function visibleOrder(db: Database, actor: ContextCustomer, query: DetailQuery) {
  const order = await findOrderByNumber(db, scopeOf(actor), query.orderNumber);
  if (!order || (query.firm !== undefined && order.firm !== query.firm)) throw orderNotFound(query.orderNumber);
  const lines = await findOrderLines(db, order.id, actor.companyId, query.warehouse);
  if (query.warehouse !== undefined && lines.length === 0) throw orderNotFound(query.orderNumber);
  return { order, lines };
}

/** One order with lines, addresses and amounts. */
export async function readOrderHistoryDetail(
  db: Database,
  actor: ContextCustomer,
  query: DetailQuery,
): Promise<OrderHistoryDetail> {
  const { order, lines } = await visibleOrder(db, actor, query);
  const invoiceNumbers = await findInvoiceNumbers(db, order.id);
  return presentOrderDetail(order, lines, invoiceNumbers, query.warehouse ?? null, showPrices(actor));
}

/**
 * Lines into the caller's cart in one multi-add; the ones that cannot go in are named (shared by reorder and
 * by putting an offer into the cart).
 */
export async function transferToCart(
  db: Database,
  context: RequestContext,
  publicUrl: string,
  lines: readonly TransferLine[],
): Promise<CartTransferResponse> {
  const before = await readCart(db, context, publicUrl);
  const inCart = new Map<string, number>();
  for (const item of before.lineItems) {
    if (item.type === 'product' && item.referencedId) inCart.set(item.referencedId, Number(item.quantity));
  }
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const plan = planCartTransfer(lines, await findProductFacts(db, ids), inCart);
  const cart =
    plan.add.length === 0
      ? before
      : await addItems(
          db,
          context,
          publicUrl,
          plan.add.map((line) => ({ type: 'product' as const, referencedId: line.productId, quantity: line.quantity })),
        );
  return {
    cart,
    added: plan.add,
    notAdded: plan.notAdded,
    apiAlias: 'ratchet_cart_transfer',
  };
}

/** Reorder (account-area.md §2 orders detail with reorder, §8 reorder failure naming the product). */
export async function reorder(
  db: Database,
  actor: ContextCustomer,
  context: RequestContext,
  publicUrl: string,
  query: DetailQuery,
): Promise<CartTransferResponse> {
  const { lines } = await visibleOrder(db, actor, query);
  return transferToCart(
    db,
    context,
    publicUrl,
    lines.map((line) => ({
      position: line.position,
      productId: line.product_id,
      productNumber: line.product_number,
      name: line.label,
      quantity: Number(line.quantity),
    })),
  );
}
