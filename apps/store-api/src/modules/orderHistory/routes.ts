import type { Hono } from 'hono';
import {
  listNativeOrderHistory,
  listOrderHistory,
  readNativeOrderHistoryDetail,
  readOrderHistoryDetail,
  reorderOrder,
} from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as history from './service';

/**
 * The order history (issue 13; account-area.md §2 orders, §7 order/history and order/history/detail). Registered
 * before the order module, whose GET /ratchet/order/{orderId} would otherwise take /ratchet/order/history.
 */
export function registerOrderHistoryRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, listOrderHistory, ({ actor, query }) => history.listOrderHistory(db, actor, present(query, 'query')));
  route(app, readOrderHistoryDetail, ({ actor, query }) =>
    history.readOrderHistoryDetail(db, actor, present(query, 'query')),
  );
  // The native history (§7 sw/order/history): the shop's own orders, which is all this store-API keeps.
  route(app, listNativeOrderHistory, ({ actor, query }) =>
    history.listOrderHistory(db, actor, present(query, 'query')),
  );
  route(app, readNativeOrderHistoryDetail, ({ actor, query }) =>
    history.readOrderHistoryDetail(db, actor, present(query, 'query')),
  );
  route(app, reorderOrder, ({ actor, body, context }) =>
    history.reorder(db, actor, context, deps.config.publicUrl, present(body, 'body')),
  );
}
