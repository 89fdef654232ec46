import type { Hono } from 'hono';
import {
  addOrderListItems,
  createOrderList,
  deleteOrderList,
  listOrderLists,
  readOrderList,
  removeOrderListItems,
  updateOrderList,
} from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as orderLists from './service';

/**
 * Order lists (issue 13; account-area.md §7 Order lists). The kernel checks ROLE_MANAGE_ORDER_LISTS; the service
 * decides which lists the caller sees (the company's company lists and the own user lists; anything else is 404).
 * Registered before the order module, whose GET/PATCH /ratchet/order/{orderId} would otherwise take /ratchet/order/list.
 */
export function registerOrderListRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, listOrderLists, ({ actor, context, query }) =>
    orderLists.listOrderLists(db, actor, context, present(query, 'query')),
  );
  route(app, createOrderList, ({ actor, context, body }) =>
    orderLists.createOrderList(db, actor, context, present(body, 'body')),
  );
  route(app, readOrderList, ({ actor, context, params }) =>
    orderLists.readOrderList(db, actor, context, present(params, 'path').id),
  );
  route(app, updateOrderList, ({ actor, context, params, body }) =>
    orderLists.updateOrderList(db, actor, context, present(params, 'path').id, present(body, 'body')),
  );
  route(app, deleteOrderList, ({ actor, params }) => orderLists.deleteOrderList(db, actor, present(params, 'path').id));
  route(app, addOrderListItems, ({ actor, context, params, body }) =>
    orderLists.addOrderListItems(db, actor, context, present(params, 'path').id, present(body, 'body')),
  );
  route(app, removeOrderListItems, ({ actor, context, params, body }) =>
    orderLists.removeOrderListItems(db, actor, context, present(params, 'path').id, present(body, 'body')),
  );
}
